import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `memory replay`: finished games are kept and played back in the terminal.
    @Suite struct ReplayEndToEndTests {
        /// A one-pair game finished in tmux, then played back: paused, a move at a time, to its end.
        @Test func aFinishedGameIsPlayedBackStepByStep() throws {
            let data = Scratch.directory()
            let tmux = try CommandSupport.onePairGame(data, seed: 6)
            // The second card a second after the first (the game's clock shows it), so that the
            // replay can be paused in between.
            try tmux.send("Space")
            try tmux.waitFor(text: "Time: 0:01")
            try tmux.send("Right", "Space")
            try tmux.waitFor(text: "Game over")
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)

            // Slowed down, so the board is on show for a few seconds before the first card turns.
            let replay = try Tmux(["replay", "1", "--speed", "0.25"], dataDir: data)
            var screen = try replay.waitFor(text: "Replay")
            // Paused (the first card may have turned already, at its own time).
            try replay.send("Space")
            screen = try replay.waitFor(text: "paused")
            #expect(screen.contains("Pairs: 0/1") || screen.contains("Pairs: 1/1"))
            try replay.send(".")
            try replay.send(".")
            try replay.send(".")
            // The game-over screen: the result, without a name to edit or a high-score table.
            screen = try replay.waitFor(text: "Game over")
            #expect(screen.contains("■ end"), "every action played: \(screen)")
            #expect(screen.contains("All pairs found!") && screen.contains("Score: 1"), "\(screen)")
            #expect(!screen.contains("Name:") && !screen.contains("Rank") && !screen.contains("Play again"), "\(screen)")
            try replay.send("q")
            #expect(try replay.waitForExit().status == 0)

            // Counted back: -1 is the last game finished, played to its end; there is no -2.
            let last = try Tmux(["replay", "-1", "--speed", "16"], dataDir: data)
            screen = try last.waitFor(text: "■ end")
            #expect(screen.contains("All pairs found!"))
            try last.send("q")
            #expect(try last.waitForExit().status == 0)
            let before = try Binary.run(["replay", "-2"], dataDir: data)
            #expect(before.status == 1)
            #expect(before.stderr == "memory: there is no game -2 to replay: 1 finished game is kept (-1); `memory scores` lists their ids\n",
                    "\(before.stderr)")
        }

        /// Against the computer the person is shown by the name the game was kept under, as when
        /// it was played (not as P1).
        @Test func theReplayNamesThePersonAsTheGameDid() throws {
            let data = Scratch.directory()
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            try "Zoë".write(to: data.appendingPathComponent("player-name"), atomically: true, encoding: .utf8)
            let tmux = try CommandSupport.onePairGame(data, extra: ["--bot", "perfect"])
            try CommandSupport.finishOnePair(tmux)
            #expect(try tmux.waitFor(text: "Game over").contains("Zoë wins"))
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)
            let replay = try Tmux(["replay", "--speed", "16"], dataDir: data)
            let screen = try replay.waitFor(text: "■ end")
            #expect(screen.contains("Zoë wins") && !screen.contains("P1"), "\(screen)")
            try replay.send("q")
            #expect(try replay.waitForExit().status == 0)
        }

        /// Rules edited since the game was played would not play it back the same: refused, with
        /// the seed to play the deal again.
        @Test func aGameWhoseRulesChangedIsRefused() throws {
            let data = Scratch.directory()
            let folder = Scratch.directory()
            let rules = try CommandSupport.write("return rules { id = \"mine\", name = \"Mine\", api = 1, on_match = function(e) return 1 end }\n",
                                                 to: "mine.lua", in: folder)
            let tmux = try Tmux(["--deck", "symbols", "--rules", rules.path, "--grid", "1x2", "--seed", "8", "--no-animation"], dataDir: data)
            try tmux.waitFor(text: "Pairs: 0/1")
            try CommandSupport.finishOnePair(tmux)
            try tmux.waitFor(text: "Game over")
            try tmux.send("q")
            _ = try tmux.waitForExit()
            try "return rules { id = \"mine\", name = \"Mine\", api = 1, on_match = function(e) return 2 end }\n"
                .write(to: rules, atomically: true, encoding: .utf8)
            let result = try Binary.run(["replay", "1"], dataDir: data)
            #expect(result.status == 70)
            #expect(result.stderr.hasPrefix("memory: game 1 (symbols, mine, standard, 1x2) cannot be replayed: its rules"), "\(result.stderr)")
            #expect(result.stderr.contains("Play it again with --seed 8"))
        }

        @Test func aGameThatIsNotKeptIsRefusedClearly() throws {
            let data = Scratch.directory()
            let none = try Binary.run(["replay"], dataDir: data)
            #expect(none.status == 1)
            #expect(none.stderr == "memory: there is no finished game to replay yet: finish a game, then `memory replay`\n")
            let noLast = try Binary.run(["replay", "-1"], dataDir: data)
            #expect(noLast.status == 1)
            #expect(noLast.stderr == none.stderr)
            let missing = try Binary.run(["replay", "999"], dataDir: data)
            #expect(missing.status == 1)
            #expect(missing.stderr.contains("there is no game 999 to replay"), "\(missing.stderr)")
            let bad = try Binary.run(["replay", "x"], dataDir: data)
            #expect(bad.status == 64)
            let speed = try Binary.run(["replay", "--speed", "100"], dataDir: data)
            #expect(speed.status == 64)
            #expect(speed.stderr.contains("--speed 100 is not allowed"), "\(speed.stderr)")
        }
    }
}
