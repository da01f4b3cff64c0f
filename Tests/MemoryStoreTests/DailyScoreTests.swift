import Foundation
import Testing
import MemoryStore

/// Daily games (`memory --daily`) rank among their day's games of their configuration, apart
/// from the usual table.
@Suite struct DailyScoreTests {
    private func daily(_ score: Int, _ day: String, key: ConfigurationKey = classic) -> FinishedGame {
        var game = finished(score, key: key)
        game.daily = day
        return game
    }

    @Test func aDailyGameRanksAmongItsDaysGamesOnly() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let usual = try store.recordScore(finished(500))
            let first = try store.recordScore(daily(100, "2026-11-26"))
            let second = try store.recordScore(daily(300, "2026-11-26"))
            let otherDay = try store.recordScore(daily(50, "2026-11-27"))
            // Each lands first or second in its own table, whatever the others scored.
            #expect(first.rank == 1 && second.rank == 1 && otherDay.rank == 1 && usual.rank == 1)
            #expect(try store.topScores(for: classic).map(\.id) == [usual.id])
            #expect(try store.topScores(for: classic, daily: "2026-11-26").map(\.id) == [second.id, first.id])
            #expect(try store.topScores(for: classic, daily: "2026-11-26").allSatisfy { $0.daily == "2026-11-26" })
            #expect(try store.topScores(for: classic, daily: "2026-11-27").map(\.id) == [otherDay.id])
        }
    }

    @Test func theDailyTablesAreListedLatestDayFirst() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let small = ConfigurationKey(deck: "emoji", rules: "classic", variant: "standard", grid: "2x3")
            try store.recordScore(daily(10, "2026-11-25"))
            try store.recordScore(daily(10, "2026-11-26", key: small))
            try store.recordScore(daily(10, "2026-11-26"))
            try store.recordScore(finished(10))
            var lost = daily(10, "2026-11-24")
            lost.won = false
            try store.recordScore(lost)
            let listed = try store.dailyConfigurations()
            #expect(listed.map(\.day) == ["2026-11-26", "2026-11-26", "2026-11-25"])
            #expect(listed.map(\.key.deck) == ["animals", "emoji", "animals"])
        }
    }

    /// A database of the version before (v6) gains the column and keeps its scores, which stay
    /// in the usual table; daily games are recorded apart from then on.
    @Test func aVersionSixDatabaseIsMigratedKeepingItsScoresInTheUsualTable() throws {
        try withTemporaryDirectory { directory in
            let id = try Store(directory: directory).recordScore(finished(100)).id
            let url = directory.appendingPathComponent("memory.sqlite")
            try sqlite3(url, droppedV7 + "DELETE FROM grdb_migrations WHERE identifier = 'v7'; PRAGMA user_version = 6;")
            #expect(try sqlite3(url, "SELECT count(*) FROM pragma_table_info('game') WHERE name = 'daily';") == "0")
            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "7")
            #expect(try store.topScores(for: classic).map(\.id) == [id])
            #expect(try store.topScores(for: classic).first?.daily == nil)
            let today = try store.recordScore(daily(50, "2026-11-26"))
            #expect(today.rank == 1)
            #expect(try store.topScores(for: classic).map(\.id) == [id])
            #expect(try store.damagedRows().isEmpty)
        }
    }
}
