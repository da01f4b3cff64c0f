import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `scores`, the database's problems and crash safety, with games played in tmux.
    @Suite struct CommandTestsScores {
        @Test func scoresOfAnEmptyDataDirectory() throws {
            let data = Scratch.directory()
            let text = try Binary.run(["scores"], dataDir: data)
            #expect(text.status == 0)
            #expect(text.stdout == "No scores yet. Play a game: memory\n")
            #expect(text.stderr.isEmpty)
            let json = try Binary.run(["scores", "--json"], dataDir: data)
            #expect(json.status == 0)
            #expect((try CommandSupport.json(json.stdout) as? [Any])?.isEmpty == true)
        }

        /// A board that is not one is bad usage, named, not "No scores yet".
        @Test func aBoardThatIsNotOneIsRefused() throws {
            let result = try Binary.run(["scores", "--grid", "9"])
            #expect(result.status == 64)
            #expect(result.stderr.contains("--grid 9 is not a board: name it as rows x columns (4x4) or a number of pairs"), "\(result.stderr)")
            #expect(try Binary.run(["scores", "--grid", "8 pairs"]).status == 0)
            for empty in ["0x4", "3x0", "0×0"] {
                let refused = try Binary.run(["scores", "--grid", empty])
                #expect(refused.status == 64 && refused.stderr.contains("--grid \(empty) is not a board"), "\(empty): \(refused.stderr)")
            }
        }

        @Test func aFinishedGameIsInTheTablesAndTheFiltersFindIt() throws {
            let data = Scratch.directory()
            let tmux = try CommandSupport.onePairGame(data, seed: 4)
            try CommandSupport.finishOnePair(tmux)
            let over = try tmux.waitFor(text: "Game over")
            #expect(over.contains("Score: 1"))
            #expect(over.contains("Rank: #1"))
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)

            let text = try Binary.run(["scores"], dataDir: data)
            #expect(text.status == 0)
            #expect(text.stdout.hasPrefix("symbols · classic · standard · 1x2\n"), "\(text.stdout)")
            #expect(text.stdout.contains("played 1, won 1, abandoned 0, best 1"))
            #expect(text.stdout.contains("  4          1\n"), "the seed and the id are shown: \(text.stdout)")
            #expect(text.stdout.contains("watch the best game: memory replay 1"))

            let tables = try CommandSupport.scoreTables(data)
            #expect(tables.count == 1)
            let table = try #require(tables.first)
            #expect(table["deck"] as? String == "symbols")
            #expect(table["rules"] as? String == "classic")
            #expect(table["variant"] as? String == "standard")
            #expect(table["grid"] as? String == "1x2")
            #expect(table["played"] as? Int == 1)
            #expect(table["won"] as? Int == 1)
            let row = try #require((table["scores"] as? [[String: Any]])?.first)
            #expect(row["rank"] as? Int == 1)
            #expect(row["id"] as? Int == 1)
            #expect(row["score"] as? Int == 1)
            #expect(row["moves"] as? Int == 1)
            #expect(row["seed"] as? Int == 4)
            #expect((row["player"] as? String)?.isEmpty == false)
            #expect(row["date"] is String)

            for (filter, found) in [(["--deck", "symbols"], true), (["--deck", "emoji"], false), (["--rules", "classic"], true),
                                    (["--rules", "zen"], false), (["--variant", "standard"], true), (["--variant", "duel"], false),
                                    (["--grid", "1x2"], true), (["--grid", "1X2"], true), (["--grid", "4x4"], false)] {
                let json = try Binary.run(["scores", "--json"] + filter, dataDir: data)
                #expect(json.status == 0)
                #expect(((try CommandSupport.json(json.stdout) as? [Any])?.count ?? -1) == (found ? 1 : 0), "\(filter)")
                let text = try Binary.run(["scores"] + filter, dataDir: data)
                #expect(text.stdout.contains("No scores yet for that choice") == !found, "\(filter): \(text.stdout)")
            }
        }

        /// A game lost to the clock is played, not won: it does not rank, on the game-over screen
        /// or in memory scores, and counts in the statistics.
        @Test func aGameOutOfTimeDoesNotRank() throws {
            let data = Scratch.directory()
            let folder = Scratch.directory()
            let variant = try CommandSupport.write("""
                return variant { id = "quick", name = "Quick", api = 1, group = 2, reveal = 1, players = 1, time_limit = 2 }

                """, to: "quick.lua", in: folder)
            let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--variant", variant.path, "--grid", "1x4",
                                 "--seed", "1", "--no-animation"], dataDir: data)
            try tmux.waitFor(text: "Pairs: 0/2")
            try tmux.send("Space")
            let over = try tmux.waitFor(text: "Time is up")
            #expect(over.contains("Lost games do not rank"), "\(over)")
            #expect(!over.contains("Rank: #"), "\(over)")
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)
            let text = try Binary.run(["scores"], dataDir: data).stdout
            #expect(text.contains("played 1, won 0, abandoned 0"), "\(text)")
            #expect(!text.contains("  1  "), "no row in the table: \(text)")
            #expect(text.contains("no finished game yet (only finished games rank)"), "\(text)")
        }

        /// Names are padded by the columns they take: "Zoë 🐱" is 5 characters but 6 columns.
        @Test func wideNamesKeepTheScoreColumnAligned() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0, "creates the database")
            for (player, score) in [("Zoë 🐱", 7), ("ada", 5)] {
                _ = try CommandSupport.sqlite(CommandSupport.database(data), """
                    INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date)
                    VALUES ('emoji', 'classic', 'standard', '2x3', 'won', '\(player)', \(score), 3, 10, 1, '2026-01-01 00:00:00.000')
                    """)
            }
            let lines = try Binary.run(["scores"], dataDir: data).stdout.split(separator: "\n").map(String.init)
            // The player column is 16 columns and the score is right-aligned in the next 8.
            #expect(lines.contains { $0.hasPrefix("  1  Zoë 🐱" + String(repeating: " ", count: 10 + 7) + "7") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("  2  ada" + String(repeating: " ", count: 13 + 7) + "5") }, "\(lines)")
        }

        /// A seed the game drew itself has up to 20 digits: the id column starts after the longest
        /// seed of the table, under its heading, on every row.
        @Test func longSeedsKeepTheIdColumnAligned() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0, "creates the database")
            for (seed, score) in [(Int64.max, 7), (5, 5)] {
                _ = try CommandSupport.sqlite(CommandSupport.database(data), """
                    INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date)
                    VALUES ('emoji', 'classic', 'standard', '2x3', 'won', 'ada', \(score), 3, 10, \(seed), '2026-01-01 00:00:00.000')
                    """)
            }
            let lines = try Binary.run(["scores"], dataDir: data).stdout.split(separator: "\n").map(String.init)
            let heading = try #require(lines.first { $0.hasPrefix("  #  player") })
            let column = try #require(heading.range(of: " id")).upperBound.utf16Offset(in: heading) - 2
            let rows = lines.filter { $0.hasPrefix("  1  ") || $0.hasPrefix("  2  ") }
            #expect(rows.count == 2, "\(lines)")
            for row in rows {
                let id = row.utf16.dropFirst(column)
                #expect(row.utf16.count > column && String(id)?.first?.isNumber == true && row.utf16.dropFirst(column - 1).first == 32,
                        "the id is not under its heading:\n\(heading)\n\(row)")
            }
        }

        // MARK: a damaged database

        @Test func aCorruptDatabaseIsReportedAndLeftUntouched() throws {
            let data = Scratch.directory()
            let file = CommandSupport.database(data)
            let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
            try garbage.write(to: file)

            for arguments in [["scores"], ["scores", "--json"], ["resume"]] {
                let result = try Binary.run(arguments, dataDir: data)
                #expect(result.status == 70, "\(arguments)")
                #expect(result.stdout.isEmpty, "\(arguments)")
                #expect(result.stderr.hasPrefix("memory: the database \(file.path) is damaged"), "\(arguments): \(result.stderr)")
                #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
            }
            #expect(try Data(contentsOf: file) == garbage, "the damaged file is byte for byte untouched")
            #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["memory.sqlite"], "nothing moved aside or added")

            // The game still plays, says so, and writes nothing.
            let tmux = try CommandSupport.onePairGame(data)
            try CommandSupport.finishOnePair(tmux)
            let over = try tmux.waitFor(text: "Game over")
            #expect(over.contains("scores are not being saved"))
            try tmux.send("q")
            let after = try tmux.waitForExit()
            #expect(after.status == 0)
            #expect(after.screen.contains("playing without saving scores or games"))
            #expect(try Data(contentsOf: file) == garbage)
        }

        /// A data folder that cannot be made: the reason (path and error) is given before the
        /// game takes the screen, and again when it gives it back.
        @Test func playingWithoutSavingSaysWhyBeforeAndAfter() throws {
            let folder = Scratch.directory()
            try CommandSupport.write("a file, not a folder\n", to: "blocker", in: folder)
            let data = folder.appendingPathComponent("blocker/data")
            let tmux = try CommandSupport.onePairGame(data)
            try tmux.send("C-c")
            let after = try tmux.waitForExit()
            #expect(after.status == 130)
            let reason = "cannot open the database \(data.path)/memory.sqlite (cannot create the directory"
            let before = try #require(after.screen.range(of: "memory: playing without saving scores or games."), "\(after.screen)")
            #expect(after.screen[..<before.lowerBound].contains(reason), "the reason comes first: \(after.screen)")
            #expect(after.screen[before.upperBound...].contains("memory: scores and games were not saved: " + reason),
                    "and again at exit: \(after.screen)")
        }

        @Test func moveAsideKeepsARefusedDatabaseAndLeavesAGoodOneAlone() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0)
            let healthy = try Binary.run(["scores", "--move-aside"], dataDir: data)
            #expect(healthy.status == 0)
            #expect(healthy.stdout.contains("opens fine: nothing was moved"), "\(healthy.stdout)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.contains("broken") }.isEmpty)

            let file = CommandSupport.database(data)
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
            let garbage = Data(repeating: 0x5A, count: 4096)
            try garbage.write(to: file)
            let moved = try Binary.run(["scores", "--move-aside"], dataDir: data)
            #expect(moved.status == 0)
            #expect(moved.stdout.contains("Moved the database aside to"), "\(moved.stdout) \(moved.stderr)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { $0.hasPrefix("memory.sqlite.broken-") }
            #expect(kept.count == 1)
            #expect(try Data(contentsOf: data.appendingPathComponent(kept[0])) == garbage, "the old file is kept byte for byte")
            let fresh = try Binary.run(["scores"], dataDir: data)
            #expect(fresh.status == 0)
            #expect(fresh.stdout.contains("No scores yet"))
        }

        @Test func aDatabaseFromANewerVersionIsRefusedClearly() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores"], dataDir: data).status == 0)
            let file = CommandSupport.database(data)
            _ = try CommandSupport.sqlite(file, "PRAGMA user_version=99")
            let before = try Data(contentsOf: file)
            let result = try Binary.run(["scores"], dataDir: data)
            #expect(result.status == 70)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("newer version of memory"), "\(result.stderr)")
            #expect(result.stderr.contains("99"))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            #expect(try Data(contentsOf: file) == before)
            #expect(try CommandSupport.sqlite(file, "PRAGMA user_version") == "99")
        }

        @Test func anUnwritableDataDirectoryIsReportedClearly() throws {
            let parent = Scratch.directory()
            let blocker = try CommandSupport.write("not a folder\n", to: "data", in: parent)
            let result = try Binary.run(["scores"], dataDir: blocker)
            #expect(result.status == 70)
            #expect(result.stderr.hasPrefix("memory: "), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        }

        // MARK: kill -9

        /// Games are finished and the process killed with SIGKILL right after the last card (the
        /// score being written) or once the game-over screen is up (the score committed): the
        /// database stays sound and every committed score is kept.
        @Test func killingTheProcessDuringWritesNeverCorruptsOrLosesCommittedScores() throws {
            let data = Scratch.directory()
            let file = CommandSupport.database(data)
            var committed = 0, attempted = 0
            for round in 0..<6 {
                let tmux = try CommandSupport.onePairGame(data, seed: round + 1)
                let pid = try CommandSupport.memoryPID(tmux)
                try CommandSupport.finishOnePair(tmux)
                attempted += 1
                if round % 2 == 1 {
                    try tmux.waitFor(text: "Game over")
                    committed += 1
                }
                _ = try Binary.shell("kill -KILL \(pid)")
                #expect(try tmux.waitForExit().status == 137)
                #expect(try CommandSupport.sqlite(file, "PRAGMA integrity_check") == "ok", "round \(round)")
            }
            let tables = try CommandSupport.scoreTables(data)
            let table = try #require(tables.first)
            let scores = (table["scores"] as? [[String: Any]]) ?? []
            #expect(scores.count >= committed && scores.count <= attempted, "\(scores.count) scores, \(committed) committed")
            #expect(Set(scores.compactMap { $0["seed"] as? Int }).isSuperset(of: [2, 4, 6]), "the committed games' seeds")
            #expect(try CommandSupport.sqlite(file, "PRAGMA integrity_check") == "ok")
            #expect(try CommandSupport.sqlite(file, "PRAGMA foreign_key_check").isEmpty)
        }

        /// SIGKILL while a game is being saved for resume (Ctrl-C writes it) leaves a sound database.
        @Test func killingTheProcessWhileSavingAGameLeavesASoundDatabase() throws {
            let data = Scratch.directory()
            let file = CommandSupport.database(data)
            for round in 0..<3 {
                let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", String(round + 1), "--no-animation"],
                                    dataDir: data)
                try tmux.waitFor(text: "Pairs: 0/4")
                let pid = try CommandSupport.memoryPID(tmux)
                try tmux.send("Space")
                try tmux.waitFor("a card to turn") { ScreenPlayer.cursorLabel($0) != "?" }
                try tmux.send("C-c")
                _ = try Binary.shell("kill -KILL \(pid) 2>/dev/null; true")
                #expect([137, 130].contains(try tmux.waitForExit().status))
                #expect(try CommandSupport.sqlite(file, "PRAGMA integrity_check") == "ok", "round \(round)")
            }
            #expect(try Binary.run(["scores", "--json"], dataDir: data).status == 0)
        }
    }
}
