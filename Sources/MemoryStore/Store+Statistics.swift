import GRDB

extension Store {
    /// The statistics of a configuration; all zeros and `nil`s when it was never played.
    public func statistics(for key: ConfigurationKey) throws(StoreError) -> PlayStatistics {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*) AS played,
                       count(*) FILTER (WHERE outcome = 'won') AS won,
                       count(*) FILTER (WHERE outcome = 'abandoned') AS abandoned,
                       max(score) AS best, avg(score) AS score, avg(moves) AS moves, avg(seconds) AS seconds
                FROM game WHERE deck = ? AND rules = ? AND variant = ? AND grid = ?
                """, arguments: StatementArguments(key.arguments))!
            return PlayStatistics(played: row["played"], won: row["won"], abandoned: row["abandoned"],
                                  bestScore: row["best"], averageScore: row["score"],
                                  averageMoves: row["moves"], averageSeconds: row["seconds"])
        }
    }
}
