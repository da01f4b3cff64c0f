import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A script's mark (`game:mark`): at the left of the card's top border, face down or up, past a
/// mismatch's ✗, beside a tag or frost at the right.
@Suite struct MarkLookTests {
    @Test func aMarkShowsAtTheLeftOfTheTopBorder() {
        var look = CardLook(side: .back, label: "cat", back: "?")
        look.mark = "★"
        let (back, canvas) = FrostLookTests.topBorder(look)
        #expect(back.trimmingCharacters(in: .whitespaces).hasPrefix("╭★─"), "[\(back)]")
        #expect(canvas[2, 1].style == Theme.mark)
        look.side = .face
        look.isMismatch = true
        look.frost = "❄1"
        let (face, _) = FrostLookTests.topBorder(look)
        #expect(face.contains("✗★") && face.contains("❄1"), "[\(face)]")
        look.mark = "toolongmark"
        let (cut, _) = FrostLookTests.topBorder(look)
        #expect(cut.contains("❄1") && !cut.contains("toolongmark"), "a long mark is cut short: [\(cut)]")
    }

    /// On the narrow cards of a small terminal (emoji: 4 or 6 columns, 2 or 4 inside) the mark
    /// still shows, beside the ❄ and past the ✗; the ✗ and the ❄ come first when there is one
    /// column only.
    @Test func aNarrowCardShowsItsMarkBesideTheSnowflake() {
        func border(_ look: CardLook, _ width: Int) -> String {
            FrostLookTests.topBorder(look, width: width).text.trimmingCharacters(in: .whitespaces)
        }
        var look = CardLook(side: .back, label: "cat", back: "?")
        look.mark = "★"
        #expect(border(look, 6) == "╭★───╮" && border(look, 4) == "╭★─╮" && border(look, 3) == "╭★╮")
        look.frost = "❄3"
        #expect(border(look, 6) == "╭★─❄3╮")
        #expect(border(look, 4) == "╭★❄╮", "the turns left give way to the mark")
        #expect(border(look, 3) == "╭❄╮")
        look = CardLook(side: .face, label: "cat", back: "?")
        look.mark = "★"
        look.isMismatch = true
        #expect(border(look, 4) == "┏✗★┓" && border(look, 3) == "┏✗┓")
        look.mark = "12"
        #expect(border(look, 4) == "┏✗…┓", "a mark cut short")
    }

    /// Armour's mark, x2, shows whole past the ✗ of a mismatch on an 8-column card (a
    /// picture deck's at 45x15), beside a short tag; a longer mark is cut at half the border.
    @Test func anEightColumnCardShowsArmoursMarkPastTheCross() {
        func border(_ look: CardLook) -> String {
            FrostLookTests.topBorder(look, width: 8).text.trimmingCharacters(in: .whitespaces)
        }
        var look = CardLook(side: .face, label: "cat", back: "?")
        look.mark = "x2"
        look.isMismatch = true
        #expect(border(look) == "┏✗x2━━━┓", "[\(border(look))]")
        look.tag = "$8"
        #expect(border(look) == "┏✗x2━$8┓", "a short tag keeps its room: [\(border(look))]")
        look.mark = "toolong"
        #expect(border(look).hasPrefix("┏✗to…"), "[\(border(look))]")
    }

    @Test func theBoardOfASmallTerminalShowsTheScriptsMarks() throws {
        let session = GameSession(Fixture.playable(rules: RequestsAtStart(requests: [.mark([2], text: "★"), .freeze([2], turns: 2)])), now: 0)
        let size = TerminalSize(columns: 45, rows: 15)
        let layout = try #require({ if case let .fits(l) = GameScene.layout(for: session.playable, size: size) { l } else { nil } }())
        #expect(layout.cardWidth == 4, "the smallest cards for emoji")
        let canvas = Fixture.render(session, size: size, now: 0)
        let frame = layout.frame(ofCard: 2)
        let top = (frame.x..<frame.x + frame.width).map { canvas[$0, frame.y].text }.joined()
        #expect(top == "╭★❄╮", "[\(top)]")
    }

    @Test func theBoardShowsTheScriptsMarks() throws {
        let session = GameSession(Fixture.playable(rules: RequestsAtStart(requests: [.mark([2], text: "★"), .mark([3], text: "12")])), now: 0)
        let layout = Fixture.layoutOf(session)
        let canvas = Fixture.render(session, now: 0)
        func top(_ card: Int) -> String {
            let frame = layout.frame(ofCard: card)
            return (frame.x..<frame.x + frame.width).map { canvas[$0, frame.y].text }.joined()
        }
        #expect(top(2).contains("★") && top(3).contains("12"), "[\(top(2))] [\(top(3))]")
        #expect(!top(0).contains("★") && canvas.count("★") == 1)
    }
}
