/// A set of card indices with O(1) insert, remove and uniform random choice (the bots' working
/// set, so a move costs the same on a board of 16 cards or of 10 000).
struct CardPool: Sendable {
    init() {}

    private(set) var members: [Int32] = []
    private var position: [Int32] = []   // index in `members`, or -1

    /// Empties the pool for a board of `count` cards, or fills it with all of them; reuses storage.
    mutating func reset(count: Int, full: Bool) {
        // Plain loops into reserved storage: `append(contentsOf:)` of a range goes through the
        // generic sequence copy, a visible cost when a simulation deals millions of games.
        members.removeAll(keepingCapacity: true)
        position.removeAll(keepingCapacity: true)
        members.reserveCapacity(count)
        position.reserveCapacity(count)
        for i in 0..<Int32(count) {
            if full { members.append(i) }
            position.append(full ? i : -1)
        }
    }

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    func contains(_ i: Int) -> Bool { position[i] >= 0 }

    mutating func insert(_ i: Int) {
        guard position[i] < 0 else { return }
        position[i] = Int32(members.count)
        members.append(Int32(i))
    }

    mutating func remove(_ i: Int) {
        let p = Int(position[i])
        guard p >= 0 else { return }
        let last = members.removeLast()
        if Int(last) != i {
            members[p] = last
            position[Int(last)] = Int32(p)
        }
        position[i] = -1
    }

    /// Exchanges the membership of two cards (they swapped places on the board).
    mutating func swapCards(_ a: Int, _ b: Int) {
        let (pa, pb) = (position[a], position[b])
        position[a] = pb
        position[b] = pa
        if pa >= 0 { members[Int(pa)] = Int32(b) }
        if pb >= 0 { members[Int(pb)] = Int32(a) }
    }

    func randomElement(using random: inout SeededRandom) -> Int {
        Int(members[random.below(members.count)])
    }
}
