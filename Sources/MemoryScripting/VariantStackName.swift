import Foundation

/// How a stack of variants is named: `lives+bomb` on the command line and in a campaign level
/// (ids or paths joined by `+`, in the order the scripts hear events), and its resolved paths
/// joined by newlines where a saved game keeps them.
public enum VariantStackName {
    /// The variants `name` names, in order: the lines of a kept list of paths; the whole name
    /// when it is a file (a path may hold a `+`); else its `+`-separated parts, without the
    /// spaces around them (`lives + bomb`, as the title writes a stack, is `lives+bomb`).
    public static func parts(_ name: String) -> [String] {
        if name.contains("\n") { return name.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        if !name.contains("+") || FileManager.default.fileExists(atPath: name) { return [name] }
        return name.split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The resolved paths of a stack as one text (see ``parts(_:)``).
    public static func kept(paths: [String]) -> String { paths.joined(separator: "\n") }

    /// The name high scores and statistics keep a stack under: its ids in alphabetical order, so
    /// that `lives+bomb` and `bomb+lives` (the same mechanics, heard in another order) share one
    /// table; a single variant's id as it is.
    public static func key(ids: [String]) -> String { ids.sorted().joined(separator: "+") }
}
