import MemoryEngine
/// A rectangle of cells that scenes draw into; the renderer turns the difference between two
/// canvases into bytes. Drawing outside the canvas is clipped, never an error.
///
/// Pixel images (sixel, kitty) are not cells: they are kept in ``images`` with the rectangle of
/// cells they cover, which the encoder leaves alone while the image is up (see ``place(_:x:y:slot:)``).
public struct Canvas: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Pixel images drawn over the cells, in the order they were placed.
    public internal(set) var images: [ImagePlacement] = []

    /// A blank canvas (sizes below 0 count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        guard contains(x: x, y: y) else { return .blank }
        return cells[y * width + x]
    }

    public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

    /// Places one grapheme at (x, y), keeping wide graphemes whole: a wide grapheme that would
    /// stick out of the right edge becomes a space, and overwriting half of a wide grapheme blanks
    /// its other half.
    public mutating func put(_ grapheme: Character, x: Int, y: Int, style: CellStyle = .plain) {
        let w = TextWidth.of(grapheme)
        guard w > 0, contains(x: x, y: y) else { return }
        if w == 2 && x + 1 >= width {
            set(Cell(" ", style: style), x: x, y: y)
            return
        }
        set(Cell(String(grapheme), width: UInt8(w), style: style), x: x, y: y)
        if w == 2 { set(Cell("", width: 0, style: style), x: x + 1, y: y) }
    }

    /// Writes text from (x, y) to the right; returns the column after it. Clipped at `maxX`.
    /// Control characters are shown visibly (`VisibleText`), never sent to the terminal.
    @discardableResult
    public mutating func text(_ string: String, x: Int, y: Int, style: CellStyle = .plain, maxX: Int? = nil) -> Int {
        let limit = min(maxX ?? width, width)
        var cx = x
        for g in VisibleText.of(string, lineBreaks: false) {
            let w = TextWidth.of(g)
            if w == 0 { continue }
            if cx + w > limit { break }
            put(g, x: cx, y: y, style: style)
            cx += w
        }
        return cx
    }

    /// Fills a rectangle with one grapheme.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, with grapheme: Character = " ", style: CellStyle = .plain) {
        let step = max(1, TextWidth.of(grapheme))
        for row in y..<(y + max(0, h)) {
            var col = x
            while col + step <= x + w {
                put(grapheme, x: col, y: row, style: style)
                col += step
            }
        }
    }

    /// Text centred in a span of columns, cut with "…" if it does not fit.
    public mutating func centered(_ string: String, x: Int, y: Int, width w: Int, style: CellStyle = .plain) {
        let fitted = TextWidth.truncate(string, to: w)
        let start = x + (w - TextWidth.of(fitted)) / 2
        text(fitted, x: start, y: y, style: style, maxX: x + w)
    }

    /// One whole row as text (continuations skipped): what tests and `capture-pane` see.
    public func line(_ y: Int) -> String {
        var s = ""
        for x in 0..<width where !self[x, y].isContinuation { s += self[x, y].text }
        return s
    }

    /// All rows, trailing spaces trimmed.
    public var lines: [String] {
        (0..<height).map { line in
            var s = self.line(line)
            while s.last == " " { s.removeLast() }
            return s
        }
    }

    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        if !images.isEmpty { images.removeAll { $0.rect.contains(x: x, y: y) } }
        let i = y * width + x
        let old = cells[i]
        if old.width == 2 && cell.width != 2 && x + 1 < width { cells[i + 1] = Cell(" ", style: old.style) }
        if old.isContinuation && x > 0 && cells[i - 1].width == 2 { cells[i - 1] = Cell(" ", style: cells[i - 1].style) }
        cells[i] = cell
    }
}
