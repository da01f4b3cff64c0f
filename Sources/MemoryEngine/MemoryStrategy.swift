/// The memory player of Velleman & Warrington: perfect recall, optionally forgetting.
///
/// It turns a known complete group if it has one; otherwise an unseen card, then that card's
/// known partners if they complete its group, else further unseen cards (the same choices as
/// ``WatchfulStrategy`` makes on a board no script changes). With a forgetting probability
/// `p`, at the start of each of its turns it forgets each remembered card with probability `p`;
/// a forgetful player (even with `p` = 0) loses track of both cards of every swap, and a perfect
/// one follows them.
///
/// Its memory is flat tables reused from game to game (the remembered cards of a key fill a block
/// of slots in the order they were learned; unseen cards are a pool kept in random order, with
/// O(1) remove and insert, whose last card is the one it turns), so a move costs the same on any
/// board and a game allocates nothing. The tables are copied on write, and their uniqueness is
/// checked once per call rather than once per table write: a check on every write of every
/// array is a visible share of a simulated move.
public struct MemoryStrategy: Strategy {
    public let forgetting: Double
    public var skill: Double { 1 - forgetting }
    /// Whether it follows cards that swap places (a perfect player), or loses track of both.
    public let followsMoves: Bool
    private var memory = MemoryTables(cards: 0, keys: 0)
    private var unseenCount = 0   // cards in the unseen pool
    private var readyCount = 0    // keys on the ready stack
    private var lostCount = 0     // cards lost track of in a swap, back among the unseen at the next choice
    private var group: Int32 = 2

    /// A player that forgets each remembered card with probability `forgetting` per turn, and
    /// follows moved cards only if `followsMoves` (by default, when it forgets nothing).
    public init(forgetting: Double, followsMoves: Bool? = nil) {
        self.forgetting = forgetting
        self.followsMoves = followsMoves ?? (forgetting == 0)
    }

    public mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom) {
        group = Int32(game.pointee.config.group)
        let n = game.pointee.cards.count, k = game.pointee.keys.count
        if memory.cards != n || memory.keys != k || !isKnownUniquelyReferenced(&memory) {
            memory = MemoryTables(cards: n, keys: k)
            memory.shuffleUnseenOrder(&random)
        }
        // One copy of the tables' starting contents; the slots need no clearing (a key's count
        // says how many of its slots hold cards).
        memory.restart()
        unseenCount = n
        readyCount = 0
        lostCount = 0
        // A game just dealt, with no peek, shows nothing yet (the simulator's every game).
        if game.pointee.stage == .playing, game.pointee.moves == 0, game.pointee.turnCards.isEmpty { return }
        let m = memory
        game.pointee.cards.withUnsafeBufferPointer { cards in
            for i in 0..<n {
                if cards[i].isMatched {
                    m.known[i] = -2
                    removeUnseen(i)
                } else if game.isFaceVisible(i) {
                    learn(i, game.pointee.cards[i].key)
                }
            }
        }
    }

    public func remembers(_ card: Int) -> Bool { memory.known[card] >= 0 }

    /// Only three events change what it knows; the test for them is inlined where the game tells
    /// of every event (most are cards turned). A match's forgetting is inlined too (every game
    /// ends in matches); a mismatch's learning is called (inlined, it made the simulator's loop
    /// outline the board's uniqueness check, 8 % more instructions).
    @inline(__always)
    public mutating func observe(_ event: Event, at game: UnsafePointer<Game>) {
        switch event {
        case let .mismatched(cards, _, _): learnMismatch(cards, on: game.pointee.cards.span)
        case let .matched(cards, _, _): forgetMatch(cards)
        case let .swapped(a, b): followSwap(a, b)
        default: break
        }
    }

    /// A turn's cards are learned when the turn ends, and only if they did not match: a matched
    /// card is gone at once (learning each card as it was turned, then forgetting the matched
    /// ones, was half the tables' writes of a game).
    private mutating func learnMismatch(_ cards: CardGroup, on board: Span<Card>) {
        makeUnique()
        let known = memory.known
        // Unknown cards (-1) and cards lost track of in a swap (-3) are learned.
        for c in cards where known[c] == -1 || known[c] == -3 { learn(c, board[c].key) }
    }

    @inline(__always)
    private mutating func forgetMatch(_ cards: CardGroup) {
        makeUnique()
        let known = memory.known
        for c in cards {
            // A remembered card is never in the unseen pool (learning takes it out, and
            // forgetting puts it back only with its `known` entry reset): the call to
            // `removeUnseen` is needed only for a card it does not remember.
            if known[c] >= 0 { forget(c) } else { removeUnseen(c) }
            known[c] = -2
        }
    }

    private mutating func followSwap(_ a: Int, _ b: Int) {
        makeUnique()
        let known = memory.known
        let (ka, kb) = (known[a], known[b])
        if ka >= 0 { forget(a) }
        if kb >= 0 { forget(b) }
        swapUnseen(a, b)
        known[a] = -1
        known[b] = -1
        // A perfect memory follows the cards as they move; a forgetful one loses track of
        // both, as a person watching two backs change places would. A remembered (or already
        // lost) card now lies at the other place, which `swapUnseen` left out of the pool:
        // that place goes back among the unseen cards at the next choice (a random place in
        // the pool needs the random source). Left out, it was never chosen again, and the
        // player could turn the same two cards for ever.
        guard followsMoves else {
            if ka >= 0 || ka == -3 { known[b] = -3; lostCount += 1 }
            if kb >= 0 || kb == -3 { known[a] = -3; lostCount += 1 }
            return
        }
        if kb >= 0 { learn(a, Int(kb)) }
        if ka >= 0 { learn(b, Int(ka)) }
    }

    @inline(__always)
    public mutating func chooseCard(at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int {
        // Choosing only reads the tables (the ready stack's count is a field of this value);
        // only forgetting writes them.
        let turn = game.pointee.turnCards
        // The board borrowed as a span: a buffer pointer from the lent game's array was kept
        // alive by a reference count (two atomic updates a choice), as the tables' writes below
        // could, for all the compiler knows, have freed it.
        let cards = game.pointee.cards.span
        if turn.isEmpty {
            if lostCount > 0 { returnLostCards(cards, random: &random) }
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
            // The turn's partners it knows of, when they and the turn's cards make a group:
            // remembered cards of the first card's key that are face down (most first cards of a
            // turn have no remembered partner). With fewer than the group needs, an unseen card
            // comes first: it completes the group as likely as it would after them, and shows
            // more when it does not. (The turn's cards came from the unseen pool, or it is
            // turning a group it knows whole: the key's count is the face-down cards it can
            // still turn, or more than the group needs. Written as a sum, the test is one
            // comparison for pairs.)
            let k = cards[turn[0]].key
            if memory.remembered[k] &+ Int32(truncatingIfNeeded: turn.count) >= group,
               turn.allSatisfy({ cards[$0].key == k }),
               let c = faceDownRemembered(key: k, cards) {
                return c
            }
        }
        // The pool is in uniformly random order: its last card is a uniformly random unseen
        // card, with no draw on every choice. The card chosen leaves the pool at once, by
        // the count alone: its `position` entry is left as it is until the turn ends and it
        // is learned or matched (see ``removeUnseenInline(_:)``). Left in the pool until
        // then, it was passed over face up by the turn's next choice, a branch that followed
        // the deal. A face-up card found here is also in the turn under way: it is dropped
        // from the pool with the chosen card, and resolved in the same way.
        var top = unseenCount
        while top > 0 {
            top &-= 1
            let c = Int(memory.members[top])
            if cards[c].state == .faceDown {
                unseenCount = top
                return c
            }
        }
        // Everything left is remembered but no group is complete (a forgetful player may get
        // here, or a mismatch is on show): any face-down card will do.
        return cards.indices.first { cards[$0].state == .faceDown } ?? 0
    }

    // MARK: Tables (callers that write have made `memory` unique)

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&memory) { memory = memory.copy() }
    }

    /// The most recently learned of the key's remembered cards that is face down.
    @inline(__always)
    private func faceDownRemembered(key: Int, _ cards: Span<Card>) -> Int? {
        let block = memory.slots + key &* memory.slotsPerKey
        var i = Int(memory.remembered[key])
        while i > 0 {
            i -= 1
            let c = Int(block[i])
            if cards[c].state == .faceDown { return c }
        }
        return nil
    }

    /// Inlined into its callers: a mismatch learns two cards, and the calls cost a third of it.
    @inline(__always)
    private mutating func learn(_ card: Int, _ key: Int) {
        let m = memory
        let count = Int(m.remembered[key])
        // Widening is left to a call in tail position: a call that returns here made every
        // learning save and restore five registers.
        guard count < m.slotsPerKey else { return learnWidening(card, key) }
        // Board indices and keys fit in 32 bits (see ``GameConfig/maximumCards``).
        m.known[card] = Int32(truncatingIfNeeded: key)
        removeUnseenInline(card)
        m.slots[key &* m.slotsPerKey &+ count] = Int32(truncatingIfNeeded: card)
        m.remembered[key] = Int32(truncatingIfNeeded: count + 1)
        if count + 1 >= group {
            // `pushReady`'s common case written out here (many cards learned complete a group);
            // the call is kept for the rare growth of the stack.
            if readyCount < m.readyCapacity {
                m.ready[readyCount] = Int32(truncatingIfNeeded: key)
                readyCount += 1
            } else {
                pushReady(key)
            }
        }
    }

    /// ``learn(_:_:)`` for a key whose block is full.
    @inline(never)
    private mutating func learnWidening(_ card: Int, _ key: Int) {
        memory.growSlots()
        learn(card, key)
    }

    /// Removes a remembered card from its key's block (its `known` entry is left to the caller).
    private mutating func forget(_ card: Int) {
        let m = memory
        let key = Int(m.known[card])
        let count = Int(m.remembered[key]) - 1
        let block = m.slots + key &* m.slotsPerKey
        // A match most often forgets the newest card first, and then nothing moves.
        if block[count] != Int32(truncatingIfNeeded: card) { Self.closeGap(block, count, card) }
        m.remembered[key] = Int32(truncatingIfNeeded: count)
        if count >= group { pushReady(key) }
    }

    /// Takes `card` out of `block[0...last]` (it is not the last), moving each card learned
    /// after it down a slot so that the block stays in learning order.
    @inline(never)
    private static func closeGap(_ block: UnsafeMutablePointer<Int32>, _ last: Int, _ card: Int) {
        var i = last, carried = block[last]
        while carried != Int32(truncatingIfNeeded: card) {
            assert(i > 0, "card \(card) is not in its key's block")
            i -= 1
            swap(&carried, &block[i])
        }
    }

    /// Not inlined: with the stack's growth inlined into them, ``learn(_:_:)`` and the callers of
    /// ``forget(_:)`` saved and restored registers on every call.
    @inline(never)
    private mutating func pushReady(_ key: Int) {
        if readyCount == memory.readyCapacity { memory.growReady() }
        memory.ready[readyCount] = Int32(truncatingIfNeeded: key)
        readyCount += 1
    }

    /// Puts the face-down places lost track of in swaps back among the unseen cards (one face
    /// up now is learned or matched when its turn ends, or returned at a later choice).
    @inline(never)
    private mutating func returnLostCards(_ cards: Span<Card>, random: inout SeededRandom) {
        makeUnique()
        let known = memory.known
        var left = 0
        for c in 0..<memory.cards where known[c] == -3 {
            if cards[c].state == .faceDown {
                known[c] = -1
                insertUnseen(c, random: &random)
            } else {
                left += 1
            }
        }
        lostCount = left
    }

    /// Forgets each remembered face-down card with probability `forgetting`. Every card's draw
    /// comes before any forgotten card goes back into the pool (at a place drawn too), in board
    /// order as ``WatchfulStrategy`` draws them: the same draws forget the same cards.
    private mutating func forgetSome(_ cards: Span<Card>, random: inout SeededRandom) {
        let known = memory.known
        var forgotten = 0
        for c in 0..<memory.cards where known[c] >= 0 {
            if cards[c].state == .faceDown && random.unit() < forgetting {
                forget(c)
                known[c] = Self.forgottenNow
                forgotten += 1
            }
        }
        guard forgotten > 0 else { return }
        for c in 0..<memory.cards where known[c] == Self.forgottenNow {
            known[c] = -1
            insertUnseen(c, random: &random)
        }
    }

    /// The `known` entry of a card ``forgetSome(_:random:)`` has just forgotten, until it is back
    /// among the unseen cards.
    private static let forgottenNow: Int32 = -4

    // The unseen pool: `members[0..<unseenCount]`, `position` the index of a card in it or -1.
    // Its order is uniformly random and stays so: it starts as a random permutation, a card is
    // inserted at a random place, and a removal moves the last card into the gap (which keeps a
    // random order random, whichever card is removed). A card ``chooseCard(at:random:)`` took
    // from the top keeps a `position` at or past `unseenCount` until its turn ends: a position
    // counts only below `unseenCount`.

    private mutating func removeUnseen(_ i: Int) {
        removeUnseenInline(i)
    }

    /// ``removeUnseen(_:)`` inlined into ``learn(_:_:)`` only, its caller on every mismatch:
    /// inlining it everywhere measured worse.
    @inline(__always)
    private mutating func removeUnseenInline(_ i: Int) {
        let m = memory
        let p = Int(m.position[i])
        m.position[i] = -1
        // Not in the pool (-1), or taken from its top by this player's choice.
        guard UInt(bitPattern: p) < UInt(bitPattern: unseenCount) else { return }
        unseenCount -= 1
        let last = m.members[unseenCount]
        if Int(last) != i {
            m.members[p] = last
            m.position[Int(last)] = Int32(truncatingIfNeeded: p)
        }
    }

    /// Puts `i` at a uniformly random place in the pool, the card there moving to the end (the
    /// step of an inside-out shuffle).
    private mutating func insertUnseen(_ i: Int, random: inout SeededRandom) {
        let m = memory
        guard m.position[i] < 0 else { return }
        let end = unseenCount
        unseenCount += 1
        let place = random.below(unseenCount)
        if place != end {
            let displaced = m.members[place]
            m.members[end] = displaced
            m.position[Int(displaced)] = Int32(truncatingIfNeeded: end)
        }
        m.members[place] = Int32(truncatingIfNeeded: i)
        m.position[i] = Int32(truncatingIfNeeded: place)
    }

    private func swapUnseen(_ a: Int, _ b: Int) {
        let m = memory
        let (pa, pb) = (m.position[a], m.position[b])
        m.position[a] = pb
        m.position[b] = pa
        if pa >= 0 { m.members[Int(pa)] = Int32(truncatingIfNeeded: b) }
        if pb >= 0 { m.members[Int(pb)] = Int32(truncatingIfNeeded: a) }
    }
}

/// The memory player's tables. Only ``MemoryStrategy`` touches them, after making sure it holds
/// the only reference (copy on write), so sharing them between threads is safe.
///
/// The slots and the ready stack grow in place, in storage of their own: the object and the
/// other tables' addresses never change while the player holds them. (When growing the stack
/// replaced the whole object, a caller that had read `known` before a `forget` wrote to freed
/// memory; it takes a key with more than a group's cards on the board to grow either.)
final class MemoryTables: @unchecked Sendable {
    let cards: Int, keys: Int
    /// `known`, `remembered`, `members` and `position`, then their contents at the start of a
    /// game, which ``restart()`` copies over them.
    private let base: UnsafeMutablePointer<Int32>
    /// Key per card: -1 unknown, -2 gone, -3 lost track of in a swap, -4 forgotten in the call under
    /// way (see ``MemoryStrategy``).
    let known: UnsafeMutablePointer<Int32>
    /// The number of remembered unmatched cards per key.
    let remembered: UnsafeMutablePointer<Int32>
    /// The unseen pool's members and each card's position in it (-1 when not in it).
    let members: UnsafeMutablePointer<Int32>
    let position: UnsafeMutablePointer<Int32>
    /// Key `k`'s remembered cards, oldest first, are the first `remembered[k]` of its
    /// `slotsPerKey` slots from `slots + k * slotsPerKey`.
    private(set) var slots: UnsafeMutablePointer<Int32>
    private(set) var slotsPerKey: Int
    /// Keys that may have a complete remembered group (a stack).
    private(set) var ready: UnsafeMutablePointer<Int32>
    private(set) var readyCapacity: Int

    /// The length of the tables that ``restart()`` resets.
    private var stateCount: Int { 3 * cards + keys }

    /// Tables with room for a key's largest group in its slots unless told otherwise (a key has
    /// a group's cards on most boards).
    init(cards: Int, keys: Int, slotsPerKey: Int = GameConfig.maximumGroup, readyCapacity: Int? = nil) {
        self.cards = cards
        self.keys = keys
        let stateCount = 3 * cards + keys
        base = .allocate(capacity: max(1, 2 * stateCount))
        known = base
        remembered = base + cards
        members = base + cards + keys
        position = base + 2 * cards + keys
        let start = base + stateCount
        start.initialize(repeating: -1, count: cards)
        (start + cards).initialize(repeating: 0, count: keys)
        for i in 0..<cards {
            (start + cards + keys)[i] = Int32(truncatingIfNeeded: i)
            (start + 2 * cards + keys)[i] = Int32(truncatingIfNeeded: i)
        }
        base.initialize(from: start, count: stateCount)
        self.slotsPerKey = slotsPerKey
        slots = .allocate(capacity: max(1, keys * slotsPerKey))
        slots.initialize(repeating: 0, count: max(1, keys * slotsPerKey))
        self.readyCapacity = readyCapacity ?? max(16, keys)
        ready = .allocate(capacity: self.readyCapacity)
        ready.initialize(repeating: 0, count: self.readyCapacity)
    }

    /// Forgets everything: every card unknown and unseen, the unseen pool in its starting order.
    func restart() {
        base.update(from: base + stateCount, count: stateCount)
    }

    /// Makes the unseen pool's starting order a uniformly random permutation of the board (drawn
    /// once for the tables' life: every deal is random, so the same order serves every game),
    /// from the next ``restart()`` on.
    func shuffleUnseenOrder(_ random: inout SeededRandom) {
        let start = base + stateCount
        let members = UnsafeMutableBufferPointer(start: start + cards + keys, count: cards)
        let position = start + 2 * cards + keys
        random.shuffle(members)
        for (place, card) in members.enumerated() { position[Int(card)] = Int32(truncatingIfNeeded: place) }
    }

    /// Doubles the slots per key (for a key with more cards on the board than any before).
    @inline(never)
    func growSlots() {
        let wider = UnsafeMutablePointer<Int32>.allocate(capacity: keys * 2 * slotsPerKey)
        wider.initialize(repeating: 0, count: keys * 2 * slotsPerKey)
        for k in 0..<keys {
            (wider + k * 2 * slotsPerKey).update(from: slots + k * slotsPerKey, count: Int(remembered[k]))
        }
        slots.deallocate()
        slots = wider
        slotsPerKey *= 2
    }

    /// Doubles the ready stack's capacity.
    @inline(never)
    func growReady() {
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * readyCapacity)
        larger.initialize(from: ready, count: readyCapacity)
        (larger + readyCapacity).initialize(repeating: 0, count: readyCapacity)
        ready.deallocate()
        ready = larger
        readyCapacity *= 2
    }

    /// A copy with the same contents and capacities.
    func copy() -> MemoryTables {
        let copy = MemoryTables(cards: cards, keys: keys, slotsPerKey: slotsPerKey, readyCapacity: readyCapacity)
        copy.base.update(from: base, count: 2 * stateCount)
        copy.slots.update(from: slots, count: keys * slotsPerKey)
        copy.ready.update(from: ready, count: readyCapacity)
        return copy
    }

    deinit {
        base.deallocate()
        slots.deallocate()
        ready.deallocate()
    }
}
