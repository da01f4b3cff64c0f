import Testing
@testable import MemoryTerminal

@Suite struct CanvasTests {
    @Test func textIsPlacedAndClipped() {
        var canvas = Canvas(width: 6, height: 2)
        let end = canvas.text("hello world", x: 1, y: 0)
        #expect(end == 6)
        #expect(canvas.lines == [" hello", ""])
    }

    /// A saved game's line, a player's name or a script's message is drawn with its control
    /// characters shown (the same `VisibleText` as the commands' output), not silently dropped.
    @Test func controlCharactersAreShownVisibly() {
        var canvas = Canvas(width: 30, height: 1)
        canvas.text("a\u{1B}]2;x\u{07}\u{9B}\nb", x: 0, y: 0)
        #expect(canvas.line(0).hasPrefix("a^[]2;x^G\\u{9B}^Jb "))
    }

    @Test func wideGraphemeTakesTwoCellsAndOverwritingHalfBlanksTheOther() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.put("😀", x: 1, y: 0)
        #expect(canvas[1, 0].width == 2)
        #expect(canvas[2, 0].isContinuation)
        canvas.put("x", x: 2, y: 0)
        #expect(canvas[1, 0] == .blank)
        #expect(canvas.line(0) == "  x ")
    }

    @Test func wideGraphemeAtTheRightEdgeBecomesASpace() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.put("😀", x: 1, y: 0)
        #expect(canvas[1, 0].text == " ")
    }

    @Test func widthsFollowUtf8procWithFixedSlots() {
        #expect(TextWidth.of("a") == 1)
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("⭐") == 2)
        #expect(TextWidth.of("👨‍👩‍👧") == 2)
        #expect(TextWidth.of("é") == 1)
        #expect(TextWidth.of("猫") == 2)
        #expect(TextWidth.of("ab😀") == 4)
    }

    @Test func truncationAddsAnEllipsis() {
        #expect(TextWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(TextWidth.truncate("abc", to: 4) == "abc")
        #expect(TextWidth.truncate("😀😀😀", to: 4) == "😀…")
    }

    /// Text is measured, cut and wrapped as the canvas draws it: a control character takes the
    /// columns of its visible form (`^[`), so a script's escape sequences cannot push its text
    /// past its place (a status line, a panel's border).
    @Test func controlCharactersAreMeasuredAsDrawn() {
        #expect(TextWidth.of("\u{1B}[1mx") == 6)
        #expect(TextWidth.of("a\u{9B}b") == 8, "C1 shows as \\u{9B}")
        #expect(TextWidth.truncate("\u{1B}]0;x\u{07}abc", to: 8) == "^[]0;x^…")
        #expect(TextWidth.wrap("\u{1B}[1m\u{1B}[1m lives", to: 10) == ["^[[1m^[[1m", "lives"])
        var canvas = Canvas(width: 12, height: 1)
        canvas.centered("\u{1B}[1mab", x: 0, y: 0, width: 12)
        #expect(canvas.line(0) == "  ^[[1mab   ")
    }

    @Test func wrappingBreaksAtSpacesAndCutsWhatIsLeftOver() {
        #expect(TextWidth.wrap("the quick brown fox", to: 10) == ["the quick", "brown fox"])
        #expect(TextWidth.wrap("a  b", to: 10) == ["a b"])
        #expect(TextWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWidth.wrap("😀😀😀 x", to: 4) == ["😀😀", "😀 x"])
        #expect(TextWidth.wrap("one two three four", to: 9, maxLines: 2) == ["one two", "three fo…"])
        #expect(TextWidth.wrap("", to: 5).isEmpty)
        #expect(TextWidth.wrap("abc", to: 0).isEmpty)
        for line in TextWidth.wrap(String(repeating: "word ", count: 40), to: 13) {
            #expect(TextWidth.of(line) <= 13)
        }
    }

    @Test func boxesDrawTheirCorners() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.box(x: 0, y: 0, width: 4, height: 3, style: .double)
        #expect(canvas.lines == ["╔══╗", "║  ║", "╚══╝"])
    }

    @Test func drawingOutsideIsClipped() {
        var canvas = Canvas(width: 2, height: 2)
        canvas.text("x", x: -1, y: 5)
        canvas.put("y", x: 9, y: 0)
        #expect(canvas.lines == ["", ""])
    }
}
