import Foundation
import TestSupport
import Testing

/// Frost in the terminal: a mismatch's cards show ❄ and refuse to turn, saying why, and a game
/// left with Ctrl-C comes back with `memory resume` with the same cards frozen for the same reason.
@Suite(.serialized) struct FrostEndToEndTests {
    @Test func frozenCardsStayFrozenWhenTheGameIsResumed() throws {
        let data = Scratch.directory()
        // Seed 11 deals cards 1 and 2 of the 2x4 board different faces: a mismatch, left once
        // its cards have turned back.
        let before = try ScriptStateEndToEndTests.playAndQuit(variant: "frost", data: data, cards: [0, 1],
                                                             until: "two frozen cards face down") {
            $0.contains("Frozen: 2") && ScreenPlayer.cursorLabel($0) == "?"
        }
        #expect(before.components(separatedBy: "❄").count - 1 == 2, "\(before)")

        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let after = try resumed.waitFor(text: "Frozen: 2")
        #expect(after.components(separatedBy: "❄").count - 1 == 2, "\(after)")
        // The cursor is back on card 2, which is frozen: the refusal says why, as the freeze did.
        try resumed.send("Space")
        _ = try resumed.waitFor(text: "frozen by the mismatch: find a pair to thaw it")
    }
}
