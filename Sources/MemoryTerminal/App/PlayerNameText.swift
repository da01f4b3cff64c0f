import Foundation

/// What a player's name may be, wherever it comes from (typed on the game-over screen, the
/// remembered name's file, the login name): one line of text without control characters, at
/// most ``maximumLength`` characters, so that it fits the panels that show it.
public enum PlayerNameText {
    /// The longest name: what the game-over screen's name field takes.
    public static let maximumLength = 24

    /// `text` as a name: its first line, without control characters or surrounding spaces, cut
    /// to ``maximumLength`` characters; nil when nothing is left.
    public static func cleaned(_ text: String) -> String? {
        let line = String(text.split(whereSeparator: \.isNewline).first ?? "")
        let name = String(line.withoutControlCharacters.trimmingCharacters(in: .whitespaces).prefix(maximumLength))
        return name.isEmpty ? nil : name
    }
}
