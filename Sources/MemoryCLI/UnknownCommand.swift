import ArgumentParser

/// What `memory WORD` says when WORD is no command. Playing takes no word, so a bare word first
/// is a command mistyped (`memory simlate`) or guessed (`memory stats`): it is named with the
/// command meant, rather than as an argument that play does not expect.
enum UnknownCommand {
    /// Words players try for a command of another name.
    private static let synonyms = ["stats": "scores", "statistics": "scores", "highscores": "scores", "continue": "resume"]

    /// The message for `arguments`, or nil when they do not start with a word that is no command.
    static func message(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), word != "help" else { return nil }
        let commands = MemoryCommand.configuration.subcommands
        // Hidden commands (the bench's) are commands too, but are neither listed nor guessed.
        guard !commands.contains(where: { $0.configuration.commandName == word }) else { return nil }
        let names = commands.filter { $0.configuration.shouldDisplay }.compactMap { $0.configuration.commandName }
        let lowered = word.lowercased()
        let meant = synonyms[lowered] ?? names.first { $0 == lowered }
            ?? names.min { distance(lowered, $0) < distance(lowered, $1) }.flatMap { distance(lowered, $0) <= 2 ? $0 : nil }
        let guess = meant.map { "did you mean `memory \($0)`? " } ?? ""
        return "memory: \(word) is not a command: \(guess)The commands are \(names.joined(separator: ", ")) (see `memory --help`)."
    }

    /// The edit distance between `a` and `b` (insertions, deletions and substitutions).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = min(above + 1, row[j] + 1, diagonal + (x == y ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
