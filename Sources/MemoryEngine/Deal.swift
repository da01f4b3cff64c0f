/// A deck's faces grouped by key, prepared once and dealt many times.
public struct Deck: Sendable, Hashable {
    public let faces: [Face]
    /// The distinct keys, in order of first appearance.
    public let keys: [String]
    /// For each key, the faces that carry it.
    let members: [[Int]]

    /// Groups `faces` by key; faces sharing a key form one match group.
    public init(faces: [Face]) throws(ConfigError) {
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
        self.faces = faces
        self.keys = keys
        self.members = members
    }

    private init(copying deck: Deck) {
        faces = deck.faces.map { $0 }
        keys = deck.keys.map { $0 }
        members = deck.members.map { $0.map { $0 } }
    }

    /// The same deck in storage of its own. A simulation worker plays on its own copy: the game
    /// and every turn's context retain the faces, and a reference count shared between workers'
    /// threads bounced one cache line between cores on every move.
    func privateCopy() -> Deck { Deck(copying: self) }

    /// Whether `other` is this deck in the same storage (a cheap identity test, not equality).
    func isSameStorage(as other: Deck) -> Bool {
        faces.withUnsafeBufferPointer { a in other.faces.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
            && keys.withUnsafeBufferPointer { a in other.keys.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
            && members.count == other.members.count && faces.count == other.faces.count
    }

    /// Deals shuffled cards for `config` into `cards`, replacing its contents and reusing its
    /// storage: a key with fewer faces than the group repeats them; when the deck has fewer keys
    /// than the board needs groups, keys are reused.
    func deal(_ config: GameConfig, random: inout SeededRandom, into cards: inout [Card]) {
        var order = Array(keys.indices)
        random.shuffle(&order)
        let groups = config.cardCount / config.group
        let group = config.group
        // Redealing the same configuration overwrites the cards through one buffer pointer (one
        // uniqueness check a deal instead of one per card appended).
        if cards.count != groups * group {
            cards = Array(repeating: Card(face: 0, key: 0), count: groups * group)
        }
        cards.withUnsafeMutableBufferPointer { cards in
            for g in 0..<groups {
                let key = order[g % order.count]
                members[key].withUnsafeBufferPointer { faceList in
                    for j in 0..<group {
                        cards[g * group + j] = Card(face: faceList[j % faceList.count], key: key)
                    }
                }
            }
        }
        random.shuffle(&cards)
    }
}
