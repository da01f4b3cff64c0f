/// The memory player of Velleman & Warrington: perfect recall, optionally forgetting.
///
/// It turns a known complete group if it has one; otherwise an unseen card, then that card's
/// known partners if it knows them, else further unseen cards. With a forgetting probability
/// `p`, at the start of each of its turns it forgets each remembered card with probability `p`.
public struct MemoryStrategy: Strategy {
    public let forgetting: Double
    private var known: [Int] = []        // key per card, -1 unknown, -2 gone
    private var byKey: [[Int]] = []      // remembered unmatched cards per key
    private var unseen = CardPool(count: 0, full: false)
    private var ready: [Int] = []        // keys that may have a complete remembered group
    private var group = 2

    /// A player that forgets each remembered card with probability `forgetting` per turn.
    public init(forgetting: Double) {
        self.forgetting = forgetting
    }

    public mutating func reset(for game: Game) {
        group = game.config.group
        known = Array(repeating: -1, count: game.cards.count)
        byKey = Array(repeating: [], count: game.keys.count)
        unseen = CardPool(count: game.cards.count, full: true)
        ready.removeAll()
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
                let k = known[c]
                if k >= 0 { forget(c, key: k) }
                unseen.remove(c)
                known[c] = -2
            }
        case let .swapped(a, b):
            for (from, to) in [(a, b), (b, a)] where known[from] >= 0 {
                if let p = byKey[known[from]].firstIndex(of: from) { byKey[known[from]][p] = to }
            }
            known.swapAt(a, b)
            unseen.swapCards(a, b)
        default:
            break
        }
    }

    public mutating func chooseCard(in game: Game, random: inout SeededRandom) -> Int {
        let turn = game.turnCards
        if turn.isEmpty {
            if forgetting > 0 { forgetSome(in: game, random: &random) }
            while let k = ready.last {
                if byKey[k].count >= group, let c = byKey[k].first(where: { game.cards[$0].state == .faceDown }) {
                    return c
                }
                ready.removeLast()
            }
        } else {
            let k = game.cards[turn[0]].key
            if turn.allSatisfy({ game.cards[$0].key == k }),
               let c = byKey[k].first(where: { game.cards[$0].state == .faceDown }) {
                return c
            }
        }
        if !unseen.isEmpty {
            let c = unseen.randomElement(using: &random)
            if game.cards[c].state == .faceDown { return c }
        }
        // Everything left is remembered but no group is complete (a forgetful player may get here
        // after forgetting, or a mismatch is on show): any face-down card will do.
        return game.cards.indices.first { game.cards[$0].state == .faceDown } ?? 0
    }

    private mutating func learn(_ card: Int, _ key: Int) {
        known[card] = key
        unseen.remove(card)
        byKey[key].append(card)
        if byKey[key].count >= group { ready.append(key) }
    }

    private mutating func forget(_ card: Int, key: Int) {
        if let p = byKey[key].firstIndex(of: card) { byKey[key].remove(at: p) }
        if byKey[key].count >= group { ready.append(key) }
    }

    private mutating func forgetSome(in game: Game, random: inout SeededRandom) {
        for c in known.indices where known[c] >= 0 && game.cards[c].state == .faceDown {
            if random.unit() < forgetting {
                forget(c, key: known[c])
                known[c] = -1
                unseen.insert(c)
            }
        }
    }
}
