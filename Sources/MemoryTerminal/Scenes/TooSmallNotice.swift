/// What a screen shows instead of itself when the terminal is too small for it: what does not
/// fit, and the size to enlarge the terminal to (the board's and the lobby's minimum).
enum TooSmallNotice {
    /// Draws the notice that `what` ("The board", "The menu") needs `columns`×`rows`.
    static func draw(_ what: String, columns: Int, rows: Int, size: TerminalSize, into canvas: inout Canvas) {
        let y = max(0, size.rows / 2 - 2)
        canvas.centered("\(what) does not fit.", x: 0, y: y, width: size.columns, style: Theme.title)
        canvas.centered("Enlarge the terminal", x: 0, y: y + 1, width: size.columns)
        canvas.centered("to at least \(columns)×\(rows)", x: 0, y: y + 2, width: size.columns, style: Theme.title)
        canvas.centered("(now \(size.columns)×\(size.rows))", x: 0, y: y + 3, width: size.columns, style: Theme.help)
    }
}
