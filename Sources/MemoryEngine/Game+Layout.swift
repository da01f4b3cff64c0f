extension Game {
    /// Deals a game whose cards show the faces `layout` names, in board order (indices into
    /// `deck.faces`), instead of a shuffle: a board laid out by hand, for script tests. The
    /// layout must fill the configuration's board, and every card must be able to match (each
    /// key appears a whole number of groups of times). `stockLayout`, when given, lays the stock
    /// (``GameConfig/stock``) the same way, in the order it is dealt, group after group.
    public init(config: GameConfig, deck: Deck, layout: [Int], stockLayout: [Int]? = nil, seed: UInt64) throws(ConfigError) {
        try self.init(config: config, deck: deck, seed: seed)
        if let stockLayout { try layStock(stockLayout, deck: deck) }
        // A deck of mixed group sizes fills a number of groups with as many cards as they hold.
        let fixedCount: Bool
        if case .groups = config.size { fixedCount = keyGroups.isEmpty } else { fixedCount = true }
        guard !fixedCount || layout.count == config.cardCount else {
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
        if let (key, count) = cardsOfKey.first(where: { $0.value % groupSize(ofKey: $0.key) != 0 }) {
            throw ConfigError("the layout has \(count) cards of '\(deck.keys[key])'; each face needs groups of \(groupSize(ofKey: key))")
        }
        cards = laid
        if !keyGroups.isEmpty { groupCount = cardsOfKey.reduce(0) { $0 + $1.value / groupSize(ofKey: $1.key) } }
    }

    /// Replaces the dealt stock with the faces `layout` names, each group of the same key.
    private mutating func layStock(_ layout: [Int], deck: Deck) throws(ConfigError) {
        guard layout.count == config.stock * config.group else {
            throw ConfigError("the stock's layout has \(layout.count) cards; the stock has \(config.stock) groups of \(config.group)")
        }
        var laid: [Card] = []
        for face in layout {
            guard deck.faces.indices.contains(face) else {
                throw ConfigError("the stock's layout names face \(face + 1); the deck has \(deck.faces.count)")
            }
            laid.append(Card(face: face, key: deck.keys.firstIndex(of: deck.faces[face].key) ?? 0, dealtAt: cards.count + laid.count))
        }
        for start in stride(from: 0, to: laid.count, by: config.group) where laid[start..<start + config.group].contains(where: { $0.key != laid[start].key }) {
            throw ConfigError("the stock's group \(start / config.group + 1) is not of one face's cards: each group is \(config.group) cards of one face")
        }
        stock = laid
    }
}
