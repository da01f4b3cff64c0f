/// Deals faces into a shuffled board.
enum Deal {
    /// Cards for `config` from `faces`: faces sharing a key form one match group; a key with fewer
    /// faces than the group repeats them; when the deck has fewer keys than the board needs
    /// groups, keys are reused. Returns the cards and the interned keys.
    static func cards(for config: GameConfig, faces: [Face], random: inout SeededRandom)
        throws(ConfigError) -> (cards: [Card], keys: [String])
    {
        guard !faces.isEmpty else { throw ConfigError("the deck has no faces") }
        var keys: [String] = []
        var keyIndex: [String: Int] = [:]
        var members: [[Int]] = []
        for (i, face) in faces.enumerated() {
            if let k = keyIndex[face.key] {
                members[k].append(i)
            } else {
                keyIndex[face.key] = keys.count
                keys.append(face.key)
                members.append([i])
            }
        }
        var order = Array(keys.indices)
        random.shuffle(&order)
        let groups = config.cardCount / config.group
        var cards: [Card] = []
        cards.reserveCapacity(config.cardCount)
        for g in 0..<groups {
            let key = order[g % order.count]
            let faceList = members[key]
            for j in 0..<config.group {
                cards.append(Card(face: faceList[j % faceList.count], key: key))
            }
        }
        random.shuffle(&cards)
        return (cards, keys)
    }
}
