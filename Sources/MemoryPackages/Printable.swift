/// Text from a package (names, fields) made safe to print: control characters, which a terminal
/// would obey, are shown as `?`.
public enum Printable {
    /// Whether `text` holds no control character.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// `text` with each control character replaced by `?`.
    public static func text(_ text: String) -> String {
        isClean(text) ? text : String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }

    /// `text` cleaned and in double quotes, for messages.
    public static func quoted(_ text: String) -> String {
        "\"" + self.text(String(text.prefix(80))) + "\""
    }
}
