import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A script's reveal to one player alone on screen: a person's look shows the faces, the
/// computer's stays face down; both are marked, and the status line says who peeks.
@Suite struct PrivateLookSceneTests {
    /// Rules that reveal cards 0 and 1 to player `to` (0-based) as the game begins.
    struct PeekingRules: Rules {
        var to: Int
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring, .start] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            event == .start ? Reaction(requests: [Request(.reveal([0, 1], seconds: 1, to: to), path: "peek.lua", line: 1)]) : Reaction()
        }
    }

    /// A person (seat 1) against the computer (seat 2), cards 0 and 1 shown to `to`.
    static func session(lookingIs to: Int) -> GameSession {
        GameSession(Fixture.playable(rules: PeekingRules(to: to), players: 1, bot: .perfect), now: 0)
    }

    @Test func theComputersLookIsNotShownButMarked() {
        let session = Self.session(lookingIs: 1)
        #expect(session.game.privateLook(at: 0) == 1)
        let canvas = Fixture.render(session, now: 0.5)
        #expect(canvas.count("?") == 16, "every card shows its back")
        for c in [0, 1] { #expect(!canvas.text.contains(Fixture.labels[session.game.cards[c].face])) }
        let looked = Fixture.layoutOf(session).frame(ofCard: 1), other = Fixture.layoutOf(session).frame(ofCard: 5)
        #expect(canvas[looked.x, looked.y].text == "┏", "a heavy border marks the card looked at (card 0 has the cursor)")
        #expect(canvas[other.x, other.y].text == "╭")
        #expect(canvas.text.contains("CPU peeks"))
    }

    @Test func thePersonsLookIsShownAndMarked() {
        let session = Self.session(lookingIs: 0)
        let canvas = Fixture.render(session, now: 0.5)
        #expect(canvas.count("?") == 14, "the two cards show their faces")
        for c in [0, 1] { #expect(canvas.text.contains(Fixture.labels[session.game.cards[c].face])) }
        #expect(canvas.text.contains("peeks") && !canvas.text.contains("CPU peeks"))
    }

    @Test func theLookEndsWithItsTime() {
        var session = Self.session(lookingIs: 1)
        _ = session.tick(at: 1)
        let canvas = Fixture.render(session, now: 1)
        let looked = Fixture.layoutOf(session).frame(ofCard: 1)
        #expect(canvas[looked.x, looked.y].text == "╭" && !canvas.text.contains("peeks"))
    }
}
