/// One named part of a player's score, as a `score_parts` hook names it ("Combo bonus", 30): the
/// game-over screen says a score in its parts ("Pairs 80 · Combo bonus 30 = 110"), and
/// `memory simulate` gives each part's mean.
public struct ScorePart: Sendable, Hashable {
    public var label: String
    public var points: Int

    public init(_ label: String, _ points: Int) {
        self.label = label
        self.points = points
    }

    /// Most parts a score may be named in.
    public static let maximumParts = 8
    /// Most characters of a label (the screen cuts it shorter to fit).
    public static let maximumLabel = 40
    /// The label of the part the engine adds when the parts named do not add up to the score:
    /// points the hook did not name (a variant's, stacked on the rules).
    public static let otherLabel = "Other"

    /// Why `parts` cannot name a score, or nil: at most ``maximumParts``, each label a few words
    /// of text on one line (not empty, at most ``maximumLabel`` characters, no control
    /// characters), no label twice, each number of points in ``Game/pointsRange``.
    public static func problem(_ parts: [ScorePart]) -> String? {
        if parts.count > maximumParts { return "\(parts.count) parts; a score is named in at most \(maximumParts)" }
        var labels: Set<String> = []
        for part in parts {
            if part.label.allSatisfy(\.isWhitespace) { return "a part's label is empty" }
            if part.label.count > maximumLabel { return "the label \"\(part.label.prefix(maximumLabel))…\" is longer than \(maximumLabel) characters" }
            // A tab and the Unicode line and paragraph separators are refused too: a label is
            // one line of printable text.
            if VisibleText.of(part.label, lineBreaks: false) != part.label
                || part.label.unicodeScalars.contains(where: { $0 == "\t" || $0.properties.generalCategory == .lineSeparator
                    || $0.properties.generalCategory == .paragraphSeparator }) {
                return "the label \(VisibleText.of("\"" + part.label + "\"", lineBreaks: false)) holds a control character or a line break"
            }
            if !labels.insert(part.label).inserted { return "the label \"\(part.label)\" is given twice" }
            if !Game.pointsRange.contains(part.points) {
                return "the part \"\(part.label)\" has \(part.points) points, outside the allowed \(Game.pointsRange.lowerBound)...\(Game.pointsRange.upperBound)"
            }
        }
        return nil
    }

    /// `parts` completed to add up to `score`: a part ``otherLabel`` with what they leave out
    /// (added to a part of that name when there is one), none when they add up.
    public static func completed(_ parts: [ScorePart], to score: Int) -> [ScorePart] {
        let rest = score - parts.reduce(0) { $0 + $1.points }
        guard rest != 0 else { return parts }
        var parts = parts
        if let other = parts.firstIndex(where: { $0.label == otherLabel }) {
            parts[other].points += rest
        } else {
            parts.append(ScorePart(otherLabel, rest))
        }
        return parts
    }
}
