import MemoryEngine

/// The names `g:result()` once gave three endings in `memory test`, before it named every ending
/// as scripts' `game:result()` and the records do (``GameOverReason/kind``). A failing test that
/// still names one in its message or at its line is told the name it stands for now, so an old
/// test's author learns the rename from the failure rather than from a puzzling "expected".
enum FormerResultNames {
    static let endings: [(name: String, ending: GameOverReason)] = [
        ("all_matched", .allMatched), ("time_up", .timeUp), ("no_match_left", .noMatchLeft),
    ]

    /// What to add to a failure whose message is `message`, at a line reading `line`: one
    /// sentence per former name either quotes (`"time_up"` or `'time_up'`), or nil.
    static func note(message: String, line: Substring?) -> String? {
        let quoted = endings.filter { former in
            ["\"\(former.name)\"", "'\(former.name)'"].contains { message.contains($0) || line?.contains($0) == true }
        }
        guard !quoted.isEmpty else { return nil }
        let renames = quoted.map { "\"\($0.name)\" is now \"\($0.ending.kind)\"" }.joined(separator: ", ")
        return "(\(renames): g:result() names endings as game:result() does)"
    }
}
