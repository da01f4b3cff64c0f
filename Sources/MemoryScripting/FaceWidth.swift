/// Spots labels whose width in a terminal is uncertain: terminals and fonts disagree on
/// multi-code-point emoji (ZWJ sequences, skin tones, flags), on emoji made from text symbols
/// with VS16, and on East-Asian "ambiguous" characters such as ♠ or × (one column in most
/// terminals, two in terminals set up for CJK).
enum FaceWidth {
    /// Why a label's width is uncertain: `specific` says it of one label, naming the character;
    /// `general` says it of any label with the same cause (labels are grouped by it).
    struct Uncertainty {
        var specific: String
        var general: String
    }

    /// Why the label's width is uncertain, or nil when it is not.
    static func uncertainty(of label: String) -> Uncertainty? {
        let scalars = Array(label.unicodeScalars)
        if scalars.contains(where: { $0.value == 0x200D }) {
            return Uncertainty(same: "joins several emoji with a zero-width joiner")
        }
        if scalars.contains(where: { $0.value == 0xFE0F }) {
            return Uncertainty(same: "uses the emoji variation selector (VS16), which not every terminal draws 2 columns wide")
        }
        if scalars.contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) }) {
            return Uncertainty(same: "is a flag (regional indicators)")
        }
        if scalars.contains(where: { (0x1F3FB...0x1F3FF).contains($0.value) }) {
            return Uncertainty(same: "has a skin-tone modifier")
        }
        if let s = scalars.first(where: isAmbiguous) {
            return Uncertainty(specific: "contains U+\(hex(s)) (\(Character(s))), East-Asian ambiguous: 2 columns in CJK terminals",
                               general: "contains an East-Asian ambiguous character (2 columns in CJK terminals)")
        }
        if let s = scalars.first(where: { $0.properties.isEmoji && !$0.properties.isEmojiPresentation && $0.value > 0xFF }) {
            return Uncertainty(specific: "contains U+\(hex(s)), an emoji drawn as text or as emoji depending on the terminal",
                               general: "contains an emoji drawn as text or as emoji depending on the terminal")
        }
        return nil
    }

    private static func hex(_ s: Unicode.Scalar) -> String { String(s.value, radix: 16, uppercase: true) }

    /// Common East-Asian-ambiguous ranges (UAX #11), enough for card faces: first and last code
    /// point of each. Pairs rather than `ClosedRange<UInt32>`: an array of ranges makes the
    /// runtime look up `UInt32: Comparable` when it first builds its type, a scan of every
    /// conformance record in the binary (0.3 million instructions of `memory check`).
    private static let ambiguous: [(first: UInt32, last: UInt32)] = [
        (0x00A1, 0x00A1), (0x00A4, 0x00A4), (0x00A7, 0x00A8), (0x00AA, 0x00AA), (0x00B0, 0x00B4), (0x00B6, 0x00BA),
        (0x00BC, 0x00BF), (0x00D7, 0x00D7), (0x00F7, 0x00F7), (0x0391, 0x03C9), (0x0401, 0x0451),
        (0x2010, 0x2027), (0x2030, 0x203E), (0x2103, 0x2103), (0x2116, 0x2116), (0x2121, 0x2122), (0x2153, 0x217F),
        (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2460, 0x24FF), (0x2500, 0x257F), (0x2580, 0x25FF),
        (0x2605, 0x2606), (0x2609, 0x2609), (0x260E, 0x260F), (0x261C, 0x261E), (0x2640, 0x2642),
        (0x2660, 0x266F), (0x2776, 0x277F), (0x3248, 0x324F), (0xE000, 0xF8FF),
    ]

    private static func isAmbiguous(_ s: Unicode.Scalar) -> Bool {
        ambiguous.contains { $0.first <= s.value && s.value <= $0.last }
    }
}

extension FaceWidth.Uncertainty {
    /// A cause that reads the same for one label or many.
    init(same text: String) { self.init(specific: text, general: text) }
}
