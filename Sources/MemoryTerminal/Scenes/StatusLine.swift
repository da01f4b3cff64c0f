import MemoryEngine

/// The game's status line fitted to the rows it has, without losing a part: first as written,
/// wrapped over the rows; then with the game's own parts in their short forms (`S:10 M:3 P:1/8
/// 0:42`), one space apart; then with the scripts' items that read `Label: value` shortened
/// the same way (`Lives: 2` as `L:2`: the value is what a player looks for); then with each of
/// the scripts' items (`Lives: 2 · Bomb armed`, a notice) cut to one width, ending in "…", so
/// that every item keeps its start. Only when even that does not fit are the rows that do not
/// fit left out.
enum StatusLine {
    /// One part of the status line.
    struct Part: Equatable {
        /// The part as written: `Score: 10`, or a script's status text.
        var text: String
        /// A shorter form, if it has one (`S:10`, `L:2`), for a line short of room.
        var short: String?
        /// Whether its items may be cut (the scripts' text and notices, not the game's numbers).
        var cuttable = false

        /// One of the game's own parts, with its short form.
        static func game(_ text: String, short: String? = nil) -> Part { Part(text: text, short: short) }

        /// Text from a script or a notice: made visible (no control characters) before it is
        /// measured, so that what is cut is what is drawn; its short form has each `Label: value`
        /// item's label cut to its first character.
        static func script(_ text: String) -> Part {
            let visible = VisibleText.of(text, lineBreaks: false)
            let short = visible.components(separatedBy: itemSeparator).map(StatusLine.labelShortened).joined(separator: itemSeparator)
            return Part(text: visible, short: short == visible ? nil : short, cuttable: true)
        }
    }

    /// The widest label a script's item may have to be shortened (`Misses in a row: 2`).
    static let widestLabel = 16

    /// `Lives: 2` as `L:2`: an item that starts with a label of letters and spaces, a colon and
    /// a space; any other item as it is.
    static func labelShortened(_ item: String) -> String {
        guard let colon = item.range(of: ": "), colon.lowerBound > item.startIndex else { return item }
        let label = item[..<colon.lowerBound]
        guard TextWidth.of(String(label)) <= widestLabel, label.allSatisfy({ $0.isLetter || $0 == " " }), let first = label.first else { return item }
        return String(first) + ":" + item[colon.upperBound...]
    }

    /// Items within a part (`P1 0 · P2 10`, the scripts' texts) are joined by this.
    static let itemSeparator = " · "
    /// The narrowest an item is cut to: its first character and "…".
    static let narrowestCut = 2

    /// The lines of `parts` in at most `rows` rows of `width` columns (see ``StatusLine``).
    static func lines(_ parts: [Part], width: Int, rows: Int) -> [String] {
        if let lines = fitted(parts, width: width, rows: rows) { return lines }
        let labelsShortened = wrap(parts.map { $0.short ?? $0.text }, width: width, separator: " ")
        return labelsShortened.prefix(max(1, rows)).map { TextWidth.truncate($0, to: width) }
    }

    /// The lines of `parts` in at most `rows` rows of `width` columns, shortened in the steps
    /// ``StatusLine`` lists (the last, cutting the scripts' items, only when `cutting`); nil
    /// when that is not enough. `lastRow`: the columns a last row may take when all `rows` are
    /// used (the rest of it is for something else, the keys).
    static func fitted(_ parts: [Part], width: Int, rows: Int, cutting: Bool = true, lastRow: Int? = nil) -> [String]? {
        func fits(_ lines: [String]) -> Bool {
            lines.count <= rows && lines.allSatisfy { TextWidth.of($0) <= width }
                && (lines.count < rows || TextWidth.of(lines[lines.count - 1]) <= lastRow ?? width)
        }
        let full = wrap(parts.map(\.text), width: width, separator: "  ")
        if fits(full) { return full }
        let gameShort = parts.map { $0.cuttable ? $0.text : $0.short ?? $0.text }
        let shortened = wrap(gameShort, width: width, separator: " ")
        if fits(shortened) { return shortened }
        let short = parts.map { $0.short ?? $0.text }
        let labelsShortened = wrap(short, width: width, separator: " ")
        if fits(labelsShortened) { return labelsShortened }
        guard cutting else { return nil }
        let widest = parts.indices.filter { parts[$0].cuttable }
            .flatMap { short[$0].components(separatedBy: itemSeparator) }.map(TextWidth.of).max() ?? 0
        var cap = min(widest - 1, width)
        while cap >= narrowestCut {
            let cut = parts.indices.map { parts[$0].cuttable ? Self.cut(short[$0], to: cap) : short[$0] }
            let lines = wrap(cut, width: width, separator: " ")
            if fits(lines) { return lines }
            cap -= 1
        }
        return nil
    }

    /// `part` with each of its items cut to `columns` ("Bomb…", not "Bomb …").
    private static func cut(_ part: String, to columns: Int) -> String {
        part.components(separatedBy: itemSeparator).map { item in
            let cut = TextWidth.truncate(item, to: columns)
            guard cut != item else { return item }
            var kept = cut.dropLast()
            while kept.last == " " { kept.removeLast() }
            return kept + "…"
        }.joined(separator: itemSeparator)
    }

    /// The parts, `separator` apart, on as many rows of `width` as they need. A part is split
    /// only if it is wider than a row, between its items (`P2 0 · P3 0`).
    static func wrap(_ parts: [String], width: Int, separator: String) -> [String] {
        var lines: [String] = []
        for part in parts {
            let items = TextWidth.of(part) > width ? part.components(separatedBy: itemSeparator) : [part]
            for (i, item) in items.enumerated() {
                let joint = i == 0 ? separator : itemSeparator
                if let last = lines.last, TextWidth.of(last) + TextWidth.of(joint) + TextWidth.of(item) <= width {
                    lines[lines.count - 1] = last + joint + item
                } else {
                    // An item wider than a whole line is cut with "…" rather than at the edge.
                    lines.append(TextWidth.truncate(item, to: width))
                }
            }
        }
        return lines.isEmpty ? [""] : lines
    }
}
