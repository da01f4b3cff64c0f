import MemoryEngine

/// A score in the parts a script named (``MemoryEngine/ScorePart``), on one line of the
/// game-over screen: "Par 14 · Strokes −12 = 2", "P2: Groups 6 · Sharp bonus 4 = 10".
enum ScorePartsText {
    /// Columns a label keeps when the whole line is too wide for `width`.
    static let shortLabel = 12

    /// The line for `parts` adding up to `total`, after `who` ("P2: ", or empty), at most
    /// `width` columns: labels shown visibly (a control character as `^[`), cut to
    /// ``shortLabel`` columns when the line is too wide, then the parts cut short with "…"; the
    /// total is always shown.
    static func line(_ parts: [ScorePart], total: Int, who: String, width: Int) -> String {
        let end = " = \(number(total))"
        func joined(_ labelWidth: Int?) -> String {
            parts.map { part in
                let label = VisibleText.of(part.label, lineBreaks: false)
                return (labelWidth.map { TextWidth.truncate(label, to: $0) } ?? label) + " " + number(part.points)
            }.joined(separator: " · ")
        }
        let whole = who + joined(nil) + end
        if TextWidth.of(whole) <= width { return whole }
        let short = who + joined(shortLabel)
        return TextWidth.truncate(short, to: max(1, width - TextWidth.of(end))) + end
    }

    /// A number of points as the screen writes it: "−15" for a negative one.
    static func number(_ points: Int) -> String {
        points < 0 ? "−\(points.magnitude)" : "\(points)"
    }
}
