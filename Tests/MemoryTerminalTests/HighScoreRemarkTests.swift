import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A ranked entry of the game-over screen's high scores says how its game ended when that was
/// out of the ordinary, and the lines scripts added at its end (Flawless's).
@Suite struct HighScoreRemarkTests {
    @Test func theRankedEntryShowsItsRemarkBesideIt() throws {
        let host = FakeHost()
        host.remarks = ["Flawless — no card turned twice"]
        let lines = playedOnePairGame(host).render(now: 5).lines
        let entry = try #require(lines.first { $0.contains("▶1. me") }, "\(lines)")
        #expect(entry.contains("1 move  0:00  Flawless — no card turned twice"), "\(entry)")
    }

    /// A script's text is shown, never obeyed, and cut short so that the entry fits the panel.
    @Test func aLongOrHostileRemarkIsMadeVisibleAndCut() throws {
        let host = FakeHost()
        host.remarks = ["Out\u{1B}]2;owned\u{07}", "a very long line that a script added at the end"]
        let lines = playedOnePairGame(host).render(now: 5).lines
        let entry = try #require(lines.first { $0.contains("▶1. me") }, "\(lines)")
        #expect(entry.contains("Out^[]2;owned^G · a very long l…"), "\(entry)")
    }

    @Test func remarksComeFromTheEndingAndTheNotes() {
        #expect(GameOverReason.remarks(.allMatched, notes: ["Flawless"]) == ["Flawless"], "the usual ending goes without saying")
        #expect(GameOverReason.remarks(.noMatchLeft, notes: []) == ["No group left can match"])
        #expect(GameOverReason.remarks(.won("Three stars"), notes: ["Flawless"]) == ["Three stars", "Flawless"])
        #expect(GameOverReason.remarks(nil, notes: []) == [])
    }
}
