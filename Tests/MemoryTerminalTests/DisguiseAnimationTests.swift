import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Disguises card 0 as card `mask` at the start, and takes the disguise off when the turn's
/// second card is turned (card 0 being the first, it is then on show).
struct UnmaskingRules: Rules {
    var mask: Int
    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    var reactions: Reactions { [.start, .turned] }
    func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
        switch event {
        case .start: Reaction(requests: [Request(.disguise([0], as: mask), path: "mask.lua", line: 1)])
        case .turned where turn.cardCount == 2: Reaction(requests: [Request(.disguise([0], as: nil), path: "mask.lua", line: 2)])
        default: Reaction()
        }
    }
}

/// A disguise taken off a card on show: the card turns over from the face it wore to its own,
/// as a flip does, while the game has already changed.
@Suite struct DisguiseAnimationTests {
    /// A session whose card 0 wears another face until the second card of the first turn
    /// (one of neither key) is turned at 3 s; the labels of the mask and of card 0's own face.
    static func unmasked(animations: Bool) throws -> (GameSession, mask: String, own: String) {
        let dealt = Fixture.playable().game
        let key = dealt.cards[0].key
        let mask = try #require(dealt.cards.indices.first { dealt.cards[$0].key != key })
        let other = try #require(dealt.cards.indices.first { dealt.cards[$0].key != key && dealt.cards[$0].key != dealt.cards[mask].key })
        var s = GameSession(Fixture.playable(rules: UnmaskingRules(mask: mask), animations: animations), now: 0)
        s.setCursor(0)
        s.turnCursorCard(at: 2)
        #expect(s.game.shownFace(0) == s.game.cards[mask].face, "card 0 shows its mask when turned")
        s.setCursor(other)
        s.turnCursorCard(at: 3)
        let faces = s.game.faces
        return (s, faces[s.game.cards[mask].face].label, faces[s.game.cards[0].face].label)
    }

    /// Card 0's middle row at `now`.
    static func middle(_ s: GameSession, at now: Double) -> String {
        let layout = Fixture.layoutOf(s)
        let frame = layout.frame(ofCard: 0), canvas = Fixture.render(s, now: now)
        return (frame.x..<frame.x + frame.width).map { canvas[$0, frame.y + frame.height / 2].text }.joined()
    }

    @Test func theFaceTurnsOverToTheCardsOwn() throws {
        let (s, mask, own) = try Self.unmasked(animations: true)
        #expect(s.game.shownFace(0) == s.game.cards[0].face && s.game.isFaceVisible(0), "the game changed at once")
        let flip = Animations.flipDuration
        let leaving = Self.middle(s, at: 3 + flip * 0.25), arriving = Self.middle(s, at: 3 + flip * 0.75)
        #expect(leaving.contains(mask) && !leaving.contains(own), "[\(leaving)]")
        #expect(arriving.contains(own) && !arriving.contains(mask), "[\(arriving)]")
        let width = { (row: String) in TextWidth.of(row.trimmingCharacters(in: .whitespaces)) }
        #expect(s.animations.isMoving(at: 3 + flip / 2))
        let after = Self.middle(s, at: 3 + flip + 0.01)
        #expect(after.contains(own) && width(after) == Fixture.layoutOf(s).cardWidth, "at rest: [\(after)]")
        #expect(width(leaving) < width(after), "narrowed as it turns: [\(leaving)]")
    }

    @Test func withoutAnimationsTheFaceChangesAtOnce() throws {
        let (s, mask, own) = try Self.unmasked(animations: false)
        let shown = Self.middle(s, at: 3)
        #expect(shown.contains(own) && !shown.contains(mask), "[\(shown)]")
    }
}
