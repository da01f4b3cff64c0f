import MemoryEngine
import MemoryStore
import MemoryTerminal

/// How games ended, as `memory scores` writes it: every text from a script made visible and cut
/// short, so that a line stays readable at 80 columns.
enum EndingsText {
    /// The longest reason shown in the statistics.
    static let reasonColumns = 30

    /// The statistics' line of endings, by kind with the reasons scripts gave, wrapped to
    /// `columns`: `ended: cleared 3, lost 3 (Out of lives! ×2, Game lost ×1), time 1` (the ×
    /// keeps a count apart from a reason that ends in a number: "Ada+Cy win 3 to 0 ×2"). Nothing
    /// when no game's ending was kept.
    static func lines(_ endings: [EndingCount], columns: Int) -> [String] {
        let parts = GameOverReason.kinds.compactMap { kind -> String? in
            let ofKind = endings.filter { $0.ending.kind == kind }
            guard !ofKind.isEmpty else { return nil }
            let total = ofKind.reduce(0) { $0 + $1.count }
            let label = label(kind)
            guard ofKind.contains(where: { $0.ending.scriptReason != nil }) else { return "\(label) \(total)" }
            // Most frequent first (the store's order); a reason given twice in other words counts once.
            var reasons: [(text: String, count: Int)] = []
            for counted in ofKind {
                let text = TextWidth.truncate(VisibleText.of(counted.ending.text, lineBreaks: false), to: reasonColumns)
                if let i = reasons.firstIndex(where: { $0.text == text }) { reasons[i].count += counted.count } else { reasons.append((text, counted.count)) }
            }
            return "\(label) \(total) (" + reasons.map { "\($0.text) ×\($0.count)" }.joined(separator: ", ") + ")"
        }
        guard !parts.isEmpty else { return [] }
        return TextWidth.wrap("ended: " + parts.joined(separator: ", "), to: columns)
    }

    /// A kind of ending as the line of endings names it: a script's win is not called "won",
    /// which the statistics' count beside it keeps for the games the people won (a script's win
    /// may be the computer's), and a script's neutral end not "ended", which starts the line.
    static func label(_ kind: String) -> String {
        switch kind {
        case "won": "script's win"
        case "ended": "script's end"
        default: kind
        }
    }

    /// What a high-score entry says under itself (``GameOverReason/remarks(_:notes:)``), cut to
    /// `columns`; nil when it has nothing to say.
    static func remark(_ score: HighScore, columns: Int) -> String? {
        let remarks = GameOverReason.remarks(score.ending, notes: score.notes)
        guard !remarks.isEmpty else { return nil }
        return TextWidth.truncate(VisibleText.of(remarks.joined(separator: " · "), lineBreaks: false), to: columns)
    }
}
