import Foundation
import Testing
import MemoryEngine
import MemoryStore

/// How each game ended and the lines scripts added at its end (schema v5), kept with its score
/// and counted in the statistics.
@Suite struct EndingTests {
    static let flawless = "Flawless — no card turned twice"

    @Test func theEndingAndTheNotesComeBackWithTheScore() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            var clean = finished(60)
            clean.ending = .allMatched
            clean.notes = [Self.flawless, "line\u{1B}]2;two"]
            var stuck = finished(40)
            stuck.ending = .noMatchLeft
            try store.recordScore(clean)
            try store.recordScore(stuck)
            try store.recordScore(finished(50))
            let table = try Store(directory: directory).topScores(for: classic)
            #expect(table.map(\.ending) == [.allMatched, nil, .noMatchLeft])
            #expect(table.map(\.notes) == [[Self.flawless, "line\u{1B}]2;two"], [], []])
            #expect(try store.damagedRows().isEmpty)
        }
    }

    @Test func theStatisticsCountTheEndingsByReason() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            for (ending, won) in [(GameOverReason.lost("Out of lives!"), false), (.lost("Out of lives!"), false), (.lost(""), false),
                                  (.timeUp, false), (.allMatched, true), (.won("Three stars"), true)] {
                var game = finished(10, won: won)
                game.ending = ending
                try store.recordScore(game)
            }
            try store.recordScore(finished(10))
            try store.recordAbandoned(classic)
            let statistics = try store.statistics(for: classic)
            #expect(statistics.played == 8)
            #expect(Set(statistics.endings) == [
                EndingCount(.lost("Out of lives!"), count: 2), EndingCount(.lost(""), count: 1), EndingCount(.timeUp, count: 1),
                EndingCount(.allMatched, count: 1), EndingCount(.won("Three stars"), count: 1),
            ])
            #expect(statistics.endings.first == EndingCount(.lost("Out of lives!"), count: 2), "most frequent first")
        }
    }

    /// A database of schema v4 gains the columns; its games keep ranking, with no ending kept.
    @Test func aVersionFourDatabaseIsMigratedKeepingItsScores() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            let old = try Store(directory: directory).recordScore(finished(30)).id
            try sqlite3(url, droppedV5 + droppedV6 + droppedV7 + droppedV8 + "DELETE FROM grdb_migrations WHERE identifier IN ('v5', 'v6', 'v7', 'v8'); PRAGMA user_version = 4;")
            #expect(try sqlite3(url, "SELECT count(*) FROM pragma_table_info('game') WHERE name = 'ending';") == "0")
            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
            var game = finished(20)
            game.ending = .allMatched
            game.notes = [Self.flawless]
            let new = try store.recordScore(game).id
            let table = try store.topScores(for: classic)
            #expect(table.map(\.id) == [old, new])
            #expect(table.map(\.ending) == [nil, .allMatched])
            #expect(table.map(\.notes) == [[], [Self.flawless]])
            #expect(try store.statistics(for: classic).endings == [EndingCount(.allMatched, count: 1)])
        }
    }

    @Test func damagedEndingsAndNotesAreSkippedAndNamed() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            var game = finished(10)
            game.ending = .allMatched
            let good = try store.recordScore(game).id
            let badKind = try store.recordScore(game).id
            let notJSON = try store.recordScore(game).id
            let notStrings = try store.recordScore(game).id
            let notText = try store.recordScore(game).id
            try sqlite3(store.url, """
                UPDATE game SET ending = 'exploded' WHERE id = \(badKind);
                UPDATE game SET notes = 'Flawless' WHERE id = \(notJSON);
                UPDATE game SET notes = '[1, 2]' WHERE id = \(notStrings);
                UPDATE game SET reason = x'00ff' WHERE id = \(notText);
                """)
            #expect(try store.topScores(for: classic).map(\.id) == [good])
            let damaged = try store.damagedRows()
            #expect(damaged.map(\.id) == [badKind, notJSON, notStrings, notText])
            #expect(damaged[0].reason == "ending is 'exploded', not one of cleared, won, ended, stuck, lost, time")
            #expect(damaged[1].reason == "notes is 'Flawless', not a JSON list of strings")
            #expect(damaged[2].reason == "notes is '[1, 2]', not a JSON list of strings")
            #expect(damaged[3].reason == "reason is a blob of 2 bytes, not text")
            #expect(try store.statistics(for: classic).endings == [EndingCount(.allMatched, count: 3)],
                    "the rows whose ending decodes are counted")
        }
    }
}
