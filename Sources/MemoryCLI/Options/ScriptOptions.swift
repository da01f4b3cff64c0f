import ArgumentParser

/// `--deck`, `--rules`, `--variant`: ids or paths of Lua scripts.
struct ScriptOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The deck: an id (see `memory list decks`), a .lua file, or a folder holding deck.lua (default: the variant's deck, else the rules', else emoji).",
                               valueName: "id|path"))
    var deck: String?

    @Option(help: ArgumentHelp("The scoring rules: an id (see `memory list rules`) or a .lua file.", valueName: "id|path"))
    var rules: String?

    @Option(help: ArgumentHelp("The variant: an id (see `memory list variants`) or a .lua file; several joined by + play together, "
                               + "each hearing events in that order (lives+bomb).", valueName: "id|path"))
    var variant: String?

    /// The deck, rules and variant to use, defaults filled in but for the deck (the variant's,
    /// else the rules', else the default: see ``ScriptSet``).
    var choice: ScriptChoice {
        ScriptChoice(deck: deck, rules: rules ?? ScriptChoice.defaultRules, variant: variant ?? ScriptChoice.defaultVariant)
    }
}

/// What a game is played with: three scripts, by id or path.
struct ScriptChoice: Hashable, Codable {
    static let defaultDeck = "emoji"
    static let defaultRules = "classic"
    static let defaultVariant = "standard"

    /// nil: the deck the variant names, else the one the rules name, else ``defaultDeck``.
    var deck: String?
    var rules: String
    var variant: String
}
