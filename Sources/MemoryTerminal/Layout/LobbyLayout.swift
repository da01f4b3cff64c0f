/// Where the lobby's parts go on a terminal of a given size.
///
/// When everything fits: the title (row 1), the introduction (from row 3, one or two lines), the
/// key hint under it and the menu from row 7, then the message and the description under the
/// menu in the rows left. On a shorter terminal the description is cut first, then the
/// introduction goes (the title moves to row 0, the hint to row 1, the menu to row 3), then the
/// title (the hint on row 0, the menu from row 2), and a menu still too long scrolls so that the
/// focused row is always shown. A message (a game that cannot start or resume) keeps its lines
/// under the menu. Below ``minimum`` the lobby cannot be used: see ``make(size:rowCount:focus:messageLines:intro:)``.
struct LobbyLayout: Sendable, Hashable {
    /// The title's row; nil when there is no room for it.
    var titleY: Int?
    /// The introduction's lines, the first on row ``introY``; empty when there is no room.
    var intro: [String]
    static let introY = 3
    var hintY: Int
    /// The screen row of the first menu row shown.
    var menuTop: Int
    /// The menu rows shown, as indices into the lobby's rows.
    var shown: Range<Int>
    /// The menu's row count (``shown`` is all of it unless the menu scrolls).
    var rowCount: Int

    /// The first screen row under the menu and the blank line after it.
    var below: Int { menuTop + shown.count + 1 }
    /// Whether menu rows are hidden above or below (a ▲ or ▼ marks the side).
    var hidesAbove: Bool { shown.lowerBound > 0 }
    var hidesBelow: Bool { shown.upperBound < rowCount }

    /// The row of the menu at screen row `y`, if one is shown there.
    func row(atY y: Int) -> Int? {
        let i = shown.lowerBound + y - menuTop
        return y >= menuTop && shown.contains(i) ? i : nil
    }

    /// The screen row of menu row `i`, if it is shown.
    func y(ofRow i: Int) -> Int? { shown.contains(i) ? menuTop + i - shown.lowerBound : nil }

    /// The smallest usable lobby: the key hint and three menu rows, wide enough for the longest
    /// value beside its label (`◀ forgetful (30%) ▶` from column 18).
    static let minimum = TerminalSize(columns: 37, rows: 5)
    /// The fewest menu rows shown, the focused one in the middle.
    static let fewestRows = 3
    /// The full screen's menu row.
    static let fullTop = 7

    /// The layout of a menu of `rowCount` rows focused on row `focus`, with a message of
    /// `messageLines` lines under it, and the introduction `intro`; nil below ``minimum``.
    static func make(size: TerminalSize, rowCount: Int, focus: Int, messageLines: Int, intro: String) -> LobbyLayout? {
        guard size.columns >= minimum.columns, size.rows >= minimum.rows else { return nil }
        let reserved = messageLines > 0 ? messageLines + 1 : 0
        let all = 0..<rowCount
        if fullTop + rowCount + reserved <= size.rows {
            let lines = TextWidth.wrap(intro, to: size.columns - 2, maxLines: 2)
            return LobbyLayout(titleY: 1, intro: lines, hintY: introY + max(1, lines.count), menuTop: fullTop,
                               shown: all, rowCount: rowCount)
        }
        if 3 + rowCount + reserved <= size.rows {
            return LobbyLayout(titleY: 0, intro: [], hintY: 1, menuTop: 3, shown: all, rowCount: rowCount)
        }
        let menuTop = 2
        let visible = min(rowCount, max(fewestRows, size.rows - menuTop - reserved))
        let first = min(max(focus - visible / 2, 0), rowCount - visible)
        return LobbyLayout(titleY: nil, intro: [], hintY: 0, menuTop: menuTop, shown: first..<first + visible,
                           rowCount: rowCount)
    }
}
