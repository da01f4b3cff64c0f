/// The memory player of Velleman & Warrington: perfect recall, optionally forgetting.
///
/// It turns a known complete group if it has one; otherwise an unseen card, then that card's
/// known partners if it knows them, else further unseen cards. With a forgetting probability
/// `p`, at the start of each of its turns it forgets each remembered card with probability `p`.
///
/// Its memory is flat tables in one buffer reused from game to game (remembered cards of a key
/// form a linked list; unseen cards are a pool with O(1) remove and random choice), so a move
/// costs the same on any board and a game allocates nothing. The buffer is copied on write, and
/// its uniqueness is checked once per call rather than once per table write (nine separate
/// arrays were checked on every write, a visible share of a simulated move).
public struct MemoryStrategy: Strategy {
    public let forgetting: Double
    private var memory = MemoryTables(cards: 0, keys: 0, readyCapacity: 0)
    private var unseenCount = 0   // cards in the unseen pool
    private var readyCount = 0    // keys on the ready stack
    private var group: Int32 = 2

    /// A player that forgets each remembered card with probability `forgetting` per turn.
    public init(forgetting: Double) {
        self.forgetting = forgetting
    }

    public mutating func reset(for game: Game) {
        group = Int32(game.config.group)
        let n = game.cards.count, k = game.keys.count
        if memory.cards != n || memory.keys != k || !isKnownUniquelyReferenced(&memory) {
            memory = MemoryTables(cards: n, keys: k, readyCapacity: max(16, k))
        }
        let m = memory
        // `known`, `next` and `prev` are adjacent in the one allocation: one fill for the three.
        m.known.update(repeating: -1, count: 3 * n)
        m.head.update(repeating: -1, count: k)
        m.remembered.update(repeating: 0, count: k)
        for i in 0..<Int32(n) {
            m.members[Int(i)] = i
            m.position[Int(i)] = i
        }
        unseenCount = n
        readyCount = 0
        // A game just dealt, with no peek, shows nothing yet (the simulator's every game).
        if game.phase == .playing && game.moves == 0 && game.turnCards.isEmpty { return }
        game.cards.withUnsafeBufferPointer { cards in
            for i in 0..<n {
                if cards[i].isMatched {
                    m.known[i] = -2
                    removeUnseen(i)
                } else if let key = game.visibleKey(i) {
                    learn(i, key)
                }
            }
        }
    }

    @inline(__always)
    public mutating func observe(_ event: Event, in game: Game) {
        switch event {
        case let .turned(card, _):
            // Most turned cards are new to it; one it already knows changes nothing.
            if memory.known[card] == -1 {
                makeUnique()
                learn(card, game.cards[card].key)
            }
        case let .matched(cards, _, _):
            makeUnique()
            let known = memory.known
            for c in cards {
                // A remembered card is never in the unseen pool (learning takes it out, and
                // forgetting puts it back only with its `known` entry reset): the call to
                // `removeUnseen` is needed only for a card it does not remember.
                if known[c] >= 0 { forget(c) } else { removeUnseen(c) }
                known[c] = -2
            }
        case let .swapped(a, b):
            makeUnique()
            let known = memory.known
            let (ka, kb) = (known[a], known[b])
            if ka >= 0 { forget(a) }
            if kb >= 0 { forget(b) }
            swapUnseen(a, b)
            known[a] = -1
            known[b] = -1
            if kb >= 0 { learn(a, Int(kb)) } else { known[a] = kb }
            if ka >= 0 { learn(b, Int(ka)) } else { known[b] = ka }
        default:
            break
        }
    }

    @inline(__always)
    public mutating func chooseCard(in game: Game, random: inout SeededRandom) -> Int {
        // Choosing only reads the tables (the ready stack's count is a field of this value);
        // only forgetting writes them.
        let turn = game.turnCards
        return game.cards.withUnsafeBufferPointer { cards -> Int in
            if turn.isEmpty {
                if forgetting > 0 {
                    makeUnique()
                    forgetSome(cards, random: &random)
                }
                while readyCount > 0 {
                    let k = Int(memory.ready[readyCount - 1])
                    if memory.remembered[k] >= group, let c = faceDownRemembered(key: k, cards) { return c }
                    readyCount -= 1
                }
            } else {
                let k = cards[turn[0]].key
                if turn.allSatisfy({ cards[$0].key == k }), let c = faceDownRemembered(key: k, cards) {
                    return c
                }
            }
            if unseenCount > 0 {
                let c = Int(memory.members[random.below(unseenCount)])
                if cards[c].state == .faceDown { return c }
            }
            // Everything left is remembered but no group is complete (a forgetful player may get
            // here, or a mismatch is on show): any face-down card will do.
            return cards.indices.first { cards[$0].state == .faceDown } ?? 0
        }
    }

    // MARK: Tables (callers that write have made `memory` unique)

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&memory) { memory = memory.copy() }
    }

    private func faceDownRemembered(key: Int, _ cards: UnsafeBufferPointer<Card>) -> Int? {
        var c = memory.head[key]
        while c >= 0 {
            if cards[Int(c)].state == .faceDown { return Int(c) }
            c = memory.next[Int(c)]
        }
        return nil
    }

    private mutating func learn(_ card: Int, _ key: Int) {
        let m = memory
        m.known[card] = Int32(key)
        removeUnseenInline(card)
        let h = m.head[key]
        m.next[card] = h
        m.prev[card] = -1
        if h >= 0 { m.prev[Int(h)] = Int32(card) }
        m.head[key] = Int32(card)
        m.remembered[key] += 1
        if m.remembered[key] >= group {
            // `pushReady`'s common case written out here (half the cards learned complete a
            // group); the call is kept for the rare growth of the stack.
            if readyCount < m.readyCapacity {
                m.ready[readyCount] = Int32(key)
                readyCount += 1
            } else {
                pushReady(key)
            }
        }
    }

    /// Removes a remembered card from its key's list (its `known` entry is left to the caller).
    private mutating func forget(_ card: Int) {
        let m = memory
        let key = Int(m.known[card])
        let (p, n) = (m.prev[card], m.next[card])
        if p >= 0 { m.next[Int(p)] = n } else { m.head[key] = n }
        if n >= 0 { m.prev[Int(n)] = p }
        m.remembered[key] -= 1
        if m.remembered[key] >= group { pushReady(key) }
    }

    private mutating func pushReady(_ key: Int) {
        if readyCount == memory.readyCapacity {
            memory = memory.copy(readyCapacity: 2 * memory.readyCapacity)
        }
        memory.ready[readyCount] = Int32(key)
        readyCount += 1
    }

    private mutating func forgetSome(_ cards: UnsafeBufferPointer<Card>, random: inout SeededRandom) {
        let known = memory.known
        for c in 0..<memory.cards where known[c] >= 0 && cards[c].state == .faceDown {
            if random.unit() < forgetting {
                forget(c)
                known[c] = -1
                insertUnseen(c)
            }
        }
    }

    // The unseen pool: `members[0..<unseenCount]`, `position` the index of a card in it or -1.

    private mutating func removeUnseen(_ i: Int) {
        removeUnseenInline(i)
    }

    /// ``removeUnseen(_:)`` inlined into ``learn(_:_:)`` only (16 calls a game of 8 pairs):
    /// inlining it everywhere measured worse.
    @inline(__always)
    private mutating func removeUnseenInline(_ i: Int) {
        let m = memory
        let p = Int(m.position[i])
        guard p >= 0 else { return }
        unseenCount -= 1
        let last = m.members[unseenCount]
        if Int(last) != i {
            m.members[p] = last
            m.position[Int(last)] = Int32(p)
        }
        m.position[i] = -1
    }

    private mutating func insertUnseen(_ i: Int) {
        let m = memory
        guard m.position[i] < 0 else { return }
        m.position[i] = Int32(unseenCount)
        m.members[unseenCount] = Int32(i)
        unseenCount += 1
    }

    private func swapUnseen(_ a: Int, _ b: Int) {
        let m = memory
        let (pa, pb) = (m.position[a], m.position[b])
        m.position[a] = pb
        m.position[b] = pa
        if pa >= 0 { m.members[Int(pa)] = Int32(b) }
        if pb >= 0 { m.members[Int(pb)] = Int32(a) }
    }
}

/// The memory player's tables, in one allocation. Only ``MemoryStrategy`` touches them, after
/// making sure it holds the only reference (copy on write), so sharing it between threads is safe.
final class MemoryTables: @unchecked Sendable {
    let cards: Int, keys: Int, readyCapacity: Int
    private let base: UnsafeMutablePointer<Int32>
    /// Key per card: -1 unknown, -2 gone. (`known`, `next` and `prev` follow one another.)
    let known: UnsafeMutablePointer<Int32>
    /// Next / previous remembered card with the same key, -1 none.
    let next: UnsafeMutablePointer<Int32>
    let prev: UnsafeMutablePointer<Int32>
    /// The unseen pool's members and each card's position in it (-1 when not in it).
    let members: UnsafeMutablePointer<Int32>
    let position: UnsafeMutablePointer<Int32>
    /// First remembered card per key (-1 none) and the number of remembered unmatched cards.
    let head: UnsafeMutablePointer<Int32>
    let remembered: UnsafeMutablePointer<Int32>
    /// Keys that may have a complete remembered group (a stack).
    let ready: UnsafeMutablePointer<Int32>

    var total: Int { 5 * cards + 2 * keys + readyCapacity }

    init(cards: Int, keys: Int, readyCapacity: Int) {
        self.cards = cards
        self.keys = keys
        self.readyCapacity = readyCapacity
        base = .allocate(capacity: max(1, 5 * cards + 2 * keys + readyCapacity))
        base.initialize(repeating: 0, count: max(1, 5 * cards + 2 * keys + readyCapacity))
        known = base
        next = base + cards
        prev = base + 2 * cards
        members = base + 3 * cards
        position = base + 4 * cards
        head = base + 5 * cards
        remembered = base + 5 * cards + keys
        ready = base + 5 * cards + 2 * keys
    }

    /// A copy with (at least) the same ready capacity.
    func copy(readyCapacity: Int? = nil) -> MemoryTables {
        let copy = MemoryTables(cards: cards, keys: keys, readyCapacity: max(self.readyCapacity, readyCapacity ?? 0))
        copy.base.update(from: base, count: total)
        return copy
    }

    deinit { base.deallocate() }
}
