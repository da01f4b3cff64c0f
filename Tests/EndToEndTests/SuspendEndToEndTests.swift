import Foundation
import TestSupport
import Testing

/// Ctrl-Z in a real shell with job control: the terminal is given back while the game is stopped,
/// and `fg` brings the whole board back with the game as it was.
@Suite(.serialized) struct SuspendEndToEndTests {
    /// The shell's prompt as the screen shows it (trailing space trimmed).
    let prompt = Tmux.prompt.trimmingCharacters(in: .whitespaces)

    /// Cards on screen: the top-left corners of backs (╭), faces (┏) and the cursor card (╔).
    static func cardCount(_ screen: String) -> Int {
        screen.filter { $0 == "╭" || $0 == "┏" || $0 == "╔" }.count
    }

    @Test func ctrlZStopsTheGameAndFgBringsItBackIntact() throws {
        let shell = try Tmux(interactiveShellWithDataDir: Scratch.directory())
        defer { shell.terminate() }
        try shell.waitFor(text: prompt)
        try shell.typeLine(Tmux.memoryCommand(["--deck", "symbols", "--rules", "classic", "--grid", "2x4", "--seed", "5",
                                               "--no-animation"]))
        let board = try shell.waitFor(text: "Pairs: 0/4")
        #expect(Self.cardCount(board) == 8)
        try shell.waitFor(display: "#{alternate_on} #{mouse_any_flag}", toBe: "1 1")
        var player = ScreenPlayer(shell, rows: 2, columns: 4)
        let face = try #require(try player.turn(0))
        try shell.waitFor(text: "Moves: 0")

        // Suspended: the shell has the terminal, in its normal mode.
        try shell.send("C-z")
        try shell.waitFor(display: "#{alternate_on} #{mouse_any_flag} #{cursor_flag}", toBe: "0 0 1")
        let stopped = try shell.waitFor(text: "Stopped")
        #expect(!stopped.contains("Pairs:"), "the game's screen is gone")
        try shell.typeLine("jobs")
        try shell.waitFor("jobs to list the stopped game") { $0.components(separatedBy: "Stopped").count >= 3 }

        // Resumed: the whole board again, the card still up, the moves as they were.
        try shell.typeLine("fg")
        let back = try shell.waitFor("the board to be redrawn") {
            $0.contains("Pairs: 0/4") && $0.contains("Moves: 0") && Self.cardCount($0) == 8
        }
        try shell.waitFor(display: "#{alternate_on} #{mouse_any_flag}", toBe: "1 1")
        #expect(ScreenPlayer.cursorLabel(back) == face, "card 0 is still face up under the cursor")
        #expect(back.contains("memory — Symbols"), "the title line")
        #expect(back.contains("q quit"), "the help line")
        #expect(!back.contains(prompt), "nothing of the shell left on the board")

        // Input still works: turn a second card, which completes a move.
        _ = try player.turn(1)
        try shell.waitFor(text: "Moves: 1")

        // Quit cleanly; the shell reports memory's status.
        try shell.send("q")
        try shell.waitFor(text: "Quit this game?")
        try shell.send("y")
        try shell.waitFor(display: "#{alternate_on} #{mouse_any_flag} #{cursor_flag}", toBe: "0 0 1")
        try askForTheExitStatus(in: shell)
        #expect(try shell.waitForExit().status == 0)
    }

    @Test func ctrlZInTheLobbyAndFgBringsTheLobbyBack() throws {
        let shell = try Tmux(interactiveShellWithDataDir: Scratch.directory())
        defer { shell.terminate() }
        try shell.waitFor(text: prompt)
        try shell.typeLine(Tmux.memoryCommand([]))
        try shell.waitFor(display: "#{alternate_on}", toBe: "1")
        let lobby = try shell.waitFor(text: "M E M O R Y")
        try shell.send("C-z")
        try shell.waitFor(display: "#{alternate_on}", toBe: "0")
        try shell.waitFor(text: "Stopped")
        try shell.typeLine("fg")
        try shell.waitFor(display: "#{alternate_on}", toBe: "1")
        let again = try shell.waitFor("the lobby to be redrawn") { $0 == lobby }
        #expect(again == lobby)
        try shell.send("C-c")
        try shell.waitFor(display: "#{alternate_on}", toBe: "0")
        try askForTheExitStatus(in: shell)
        #expect(try shell.waitForExit().status == 130)
    }

    /// Asks the shell for memory's exit status once the shell prompts again: the terminal is
    /// back in its normal mode a moment before memory has exited, and what is typed meanwhile
    /// goes to memory, whose restore of the terminal discards it.
    func askForTheExitStatus(in shell: Tmux) throws {
        try shell.waitFor("the shell's prompt") { screen in
            screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .trimmingCharacters(in: .whitespaces) == prompt
        }
        try shell.typeLine("echo \"[exited $?]\"")
    }
}

/// Picture decks in tmux: tmux 3.3a draws no sixel or kitty images, so `auto` gives symbol art
/// there; a forced pixel mode is accepted and leaves no stray text.
@Suite(.serialized) struct GraphicsEndToEndTests {
    /// Block elements and other symbols chafa draws pictures with.
    static func symbolArt(_ screen: String) -> Int {
        screen.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) || (0x1FB00...0x1FBFF).contains($0.value) }.count
    }

    @Test(arguments: [[:], ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], ["TERM": "foot"], ["MEMORY_GRAPHICS": "auto"]])
    func autoInTmuxDrawsSymbolArt(environment: [String: String]) throws {
        let tmux = try Tmux(["--deck", "animals", "--rules", "classic", "--grid", "2x3", "--seed", "4", "--no-animation",
                             "--graphics", "auto"], width: 120, height: 40, dataDir: Scratch.directory(),
                            environment: environment.merging(["NO_COLOR": ""]) { $1 })
        defer { tmux.terminate() }
        let before = try tmux.waitFor(text: "Pairs: 0/3")
        #expect(Self.symbolArt(before) == 0, "all cards face down")
        try tmux.send("Space")
        let after = try tmux.waitFor("a picture in symbols") { Self.symbolArt($0) > 20 }
        #expect(after.contains("Moves: 0"))
        try tmux.send("C-c")
        #expect(try tmux.waitForExit().status == 130)
    }

    @Test(arguments: ["sixel", "kitty"])
    func aPixelModeIsAcceptedAndLeavesNoStrayText(mode: String) throws {
        let tmux = try Tmux(["--deck", "animals", "--rules", "classic", "--grid", "2x3", "--seed", "4", "--no-animation",
                             "--graphics", mode], width: 120, height: 40, dataDir: Scratch.directory(), environment: ["NO_COLOR": ""])
        defer { tmux.terminate() }
        try tmux.waitFor(text: "Pairs: 0/3")
        try tmux.send("Space")
        try tmux.send("Right")
        try tmux.send("Space")
        let screen = try tmux.waitFor(text: "Moves: 1")
        #expect(Self.symbolArt(screen) == 0, "pixels, not symbols (tmux drops them)")
        for garbage in ["#0;2;", "\"1;1;", "a=T", "m=1", "q=2", "AAAA"] {
            #expect(!screen.contains(garbage), "no image data shown as text: \(garbage)")
        }
        try tmux.send("C-c")
        #expect(try tmux.waitForExit().status == 130)
    }

    @Test func anUnknownModeIsBadUsage() throws {
        let tmux = try Tmux(["--deck", "animals", "--rules", "classic", "--graphics", "pixels"], dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let (status, screen) = try tmux.waitForExit()
        #expect(status == 64)
        #expect(screen.contains("pixels"))
        #expect(screen.contains("auto") && screen.contains("symbols") && screen.contains("sixel") && screen.contains("kitty"))
    }
}
