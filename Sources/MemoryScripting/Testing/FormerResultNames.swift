import MemoryEngine

/// The names `g:result()` once gave three endings in `memory test`, before it named every ending
/// as scripts' `game:result()` and the records do (``GameOverReason/kind``). A test that still
/// quotes one is told the name it stands for now: in its failure, and under its file's first test
/// (where a check that now passes for the wrong reason, `:is_not("time_up")`, shows up too).
enum FormerResultNames {
    static let endings: [(name: String, ending: GameOverReason)] = [
        ("all_matched", .allMatched), ("time_up", .timeUp), ("no_match_left", .noMatchLeft),
    ]

    /// What to say of `text` (a failure's message, a line of a test): one rename for each former
    /// name it quotes (`"time_up"` or `'time_up'`), or nil.
    static func renames(in text: some StringProtocol) -> String? {
        let quoted = endings.filter { former in ["\"\(former.name)\"", "'\(former.name)'"].contains { text.contains($0) } }
        guard !quoted.isEmpty else { return nil }
        let renames = quoted.map { "\"\($0.name)\" is now \"\($0.ending.kind)\"" }.joined(separator: ", ")
        return "\(renames): g:result() names endings as game:result() does"
    }

    /// `path:line: renames` for each line of a test file that quotes a former name.
    static func notes(path: String, lines: [Substring]) -> [String] {
        lines.indices.compactMap { i in renames(in: lines[i]).map { "\(path):\(i + 1): \($0)" } }
    }
}
