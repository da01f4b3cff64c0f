import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A script that turns the whole board and then shows a card, in one hook call: the computer
/// opponent learns of the step's events one at a time, each with the game as it left it, so it
/// remembers the card shown where the card is, and the cards it saw turned where they went.
@Suite struct MovedRevealComputerTests {
    /// After a mismatch the whole board moves one place on (the last card to the first place),
    /// then the first place is shown to everyone for a second.
    struct TurnThenShowRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            guard event == .mismatched else { return Reaction(points: event == .matched ? 1 : 0) }
            let all = Array(game.pointee.cards.indices)
            return Reaction(requests: [
                Request(.arrange(from: all, to: all.map { ($0 + 1) % all.count }), path: "turner.lua", line: 1),
                Request(.reveal([0], seconds: 1), path: "turner.lua", line: 2),
            ])
        }
    }

    @Test(arguments: UInt64(1)...5)
    func theComputerRemembersTheCardShownWhereItIsAfterTheMove(seed: UInt64) throws {
        var session = GameSession(Fixture.playable(size: .grid(rows: 2, columns: 4), seed: seed, rules: TurnThenShowRules(),
                                                   bot: .perfect), now: 0)
        let game = session.game
        let other = try #require(game.cards.indices.first { game.cards[$0].key != game.cards[0].key })
        session.turnCursorCard(at: 0)
        session.setCursor(other)
        session.turnCursorCard(at: 0.5)
        let n = game.cards.count
        #expect(session.game.scripted.shown?.cards == [0], "the card moved to the first place is shown")
        #expect(session.game.cards[0].face == game.cards[n - 1].face)
        // The two cards turned, where they went, and the card shown.
        #expect(session.remembered(by: 1).map(Set.init) == [0, 1, (other + 1) % n], "seed \(seed)")
    }
}
