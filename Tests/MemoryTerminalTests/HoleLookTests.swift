import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The place of a card taken off the board is a hole: blank, unlike a found card's dotted slot,
/// but for the cursor's dotted box when it is there.
@Suite struct HoleLookTests {
    /// The rows of a card drawn with `look` in a frame 10 wide and 5 tall.
    static func rows(_ look: CardLook) -> [String] {
        var canvas = Canvas(width: 12, height: 7)
        CardPainter.draw(look, in: Rect(x: 1, y: 1, width: 10, height: 5), on: &canvas)
        return (1...5).map { canvas.line($0) }
    }

    @Test func aHoleIsBlankAndAFoundCardADottedSlot() {
        let hole = Self.rows(CardLook(side: .empty, label: "cat", back: "?"))
        #expect(hole.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(hole)")
        let slot = Self.rows(CardLook(side: .slot, label: "cat", back: "?"))
        #expect(slot.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(slot)")
    }

    @Test func theCursorOnAHoleShowsItsDottedBoxAndMarks() {
        var look = CardLook(side: .empty, label: "cat", back: "?")
        look.isCursor = true
        #expect(Self.rows(look) == Self.rows({ var slot = look; slot.side = .slot; return slot }()))
        #expect(Self.rows(look)[2].contains("▸"))
    }

    /// Rules that take the first group of places off the board as the game begins (an atoll's
    /// lagoon where the cursor would start).
    struct FirstGroupTakenRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.start] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            guard event == .start else { return Reaction() }
            let first = game.pointee.cards[0].key
            let group = game.pointee.cards.indices.filter { game.pointee.cards[$0].key == first }
            return Reaction(requests: [Request(.remove(group), path: "atoll.lua", line: 1)])
        }
    }

    /// A new game's cursor starts on the first place that holds a card, not on a hole.
    @Test(arguments: UInt64(1)...4)
    func theCursorStartsOnTheFirstPlaceWithACard(seed: UInt64) {
        let session = GameSession(Fixture.playable(size: .grid(rows: 2, columns: 4), seed: seed, rules: FirstGroupTakenRules()), now: 0)
        let cards = session.game.cards
        #expect(cards[0].state == .removed)
        #expect(session.cursor == cards.indices.first { cards[$0].state != .removed })
    }
}
