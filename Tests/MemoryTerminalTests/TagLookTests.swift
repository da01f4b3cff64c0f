import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A face-up card's first tag on its top border: the whole border's width, then the deck's
/// short form, then a cut that keeps two characters, else nothing.
@Suite struct TagLookTests {
    static func border(_ look: CardLook, _ width: Int) -> String {
        FrostLookTests.topBorder(look, width: width).text.trimmingCharacters(in: .whitespaces)
    }

    static func face(tag: String, short: String? = nil) -> CardLook {
        var look = CardLook(side: .face, label: "🚗", back: "?")
        look.tag = tag
        look.shortTag = short
        return look
    }

    @Test func aTagTakesTheWholeBorder() {
        #expect(Self.border(Self.face(tag: "$8000"), 7) == "┏$8000┓")
        #expect(Self.border(Self.face(tag: "forfeit"), 9) == "┏forfeit┓")
        #expect(Self.border(Self.face(tag: "$8000"), 12) == "┏━━━━━$8000┓", "at the right")
    }

    @Test func aBorderTooNarrowForTheTagShowsTheDecksShortForm() {
        var look = Self.face(tag: "$8000", short: "$8k")
        #expect(Self.border(look, 7) == "┏$8000┓", "the tag itself wherever it fits")
        #expect(Self.border(look, 6) == "┏━$8k┓")
        look.isMismatch = true
        #expect(Self.border(look, 6) == "┏✗$8k┓", "beside a mismatch's ✗")
        look.isMismatch = false
        look.mark = "★"
        #expect(Self.border(look, 7) == "┏★━$8k┓", "a column apart from a script's mark")
    }

    @Test func withoutAShortFormATagIsCutOnlyWhereTwoOfItsCharactersStay() {
        #expect(Self.border(Self.face(tag: "forfeit"), 6) == "┏for…┓")
        #expect(Self.border(Self.face(tag: "forfeit"), 4) == "┏━━┓")
        #expect(Self.border(Self.face(tag: "$8000", short: "$8k"), 4) == "┏━━┓", "nor the short form cut to one character")
    }

    /// The prizes deck's tags (`$8000`, short `$8k`; `$1200`, short `1.2k`; `$800`) on every card
    /// width the layout gives its labels (four columns wide): whole or in their short forms,
    /// never cut.
    @Test func thePrizesReadWholeOrShortAtEveryCardWidth() {
        let widths = Set(BoardLayout.cardSizes(labelWidth: 4, images: false).map(\.width))
        #expect(widths.min() == 6)
        for width in widths {
            for (tag, short) in [("$8000", "$8k"), ("$1200", "1.2k"), ("$800", nil)] {
                let top = Self.border(Self.face(tag: tag, short: short), width)
                #expect((top.contains(tag) || short.map(top.contains) == true) && !top.contains("…"), "\(width): \(top)")
            }
        }
    }

    /// On the board of a small terminal a face-up card shows its face's short form.
    @Test func theBoardShowsTheShortFormOnASmallCard() throws {
        var faces = Fixture.labels.prefix(8).map { Face(label: $0) }
        faces[0] = Face(label: "🚗", tags: ["$8000"], shortTag: "$8k")
        var playable = Fixture.playable()
        playable.game = try Game(config: playable.game.config, faces: Array(faces), seed: 1)
        var session = GameSession(playable, now: 0)
        let car = try #require(session.game.cards.indices.first { session.game.faces[session.game.cards[$0].face].label == "🚗" })
        session.setCursor(car)
        session.turnCursorCard(at: 1)
        let size = TerminalSize(columns: 60, rows: 20)
        let layout = Fixture.layoutOf(session, size: size)
        #expect(layout.cardWidth == 6)
        let canvas = Fixture.render(session, size: size, now: 1)
        let frame = layout.frame(ofCard: car)
        let top = (frame.x..<frame.x + frame.width).map { canvas[$0, frame.y].text }.joined()
        #expect(top == "╔═$8k╗", "[\(top)]")
    }
}
