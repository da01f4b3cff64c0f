import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `play` and `resume` around the terminal: what is refused in the shell before the terminal is
    /// touched, and games saved and resumed (in tmux).
    @Suite struct CommandTestsPlay {
        // MARK: no terminal

        @Test(arguments: [["--deck", "emoji", "--rules", "classic"], [], ["play", "--grid", "2x2"]])
        func withoutATerminalPlayFailsWithOneLineAndPrintsNothing(_ arguments: [String]) throws {
            let result = try Binary.run(arguments)
            #expect(result.status == 70)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "memory: standard output is not a terminal: the game needs a terminal to draw in (use `memory simulate` for headless play)\n")
        }

        @Test func withoutATerminalADamagedDatabaseIsNotMentioned() throws {
            let data = Scratch.directory()
            try Data("garbage".utf8).write(to: CommandSupport.database(data))
            let result = try Binary.run(["--deck", "emoji", "--rules", "classic"], dataDir: data)
            #expect(result.status == 70)
            #expect(result.stderr.hasPrefix("memory: standard output is not a terminal"))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
        }

        // MARK: hostile or broken scripts, refused in the shell

        @Test func aDeckThatNeverReturnsIsRefusedBeforeTheTerminal() throws {
            let folder = Scratch.directory()
            let deck = try CommandSupport.write(CommandSupport.endlessDeck, to: "loop.lua", in: folder)
            let result = try Binary.run(["--deck", deck.path, "--rules", "classic"])
            #expect(result.status != 0)
            #expect(result.stdout.isEmpty, "nothing drawn")
            #expect(result.stderr.hasPrefix("memory: \(deck.path):1: error: "), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        }

        /// Naming a script that is not there is bad usage (64) in every command that takes
        /// one; a script that is there but broken is not (see the tests above and below).
        @Test(arguments: [["--deck", "nosuch"], ["--rules", "nosuch"], ["--variant", "lives+nosuch"], ["--variant", "lives+"],
                          ["--campaign", "nosuch"], ["--deck", "Decks/nosuch.lua"],
                          ["simulate", "--variant", "nosuch"], ["simulate", "--deck", "nosuch"],
                          ["check", "--deck", "nosuch", "Decks/emoji.lua"], ["check", "--variant", "lives+nosuch"]])
        func anUnknownScriptIsBadUsage(_ arguments: [String]) throws {
            let result = try Binary.run(arguments, dataDir: Scratch.directory())
            #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
            #expect(result.stderr.hasPrefix("memory: "), "\(arguments): \(result.stderr)")
        }

        @Test func aBrokenDeckNamedOnTheCommandLineIsNotBadUsage() throws {
            let folder = Scratch.directory()
            let deck = try CommandSupport.write(CommandSupport.syntaxErrorDeck, to: "bad.lua", in: folder)
            let play = try Binary.run(["--deck", deck.path])
            #expect(play.status == 70, "\(play.stderr)")
            // For check, a deck that does not load is a problem found.
            let check = try Binary.run(["check", "--deck", deck.path, "Decks/rules/classic.lua"])
            #expect(check.status == 1, "\(check.stderr)")
            #expect(check.stderr.hasPrefix("memory: --deck \(deck.path): \(deck.path):3: error: "), "\(check.stderr)")
        }

        @Test func aDeckWithASyntaxErrorIsRefusedInTheTerminalsShell() throws {
            let folder = Scratch.directory()
            let deck = try CommandSupport.write(CommandSupport.syntaxErrorDeck, to: "bad.lua", in: folder)
            // In a real terminal too: the message is printed in the shell, the screen never taken.
            let tmux = try Tmux(["--deck", deck.path], dataDir: Scratch.directory())
            let (status, screen) = try tmux.waitForExit()
            #expect(screen.replacingOccurrences(of: "\n", with: "").contains("memory: \(deck.path):3: error: "), "\(screen)")
            #expect(status != 0)
            #expect(try tmux.display("#{alternate_on}") == "0")
            let piped = try Binary.run(["--deck", deck.path])
            #expect(piped.status != 0)
            #expect(piped.stderr.hasPrefix("memory: \(deck.path):3: error: "))
        }

        @Test func unknownIdsAreRefusedNamingWhatExists() throws {
            let result = try Binary.run(["--deck", "nosuch", "--rules", "classic"])
            #expect(result.status == 64)
            #expect(result.stderr.contains("nosuch"))
            #expect(result.stderr.contains("emoji"), "the known decks are listed")
            #expect(result.stderr.contains("memory list decks"))
            let rules = try Binary.run(["--rules", "Decks/rules/nosuch.lua"])
            #expect(rules.status == 64)
            #expect(rules.stderr.contains("nosuch.lua"))
        }

        // MARK: resume

        @Test func resumeWithNothingSavedSaysHowToSaveOne() throws {
            let result = try Binary.run(["resume"], dataDir: Scratch.directory())
            #expect(result.status == 1, "nothing to play, as `memory replay` with nothing kept")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "memory: there is no saved game to resume: quit a game in progress with Ctrl-C or q to keep it\n")
        }

        /// A variant's board (`grid = "4x4"` in rowshift) is dealt when the player names none;
        /// the player's `--pairs` wins.
        @Test func aVariantsBoardIsDealtUnlessThePlayerNamesOne() throws {
            let tmux = try Tmux(["--deck", "symbols", "--variant", "rowshift", "--no-animation"], dataDir: Scratch.directory())
            try tmux.waitFor(text: "Pairs: 0/8")
            let chosen = try Tmux(["--deck", "symbols", "--variant", "rowshift", "--pairs", "3", "--no-animation"], dataDir: Scratch.directory())
            try chosen.waitFor(text: "Pairs: 0/3")
        }

        @Test func quittingWithQThenYKeepsTheGameAndResumeShowsTheCard() throws {
            let data = Scratch.directory()
            let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "21", "--no-animation"], dataDir: data)
            try tmux.waitFor(text: "Pairs: 0/4")
            var player = ScreenPlayer(tmux, rows: 2, columns: 4)
            let face = try #require(try player.turn(2))
            try tmux.send("q")
            try tmux.waitFor("the quit question") { $0.lowercased().contains("quit") && $0.contains("y") }
            try tmux.send("y")
            #expect(try tmux.waitForExit().status == 0)

            let scores = try CommandSupport.scoreTables(data)
            #expect(scores.first?["abandoned"] as? Int == 1, "\(scores)")

            let resumed = try Tmux(["resume"], dataDir: data)
            let screen = try resumed.waitFor(text: "Pairs: 0/4")
            #expect(screen.contains(face), "card 2 (\(face)) is face up again:\n\(screen)")
            #expect(screen.contains("Moves: 0"))
        }

        /// One game left three times (resumed twice) counts once, as abandoned (it counted once
        /// for every time it was left). Resumed and finished, it counts as it ended (the store's
        /// tests).
        @Test func aGameLeftAndResumedCountsOnce() throws {
            let data = Scratch.directory()
            let deck = Binary.repository.appendingPathComponent("Decks/symbols.lua")
            try saveAfterOneCard(deck: deck, data: data)
            for _ in 0..<2 {
                let again = try Tmux(["resume"], dataDir: data)
                try again.waitFor(text: "Pairs: 0/4")
                try again.send("C-c")
                #expect(try again.waitForExit().status == 130)
            }
            let left = try CommandSupport.scoreTables(data)
            #expect(left.first?["played"] as? Int == 1, "\(left)")
            #expect(left.first?["abandoned"] as? Int == 1, "\(left)")
        }

        /// Plays `deck` in tmux, turns one card and leaves with Ctrl-C, which saves the game.
        func saveAfterOneCard(deck: URL, data: URL) throws {
            let tmux = try Tmux(["--deck", deck.path, "--rules", "classic", "--grid", "2x4", "--seed", "8", "--no-animation"], dataDir: data)
            try tmux.waitFor(text: "Pairs: 0/4")
            var player = ScreenPlayer(tmux, rows: 2, columns: 4)
            _ = try #require(try player.turn(0))
            try tmux.send("C-c")
            #expect(try tmux.waitForExit().status == 130)
        }

        /// The deck is a copy in a temporary folder; once the file changes, the saved game is refused.
        @Test func aSavedGameWhoseDeckChangedIsRefused() throws {
            let data = Scratch.directory(), folder = Scratch.directory()
            let shipped = try String(contentsOf: Binary.repository.appendingPathComponent("Decks/symbols.lua"), encoding: .utf8)
            let deck = try CommandSupport.write(shipped, to: "Decks/mine.lua", in: folder)
            try saveAfterOneCard(deck: deck, data: data)

            try (shipped + "\n-- changed\n").write(to: deck, atomically: true, encoding: .utf8)
            let result = try Binary.run(["resume"], dataDir: data)
            #expect(result.status == 70)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("memory: the saved game ("), "\(result.stderr)")
            #expect(result.stderr.contains("its deck (\(deck.path)) changed since it was saved"), "\(result.stderr)")
            #expect(!result.stderr.contains("classic.lua") && !result.stderr.contains("standard.lua"), "only the deck changed")
            #expect(result.stderr.contains("Start a new game instead"))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)

            // Refused in a terminal too, before the screen is taken.
            let again = try Tmux(["resume"], dataDir: data)
            let screen = try again.waitForExit().screen
            // The pane wraps the long line: read it as one.
            #expect(screen.replacingOccurrences(of: "\n", with: "").contains("changed since it was saved"))
            #expect(try again.display("#{alternate_on}") == "0")
        }

        @Test func aSavedGameWhoseDeckWasRemovedIsRefused() throws {
            let data = Scratch.directory(), folder = Scratch.directory()
            let shipped = try String(contentsOf: Binary.repository.appendingPathComponent("Decks/symbols.lua"), encoding: .utf8)
            let deck = try CommandSupport.write(shipped, to: "gone.lua", in: folder)
            try saveAfterOneCard(deck: deck, data: data)
            try FileManager.default.removeItem(at: deck)
            let result = try Binary.run(["resume"], dataDir: data)
            #expect(result.status == 70)
            #expect(result.stderr.hasPrefix("memory: the saved game ("), "\(result.stderr)")
            #expect(result.stderr.contains(", classic, standard, 2x4) cannot be resumed: "), "\(result.stderr)")
            #expect(result.stderr.contains("gone.lua"), "\(result.stderr)")
            #expect(result.stderr.contains("Start a new game instead"))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        }
    }
}
