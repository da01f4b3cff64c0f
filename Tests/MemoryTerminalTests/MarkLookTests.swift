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
