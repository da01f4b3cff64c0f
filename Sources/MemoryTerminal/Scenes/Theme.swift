/// The styles scenes draw with. Colour is never the only difference: every state also differs in
/// shape or text, so the board reads the same with `NO_COLOR`.
enum Theme {
    static let back = CellStyle(foreground: .ansi(4))
    static let backSymbol = CellStyle(foreground: .ansi(12), bold: true)
    static let face = CellStyle(foreground: .ansi(7))
    static let label = CellStyle(bold: true)
    static let cursor = CellStyle(foreground: .ansi(11), bold: true)
    static let mismatch = CellStyle(foreground: .ansi(9), bold: true)
    static let matched = CellStyle(foreground: .ansi(2), dim: true)
    static let slot = CellStyle(foreground: .ansi(8), dim: true)
    static let title = CellStyle(bold: true)
    static let status = CellStyle(reverse: true)
    static let help = CellStyle(dim: true)
    static let message = CellStyle(foreground: .ansi(11), bold: true)
    static let selected = CellStyle(reverse: true, underline: false)
    static let button = CellStyle(bold: true)
    static let bar = CellStyle(foreground: .ansi(10))
    static let frozen = CellStyle(foreground: .ansi(14), bold: true)
    static let mark = CellStyle(foreground: .ansi(13), bold: true)
    static let confetti: [CellStyle] = [1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14].map { CellStyle(foreground: .ansi($0), bold: true) }
}
