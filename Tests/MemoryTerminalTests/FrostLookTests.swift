import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Rules that ask for `requests` (from "look.lua", a line each) as the game begins.
struct RequestsAtStart: Rules {
    var requests: [Request.Kind]
    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    var reactions: Reactions { [.scoring, .start] }
    func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
        guard event == .start else { return Reaction() }
        return Reaction(requests: requests.enumerated().map { Request($1, path: "look.lua", line: $0 + 1) })
    }
}

/// A frozen card's look: ❄ and the turns it stays frozen at the right of its top border, and an
/// icy border on its back.
@Suite struct FrostLookTests {
    /// The top border of a card drawn with `look` in a frame 12 wide (or `width`).
    static func topBorder(_ look: CardLook, width: Int = 12) -> (text: String, canvas: Canvas) {
        var canvas = Canvas(width: width + 2, height: 7)
        CardPainter.draw(look, in: Rect(x: 1, y: 1, width: width, height: 5), on: &canvas)
        return (canvas.line(1), canvas)
    }

    @Test func aFrozenBackShowsTheMarkAndTheTurnsLeftInAnIcyBorder() {
        var look = CardLook(side: .back, label: "cat", back: "?")
        let (plain, plainCanvas) = Self.topBorder(look)
        #expect(!plain.contains("❄") && plainCanvas[1, 1].style == Theme.back)
        look.frost = "❄2"
        let (frozen, canvas) = Self.topBorder(look)
        #expect(frozen.trimmingCharacters(in: .whitespaces).hasSuffix("❄2╮"), "[\(frozen)]")
        #expect(canvas[10, 1].text == "❄" && canvas[11, 1].text == "2" && canvas[10, 1].style == Theme.frozen)
        #expect(canvas[1, 1].style == Theme.frozen && canvas[1, 3].style == Theme.frozen, "the border is icy")
        look.frost = "❄"
        #expect(Self.topBorder(look).text.trimmingCharacters(in: .whitespaces).hasSuffix("─❄╮"), "until thawed: no number")
    }

    /// On a face (a frozen card of the turn, or of a mismatch on show) the mark takes the tag's place.
    @Test func aFrozenFaceShowsTheMarkInsteadOfItsTag() {
        var look = CardLook(side: .face, label: "cat", back: "?")
        look.tag = "wild"
        #expect(Self.topBorder(look).text.contains("wild"))
        look.frost = "❄12"
        let (border, _) = Self.topBorder(look)
        #expect(border.contains("❄12") && !border.contains("wild"), "[\(border)]")
    }

    /// A card 2 columns wide inside (emoji on a small terminal) shows ❄ without its number;
    /// one 1 column wide inside (one-letter labels) still shows ❄.
    @Test func aNarrowCardShowsTheSnowflakeWithoutItsNumber() {
        var look = CardLook(side: .back, label: "cat", back: "?")
        look.frost = "❄3"
        #expect(Self.topBorder(look, width: 6).text.trimmingCharacters(in: .whitespaces) == "╭──❄3╮")
        #expect(Self.topBorder(look, width: 4).text.trimmingCharacters(in: .whitespaces) == "╭❄3╮")
        look.frost = "❄12"
        #expect(Self.topBorder(look, width: 4).text.trimmingCharacters(in: .whitespaces) == "╭─❄╮")
        #expect(Self.topBorder(look, width: 3).text.trimmingCharacters(in: .whitespaces) == "╭❄╮")
    }

    @Test func theBoardMarksFrozenCardsWithTheTurnsLeft() throws {
        var session = GameSession(Fixture.playable(rules: RequestsAtStart(requests: [.freeze([0], turns: 2), .freeze([1], turns: nil)])), now: 0)
        let layout = Fixture.layoutOf(session)
        func top(_ card: Int, _ canvas: Canvas) -> String {
            let frame = layout.frame(ofCard: card)
            return (frame.x..<frame.x + frame.width).map { canvas[$0, frame.y].text }.joined()
        }
        session.setCursor(15)
        var canvas = Fixture.render(session, now: 0)
        #expect(top(0, canvas).hasSuffix("❄2╮") && top(1, canvas).hasSuffix("─❄╮"), "[\(top(0, canvas))] [\(top(1, canvas))]")
        #expect(!top(2, canvas).contains("❄"))
        #expect(canvas.count("❄") == 2)
        // A turn of two other cards ends: one turn left for card 0.
        let pairs = Fixture.pairs(in: session.game).filter { $0.0 > 1 && $0.1 > 1 }
        session.setCursor(pairs[0].0)
        session.turnCursorCard(at: 1)
        session.setCursor(pairs[1].0)
        session.turnCursorCard(at: 2)
        _ = session.tick(at: 5)
        session.setCursor(15)
        canvas = Fixture.render(session, now: 5)
        #expect(top(0, canvas).hasSuffix("❄1╮"), "[\(top(0, canvas))]")
        #expect(top(1, canvas).hasSuffix("─❄╮"))
    }
}
