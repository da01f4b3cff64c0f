import MemoryEngine

/// Where the cards go on screen.
///
/// Orientation: the long side of the terminal gets the most cards. A terminal counts as wide when
/// its board area is at least twice as many columns as rows (a cell is about twice as tall as it is
/// wide). A `.grid(r, c)` keeps its shape but is turned a quarter so that its longer side lies along
/// the terminal's longer side (`4x2` on a wide terminal shows 2 rows of 4). A `.groups(n)` board is
/// given whichever rows × columns lets the largest cards fit, then the fewest empty slots.
/// Card `i` sits at logical row `i / logicalColumns`, column `i % logicalColumns`; a turned grid
/// shows logical (row, column) at screen (column, row), so re-laying out never shuffles cards.
public struct BoardLayout: Sendable, Hashable {
    /// Rows and columns on screen.
    public let rows: Int
    public let columns: Int
    public let cardWidth: Int
    public let cardHeight: Int
    /// Top-left corner of the board.
    public let originX: Int
    public let originY: Int
    public let gapX: Int
    public let gapY: Int
    public let cardCount: Int
    /// Columns of the logical grid (cards are numbered along it).
    public let logicalColumns: Int
    /// Whether screen rows are logical columns.
    public let transposed: Bool

    /// Rows kept free above the board (title) and below it (status and help lines).
    public static let topMargin = 1
    public static let bottomMargin = 2

    /// The screen row and column of card `i`.
    public func position(ofCard i: Int) -> (row: Int, column: Int) {
        let r = i / logicalColumns, c = i % logicalColumns
        return transposed ? (c, r) : (r, c)
    }

    /// The card at a screen row and column, if there is one.
    public func card(row: Int, column: Int) -> Int? {
        guard row >= 0, column >= 0, row < rows, column < columns else { return nil }
        let (r, c) = transposed ? (column, row) : (row, column)
        let i = r * logicalColumns + c
        return i < cardCount ? i : nil
    }

    /// The cards of card `i`'s row on the board, in order: its row of the logical grid, however
    /// the board is turned on screen (a grid's own row, the one `game:position` tells scripts;
    /// for a number of groups, which is never turned, its row on screen).
    public func boardRow(ofCard i: Int) -> [Int] {
        let start = i / logicalColumns * logicalColumns
        return Array(start..<min(cardCount, start + logicalColumns))
    }

    /// The rectangle card `i` is drawn in.
    public func frame(ofCard i: Int) -> Rect {
        let p = position(ofCard: i)
        return Rect(x: originX + p.column * (cardWidth + gapX), y: originY + p.row * (cardHeight + gapY),
                    width: cardWidth, height: cardHeight)
    }

    /// The first screen row below the board.
    public var bottom: Int { originY + rows * cardHeight + (rows - 1) * gapY }

    /// The card under a cell (for mouse clicks), if any.
    public func card(atX x: Int, y: Int) -> Int? {
        let column = (x - originX) / (cardWidth + gapX), row = (y - originY) / (cardHeight + gapY)
        guard x >= originX, y >= originY, let i = card(row: row, column: column) else { return nil }
        return frame(ofCard: i).contains(x: x, y: y) ? i : nil
    }

    /// The outcome of laying out a board.
    public enum Outcome: Sendable, Hashable {
        case fits(BoardLayout)
        /// The terminal must be at least this large.
        case tooSmall(columns: Int, rows: Int)
    }

    /// Card sizes to try, largest first: image decks get large cards, text decks small ones
    /// just wide enough for the widest label.
    public static func cardSizes(labelWidth: Int, images: Bool) -> [(width: Int, height: Int)] {
        let inner = max(labelWidth, 1)
        let text = [(inner + 8, 7), (inner + 6, 5), (inner + 4, 5), (inner + 4, 4), (inner + 2, 4), (inner + 2, 3)]
        guard images else { return text }
        return [(26, 12), (22, 10), (18, 8), (14, 7), (12, 6)].filter { $0.0 > inner + 2 } + text
    }

    /// Lays out `size` (with `cardCount` cards) in a terminal, or says how large it must be (the
    /// smallest size this terminal can be enlarged to for the same board to fit:
    /// ``minimumTerminal(size:cardCount:labelWidth:images:enlarging:)``).
    public static func make(size: BoardSize, cardCount: Int, terminal: TerminalSize,
                            labelWidth: Int, images: Bool) -> Outcome {
        if let layout = attempt(size: size, cardCount: cardCount, terminal: terminal, labelWidth: labelWidth, images: images) {
            return .fits(layout)
        }
        let minimum = minimumTerminal(size: size, cardCount: cardCount, labelWidth: labelWidth, images: images, enlarging: terminal)
        return .tooSmall(columns: minimum.columns, rows: minimum.rows)
    }

    /// The terminal the board fits in that asks least of `current`: each arrangement of the
    /// board with the smallest cards, on a terminal just large enough for it and, for a grid,
    /// shaped (wide or not) so that this arrangement is the one chosen; of those, the one that
    /// `current` grown to it (in either direction where it is smaller) has the smallest area,
    /// then the smallest itself, then the narrowest. (A board of groups can be laid out in one
    /// column: without `current`, the smallest would be a column a few characters wide and
    /// hundreds of rows tall.)
    static func minimumTerminal(size: BoardSize, cardCount: Int, labelWidth: Int, images: Bool,
                                enlarging current: TerminalSize) -> TerminalSize {
        guard let card = cardSizes(labelWidth: labelWidth, images: images).last else { return TerminalSize(columns: 1, rows: 1) }
        var orientable = false
        if case .grid = size { orientable = true }
        var candidates: [TerminalSize] = []
        for wide in orientable ? [true, false] : [false] {
            for shape in shapes(size: size, cardCount: cardCount, wide: wide) {
                var areaW = shape.columns * card.width + shape.columns - 1, areaH = shape.rows * card.height
                if orientable {
                    if wide { areaW = max(areaW, 2 * areaH) } else { areaH = max(areaH, areaW / 2 + 1) }
                }
                candidates.append(TerminalSize(columns: areaW, rows: areaH + topMargin + bottomMargin))
            }
        }
        func grown(_ t: TerminalSize) -> TerminalSize {
            TerminalSize(columns: max(t.columns, current.columns), rows: max(t.rows, current.rows))
        }
        let fitting = candidates.filter {
            attempt(size: size, cardCount: cardCount, terminal: $0, labelWidth: labelWidth, images: images) != nil
                && attempt(size: size, cardCount: cardCount, terminal: grown($0), labelWidth: labelWidth, images: images) != nil
        }
        return (fitting.isEmpty ? candidates : fitting).min {
            let a = grown($0), b = grown($1)
            return (a.columns * a.rows, $0.columns * $0.rows, $0.columns) < (b.columns * b.rows, $1.columns * $1.rows, $1.columns)
        } ?? TerminalSize(columns: 1, rows: 1)
    }

    private typealias Shape = (rows: Int, columns: Int, logicalColumns: Int, transposed: Bool)

    /// The arrangements of the board tried on a terminal that is `wide` or not: a grid turned so
    /// that its longer side lies along the terminal's; for a number of groups, every rows ×
    /// columns that holds the cards without an empty row.
    private static func shapes(size: BoardSize, cardCount: Int, wide: Bool) -> [Shape] {
        switch size {
        case let .grid(r, c):
            let turn = wide ? r > c : c > r
            return [turn ? (c, r, c, true) : (r, c, c, false)]
        case .groups:
            let n = max(cardCount, 1)
            var shapes: [Shape] = []
            for cols in 1...min(n, 200) {
                let rows = (n + cols - 1) / cols
                if (rows - 1) * cols >= n { continue }
                shapes.append((rows, cols, cols, false))
            }
            return shapes
        }
    }

    private static func attempt(size: BoardSize, cardCount: Int, terminal: TerminalSize,
                                labelWidth: Int, images: Bool) -> BoardLayout? {
        let areaW = terminal.columns, areaH = terminal.rows - topMargin - bottomMargin
        let wide = areaW >= 2 * areaH
        let sizes = cardSizes(labelWidth: labelWidth, images: images)
        var best: (layout: BoardLayout, area: Int, waste: Int)?
        for shape in shapes(size: size, cardCount: cardCount, wide: wide) {
            for s in sizes {
                let w = shape.columns * s.width + (shape.columns - 1)
                let h = shape.rows * s.height
                guard w <= areaW, h <= areaH else { continue }
                let gapY = shape.rows * (s.height + 1) - 1 <= areaH ? 1 : 0
                let fullH = shape.rows * s.height + (shape.rows - 1) * gapY
                let layout = BoardLayout(rows: shape.rows, columns: shape.columns, cardWidth: s.width, cardHeight: s.height,
                                         originX: (areaW - w) / 2, originY: topMargin + (areaH - fullH) / 2,
                                         gapX: 1, gapY: gapY, cardCount: cardCount,
                                         logicalColumns: shape.logicalColumns, transposed: shape.transposed)
                let area = s.width * s.height, waste = shape.rows * shape.columns - cardCount
                if best == nil || area > best!.area || (area == best!.area && waste < best!.waste) {
                    best = (layout, area, waste)
                }
                break
            }
        }
        return best?.layout
    }
}
