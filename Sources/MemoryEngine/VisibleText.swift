/// Text from outside the program (a script's messages and errors, a file name, a path, the
/// database) made safe to write to a terminal: every control character is shown visibly instead
/// of being obeyed, so an error message cannot set the window title, write the clipboard, clear
/// the screen or hide lines of a report. The bidirectional embeddings, overrides and isolates
/// (U+202A–U+202E, U+2066–U+2069) count as control characters too: a terminal that lays out
/// right-to-left text would let one reorder what follows it (a name that reads `exe.png`).
///
/// C0 controls and DEL are shown in caret notation (ESC as `^[`, BEL as `^G`, CR as `^M`, DEL as
/// `^?`); C1 controls (U+0080–U+009F, which some terminals obey as ESC sequences) and the
/// bidirectional controls as `\u{9B}`, `\u{202E}`.
/// Line feed and tab are kept unless `lineBreaks` is false, when a line feed shows as `^J`.
/// Every program output (the commands' stdout and stderr, the terminal front's text) goes
/// through this one function.
public enum VisibleText {
    /// `text` with its control characters shown visibly.
    public static func of(_ text: String, lineBreaks: Bool = true) -> String {
        guard needsWork(text, lineBreaks: lineBreaks) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if v == 0x0A && lineBreaks || v == 0x09 {
                out.append(scalar)
            } else if v < 0x20 {
                out.append("^")
                out.append(Unicode.Scalar(UInt8(v + 0x40)))
            } else if v == 0x7F {
                out.append(contentsOf: "^?".unicodeScalars)
            } else if (0x80...0x9F).contains(v) || isBidiControl(v) {
                out.append(contentsOf: "\\u{\(String(v, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `v` is a bidirectional embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069).
    static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// Whether `text` holds any character `of` would change: a scan of its UTF-8 bytes (C1
    /// controls are encoded as 0xC2 followed by 0x80–0x9F; the bidirectional controls as 0xE2
    /// 0x80 0xAA–0xAE and 0xE2 0x81 0xA6–0xA9).
    static func needsWork(_ text: String, lineBreaks: Bool) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 && byte != 0x09 && (byte != 0x0A || !lineBreaks) { return true }
            if byte == 0x7F || previous == 0xC2 && byte < 0xA0 { return true }
            if beforePrevious == 0xE2 && (previous == 0x80 && (0xAA...0xAE).contains(byte)
                                          || previous == 0x81 && (0xA6...0xA9).contains(byte)) { return true }
            beforePrevious = previous
            previous = byte
        }
        return false
    }
}
