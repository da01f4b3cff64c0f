import Foundation

/// How a stack of variants is named: `lives+bomb` on the command line, in the lobby and in a
/// campaign level (ids or paths joined by `+`, in the order the scripts hear events), and its
/// resolved paths joined by newlines where a saved game keeps them. The one place that knows the
/// spelling, for the scripting host, the commands and the lobby alike.
public enum VariantStackName {
    /// The separator of a stack's parts (`lives+bomb`).
    public static let separator: Character = "+"

    /// The variants `name` names, in order: the lines of a kept list of paths; the whole name
    /// when it is a file (a path may hold a `+`); else its `+`-separated parts, without the
    /// spaces around them (`lives + bomb`, as the title writes a stack, is `lives+bomb`).
    public static func parts(_ name: String) -> [String] {
        if name.contains("\n") { return name.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        if !name.contains(separator) || FileManager.default.fileExists(atPath: name) { return [name] }
        return name.split(separator: separator, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The name of the stack of `parts`, in that order (`lives+bomb`); a single variant's id as
    /// it is.
    public static func name(_ parts: [String]) -> String { parts.joined(separator: String(separator)) }

    /// The resolved paths of a stack as one text (see ``parts(_:)``).
    public static func kept(paths: [String]) -> String { paths.joined(separator: "\n") }

    /// The name high scores and statistics keep a stack under: its ids in alphabetical order, so
    /// that `lives+bomb` and `bomb+lives` (the same mechanics, heard in another order) share one
    /// table; a single variant's id as it is.
    public static func key(ids: [String]) -> String { name(ids.sorted()) }
}
