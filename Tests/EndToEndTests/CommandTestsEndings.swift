import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// How games ended and the lines scripts added at the end, kept with the scores: on the
    /// game-over screen's high scores and in `memory scores`, text and JSON.
    @Suite struct CommandTestsEndings {
        static let flawless = "Flawless — no card turned twice"

        @Test func aFlawlessGameKeepsItsLineWithTheHighScore() throws {
            let data = Scratch.directory()
            let tmux = try CommandSupport.onePairGame(data, seed: 4, extra: ["--variant", "flawless"])
            try CommandSupport.finishOnePair(tmux)
            let over = try tmux.waitFor(text: "Game over")
            let entry = over.split(separator: "\n").first { $0.contains("▶1.") }.map(String.init) ?? ""
            #expect(entry.contains("51  1 move") && entry.contains(Self.flawless), "the ranked entry notes it: \(over)")
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)

            let text = try Binary.run(["scores"], dataDir: data).stdout
            let lines = text.split(separator: "\n").map(String.init)
            let row = try #require(lines.firstIndex { $0.hasPrefix("  1  ") }, "\(text)")
            #expect(lines[row + 1] == "     " + Self.flawless, "the line under the entry: \(text)")
            #expect(lines.contains("  ended: cleared 1"), "\(text)")

            let table = try #require(try CommandSupport.scoreTables(data).first)
            let score = try #require((table["scores"] as? [[String: Any]])?.first)
            #expect(score["ending"] as? String == "cleared")
            #expect(score["reason"] as? String == "All found!")
            #expect(score["notes"] as? [String] == [Self.flawless])
            let endings = try #require(table["endings"] as? [[String: Any]])
            #expect(endings.count == 1 && endings[0]["ending"] as? String == "cleared" && endings[0]["count"] as? Int == 1, "\(endings)")
        }

        /// A script's reason for a loss is counted in the statistics, made visible (its escape
        /// sequence is shown, not obeyed) in the text and kept as it was in the JSON.
        @Test func aScriptsReasonForALossIsCountedInTheStatistics() throws {
            let data = Scratch.directory()
            let folder = Scratch.directory()
            let variant = try CommandSupport.write("""
                return variant { id = "doomed", name = "Doomed", api = 2, version = "1.0.0",
                  on_match = function(e, game) game:lose("Out of lives!\\27]2;x") end }

                """, to: "doomed.lua", in: folder)
            let tmux = try CommandSupport.onePairGame(data, extra: ["--variant", variant.path])
            try CommandSupport.finishOnePair(tmux)
            let over = try tmux.waitFor(text: "Game over")
            #expect(over.contains("Out of lives!^[]2;x") && over.contains("Lost games do not rank"), "\(over)")
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)

            let text = try Binary.run(["scores"], dataDir: data).stdout
            #expect(text.contains("  played 1, won 0, abandoned 0"), "\(text)")
            #expect(text.contains("  ended: lost 1 (Out of lives!^[]2;x ×1)"), "\(text)")
            #expect(!text.contains("\u{1B}"), "no escape character is written raw")
            let table = try #require(try CommandSupport.scoreTables(data).first)
            let endings = try #require(table["endings"] as? [[String: Any]])
            #expect(endings.count == 1, "\(endings)")
            #expect(endings.first?["ending"] as? String == "lost")
            #expect(endings.first?["reason"] as? String == "Out of lives!\u{1B}]2;x")
            #expect(endings.first?["count"] as? Int == 1)
        }

        /// Many reasons wrap under the statistics within 80 columns, each cut short.
        @Test func manyReasonsStayWithinEightyColumns() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0, "creates the database")
            let reasons = ["Out of lives!", "The bomb went off", "Too many mismatches in a row, far too many", "Out of moves", "Cursed", "Game lost"]
            for reason in reasons {
                _ = try CommandSupport.sqlite(CommandSupport.database(data), """
                    INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date, ending, reason)
                    VALUES ('emoji', 'classic', 'standard', '2x3', 'finished', 'ada', 7, 3, 10, 1, '2026-01-01 00:00:00.000', 'lost', '\(reason)')
                    """)
            }
            let lines = try Binary.run(["scores"], dataDir: data).stdout.split(separator: "\n").map(String.init)
            let first = try #require(lines.firstIndex { $0.hasPrefix("  ended: lost 6 (") }, "\(lines)")
            #expect(lines[first + 1].hasPrefix("    "), "continued under it: \(lines)")
            #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
            let ended = lines[first...].joined(separator: " ")
            #expect(ended.contains("Too many mismatches in a row,… ×1"), "cut to 30 columns: \(ended)")
            #expect(ended.contains("(Cursed ×1, Game lost ×1, "), "equal counts in alphabetical order: \(ended)")
        }

        /// A script's win is counted as such among the endings, whoever won it: beside "won"
        /// (the games the people won), "script's win" says what it counts (a computer's win included).
        @Test func aScriptsWinIsNamedApartFromThePeoplesWins() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0, "creates the database")
            for (outcome, reason) in [("won", "Ada+Cy win"), ("finished", "CPU team wins")] {
                _ = try CommandSupport.sqlite(CommandSupport.database(data), """
                    INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date, ending, reason)
                    VALUES ('emoji', 'classic', 'teams', '2x3', '\(outcome)', 'ada', 7, 3, 10, 1, '2026-01-01 00:00:00.000', 'won', '\(reason)')
                    """)
            }
            let text = try Binary.run(["scores"], dataDir: data).stdout
            #expect(text.contains("  played 2, won 1, abandoned 0"), "\(text)")
            #expect(text.contains("  ended: script's win 2 (Ada+Cy win ×1, CPU team wins ×1)"), "\(text)")
            #expect(!text.contains(" won 2"), "no second count of wins: \(text)")
        }

        /// Games recorded before endings were kept show no ending and are not counted by ending.
        @Test func aGameRecordedBeforeEndingsWereKeptHasNone() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0, "creates the database")
            _ = try CommandSupport.sqlite(CommandSupport.database(data), """
                INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date)
                VALUES ('emoji', 'classic', 'standard', '2x3', 'won', 'ada', 7, 3, 10, 1, '2026-01-01 00:00:00.000')
                """)
            let text = try Binary.run(["scores"], dataDir: data).stdout
            #expect(text.contains("played 1, won 1") && !text.contains("ended:"), "\(text)")
            let score = try #require((try CommandSupport.scoreTables(data).first?["scores"] as? [[String: Any]])?.first)
            #expect(score["ending"] == nil && score["reason"] == nil && score["notes"] as? [String] == [], "\(score)")
        }
    }
}
