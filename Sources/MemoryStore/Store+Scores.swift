import Foundation
import GRDB

extension Store {
    /// How many entries a high-score table shows.
    public static let tableSize = 10

    /// Records a finished game, in one transaction, the moment it ends.
    ///
    /// - Returns: The entry's id (for ``renameScore(_:to:)``) and its 1-based rank in the table of
    ///   its configuration (a daily game's: of its configuration on its day), or `nil` when it is not among the ``tableSize`` best
    ///   or was played as practice. Higher scores
    ///   rank first; ties go to fewer moves, then less time, then the earlier game.
    ///
    /// A daily game is its day's ranked try of its configuration unless one was recorded
    /// before: it is then recorded as practice (as it is when `game.practice` says so), whatever
    /// the front believed when it was dealt, so that a day never has two ranked tries.
    @discardableResult
    public func recordScore(_ game: FinishedGame) throws(StoreError) -> (id: Int64, rank: Int?) {
        try write { db in
            var game = game
            if let day = game.daily, !game.practice, try Self.dailyTry(db, game.key, day: day) != nil { game.practice = true }
            try db.execute(sql: """
                INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date,
                                  ending, reason, notes, daily, practice)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: StatementArguments(game.key.arguments) + [
                    game.won ? "won" : "finished", game.player, game.score, game.moves, game.seconds,
                    Int64(bitPattern: game.seed), game.date,
                    game.ending?.kind, game.ending?.scriptReason, StoredEnding.notes(game.notes), game.daily, game.practice,
                ])
            let id = db.lastInsertedRowID
            if game.practice { return (id, nil) }
            let rank = try Self.topScores(db, game.key, daily: game.daily).firstIndex { $0.id == id }
            return (id, rank.map { $0 + 1 })
        }
    }

    /// Records a game the player gave up, for ``statistics(for:)``.
    public func recordAbandoned(_ key: ConfigurationKey, date: Date = Date()) throws(StoreError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO game (deck, rules, variant, grid, outcome, date) VALUES (?, ?, ?, ?, 'abandoned', ?)
                """, arguments: StatementArguments(key.arguments) + [date])
        }
    }

    /// Takes back the latest abandoned game of `key`: a saved game is counted as abandoned when
    /// it is left, and taken back when it is resumed, so that a game left and resumed any number
    /// of times counts once (as abandoned if it is left for good, else as it ends).
    public func withdrawAbandoned(_ key: ConfigurationKey) throws(StoreError) {
        try write { db in
            try db.execute(sql: """
                DELETE FROM game WHERE id = (SELECT id FROM game WHERE outcome = 'abandoned'
                    AND deck = ? AND rules = ? AND variant = ? AND grid = ? ORDER BY date DESC, id DESC LIMIT 1)
                """, arguments: StatementArguments(key.arguments))
        }
    }

    /// The ranked try of the UTC day `day` (`yyyy-MM-dd`) of a configuration's daily board: the
    /// first of its daily games recorded, won or lost, that was not practice; nil before one is.
    public func dailyTry(for key: ConfigurationKey, day: String) throws(StoreError) -> DailyTry? {
        try read { db in try Self.dailyTry(db, key, day: day) }
    }

    private static func dailyTry(_ db: Database, _ key: ConfigurationKey, day: String) throws -> DailyTry? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT id, outcome, score FROM game
            WHERE deck = ? AND rules = ? AND variant = ? AND grid = ? AND daily = ? AND NOT practice AND outcome != 'abandoned'
            ORDER BY id LIMIT 1
            """, arguments: StatementArguments(key.arguments) + [day]) else { return nil }
        let values = StoredValue(row: row, table: "game")
        let id: Int64 = try values.value("id")
        let won = try values.value("outcome", String.self) == "won"
        let rank = won ? try topScores(db, key, daily: day).firstIndex { $0.id == id }.map { $0 + 1 } : nil
        return DailyTry(id: id, won: won, score: try values.value("score"), rank: rank)
    }

    /// The high-score table of a configuration, best first (at most ``tableSize`` rows): of its
    /// daily games of the UTC day `daily` (`yyyy-MM-dd`) when given, else of its other games.
    public func topScores(for key: ConfigurationKey, daily: String? = nil) throws(StoreError) -> [HighScore] {
        try read { db in try Self.topScores(db, key, daily: daily) }
    }

    /// The name the game recorded as `id` is kept under (what `memory replay` shows for the
    /// person), or nil when there is no such game.
    public func playerName(ofGame id: Int64) throws(StoreError) -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT player FROM game WHERE id = ?", arguments: [id]) }
    }

    /// Changes the name a score is recorded under. Surrounding spaces are removed.
    public func renameScore(_ id: Int64, to name: String) throws(StoreError) {
        let name = name.trimmingSpaces
        guard !name.isEmpty else { throw .emptyName }
        let changed = try write { db in
            try db.execute(sql: "UPDATE game SET player = ? WHERE id = ? AND outcome != 'abandoned'",
                           arguments: [name, id])
            return db.changesCount
        }
        guard changed == 1 else { throw .noSuchScore(id) }
    }

    /// Every configuration with at least one game recorded, sorted by deck, rules, variant, grid.
    public func configurations() throws(StoreError) -> [ConfigurationKey] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT DISTINCT deck, rules, variant, grid FROM game ORDER BY deck, rules, variant, grid
                """).compactMap { row in
                    let values = StoredValue(row: row, table: "game")
                    return try? ConfigurationKey(deck: values.value("deck"), rules: values.value("rules"),
                                                 variant: values.value("variant"), grid: values.value("grid"))
                }
        }
    }

    /// Every configuration and day with a daily game won, the latest day first, then by deck,
    /// rules, variant and grid.
    public func dailyConfigurations() throws(StoreError) -> [(key: ConfigurationKey, day: String)] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT DISTINCT daily, deck, rules, variant, grid FROM game WHERE daily IS NOT NULL AND outcome = 'won' AND NOT practice
                ORDER BY daily DESC, deck, rules, variant, grid
                """).compactMap { row in
                    let values = StoredValue(row: row, table: "game")
                    return try? (ConfigurationKey(deck: values.value("deck"), rules: values.value("rules"),
                                                  variant: values.value("variant"), grid: values.value("grid")), values.value("daily"))
                }
        }
    }

    /// The best ``tableSize`` rows that decode, of the daily games of `daily` or of the other
    /// games; a damaged row is skipped (``damagedRows()`` names it).
    private static func topScores(_ db: Database, _ key: ConfigurationKey, daily: String?) throws -> [HighScore] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT id, player, score, moves, seconds, seed, date, ending, reason, notes, daily FROM game
            WHERE deck = ? AND rules = ? AND variant = ? AND grid = ? AND outcome = 'won' AND daily IS ? AND NOT practice
            ORDER BY score DESC, moves ASC, seconds ASC, date ASC, id ASC
            """, arguments: StatementArguments(key.arguments) + [daily])
        var table: [HighScore] = []
        while table.count < tableSize, let row = try rows.next() {
            if let score = try? HighScore(row: row) { table.append(score) }
        }
        return table
    }

    /// Every row of the database that cannot be used (a value of the wrong type or out of
    /// range), each named with why: such rows are left out of the tables and the lobby.
    public func damagedRows() throws(StoreError) -> [DamagedRow] {
        try read { db in
            var found: [DamagedRow] = []
            let games = try Row.fetchCursor(db, sql: "SELECT * FROM game WHERE outcome != 'abandoned' ORDER BY id")
            while let row = try games.next() {
                do { _ = try HighScore(row: row) } catch let damaged as DamagedRow { found.append(damaged) }
            }
            let saved = try Row.fetchCursor(db, sql: "SELECT * FROM savedGame ORDER BY id")
            while let row = try saved.next() {
                do { _ = try SavedGame(row: row) } catch let damaged as DamagedRow { found.append(damaged) }
            }
            return found
        }
    }
}
