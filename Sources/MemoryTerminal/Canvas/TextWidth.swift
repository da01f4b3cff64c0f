import CUtf8proc
import MemoryEngine

/// Column widths of text, measured with utf8proc grapheme by grapheme.
///
/// Terminals disagree about variation selectors and ZWJ sequences, so a grapheme whose summed
/// width is above 2 (a ZWJ family, a skin-tone modifier) is treated as 2 columns: the canvas gives
/// every grapheme a fixed slot and the encoder repositions the cursor after wide graphemes, so a
/// terminal that draws it differently cannot shift the rest of the line. Strings are measured,
/// cut and wrapped as the canvas draws them: control characters in their visible form (`^[`, see
/// ``VisibleText``), so that a script's text with escape sequences cannot overflow its place.
public enum TextWidth {
    /// Columns of one grapheme: 0 (combining marks or controls alone), 1 or 2.
    public static func of(_ grapheme: Character) -> Int {
        let scalars = grapheme.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x20 || first.value == 0x7F { return 0 }
        if first.value < 0x7F { return 1 }
        if first.properties.isEmojiPresentation { return 2 }
        var total = 0
        for scalar in scalars {
            total += Int(utf8proc_charwidth(utf8proc_int32_t(bitPattern: scalar.value)))
        }
        return min(max(total, scalars.count == 1 ? 0 : 1), 2)
    }

    /// Columns of a string as drawn: the sum over the graphemes of its visible form.
    public static func of(_ text: String) -> Int {
        VisibleText.of(text, lineBreaks: false).reduce(0) { $0 + of($1) }
    }

    /// The longest prefix of `text` that fits in `columns`, with "…" at the end when it was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        let text = VisibleText.of(text, lineBreaks: false)
        if of(text) <= columns { return text }
        var result = ""
        var used = 0
        for g in text {
            let w = of(g)
            if used + w > columns - 1 { break }
            result.append(g)
            used += w
        }
        return result + "…"
    }

    /// `text` broken into lines of at most `columns` columns, at spaces where it can be (a word
    /// longer than a line is cut), in at most `maxLines` lines; the last is cut with "…" when
    /// text is left over.
    public static func wrap(_ text: String, to columns: Int, maxLines: Int = .max) -> [String] {
        guard columns > 0, maxLines > 0 else { return [] }
        let text = VisibleText.of(text, lineBreaks: false)
        var lines: [String] = []
        var line = "", used = 0
        func flush() { lines.append(line); line = ""; used = 0 }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let w = of(String(word))
            if used > 0 && used + 1 + w > columns { flush() }
            if used > 0 { line += " "; used += 1 }
            if w <= columns - used {
                line += word
                used += w
            } else {
                // A word longer than a whole line: as much as fits, then the rest on new lines.
                for g in word {
                    let gw = of(g)
                    if used + gw > columns { flush() }
                    line.append(g)
                    used += gw
                }
            }
        }
        if used > 0 { flush() }
        if lines.count > maxLines {
            // The next line did not fit after the last one kept, so together they are cut with "…".
            let last = truncate(lines[maxLines - 1] + " " + lines[maxLines], to: columns)
            lines = Array(lines.prefix(maxLines - 1)) + [last]
        }
        return lines
    }
}
