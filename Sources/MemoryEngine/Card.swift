/// Where a card is in its life.
public enum CardState: UInt8, Sendable, Hashable, Codable {
    case faceDown, faceUp, matched
    /// Taken off the board at a script's request: it scores nothing and need not be found; its
    /// place is empty (a face-down card may be moved there).
    case removed
}

/// One card on the board and the history the rules may ask about.
///
/// Stored in 32-bit fields, with the start of the current showing and the time of the match in
/// one field (a matched card is never face up again), and its place at the deal in 16 bits in the
/// state's padding: 32 bytes rather than 57. Every game's deal
/// writes every card and every move reads them, so a smaller card is cheaper to move. The public
/// properties keep their `Int` and `Double?` types.
public struct Card: Sendable, Hashable {
    let face32: Int32
    let key32: Int32
    private var timesTurned32: Int32 = 0
    public internal(set) var state: CardState = .faceDown
    /// The place it was dealt to, 0-based: it moves with the card, so it names the same card all
    /// game long whatever swaps, shuffles and removals do to places (``GameConfig/maximumCards``
    /// fits in 16 bits).
    private let dealtAt16: UInt16
    /// Face-up seconds accumulated in earlier showings (see ``faceUpSeconds(at:)``).
    public internal(set) var faceUpAccumulated = 0.0
    /// When the current showing began while it is face up; when it was matched once it is.
    private var since = 0.0

    /// Index into ``Game/faces``.
    public var face: Int { Int(face32) }
    /// Interned matching key (index into ``Game/keys``); equal keys match.
    public var key: Int { Int(key32) }
    /// How many times it has been turned face up (this turn's turn included).
    public var timesTurned: Int { Int(timesTurned32) }
    /// When the current showing began while it is face up; once it is matched, when it was
    /// matched (the two share a field). Meaningless while it is face down.
    public var faceUpSince: Double { since }
    /// When it was matched, if it was.
    public var matchedAt: Double? { state == .matched ? since : nil }

    /// The place it was dealt to, 0-based; the same card's all game long, wherever it moves.
    public var dealtAt: Int { Int(dealtAt16) }

    /// Board sizes are far below `Int32.max` and `UInt16.max` (see ``GameConfig/maximumCards``).
    init(face: Int, key: Int, dealtAt: Int) {
        self.face32 = Int32(face)
        self.key32 = Int32(key)
        self.dealtAt16 = UInt16(truncatingIfNeeded: dealtAt)
    }

    public var isFaceUp: Bool { state == .faceUp }
    public var isMatched: Bool { state == .matched }

    /// Whether it had been seen in an earlier turn than the one it is face up in now.
    public var seenBefore: Bool { timesTurned > (state == .faceUp ? 1 : 0) }

    /// Times it was seen before the current showing.
    public var timesSeenBefore: Int { timesTurned - (state == .faceUp ? 1 : 0) }
    /// ``timesSeenBefore`` in the width ``TurnContext`` stores.
    var timesSeenBefore32: Int32 { timesTurned32 &- (state == .faceUp ? 1 : 0) }

    /// Total seconds it has been face up and unmatched, over all its showings, at `now`.
    public func faceUpSeconds(at now: Double) -> Double {
        state == .faceUp ? faceUpAccumulated + max(0, now - since) : faceUpAccumulated
    }

    // Each change of a card is one mutating call, so the board array is checked for uniqueness
    // once per change rather than once per field.

    /// Turns it face up at `now`.
    mutating func turnUp(at now: Double) {
        state = .faceUp
        timesTurned32 += 1
        since = now
    }

    /// Turns it back face down at `now`, if it is face up.
    mutating func turnDown(at now: Double) {
        guard state == .faceUp else { return }
        faceUpAccumulated += max(0, now - since)
        state = .faceDown
    }

    /// Takes it off the board (it is face down, or found).
    mutating func remove() {
        state = .removed
    }

    /// Puts it back face down, unfound (it is matched).
    mutating func unfind() {
        state = .faceDown
    }

    /// Marks it matched at `now` (it is face up).
    mutating func match(at now: Double) {
        faceUpAccumulated += max(0, now - since)
        state = .matched
        since = now
    }
}
