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
            // Each lands first in its own table, whatever the others scored (the day's second
            // game is practice: see onlyTheFirstDailyGameOfADayRanks).
            #expect(first.rank == 1 && second.rank == nil && otherDay.rank == 1 && usual.rank == 1)
            #expect(try store.topScores(for: classic).map(\.id) == [usual.id])
            #expect(try store.topScores(for: classic, daily: "2026-11-26").map(\.id) == [first.id])
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
            try sqlite3(url, droppedV7 + droppedV8 + "DELETE FROM grdb_migrations WHERE identifier IN ('v7', 'v8'); PRAGMA user_version = 6;")
            #expect(try sqlite3(url, "SELECT count(*) FROM pragma_table_info('game') WHERE name = 'daily';") == "0")
            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
            #expect(try store.topScores(for: classic).map(\.id) == [id])
            #expect(try store.topScores(for: classic).first?.daily == nil)
            let today = try store.recordScore(daily(50, "2026-11-26"))
            #expect(today.rank == 1)
            #expect(try store.topScores(for: classic).map(\.id) == [id])
            #expect(try store.damagedRows().isEmpty)
        }
    }

    /// The first daily game of a day and configuration recorded is its ranked try, won or lost;
    /// later ones are practice: they rank nowhere, not in the day's table nor in the daily
    /// tables' list, and the try stays what `dailyTry` gives. Another day or configuration has
    /// its own try.
    @Test func onlyTheFirstDailyGameOfADayRanks() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            #expect(try store.dailyTry(for: classic, day: "2026-11-26") == nil)
            let first = try store.recordScore(daily(100, "2026-11-26"))
            #expect(first.rank == 1)
            let again = try store.recordScore(daily(300, "2026-11-26"))
            #expect(again.rank == nil, "a second try that day is practice, however good")
            var practice = daily(400, "2026-11-26")
            practice.practice = true
            #expect(try store.recordScore(practice).rank == nil)
            #expect(try store.topScores(for: classic, daily: "2026-11-26").map(\.id) == [first.id])
            #expect(try store.dailyTry(for: classic, day: "2026-11-26") == DailyTry(id: first.id, won: true, score: 100, rank: 1))
            let small = ConfigurationKey(deck: "emoji", rules: "classic", variant: "standard", grid: "2x3")
            #expect(try store.recordScore(daily(5, "2026-11-26", key: small)).rank == 1)
            #expect(try store.recordScore(daily(5, "2026-11-27")).rank == 1)
            #expect(try store.dailyConfigurations().count == 3)
            // A first try lost is the day's try all the same: the next game is practice.
            var lost = daily(10, "2026-11-28")
            lost.won = false
            let lostID = try store.recordScore(lost).id
            #expect(try store.recordScore(daily(50, "2026-11-28")).rank == nil)
            #expect(try store.dailyTry(for: classic, day: "2026-11-28") == DailyTry(id: lostID, won: false, score: 10, rank: nil))
            #expect(try store.topScores(for: classic, daily: "2026-11-28").isEmpty)
            // Practice games count in the statistics, as every game played does.
            #expect(try store.statistics(for: classic).played == 6)
        }
    }

    /// A database of schema v7 gains the practice column: its daily games (several a day, as v7
    /// ranked every one) all stay ranked as they were, and the day's try is its first.
    @Test func aVersionSevenDatabaseIsMigratedKeepingItsDailyGamesRanked() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            let store7 = try Store(directory: directory)
            let first = try store7.recordScore(daily(100, "2026-11-26")).id
            try sqlite3(url, droppedV8 + "DELETE FROM grdb_migrations WHERE identifier = 'v8'; PRAGMA user_version = 7;")
            try sqlite3(url, "INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date, daily) "
                        + "SELECT deck, rules, variant, grid, outcome, player, 300, moves, seconds, seed, date, daily FROM game;")
            #expect(try sqlite3(url, "SELECT count(*) FROM pragma_table_info('game') WHERE name = 'practice';") == "0")
            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
            #expect(try store.topScores(for: classic, daily: "2026-11-26").map(\.score) == [300, 100])
            #expect(try store.dailyTry(for: classic, day: "2026-11-26")?.id == first)
            #expect(try store.recordScore(daily(500, "2026-11-26")).rank == nil)
            #expect(try store.damagedRows().isEmpty)
        }
    }
}
