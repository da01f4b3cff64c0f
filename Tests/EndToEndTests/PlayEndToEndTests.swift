import Foundation
import TestSupport
import Testing

/// The real binary in a real terminal (tmux): a whole game, the terminal given back, resizing,
/// the mouse, and the score kept.
@Suite(.serialized) struct PlayEndToEndTests {
    @Test func aWholeGameIsPlayedWithKeysAndItsScoreKept() throws {
        let data = Scratch.directory()
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "5", "--no-animation"], dataDir: data)
        try tmux.waitFor(text: "Pairs: 0/4")
        var player = ScreenPlayer(tmux, rows: 2, columns: 4)
        let moves = try player.playToTheEnd()
        let over = try tmux.waitFor(text: "Game over")
        #expect(over.contains("All pairs found!"))
        #expect(over.contains("Score: 4"))
        #expect(over.contains("Moves: \(moves)"))
        #expect(over.contains("Rank: #1"))
        try tmux.send("q")
        #expect(try tmux.waitForExit().status == 0)
        let scores = try Binary.run(["scores", "--json"], dataDir: data)
        #expect(scores.status == 0)
        #expect(scores.stdout.contains("\"score\" : 4"))
        #expect(scores.stdout.contains("\"moves\" : \(moves)"))
        #expect(scores.stdout.contains("\"grid\" : \"2x4\""))
    }

    /// Pasted text is not read as keys: a pasted "y" does not answer "Quit this game?", and a
    /// pasted window title (an OSC string) neither pauses (p) nor asks for a new game (n).
    @Test func pastedTextAndEscapeSequencesAreNotKeys() throws {
        let tmux = try Tmux(["--deck", "symbols", "--grid", "2x3", "--seed", "5", "--no-animation"], dataDir: Scratch.directory())
        defer { tmux.terminate() }
        try tmux.waitFor(text: "Pairs: 0/3")
        try tmux.send("q")
        try tmux.waitFor(text: "Quit this game?")
        try tmux.paste("y\r")
        try tmux.send("n")
        _ = try tmux.waitFor("the question closed") { !$0.contains("Quit this game?") }
        try tmux.sendLiteral("\u{1B}]0;pwn\u{07}?")
        let help = try tmux.waitFor(text: "close this help")
        #expect(!help.contains("[exited") && !help.contains("PAUSED") && !help.contains("Start a new game?"), "\(help)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    /// The remembered name is read as a name: one line without control characters, at most 24
    /// characters, whatever the file holds, so the game-over panel stays whole.
    @Test func aRememberedNameFileIsReadAsAName() throws {
        let data = Scratch.directory()
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let hostile = "\u{1B}]0;owned\u{07}" + String(repeating: "N", count: 10_000) + "\nsecond line"
        try hostile.write(to: data.appendingPathComponent("player-name"), atomically: true, encoding: .utf8)
        let tmux = try Tmux(["--deck", "symbols", "--grid", "1x2", "--seed", "5", "--no-animation"], dataDir: data)
        defer { tmux.terminate() }
        try tmux.waitFor(text: "Pairs: 0/1")
        var player = ScreenPlayer(tmux, rows: 1, columns: 2)
        _ = try player.playToTheEnd()
        let over = try tmux.waitFor(text: "Game over")
        let name = "]0;owned" + String(repeating: "N", count: 16)
        #expect(over.contains("Name: [\(name)]"), "\(over)")
        let panel = over.split(separator: "\n").filter { $0.contains("║") }
        #expect(!panel.isEmpty && panel.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasSuffix("║") }, "\(over)")
        try tmux.send("q")
        _ = try tmux.waitForExit()
        let scores = try Binary.run(["scores", "--json"], dataDir: data)
        #expect(scores.stdout.contains("\"player\" : \"\(name)\""), "\(scores.stdout)")
    }

    /// A variant's action is on the key line with its charges, and stays there on a narrow
    /// terminal, where the game's own keys give way first.
    @Test func anActionsKeyIsOnTheKeyLine() throws {
        let tmux = try Tmux(["--deck", "symbols", "--variant", "spyglass", "--grid", "2x3", "--seed", "5", "--no-animation"],
                            width: 60, height: 20, dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let screen = try tmux.waitFor(text: "Pairs: 0/3")
        let keyLine = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(keyLine.contains("r Peek row ×3"), "\(screen)")
        #expect(keyLine.contains("q quit"), "\(screen)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    /// The spyglass on a row with nothing face down declines: the reason on the status line,
    /// no charge spent, and `memory resume` replays the declined use to the same charges. The
    /// row is the grid's row, which a wide terminal shows as a column (a 3x2 grid is turned).
    @Test func anActionWithNothingToDoSpendsNoChargeAndResumesSo() throws {
        let data = Scratch.directory()
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--variant", "spyglass", "--grid", "3x2", "--seed", "3",
                             "--no-animation"], dataDir: data)
        defer { tmux.terminate() }
        try tmux.waitFor(text: "Pairs: 0/3")
        // Seed 3 deals each row of the grid (each column on screen) a pair: match the first,
        // which leaves that row nothing face down, and use the spyglass there.
        try tmux.send("Space", "Down", "Space")
        try tmux.waitFor(text: "Pairs: 1/3")
        try tmux.send("r")
        try tmux.waitFor(text: "Nothing to see in this row")
        try tmux.waitFor(text: "r Peek row ×3")
        try tmux.send("C-c")
        #expect(try tmux.waitForExit().status == 130)

        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let screen = try resumed.waitFor(text: "Pairs: 1/3")
        #expect(screen.contains("r Peek row ×3"), "\(screen)")
    }

    /// Ctrl-C before a card is turned keeps nothing: the line says so, and names the older game
    /// that `memory resume` still has rather than calling it kept.
    @Test func ctrlCBeforeACardIsTurnedSaysNothingWasKept() throws {
        let data = Scratch.directory()
        let first = try Tmux(["--deck", "symbols", "--grid", "2x4", "--seed", "9", "--no-animation"], dataDir: data)
        try first.waitFor(text: "Pairs: 0/4")
        var player = ScreenPlayer(first, rows: 2, columns: 4)
        _ = try player.turn(0)
        try first.send("C-c")
        #expect(try first.waitForExit().screen.contains("memory: kept for `memory resume`: symbols · classic · standard · 2x4, 1 card turned"))

        let second = try Tmux(["--deck", "emoji", "--grid", "2x3", "--seed", "9", "--no-animation"], dataDir: data)
        try second.waitFor(text: "Pairs: 0/3")
        try second.send("C-c")
        let exit = try second.waitForExit()
        #expect(exit.status == 130)
        #expect(!exit.screen.contains("memory: kept for"), "\(exit.screen)")
        #expect(exit.screen.contains("memory: nothing kept (no card was turned); `memory resume` has an earlier game: symbols · classic"), "\(exit.screen)")
    }

    @Test func ctrlCGivesTheTerminalBackAndKeepsTheGameForResume() throws {
        let data = Scratch.directory()
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "9", "--no-animation"], dataDir: data)
        try tmux.waitFor(text: "Pairs: 0/4")
        #expect(try tmux.display("#{alternate_on} #{mouse_any_flag}") == "1 1")
        var player = ScreenPlayer(tmux, rows: 2, columns: 4)
        let face = try #require(try player.turn(0))
        try tmux.send("C-c")
        let exit = try tmux.waitForExit()
        #expect(exit.status == 130)
        #expect(try tmux.display("#{alternate_on} #{mouse_any_flag} #{cursor_flag}") == "0 0 1")
        #expect(exit.screen.contains("memory: kept for `memory resume`: symbols · classic · standard · 2x4, 1 card turned"), "\(exit.screen)")

        let resumed = try Tmux(["resume", "--no-animation"].filter { $0 != "--no-animation" }, dataDir: data)
        let screen = try resumed.waitFor(text: "Pairs: 0/4")
        #expect(screen.contains(face), "the card turned before Ctrl-C is face up again")
    }

    @Test func theBoardIsLaidOutAgainWhenTheTerminalIsResized() throws {
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "3", "--no-animation"],
                            dataDir: Scratch.directory())
        try tmux.waitFor(text: "Pairs: 0/4")
        try tmux.resize(width: 12, height: 6)
        try tmux.waitFor(text: "Enlarge")
        try tmux.resize(width: 100, height: 30)
        try tmux.waitFor("the board again") { $0.contains("Pairs: 0/4") && !$0.contains("Enlarge") }
        var player = ScreenPlayer(tmux, rows: 2, columns: 4)
        #expect(try player.turn(1) != nil)
    }

    @Test func aClickTurnsTheCardUnderTheMouse() throws {
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "3", "--no-animation"],
                            dataDir: Scratch.directory())
        let screen = try tmux.waitFor(text: "Pairs: 0/4")
        // Click the middle of the last card back ('?' between borders) on the screen.
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(lines.lastIndex { $0.contains("│") && $0.contains("?") })
        let column = try #require(lines[row].lastIndex(of: "?")).utf16Offset(in: lines[row])
        let x = lines[row].prefix(column).count + 1, y = row + 1
        try tmux.sendLiteral("\u{1B}[<0;\(x);\(y)M\u{1B}[<0;\(x);\(y)m")
        let after = try tmux.waitFor("the clicked card to turn") { s in
            let l = s.split(separator: "\n", omittingEmptySubsequences: false)
            return l.count > row && !l[row].contains("?") || (l.count > row && l[row].filter { $0 == "?" }.count < lines[row].filter { $0 == "?" }.count)
        }
        #expect(after.contains("Moves: 0"))
    }

    /// SIGTERM and SIGHUP end the game cleanly; SEGV and ABRT stand for a crash (a Swift runtime
    /// error ends in a signal like them), whose handler restores the terminal and re-raises.
    /// The debug build's Swift backtracer is turned off: it would hold the crashed process for
    /// 16 s at an interactive prompt (the release binary has none).
    @Test(arguments: [("TERM", 143), ("HUP", 129), ("SEGV", 139), ("ABRT", 134)])
    func aSignalGivesTheTerminalBack(signal: String, status: Int) throws {
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "3"], dataDir: Scratch.directory(),
                            environment: ["SWIFT_BACKTRACE": "enable=no"])
        try tmux.waitFor(text: "Pairs: 0/4")
        let pid = try tmux.display("#{pane_pid}")
        // The pane runs a shell whose child is memory.
        let children = try Binary.shell("pgrep -P \(pid) -x memory")
        let memoryPID = try #require(children.split(separator: "\n").first)
        _ = try Binary.shell("kill -\(signal) \(memoryPID)")
        #expect(try tmux.waitForExit().status == status)
        #expect(try tmux.display("#{alternate_on} #{mouse_any_flag} #{cursor_flag}") == "0 0 1")
    }
}

/// The bell (BEL) rings in the real terminal only when the player asked for it.
@Suite(.serialized) struct BellEndToEndTests {
    /// Turns two cards of a 2x4 board (a match or a mismatch: both ring) and says whether tmux
    /// saw the bell.
    func bellAfterATurn(_ options: [String]) throws -> String {
        let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "5", "--no-animation"] + options,
                            dataDir: Scratch.directory())
        try tmux.waitFor(text: "Pairs: 0/4")
        var player = ScreenPlayer(tmux, rows: 2, columns: 4)
        _ = try player.turn(0)
        _ = try player.turn(1)
        try tmux.waitFor(text: "Moves: 1")
        let flag = try tmux.display("#{window_bell_flag}")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
        return flag
    }

    @Test func theBellRingsWithBell() throws {
        #expect(try bellAfterATurn(["--bell"]) == "1")
    }

    @Test func theBellIsSilentByDefault() throws {
        #expect(try bellAfterATurn([]) == "0")
    }
}
