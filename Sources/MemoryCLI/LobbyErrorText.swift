import Foundation

/// An error said in the lobby, where a line is 40 to 70 columns: each script path in it shortened
/// to the script's file name (`/home/me/memory/Decks/variants/clock.lua` → `clock.lua`, a deck
/// folder's `party/deck.lua` keeping its folder), on one line. The shell keeps the full paths.
enum LobbyErrorText {
    static func of(_ error: any Error) -> String {
        shortened(GameDealer.oneLine(error))
    }

    /// `text` with each path of a `.lua` script (a word holding a `/`, up to a space, a bracket,
    /// a colon or a comma) cut to its file name.
    static func shortened(_ text: String) -> String {
        text.replacing(/[^\s():,;]*?\/([^\s\/():,;]+\/)?([^\s\/():,;]+\.lua)/) { match in
            let file = String(match.output.2)
            return file == "deck.lua" ? (match.output.1.map(String.init) ?? "") + file : file
        }
    }
}
