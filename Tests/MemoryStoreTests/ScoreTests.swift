import Foundation
import Testing
import MemoryStore

@Suite struct ScoreTests {
    @Test func theTableIsOrderedByScoreThenMovesThenTimeThenDate() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let late = try store.recordScore(finished(50, moves: 8, seconds: 20, at: 2000)).id
            let early = try store.recordScore(finished(50, moves: 8, seconds: 20, at: 1000)).id
            let slow = try store.recordScore(finished(50, moves: 8, seconds: 25)).id
            let many = try store.recordScore(finished(50, moves: 9, seconds: 1)).id
            let best = try store.recordScore(finished(80, moves: 30)).id
            let worst = try store.recordScore(finished(-5, moves: 1)).id
            #expect(try store.topScores(for: classic).map(\.id) == [best, early, late, slow, many, worst])
        }
    }

    @Test func theRankIsThePlaceInTheTopTenOrNil() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            for score in stride(from: 100, to: 0, by: -10) {
                #expect(try store.recordScore(finished(score)).rank == 10 - score / 10 + 1)
            }
            #expect(try store.recordScore(finished(5)).rank == nil)
            #expect(try store.recordScore(finished(10, moves: 10, seconds: 30, at: 1_800_000_000)).rank == nil)
            #expect(try store.recordScore(finished(10, moves: 9)).rank == 10)
            #expect(try store.recordScore(finished(95)).rank == 2)
            let table = try store.topScores(for: classic)
            #expect(table.count == 10)
            #expect(table.map(\.score) == [100, 95, 90, 80, 70, 60, 50, 40, 30, 20])
        }
    }

    @Test func tablesAreKeptApartByConfiguration() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let other = ConfigurationKey(deck: "animals", rules: "classic", variant: "standard", grid: "8 pairs")
            try store.recordScore(finished(10, key: other))
            #expect(try store.recordScore(finished(1)).rank == 1)
            #expect(try store.topScores(for: other).map(\.score) == [10])
            #expect(try store.configurations() == [classic, other])
        }
    }

    @Test func aRowKeepsEveryField() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let game = FinishedGame(key: classic, player: "Zoë", score: 12, moves: 9, seconds: 41.5,
                                    seed: UInt64.max - 1, won: true, date: Date(timeIntervalSince1970: 1_700_000_123))
            let id = try store.recordScore(game).id
            let row = try #require(try store.topScores(for: classic).first)
            #expect(row.id == id)
            #expect(row.player == "Zoë")
            #expect(row.score == 12)
            #expect(row.moves == 9)
            #expect(row.seconds == 41.5)
            #expect(row.seed == UInt64.max - 1)
            #expect(row.date == game.date)
        }
    }

    @Test func renamingChangesOnlyThatEntry() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let mine = try store.recordScore(finished(20, player: "ada")).id
            try store.recordScore(finished(10, player: "ada"))
            try store.renameScore(mine, to: "  Grace Hopper ")
            #expect(try store.topScores(for: classic).map(\.player) == ["Grace Hopper", "ada"])
        }
    }

    @Test func renamingRefusesAnEmptyNameAndAMissingScore() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let id = try store.recordScore(finished(20)).id
            #expect(throws: StoreError.emptyName) { try store.renameScore(id, to: "   ") }
            #expect(throws: StoreError.noSuchScore(id + 1)) { try store.renameScore(id + 1, to: "x") }
            #expect(try store.topScores(for: classic).map(\.player) == ["ada"])
        }
    }
}

@Suite struct StatisticsTests {
    @Test func aConfigurationNeverPlayedHasNoStatistics() throws {
        try withTemporaryDirectory { directory in
            let stats = try Store(directory: directory).statistics(for: classic)
            #expect(stats == PlayStatistics(played: 0, won: 0, abandoned: 0, bestScore: nil,
                                            averageScore: nil, averageMoves: nil, averageSeconds: nil))
        }
    }

    @Test func countsAndAveragesOverFinishedGames() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            try store.recordScore(finished(30, moves: 10, seconds: 20))
            try store.recordScore(finished(10, moves: 20, seconds: 40))
            try store.recordScore(finished(-4, moves: 30, seconds: 90, won: false))
            try store.recordAbandoned(classic)
            try store.recordAbandoned(ConfigurationKey(deck: "x", rules: "y", variant: "z", grid: "2x2"))
            let stats = try store.statistics(for: classic)
            #expect(stats == PlayStatistics(played: 4, won: 2, abandoned: 1, bestScore: 30,
                                            averageScore: 12, averageMoves: 20, averageSeconds: 50))
            #expect(try store.topScores(for: classic).map(\.score) == [30, 10], "the lost game counts only in the statistics")
        }
    }

    /// A lost game (out of time, a script's loss, the computer ahead) never ranks, however high
    /// its score: it is played, not won.
    @Test func aLostGameDoesNotRank() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let lost = try store.recordScore(finished(0, won: false))
            #expect(lost.rank == nil)
            #expect(try store.topScores(for: classic).isEmpty)
            let won = try store.recordScore(finished(5))
            #expect(won.rank == 1)
            #expect(try store.statistics(for: classic).played == 2)
            #expect(try store.statistics(for: classic).won == 1)
        }
    }

    /// A game left (abandoned), resumed and left again counts once; resumed and finished, it
    /// counts as it ended, not also as abandoned.
    @Test func aResumedGameIsCountedOnce() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            try store.recordAbandoned(classic)
            try store.withdrawAbandoned(classic)   // resumed
            try store.recordAbandoned(classic)     // left again
            var stats = try store.statistics(for: classic)
            #expect(stats.played == 1 && stats.abandoned == 1)
            try store.withdrawAbandoned(classic)   // resumed
            try store.recordScore(finished(7))     // and finished
            stats = try store.statistics(for: classic)
            #expect(stats.played == 1 && stats.abandoned == 0 && stats.won == 1)
        }
    }
}
