/// Where a card is in its life.
public enum CardState: UInt8, Sendable, Hashable, Codable {
    case faceDown, faceUp, matched
}

/// One card on the board and the history the rules may ask about.
public struct Card: Sendable, Hashable {
    /// Index into ``Game/faces``.
    public let face: Int
    /// Interned matching key (index into ``Game/keys``); equal keys match.
    public let key: Int
    public internal(set) var state: CardState = .faceDown
    /// How many times it has been turned face up (this turn's turn included).
    public internal(set) var timesTurned = 0
    /// Face-up seconds accumulated in earlier showings (see ``faceUpSeconds(at:)``).
    public internal(set) var faceUpAccumulated = 0.0
    /// When the current showing began (meaningful while face up).
    public internal(set) var faceUpSince = 0.0
    /// When it was matched, if it was.
    public internal(set) var matchedAt: Double?

    init(face: Int, key: Int) {
        self.face = face
        self.key = key
    }

    public var isFaceUp: Bool { state == .faceUp }
    public var isMatched: Bool { state == .matched }

    /// Whether it had been seen in an earlier turn than the one it is face up in now.
    public var seenBefore: Bool { timesTurned > (state == .faceUp ? 1 : 0) }

    /// Times it was seen before the current showing.
    public var timesSeenBefore: Int { timesTurned - (state == .faceUp ? 1 : 0) }

    /// Total seconds it has been face up and unmatched, over all its showings, at `now`.
    public func faceUpSeconds(at now: Double) -> Double {
        state == .faceUp ? faceUpAccumulated + max(0, now - faceUpSince) : faceUpAccumulated
    }

    // Each change of a card is one mutating call, so the board array is checked for uniqueness
    // once per change rather than once per field.

    /// Turns it face up at `now`.
    mutating func turnUp(at now: Double) {
        state = .faceUp
        timesTurned += 1
        faceUpSince = now
    }

    /// Turns it back face down at `now`, if it is face up.
    mutating func turnDown(at now: Double) {
        guard state == .faceUp else { return }
        faceUpAccumulated += max(0, now - faceUpSince)
        state = .faceDown
    }

    /// Marks it matched at `now` (it is face up).
    mutating func match(at now: Double) {
        faceUpAccumulated += max(0, now - faceUpSince)
        state = .matched
        matchedAt = now
    }
}
