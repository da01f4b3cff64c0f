/// The line style of a drawn box.
public enum BoxStyle: Sendable, Hashable {
    case single, double, rounded, heavy, dotted

    var pieces: (tl: Character, tr: Character, bl: Character, br: Character, h: Character, v: Character) {
        switch self {
        case .single: return ("┌", "┐", "└", "┘", "─", "│")
        case .double: return ("╔", "╗", "╚", "╝", "═", "║")
        case .rounded: return ("╭", "╮", "╰", "╯", "─", "│")
        case .heavy: return ("┏", "┓", "┗", "┛", "━", "┃")
        case .dotted: return ("·", "·", "·", "·", "·", "┊")
        }
    }
}

extension Canvas {
    /// Draws a box outline; boxes narrower or shorter than 2 become a bar or nothing.
    public mutating func box(x: Int, y: Int, width w: Int, height h: Int, style: BoxStyle, cell: CellStyle = .plain) {
        guard w >= 1, h >= 1 else { return }
        let p = style.pieces
        if w == 1 {
            for row in y..<(y + h) { put(p.v, x: x, y: row, style: cell) }
            return
        }
        for col in (x + 1)..<(x + w - 1) {
            put(p.h, x: col, y: y, style: cell)
            if h > 1 { put(p.h, x: col, y: y + h - 1, style: cell) }
        }
        if h > 2 {
            for row in (y + 1)..<(y + h - 1) {
                put(p.v, x: x, y: row, style: cell)
                put(p.v, x: x + w - 1, y: row, style: cell)
            }
        }
        put(p.tl, x: x, y: y, style: cell)
        put(p.tr, x: x + w - 1, y: y, style: cell)
        if h > 1 {
            put(p.bl, x: x, y: y + h - 1, style: cell)
            put(p.br, x: x + w - 1, y: y + h - 1, style: cell)
        }
    }
}
