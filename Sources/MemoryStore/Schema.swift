import GRDB

/// The database schema, as a list of migrations from the first version on.
///
/// Each migration is named `v1`, `v2`, … and sets `PRAGMA user_version` to its number, so a
/// database written by a newer memory is recognised either way: by a migration this version does
/// not know, or by a `user_version` above ``version``.
enum Schema {
    /// The `user_version` the last migration sets.
    static let version = 8

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            // One row per game ended: won (it ranks), finished (lost: out of time, a script's loss,
            // the computer ahead, a script failed) or abandoned (left and not resumed).
            // Abandoned games have no player, score, moves, seconds or seed.
            try db.create(table: "game") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("deck", .text).notNull()
                t.column("rules", .text).notNull()
                t.column("variant", .text).notNull()
                t.column("grid", .text).notNull()
                t.column("outcome", .text).notNull()
                    .check(sql: "outcome IN ('won', 'finished', 'abandoned')")
                t.column("player", .text)
                t.column("score", .integer)
                t.column("moves", .integer)
                t.column("seconds", .double)
                t.column("seed", .integer)
                t.column("date", .datetime).notNull()
            }
            try db.create(index: "game_by_configuration", on: "game",
                          columns: ["deck", "rules", "variant", "grid", "score"])
            try db.create(table: "savedGame") { t in
                t.autoIncrementedPrimaryKey("id")
                keptGameColumns(t)
            }
            try db.create(index: "savedGame_by_date", on: "savedGame", columns: ["date"])
            try db.execute(sql: "PRAGMA user_version = 1")
        }
        migrator.registerMigration("v2") { db in
            // What `memory replay` plays back: a finished game's scripts, seed, settings and
            // action log (the columns of savedGame), under the id of its row in `game`.
            try db.create(table: "gameReplay") { t in
                t.primaryKey("id", .integer).references("game", onDelete: .cascade)
                keptGameColumns(t)
            }
            try db.execute(sql: "PRAGMA user_version = 2")
        }
        migrator.registerMigration("v3") { db in
            // One row per campaign begun: the level the player is on (0-based) and the score
            // carried into it; `completed` once the last level's goal was reached.
            try db.create(table: "campaignProgress") { t in
                t.primaryKey("campaign", .text)
                t.column("level", .integer).notNull()
                t.column("score", .integer).notNull()
                t.column("completed", .boolean).notNull()
                t.column("date", .datetime).notNull()
            }
            try db.execute(sql: "PRAGMA user_version = 3")
        }
        migrator.registerMigration("v4") { db in
            // The scripts' game.state when a game was kept, checked against the state replaying
            // its actions rebuilds (empty for the games kept before).
            for table in ["savedGame", "gameReplay"] {
                try db.alter(table: table) { t in t.add(column: "scriptState", .text) }
            }
            try db.execute(sql: "PRAGMA user_version = 4")
        }
        migrator.registerMigration("v5") { db in
            // How a game ended (GameOverReason.kind: cleared, won, lost, time, stuck), the reason
            // a script gave with its win or loss, and the lines scripts added to the game-over
            // screen as a JSON list of strings; empty for abandoned games and the games before.
            try db.alter(table: "game") { t in
                t.add(column: "ending", .text)
                t.add(column: "reason", .text)
                t.add(column: "notes", .text)
            }
            try db.execute(sql: "PRAGMA user_version = 5")
        }
        migrator.registerMigration("v6") { db in
            // What the games of a campaign's levels passed carried (game:carry), as a JSON object
            // of whole numbers by name; empty when nothing was carried and for the rows before.
            try db.alter(table: "campaignProgress") { t in t.add(column: "carried", .text) }
            try db.execute(sql: "PRAGMA user_version = 6")
        }
        migrator.registerMigration("v7") { db in
            // The UTC day (yyyy-MM-dd) of a daily game's board (`memory --daily`): such games
            // rank among that day's games of their configuration, apart from the others; empty
            // for the other games and the games before.
            try db.alter(table: "game") { t in t.add(column: "daily", .text) }
            try db.create(index: "game_by_day", on: "game", columns: ["daily"])
            try db.execute(sql: "PRAGMA user_version = 7")
        }
        migrator.registerMigration("v8") { db in
            // Whether a daily game was played as practice: the day's ranked try of its
            // configuration was already played (or is in progress), so it ranks nowhere; false
            // for every other game and the games before.
            try db.alter(table: "game") { t in t.add(column: "practice", .boolean).notNull().defaults(to: false) }
            try db.execute(sql: "PRAGMA user_version = 8")
        }
        return migrator
    }

    /// The columns of a game kept to be dealt again (``SavedGame``), in `savedGame` (v1) and
    /// `gameReplay` (v2), and `scriptState` (v4). Migrations that ran must not change: a new
    /// column is a new migration.
    private static func keptGameColumns(_ t: TableDefinition) {
        t.column("deck", .text).notNull()
        t.column("rules", .text).notNull()
        t.column("variant", .text).notNull()
        t.column("grid", .text).notNull()
        t.column("deckPath", .text).notNull()
        t.column("rulesPath", .text).notNull()
        t.column("variantPath", .text).notNull()
        t.column("players", .integer).notNull()
        t.column("bot", .text)
        t.column("seed", .integer).notNull()
        t.column("fingerprint", .text).notNull()
        t.column("settings", .blob).notNull()
        t.column("actions", .text).notNull()
        t.column("elapsed", .double).notNull()
        t.column("date", .datetime).notNull()
    }
}
