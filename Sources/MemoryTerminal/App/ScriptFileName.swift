/// How a script is named where a line is short (the status line, the lobby): its file name, a
/// deck folder's `deck.lua` with its folder (`party/deck.lua`). The shell shows full paths.
public enum ScriptFileName {
    public static func of(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let file = parts.last else { return path }
        return file == "deck.lua" && parts.count > 1 ? "\(parts[parts.count - 2])/\(file)" : String(file)
    }
}
