import Foundation
import Testing

/// A variant that needs a tagged card (`needs = { "bomb" }`) played with a deck that has none:
/// the player is told at the start instead of silently playing a standard game.
@Suite(.serialized) struct NeededCardEndToEndTests {
    @Test func theMissingBombIsSaidAtTheStart() throws {
        let tmux = try Tmux(["--variant", "bomb", "--grid", "2x3", "--seed", "3", "--no-animation"], dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let screen = try tmux.waitFor(text: "Pairs: 0/")
        #expect(screen.joinedLines.contains("The Emoji zoo deck has no card tagged bomb, which Bomb needs: it is played without one"),
                "\(screen)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    @Test func aDeckWithTheBombSaysNothing() throws {
        let tmux = try Tmux(["--deck", "party", "--variant", "bomb", "--grid", "2x3", "--seed", "3", "--no-animation"],
                            dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let screen = try tmux.waitFor(text: "Pairs: 0/")
        #expect(!screen.contains("no card tagged"), "\(screen)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }
}

private extension String {
    /// The screen's lines run together (a long message wraps onto the next line).
    var joinedLines: String {
        split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
