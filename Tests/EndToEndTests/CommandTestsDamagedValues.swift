import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// Databases damaged by hand: values out of range, of the wrong type, missing tables. Every
    /// command that reads the database skips or names the bad row and never traps (exit 132).
    @Suite struct CommandTestsDamagedValues {
        /// A data directory with a fresh database, `sql` run on it.
        static func damaged(_ sql: String) throws -> URL {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0, "creates the database")
            _ = try CommandSupport.sqlite(CommandSupport.database(data), sql)
            return data
        }

        static func game(_ score: String, seconds: String, date: String = "'2026-01-01 00:00:00.000'", player: String = "'ada'") -> String {
            """
            INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date)
            VALUES ('emoji', 'classic', 'standard', '2x3', 'won', \(player), \(score), 3, \(seconds), 1, \(date));
            """
        }

        static func savedGame(elapsed: String, players: String = "1") -> String {
            """
            INSERT INTO savedGame (deck, rules, variant, grid, deckPath, rulesPath, variantPath, players, bot, seed,
                                   fingerprint, settings, actions, elapsed, date)
            VALUES ('emoji', 'classic', 'standard', '2x3', 'Decks/emoji.lua', 'Decks/rules/classic.lua',
                    'Decks/variants/standard.lua', \(players), NULL, 1, 'x', x'7B7D', '[]', \(elapsed), '2026-01-01 00:00:00.000');
            """
        }

        @Test func scoresSkipsAndNamesRowsWithAbsurdValues() throws {
            let data = try Self.damaged([
                Self.game("7", seconds: "10"),
                Self.game("9", seconds: "1e300"),
                Self.game("8", seconds: "10", date: "'not a date'"),
                Self.game("'lots'", seconds: "10"),
                Self.game("6", seconds: "10", player: "NULL"),
                Self.game("5", seconds: "9e999"),
            ].joined(separator: "\n"))
            for arguments in [["scores"], ["scores", "--json"]] {
                let result = try Binary.run(arguments, dataDir: data)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                for (id, reason) in [(2, "seconds is 1e+300"), (3, "date is 'not a date', not a date"), (4, "score is 'lots'"),
                                     (5, "player is empty"), (6, "seconds is inf")] {
                    #expect(result.stderr.contains("game row \(id) is damaged and was skipped: \(reason)"), "\(arguments): \(result.stderr)")
                }
            }
            let text = try Binary.run(["scores"], dataDir: data).stdout
            #expect(text.contains("ada"), "\(text)")
            #expect(text.contains("played 6, won 6, abandoned 0, best 7"), "\(text)")
        }

        @Test func resumeNamesADamagedSavedGame() throws {
            for (elapsed, players, reason) in [("1e300", "1", "elapsed is 1e+300"), ("9e999", "1", "elapsed is inf"),
                                               ("5", "'two'", "players is 'two'"), ("5", "0", "players is 0")] {
                let data = try Self.damaged(Self.savedGame(elapsed: elapsed, players: players))
                let result = try Binary.run(["resume"], dataDir: data)
                #expect(result.status == 1, "\(elapsed) \(players): \(result.stderr)")
                #expect(result.stderr.contains("there is no saved game to resume"), "\(result.stderr)")
                #expect(result.stderr.contains("savedGame row 1 is damaged and was skipped: \(reason)"), "\(result.stderr)")
            }
        }

        @Test func theLobbyOpensWithADamagedSavedGame() throws {
            let data = try Self.damaged(Self.savedGame(elapsed: "9e999"))
            let tmux = try Tmux([], dataDir: data)
            let screen = try tmux.waitFor(text: "[ Play ]")
            #expect(!screen.contains("Resume saved game"), "\(screen)")
            try tmux.send("q")
        }

        @Test func aMissingTableIsReportedNotTrapped() throws {
            let data = try Self.damaged("DROP TABLE game;")
            let result = try Binary.run(["scores"], dataDir: data)
            #expect(result.status == 70, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("memory: "), "\(result.stderr)")
            #expect(result.stderr.contains("game"), "\(result.stderr)")
        }
    }
}
