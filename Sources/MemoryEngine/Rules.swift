/// A scoring rule set. The engine asks it for integer score changes and applies them; it never
/// lets the rules change anything else directly. Implemented in Swift for tests and the
/// benchmark, and by the Lua host for real play.
public protocol Rules {
    /// Called before each game is played, so that rules with state (or a seeded random source,
    /// like a Lua script's `math.random`) start every game the same way for the same seed.
    mutating func prepare(for game: Game)
    /// Points for a completed matching group.
    mutating func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int
    /// Points for a completed group that does not match.
    mutating func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int
    /// Points for one player when the game ends (called once per player; `cards` is empty).
    mutating func scoreFinish(_ end: TurnContext) throws(RuleFailure) -> Int
    /// Board changes the variant asks for after a mismatch; the engine refuses forbidden ones.
    mutating func boardChanges(afterMismatch turn: TurnContext, board: BoardView) throws(RuleFailure) -> [BoardChange]
    /// A per-card bonus time limit in seconds, for the front end's countdown (nil: none).
    var bonusTimeLimit: Double? { get }
}

extension Rules {
    public mutating func prepare(for game: Game) {}
    public mutating func scoreFinish(_ end: TurnContext) throws(RuleFailure) -> Int { 0 }
    public mutating func boardChanges(afterMismatch turn: TurnContext, board: BoardView) throws(RuleFailure) -> [BoardChange] { [] }
    public var bonusTimeLimit: Double? { nil }
}

/// A change to the board that a variant may ask for; the engine checks it.
public enum BoardChange: Sendable, Hashable {
    /// Exchange two face-down, unmatched cards.
    case swap(Int, Int)
}

/// A failure of the rules (a script error, an impossible value), reported and never applied.
public struct RuleFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The hook that failed, e.g. `on_match`.
    public var hook: String
    /// What went wrong, ideally as `file:line: message`.
    public var message: String
    public init(hook: String, message: String) {
        self.hook = hook
        self.message = message
    }
    public var description: String { "\(hook): \(message)" }
}

/// One card of a turn as the rules see it.
public struct CardInfo: Sendable, Hashable {
    public var index: Int
    /// Index into ``Game/faces``.
    public var face: Int
    /// Interned key (index into ``Game/keys``).
    public var keyID: Int
    public var key: String
    public var label: String
    /// Whether it had been seen in an earlier turn.
    public var seen: Bool
    /// How many earlier turns showed it.
    public var timesSeen: Int
    /// Total seconds face up and unmatched, over all its showings.
    public var faceUpSeconds: Double

    static let blank = CardInfo(index: -1, face: -1, keyID: -1, key: "", label: "", seen: false, timesSeen: 0, faceUpSeconds: 0)
}

/// What the rules are told about a turn (or, with no cards, about the end of the game).
/// Stored inline: asking the rules never allocates.
public struct TurnContext: Sendable {
    private var storage = InlineArray<4, CardInfo>(repeating: .blank)
    /// Number of cards in ``cards``.
    public private(set) var cardCount = 0
    public var player: Int
    /// The move number (1 for the first completed turn).
    public var move: Int
    /// Seconds since the game started.
    public var elapsed: Double
    /// The player's score before this change.
    public var score: Int
    /// Matches in a row by this player, this one included when it is a match.
    public var streak: Int
    /// Groups still unmatched after this turn.
    public var groupsLeft: Int

    init(player: Int, move: Int, elapsed: Double, score: Int, streak: Int, groupsLeft: Int) {
        self.player = player
        self.move = move
        self.elapsed = elapsed
        self.score = score
        self.streak = streak
        self.groupsLeft = groupsLeft
    }

    mutating func append(_ card: CardInfo) {
        storage[cardCount] = card
        cardCount += 1
    }

    /// The card at position `i` of the turn (0-based).
    public func card(_ i: Int) -> CardInfo {
        precondition(i >= 0 && i < cardCount)
        return storage[i]
    }

    /// The turn's cards, in the order they were turned.
    public var cards: [CardInfo] { (0..<cardCount).map(card) }
}

/// A read-only view of the board for variant hooks.
public struct BoardView: Sendable {
    public let cards: [Card]
    public let faces: [Face]
    public let keys: [String]
}
