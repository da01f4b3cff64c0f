/// A deck's faces grouped by key, prepared once and dealt many times.
public struct Deck: Sendable, Hashable {
    public let faces: [Face]
    /// The distinct keys, in order of first appearance.
    public let keys: [String]
    /// The faces of key `k` are `memberCards[memberStart[k]..<memberStart[k + 1]]` (flat, so a
    /// deal reads them without touching a nested array's reference count), each as the word a
    /// deal shuffles: the face in the high half, the key in the low.
    let memberCards: [UInt64]
    let memberStart: [Int32]
    /// Tags every deal should put on the board (a variant's `needs`), in the order given.
    public let neededTags: [String]
    /// For each needed tag, the keys that have a face carrying it (see ``TaggedKey``).
    let tagged: [[TaggedKey]]
    /// Each key's group size as its faces declare it (``Face/group``), 0 where they declare
    /// none (the game's group); empty when no face declares one.
    public let declaredGroups: [Int]

    /// A key with a face carrying a needed tag: `member` is that face's place among the key's
    /// faces, since a deal takes only a key's first `group` faces.
    struct TaggedKey: Sendable, Hashable {
        let key: Int32
        let member: Int32
    }

    /// Groups `faces` by key; faces sharing a key form one match group. Keys are compared byte
    /// for byte (their UTF-8), as Lua compares them: "\u{E9}" and "e\u{301}" look alike but are
    /// two keys (`memory check` warns about such pairs).
    ///
    /// Each deal includes, for each tag of `neededTags`, a key with a face carrying it, when the
    /// deck has one (see ``missingTags``) and the board has room; without needed tags a seed
    /// deals what it always dealt.
    public init(faces: [Face], needing neededTags: [String] = []) throws(ConfigError) {
        guard !faces.isEmpty else { throw ConfigError("the deck has no faces") }
        var keys: [String] = []
        // The keys equal to a face's key as Swift compares strings (canonical equivalence), among
        // which the one with the same bytes is the face's. (A dictionary keyed by byte arrays
        // would do it at once, but its first use searches the program's conformances: a tenth of
        // a millisecond at every start.)
        var keysLike: [String: [Int]] = [:]
        var members: [[Int32]] = []
        for (i, face) in faces.enumerated() {
            if let k = keysLike[face.key]?.first(where: { keys[$0].utf8.elementsEqual(face.key.utf8) }) {
                members[k].append(Int32(i))
            } else {
                keysLike[face.key, default: []].append(keys.count)
                keys.append(face.key)
                members.append([Int32(i)])
            }
        }
        self.faces = faces
        self.keys = keys
        declaredGroups = try Deck.declaredGroups(of: faces, members: members, keys: keys)
        memberCards = members.enumerated().flatMap { key, list in
            list.map { UInt64(UInt32(bitPattern: $0)) << 32 | UInt64(UInt32(key)) }
        }
        var start: [Int32] = [0]
        for list in members { start.append(start.last! + Int32(list.count)) }
        memberStart = start
        self.neededTags = neededTags
        tagged = neededTags.map { tag in
            members.enumerated().compactMap { key, list in
                list.firstIndex { faces[Int($0)].has(tag) }.map { TaggedKey(key: Int32(key), member: Int32($0)) }
            }
        }
    }

    /// The needed tags that no face of the deck carries: a game dealt from it goes without them.
    public var missingTags: [String] {
        zip(neededTags, tagged).filter { $0.1.isEmpty }.map(\.0)
    }

    private init(copying deck: Deck) {
        faces = deck.faces.map { $0 }
        keys = deck.keys.map { $0 }
        memberCards = deck.memberCards.map { $0 }
        memberStart = deck.memberStart.map { $0 }
        neededTags = deck.neededTags.map { $0 }
        tagged = deck.tagged.map { $0.map { $0 } }
        declaredGroups = deck.declaredGroups.map { $0 }
    }

    /// The same deck in storage of its own. A simulation worker plays on its own copy: the game
    /// and every turn's context retain the faces, and a reference count shared between workers'
    /// threads bounced one cache line between cores on every move.
    func privateCopy() -> Deck { Deck(copying: self) }

    /// Deals `groups` groups of `group` shuffled cards into `cards` (the caller's game knows its
    /// group count: dividing it out again cost an integer division a deal), replacing its
    /// contents and reusing its storage: a key with fewer faces than the group repeats them; when
    /// the deck has fewer keys than the board needs groups, keys are reused. Allocates nothing
    /// when `cards` already has the right size and the deck is of ordinary size (the scratch
    /// lives on the stack).
    ///
    /// The board is the cards in dealing order shuffled by Fisher–Yates; the shuffle moves each
    /// card as one 64-bit word rather than a whole ``Card``, and each card is then written once.
    ///
    /// With a `stock`, its groups are the keys that come after the board's in the same shuffled
    /// order (no more random numbers are drawn: the board is the one dealt without a stock), each
    /// group's cards in the deck's order, numbered on from the board's (see ``Card/dealtAt``).
    func deal(groups: Int, of group: Int, random: inout SeededRandom, into cards: inout [Card],
              stock: Int = 0, stockInto stockCards: inout [Card]) {
        let count = groups * group
        if cards.count != count {
            cards = Array(repeating: Card(face: 0, key: 0, dealtAt: 0), count: count)
        }
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: keys.count) { order in
            for k in order.indices { order[k] = Int32(k) }
            random.shuffle(order)
            if !tagged.isEmpty { bringTaggedKeysForward(order, groups: groups, group: group) }
            // Each card as one word (face in the high half, key in the low), shuffled in place:
            // the same swaps as shuffling positions and reading through them, with no indirection.
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: count) { dealt in
                memberCards.withUnsafeBufferPointer { memberCards in
                    memberStart.withUnsafeBufferPointer { memberStart in
                        let next = Self.take(groups, of: group, keys: order, from: 0, memberCards: memberCards,
                                             memberStart: memberStart, into: dealt)
                        // The stock's groups are the keys after the board's, in the same order.
                        if stock > 0 {
                            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: stock * group) { words in
                                _ = Self.take(stock, of: group, keys: order, from: next, memberCards: memberCards,
                                              memberStart: memberStart, into: words)
                                stockCards = words.enumerated().map { Self.card($1, at: count + $0) }
                            }
                        }
                    }
                }
                // Fisher–Yates as ``SeededRandom/shuffle(_:)`` does it, each position written to the
                // board as soon as it is final (one pass rather than a shuffle and a copy), through
                // one buffer pointer: one uniqueness check a deal, not one a card.
                cards.withUnsafeMutableBufferPointer { cards in
                    var i = count - 1
                    while i > 0 {
                        let j = random.below(i + 1)
                        let chosen = dealt[j]
                        dealt[j] = dealt[i]
                        cards[i] = Self.card(chosen, at: i)
                        i -= 1
                    }
                    cards[0] = Self.card(dealt[0], at: 0)
                }
            }
        }
    }

    /// Writes into `words` each card of `groups` groups as the word a deal shuffles (face in the
    /// high half, key in the low): the keys of `order` from its `k`th on, again from its
    /// beginning when the deck has fewer keys, each key's faces in the deck's order, repeated when
    /// it has fewer than a group. Returns the place in `order` of the key after the last one
    /// taken: the board is taken from 0, then the stock from there.
    @inline(__always)
    private static func take(_ groups: Int, of group: Int, keys order: UnsafeMutableBufferPointer<Int32>, from k: Int,
                             memberCards: UnsafeBufferPointer<UInt64>, memberStart: UnsafeBufferPointer<Int32>,
                             into words: UnsafeMutableBufferPointer<UInt64>) -> Int {
        // Wrapping arithmetic: every index is below the words' count or the deck's size.
        var k = k, c = 0
        for _ in 0..<groups {
            let key = order[k]
            k = k &+ 1 == order.count ? 0 : k &+ 1
            let first = Int(memberStart[Int(key)]), members = Int(memberStart[Int(key) &+ 1]) &- first
            var j = 0
            for _ in 0..<group {
                words[c] = memberCards[first &+ j]
                c &+= 1
                j = j &+ 1 == members ? 0 : j &+ 1
            }
        }
        return k
    }

    /// The card a dealt word stands for, dealt to `place`.
    @inline(__always)
    static func card(_ word: UInt64, at place: Int) -> Card {
        Card(face: Int(Int32(truncatingIfNeeded: word >> 32)), key: Int(Int32(truncatingIfNeeded: word)), dealtAt: place)
    }

    /// Moves to the front of the shuffled `order`, for each needed tag in turn, the first key in
    /// it whose dealt faces carry the tag (unless a key moved for an earlier tag carries it too),
    /// so that the deal's first `groups` keys include it. The shuffle made every such key as
    /// likely to come first, and no random number is drawn: the seed still decides the deal.
    func bringTaggedKeysForward(_ order: UnsafeMutableBufferPointer<Int32>, groups: Int, group: Int) {
        var front = 0
        for candidates in tagged where front < min(groups, order.count) {
            guard let place = order.firstIndex(where: { key in
                candidates.contains { $0.key == key && Int($0.member) < group }
            }), place >= front else { continue }
            order.swapAt(front, place)
            front += 1
        }
    }
}
