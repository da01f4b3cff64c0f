extension Game {
    /// Deals a game whose cards show the faces `layout` names, in board order (indices into
    /// `deck.faces`), instead of a shuffle: a board laid out by hand, for script tests. The
    /// layout must fill the configuration's board, and every card must be able to match (each
    /// key appears a whole number of groups of times).
    public init(config: GameConfig, deck: Deck, layout: [Int], seed: UInt64) throws(ConfigError) {
        try self.init(config: config, deck: deck, seed: seed)
        guard layout.count == config.cardCount else {
            throw ConfigError("the layout has \(layout.count) cards; the board has \(config.cardCount)")
        }
        var keyOfFace: [Int] = []
        for face in deck.faces { keyOfFace.append(deck.keys.firstIndex(of: face.key) ?? 0) }
        var cardsOfKey: [Int: Int] = [:]
        var laid: [Card] = []
        for face in layout {
            guard deck.faces.indices.contains(face) else {
                throw ConfigError("the layout names face \(face + 1); the deck has \(deck.faces.count)")
            }
            laid.append(Card(face: face, key: keyOfFace[face], dealtAt: laid.count))
            cardsOfKey[keyOfFace[face], default: 0] += 1
        }
        if let (key, count) = cardsOfKey.first(where: { $0.value % config.group != 0 }) {
            throw ConfigError("the layout has \(count) cards of '\(deck.keys[key])'; each face needs groups of \(config.group)")
        }
        cards = laid
    }
}
