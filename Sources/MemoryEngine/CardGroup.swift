/// The cards of one turn (at most ``GameConfig/maximumGroup``), packed into one word (16 bits a
/// card; boards have at most ``GameConfig/maximumCards``) so that a turn never allocates.
/// (`InlineArray` was tried first: its subscript went through unspecialised generic code.)
public struct CardGroup: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    @usableFromInline var storage: UInt64 = 0
    public private(set) var count = 0

    public init() {}

    /// A group of the given card indices (at most four).
    public init<S: Sequence<Int>>(_ cards: S) {
        for c in cards { append(c) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    // Spelled out so that the hot path calls these specialised, not the standard library's
    // generic defaults.
    public var indices: Range<Int> { 0..<count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// Iterates the cards by shifting the packed word: no index and no bounds check per card
    /// (every move iterates its group several times).
    public struct Iterator: IteratorProtocol {
        var bits: UInt64
        var left: Int
        @inline(__always)
        public mutating func next() -> Int? {
            guard left > 0 else { return nil }
            let card = Int(truncatingIfNeeded: bits & 0xFFFF)
            bits >>= 16
            left -= 1
            return card
        }
    }

    @inline(__always)
    public func makeIterator() -> Iterator { Iterator(bits: storage, left: count) }

    /// The first card (the group is not empty).
    var firstCard: Int { Int(truncatingIfNeeded: storage & 0xFFFF) }

    @inlinable public subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "CardGroup index out of range")
        return Int((storage >> (16 * UInt64(position))) & 0xFFFF)
    }

    /// Puts `b` in place of `a` and `a` in place of `b` (two cards that swapped places).
    mutating func exchange(_ a: Int, _ b: Int) {
        var exchanged = CardGroup()
        for c in self { exchanged.append(unchecked: c == a ? b : c == b ? a : c) }
        self = exchanged
    }

    @inline(__always)
    mutating func append(_ card: Int) {
        precondition(count < 4, "a group holds at most four cards")
        precondition(card >= 0 && card <= 0xFFFF, "card index out of range")
        append(unchecked: card)
    }

    /// ``append(_:)`` for a caller that knows there is room and the index fits (the game's own
    /// turn: its card is on the board, and the turn is shorter than a group).
    @inline(__always)
    mutating func append(unchecked card: Int) {
        assert(count < 4 && card >= 0 && card <= 0xFFFF, "no room for card \(card) in \(self)")
        storage |= UInt64(truncatingIfNeeded: card) &<< (16 &* UInt64(truncatingIfNeeded: count))
        count &+= 1
    }

    mutating func removeAll() {
        storage = 0
        count = 0
    }

    public static func == (lhs: CardGroup, rhs: CardGroup) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for c in self { hasher.combine(c) }
    }

    public var description: String { "[" + map(String.init).joined(separator: ", ") + "]" }
}

extension CardGroup: Codable {
    public init(from decoder: Decoder) throws {
        self.init(try [Int](from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
