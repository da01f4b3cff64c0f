/// What high scores, statistics and saved games are kept apart by: the deck, rules and variant
/// ids, and the board size as text (`"4x4"`, `"8 pairs"`: `BoardSize.description`).
public struct ConfigurationKey: Sendable, Hashable, Codable {
    public var deck: String
    public var rules: String
    public var variant: String
    public var grid: String

    public init(deck: String, rules: String, variant: String, grid: String) {
        self.deck = deck
        self.rules = rules
        self.variant = variant
        self.grid = grid
    }

    /// The key as SQL arguments, in the order `deck, rules, variant, grid`.
    var arguments: [String] { [deck, rules, variant, grid] }
}
