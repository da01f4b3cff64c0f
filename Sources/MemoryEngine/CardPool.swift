/// A set of card indices with O(1) insert, remove and uniform random choice (the bots' working
/// set, so a move costs the same on a board of 16 cards or of 10 000).
struct CardPool: Sendable {
    private(set) var members: [Int] = []
    private var position: [Int] = []   // index in `members`, or -1

    init(count: Int, full: Bool) {
        position = Array(repeating: -1, count: count)
        members.reserveCapacity(count)
        if full { for i in 0..<count { insert(i) } }
    }

    var isEmpty: Bool { members.isEmpty }
    var count: Int { members.count }

    func contains(_ i: Int) -> Bool { position[i] >= 0 }

    mutating func insert(_ i: Int) {
        guard position[i] < 0 else { return }
        position[i] = members.count
        members.append(i)
    }

    mutating func remove(_ i: Int) {
        let p = position[i]
        guard p >= 0 else { return }
        let last = members.removeLast()
        if last != i {
            members[p] = last
            position[last] = p
        }
        position[i] = -1
    }

    /// Exchanges the membership of two cards (they swapped places on the board).
    mutating func swapCards(_ a: Int, _ b: Int) {
        let (pa, pb) = (position[a], position[b])
        position[a] = pb
        position[b] = pa
        if pa >= 0 { members[pa] = b }
        if pb >= 0 { members[pb] = a }
    }

    func randomElement(using random: inout SeededRandom) -> Int {
        members[random.below(members.count)]
    }
}
