import MemoryEngine

/// Text from a package (names, fields) made safe to print on one line (see `VisibleText`).
public enum Printable {
    /// Whether `text` holds no control character.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// `text` with each control character shown visibly, line breaks included.
    public static func text(_ text: String) -> String {
        VisibleText.of(text, lineBreaks: false)
    }

    /// `text` with each control character shown visibly but its line breaks kept: a message of
    /// several lines (a package's scripts' errors, one a line) printed as several lines.
    public static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { self.text(String($0)) }.joined(separator: "\n")
    }

    /// `text` cleaned and in double quotes, for messages.
    public static func quoted(_ text: String) -> String {
        "\"" + self.text(String(text.prefix(80))) + "\""
    }
}
