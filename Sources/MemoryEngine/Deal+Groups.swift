/// Decks whose faces declare their group sizes (``Face/group``): pairs and triples on one board.
extension Deck {
    /// Each key's declared group size (0: none declared), or empty when no face declares one.
    /// Refuses a size outside 2 to 4 and a key whose faces declare different sizes.
    static func declaredGroups(of faces: [Face], members: [[Int32]], keys: [String]) throws(ConfigError) -> [Int] {
        guard faces.contains(where: { $0.group != nil }) else { return [] }
        var sizes: [Int] = []
        for (k, list) in members.enumerated() {
            var size = 0
            for i in list {
                guard let declared = faces[Int(i)].group else { continue }
                guard (2...GameConfig.maximumGroup).contains(declared) else {
                    throw ConfigError("face \(i + 1) ('\(faces[Int(i)].label)') declares group \(declared): use 2, 3 or 4 cards")
                }
                if size != 0 && size != declared {
                    throw ConfigError("the faces of key '\(keys[k])' declare groups of \(size) and \(declared): a key's faces declare one size")
                }
                size = declared
            }
            sizes.append(size)
        }
        return sizes
    }

    /// Each key's group size in a game whose group is `group`: the declared size, else `group`.
    /// Empty when every key's is `group` (the game then deals and plays as any other).
    public func groupSizes(defaultGroup group: Int) -> [Int] {
        let sizes = declaredGroups.map { $0 == 0 ? group : $0 }
        return sizes.allSatisfy { $0 == group } ? [] : sizes
    }

    /// Deals a board of keys with sizes of their own (`sizes`, by key: see
    /// ``groupSizes(defaultGroup:)``) into `cards`, replacing its contents; returns the number of
    /// groups dealt. The keys come in shuffled order as in ``deal(groups:of:random:into:stock:stockInto:)``,
    /// reused when the deck has too few; `.groups(n)` deals the first `n`, a grid the first that
    /// fill it exactly, passing over a key whose group would leave room no group could fill.
    /// Each key's faces are taken in the deck's order, repeated when it has fewer than its size;
    /// then the cards are shuffled.
    func dealMixed(sizes: [Int], board: BoardSize, random: inout SeededRandom, into cards: inout [Card]) -> Int {
        var order = (0..<Int32(keys.count)).map { $0 }
        random.shuffle(&order)
        let smallest = sizes.min() ?? 2
        if !tagged.isEmpty {
            order.withUnsafeMutableBufferPointer { bringTaggedKeysForward($0, groups: keys.count, group: smallest) }
        }
        var words: [UInt64] = []
        var groups = 0
        var k = 0
        func take(_ key: Int) {
            let first = Int(memberStart[key]), members = Int(memberStart[key + 1]) - first
            for j in 0..<sizes[key] { words.append(memberCards[first + j % members]) }
            groups += 1
        }
        switch board {
        case let .groups(n):
            for _ in 0..<n {
                take(Int(order[k]))
                k = (k + 1) % order.count
            }
        case .grid:
            let fillable = Deck.fillable(board.cardCount(group: 1), sizes: Set(sizes))
            var remaining = fillable.count - 1
            while remaining > 0 {
                let key = Int(order[k])
                k = (k + 1) % order.count
                // Some key's size leaves room that can be filled: validation made the board fillable.
                guard sizes[key] <= remaining, fillable[remaining - sizes[key]] else { continue }
                take(key)
                remaining -= sizes[key]
            }
        }
        var i = words.count - 1
        while i > 0 {
            words.swapAt(i, random.below(i + 1))
            i -= 1
        }
        cards = words.indices.map { Deck.card(words[$0], at: $0) }
        return groups
    }

    /// For each number of cards from 0 to `count`, whether groups of these sizes fill it exactly.
    static func fillable(_ count: Int, sizes: Set<Int>) -> [Bool] {
        var can = [Bool](repeating: false, count: count + 1)
        can[0] = true
        if count > 0 {
            for n in 1...count { can[n] = sizes.contains { $0 <= n && can[n - $0] } }
        }
        return can
    }
}

extension SimulationDeck {
    /// ``Reactions/mixedGroups`` when the games of a block starting at game `first` are dealt
    /// from a deck mixing group sizes (a deck made per game: the first game's), else none: the
    /// computer players are chosen for them.
    func reactions(firstGame first: Int, of plan: SimulationPlan) -> Reactions {
        let deck: Deck?
        switch self {
        case let .fixed(fixed): deck = fixed
        case let .perGame(make): deck = try? make(SeededRandom.derive(plan.seed, UInt64(first)))
        }
        return deck.map { $0.groupSizes(defaultGroup: plan.config.group).isEmpty } == false ? .mixedGroups : []
    }
}
