import GRDB
import MemoryEngine

extension Store {
    /// The rows whose score, moves and time can be averaged: whole numbers and a time in range
    /// (a damaged row counts as played, but not in the averages).
    static let usable = """
        typeof(score) = 'integer' AND typeof(moves) = 'integer' AND typeof(seconds) IN ('integer', 'real') \
        AND seconds BETWEEN 0 AND \(Int(StoredValue.maximumSeconds)) AND julianday(date) IS NOT NULL
        """

    /// The statistics of a configuration; all zeros and `nil`s when it was never played.
    public func statistics(for key: ConfigurationKey) throws(StoreError) -> PlayStatistics {
        try read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT count(*) AS played,
                       count(*) FILTER (WHERE outcome = 'won') AS won,
                       count(*) FILTER (WHERE outcome = 'abandoned') AS abandoned,
                       max(score) FILTER (WHERE \(Self.usable)) AS best,
                       avg(score) FILTER (WHERE \(Self.usable)) AS score,
                       avg(moves) FILTER (WHERE \(Self.usable)) AS moves,
                       avg(seconds) FILTER (WHERE \(Self.usable)) AS seconds
                FROM game WHERE deck = ? AND rules = ? AND variant = ? AND grid = ?
                """, arguments: StatementArguments(key.arguments))!
            let values = StoredValue(row: row, table: "game")
            let endings = try Row.fetchAll(db, sql: """
                SELECT ending, reason, count(*) AS games FROM game
                WHERE deck = ? AND rules = ? AND variant = ? AND grid = ? AND ending IS NOT NULL
                GROUP BY ending, reason ORDER BY games DESC, ending, reason
                """, arguments: StatementArguments(key.arguments)).compactMap { row -> EndingCount? in
                    let values = StoredValue(row: row, table: "game")
                    guard let ending = try? values.ending(), let games = try? values.value("games", Int.self) else { return nil }
                    return EndingCount(ending, count: games)
                }
            return PlayStatistics(played: try values.value("played"), won: try values.value("won"),
                                  abandoned: try values.value("abandoned"),
                                  bestScore: try? values.value("best", Int?.self) ?? nil,
                                  averageScore: try? values.value("score", Double?.self) ?? nil,
                                  averageMoves: try? values.value("moves", Double?.self) ?? nil,
                                  averageSeconds: try? values.value("seconds", Double?.self) ?? nil,
                                  endings: endings)
        }
    }
}
