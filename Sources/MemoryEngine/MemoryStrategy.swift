/// The memory player of Velleman & Warrington: perfect recall, optionally forgetting.
///
/// It turns a known complete group if it has one; otherwise an unseen card, then that card's
/// known partners if it knows them, else further unseen cards. With a forgetting probability
/// `p`, at the start of each of its turns it forgets each remembered card with probability `p`.
///
/// Its memory is flat arrays reused from game to game (remembered cards of a key form a linked
/// list), so a move costs the same on any board and a game allocates nothing.
public struct MemoryStrategy: Strategy {
    public let forgetting: Double
    private var known: [Int32] = []      // key per card, -1 unknown, -2 gone
    private var next: [Int32] = []       // next remembered card with the same key, -1 none
    private var prev: [Int32] = []       // previous one, -1 none
    private var head: [Int32] = []       // first remembered card per key, -1 none
    private var remembered: [Int32] = [] // remembered unmatched cards per key
    private var unseen = CardPool()
    private var ready: [Int32] = []      // keys that may have a complete remembered group
    private var group: Int32 = 2

    /// A player that forgets each remembered card with probability `forgetting` per turn.
    public init(forgetting: Double) {
        self.forgetting = forgetting
    }

    public mutating func reset(for game: Game) {
        group = Int32(game.config.group)
        let n = game.cards.count, k = game.keys.count
        Self.fill(&known, -1, n)
        Self.fill(&next, -1, n)
        Self.fill(&prev, -1, n)
        Self.fill(&head, -1, k)
        Self.fill(&remembered, 0, k)
        unseen.reset(count: n, full: true)
        ready.removeAll(keepingCapacity: true)
        for (i, card) in game.cards.enumerated() {
            if card.isMatched {
                known[i] = -2
                unseen.remove(i)
            } else if let key = game.visibleKey(i) {
                learn(i, key)
            }
        }
    }

    public mutating func observe(_ event: Event, in game: Game) {
        switch event {
        case let .turned(card, _):
            if known[card] == -1 { learn(card, game.cards[card].key) }
        case let .matched(cards, _, _):
            for c in cards {
                if known[c] >= 0 { forget(c) }
                unseen.remove(c)
                known[c] = -2
            }
        case let .swapped(a, b):
            let (ka, kb) = (known[a], known[b])
            if ka >= 0 { forget(a) }
            if kb >= 0 { forget(b) }
            unseen.swapCards(a, b)
            known[a] = -1
            known[b] = -1
            if kb >= 0 { learn(a, Int(kb)) } else { known[a] = kb }
            if ka >= 0 { learn(b, Int(ka)) } else { known[b] = ka }
        default:
            break
        }
    }

    public mutating func chooseCard(in game: Game, random: inout SeededRandom) -> Int {
        let turn = game.turnCards
        if turn.isEmpty {
            if forgetting > 0 { forgetSome(in: game, random: &random) }
            while let k = ready.last {
                if remembered[Int(k)] >= group, let c = faceDownRemembered(key: Int(k), in: game) { return c }
                ready.removeLast()
            }
        } else {
            let k = game.cards[turn[0]].key
            if turn.allSatisfy({ game.cards[$0].key == k }), let c = faceDownRemembered(key: k, in: game) {
                return c
            }
        }
        if !unseen.isEmpty {
            let c = unseen.randomElement(using: &random)
            if game.cards[c].state == .faceDown { return c }
        }
        // Everything left is remembered but no group is complete (a forgetful player may get here,
        // or a mismatch is on show): any face-down card will do.
        return game.cards.indices.first { game.cards[$0].state == .faceDown } ?? 0
    }

    private func faceDownRemembered(key: Int, in game: Game) -> Int? {
        var c = head[key]
        while c >= 0 {
            if game.cards[Int(c)].state == .faceDown { return Int(c) }
            c = next[Int(c)]
        }
        return nil
    }

    private mutating func learn(_ card: Int, _ key: Int) {
        known[card] = Int32(key)
        unseen.remove(card)
        let h = head[key]
        next[card] = h
        prev[card] = -1
        if h >= 0 { prev[Int(h)] = Int32(card) }
        head[key] = Int32(card)
        remembered[key] += 1
        if remembered[key] >= group { ready.append(Int32(key)) }
    }

    /// Removes a remembered card from its key's list (its `known` entry is left to the caller).
    private mutating func forget(_ card: Int) {
        let key = Int(known[card])
        let (p, n) = (prev[card], next[card])
        if p >= 0 { next[Int(p)] = n } else { head[key] = n }
        if n >= 0 { prev[Int(n)] = p }
        remembered[key] -= 1
        if remembered[key] >= group { ready.append(Int32(key)) }
    }

    private mutating func forgetSome(in game: Game, random: inout SeededRandom) {
        for c in known.indices where known[c] >= 0 && game.cards[c].state == .faceDown {
            if random.unit() < forgetting {
                forget(c)
                known[c] = -1
                unseen.insert(c)
            }
        }
    }

    private static func fill(_ array: inout [Int32], _ value: Int32, _ count: Int) {
        // Overwritten in place when the size is unchanged (every game of a simulation):
        // `append(contentsOf:)` went through the generic sequence copy.
        if array.count == count {
            array.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
        } else {
            array = Array(repeating: value, count: count)
        }
    }
}
