import MemoryTerminal

/// An error said in the lobby, where a line is 40 to 70 columns: each script path in it shortened
/// to the script's file name (see ``ScriptFileName``), on one line. The shell keeps the full paths.
enum LobbyErrorText {
    static func of(_ error: any Error) -> String {
        shortened(GameDealer.oneLine(error))
    }

    /// `text` with each path of a `.lua` script (a word holding a `/`, up to a space, a bracket,
    /// a colon, a comma or a semicolon) cut to its file name.
    static func shortened(_ text: String) -> String {
        text.replacing(/[^\s():,;]*\/[^\s():,;]+\.lua/) { ScriptFileName.of(String($0.output)) }
    }
}
