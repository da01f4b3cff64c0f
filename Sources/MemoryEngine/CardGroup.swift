/// The cards of one turn (at most ``GameConfig/maximumGroup``), stored inline so that a turn
/// never allocates.
public struct CardGroup: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
    private var storage = InlineArray<4, Int32>(repeating: -1)
    public private(set) var count = 0

    public init() {}

    /// A group of the given card indices (at most four).
    public init<S: Sequence<Int>>(_ cards: S) {
        for c in cards { append(c) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Int {
        precondition(position >= 0 && position < count, "CardGroup index out of range")
        return Int(storage[position])
    }

    mutating func append(_ card: Int) {
        precondition(count < 4, "a group holds at most four cards")
        storage[count] = Int32(card)
        count += 1
    }

    mutating func removeAll() { count = 0 }

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
