import MemoryEngine

/// What a game's groups are called: "pairs", "triples" or "quads", "groups" when its deck
/// mixes sizes (``Game/mixesGroups``).
enum GroupNoun {
    /// Lower case, plural.
    static func plural(of game: Game) -> String {
        if game.mixesGroups { return "groups" }
        switch game.config.group {
        case 3: return "triples"
        case 4: return "quads"
        default: return "pairs"
        }
    }

    /// The plural with a capital first letter, for labels ("Triples: 2/6").
    static func title(of game: Game) -> String {
        let word = plural(of: game)
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
