import MemoryEngine
import Testing
@testable import MemoryTerminal

@Suite struct LayoutTests {
    func fits(_ outcome: BoardLayout.Outcome) -> BoardLayout? {
        if case let .fits(l) = outcome { return l }
        return nil
    }

    @Test func theLongSideOfAWideTerminalGetsMoreCards() throws {
        let wide = try #require(fits(BoardLayout.make(size: .grid(rows: 4, columns: 2), cardCount: 8,
                                                     terminal: TerminalSize(columns: 100, rows: 30), labelWidth: 2, images: false)))
        #expect(wide.columns == 4 && wide.rows == 2 && wide.transposed)
        let tall = try #require(fits(BoardLayout.make(size: .grid(rows: 2, columns: 4), cardCount: 8,
                                                     terminal: TerminalSize(columns: 40, rows: 60), labelWidth: 2, images: false)))
        #expect(tall.columns == 2 && tall.rows == 4 && tall.transposed)
    }

    @Test func cardsDoNotOverlapAndStayInside() throws {
        let size = TerminalSize(columns: 80, rows: 24)
        let l = try #require(fits(BoardLayout.make(size: .grid(rows: 4, columns: 4), cardCount: 16, terminal: size,
                                                  labelWidth: 2, images: false)))
        for i in 0..<16 {
            let f = l.frame(ofCard: i)
            #expect(f.x >= 0 && f.y >= BoardLayout.topMargin && f.x + f.width <= 80 && f.y + f.height <= 24 - BoardLayout.bottomMargin)
            #expect(l.card(atX: f.x + 1, y: f.y + 1) == i)
            for j in 0..<i {
                let g = l.frame(ofCard: j)
                #expect(f.x + f.width <= g.x || g.x + g.width <= f.x || f.y + f.height <= g.y || g.y + g.height <= f.y)
            }
        }
    }

    @Test func imageDecksGetLargerCards() throws {
        let size = TerminalSize(columns: 160, rows: 50)
        let text = try #require(fits(BoardLayout.make(size: .grid(rows: 3, columns: 4), cardCount: 12, terminal: size, labelWidth: 2, images: false)))
        let image = try #require(fits(BoardLayout.make(size: .grid(rows: 3, columns: 4), cardCount: 12, terminal: size, labelWidth: 2, images: true)))
        #expect(image.cardWidth > text.cardWidth)
        #expect(image.cardHeight > text.cardHeight)
    }

    @Test func groupsFitTheAspect() throws {
        let wide = try #require(fits(BoardLayout.make(size: .groups(10), cardCount: 20, terminal: TerminalSize(columns: 120, rows: 20),
                                                     labelWidth: 2, images: false)))
        #expect(wide.columns > wide.rows)
        #expect(wide.rows * wide.columns >= 20)
        #expect(wide.card(row: wide.rows - 1, column: wide.columns - 1) == (wide.rows * wide.columns > 20 ? nil : 19))
    }

    @Test func aBoardThatCannotFitSaysHowLargeTheTerminalMustBe() throws {
        let outcome = BoardLayout.make(size: .grid(rows: 5, columns: 6), cardCount: 30, terminal: TerminalSize(columns: 20, rows: 8),
                                       labelWidth: 2, images: false)
        guard case let .tooSmall(columns, rows) = outcome else {
            Issue.record("expected tooSmall, got \(outcome)")
            return
        }
        #expect(columns > 20 && rows > 8)
        let atThatSize = BoardLayout.make(size: .grid(rows: 5, columns: 6), cardCount: 30,
                                          terminal: TerminalSize(columns: columns, rows: rows), labelWidth: 2, images: false)
        #expect(fits(atThatSize) != nil)
    }

    /// A board of groups asks for the least enlargement of the terminal as it is, not the
    /// smallest terminal of all (one column of cards, hundreds of rows: "at least 4×123").
    @Test func aBoardOfGroupsAsksForTheLeastEnlargementOfTheTerminal() throws {
        let now = TerminalSize(columns: 45, rows: 15)
        func make(_ terminal: TerminalSize) -> BoardLayout.Outcome {
            BoardLayout.make(size: .groups(20), cardCount: 40, terminal: terminal, labelWidth: 2, images: false)
        }
        guard case let .tooSmall(columns, rows) = make(now) else {
            Issue.record("40 cards fit in 45×15")
            return
        }
        #expect(columns >= 20 && rows <= 30, "\(columns)×\(rows)")
        let grown = TerminalSize(columns: max(columns, now.columns), rows: max(rows, now.rows))
        #expect(fits(make(grown)) != nil, "it fits once the terminal is grown to \(grown.columns)×\(grown.rows)")
        for c in now.columns...grown.columns {
            for r in now.rows...grown.rows where c * r < grown.columns * grown.rows {
                #expect(fits(make(TerminalSize(columns: c, rows: r))) == nil, "it also fits in \(c)×\(r)")
            }
        }
    }

    @Test func theSizeAskedForIsTheSmallestTheBoardFitsIn() throws {
        func make(_ size: BoardSize, _ cards: Int, _ columns: Int, _ rows: Int) -> BoardLayout.Outcome {
            BoardLayout.make(size: size, cardCount: cards, terminal: TerminalSize(columns: columns, rows: rows), labelWidth: 2, images: false)
        }
        #expect(make(.grid(rows: 4, columns: 4), 16, 80, 14) == .tooSmall(columns: 19, rows: 15), "not the width now + 1")
        #expect(fits(make(.grid(rows: 4, columns: 4), 16, 19, 15)) != nil)
        #expect(fits(make(.grid(rows: 4, columns: 4), 16, 18, 15)) == nil)
        #expect(fits(make(.grid(rows: 4, columns: 4), 16, 19, 14)) == nil)
        for (size, cards) in [(BoardSize.grid(rows: 2, columns: 5), 10), (.grid(rows: 5, columns: 6), 30), (.groups(7), 14)] {
            guard case let .tooSmall(columns, rows) = make(size, cards, 10, 6) else {
                Issue.record("\(size) fits in 10×6")
                continue
            }
            #expect(fits(make(size, cards, columns, rows)) != nil, "\(size) fits at the size asked for")
            // Nothing smaller in area fits.
            for c in 1...columns {
                for r in 1...rows where c * r < columns * rows {
                    #expect(fits(make(size, cards, c, r)) == nil, "\(size) also fits in \(c)×\(r)")
                }
            }
        }
    }
}
