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
}

/// The plain facts kept per card of a turn (no strings, so a context is cheap to build).
struct CardFacts: Sendable {
    var index: Int32 = -1
    var face: Int32 = -1
    var keyID: Int32 = -1
    var timesSeen: Int32 = 0
    var faceUpSeconds = 0.0
}

/// What the rules are told about a turn (or, with no cards, about the end of the game).
/// Stored inline: asking the rules never allocates.
public struct TurnContext: Sendable {
    // Four stored slots rather than an `InlineArray`, whose subscript was not specialised.
    private var facts0 = CardFacts(), facts1 = CardFacts(), facts2 = CardFacts(), facts3 = CardFacts()
    private let faces: [Face]
    /// Number of cards in ``cards``.
    public private(set) var cardCount = 0
    /// 0-based player index.
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

    init(faces: [Face], player: Int, move: Int, elapsed: Double, score: Int, streak: Int, groupsLeft: Int) {
        self.faces = faces
        self.player = player
        self.move = move
        self.elapsed = elapsed
        self.score = score
        self.streak = streak
        self.groupsLeft = groupsLeft
    }

    @inline(__always)
    mutating func append(index: Int, card: Card, at now: Double) {
        let f = CardFacts(index: Int32(index), face: Int32(card.face), keyID: Int32(card.key),
                          timesSeen: Int32(card.timesSeenBefore), faceUpSeconds: card.faceUpSeconds(at: now))
        switch cardCount {
        case 0: facts0 = f
        case 1: facts1 = f
        case 2: facts2 = f
        default: facts3 = f
        }
        cardCount += 1
    }

    private func facts(_ i: Int) -> CardFacts {
        precondition(i >= 0 && i < cardCount, "no card \(i) in this turn")
        switch i {
        case 0: return facts0
        case 1: return facts1
        case 2: return facts2
        default: return facts3
        }
    }

    /// Board index of the turn's `i`-th card (0-based).
    public func index(_ i: Int) -> Int { Int(facts(i).index) }
    /// Face index (into ``Game/faces``) of the turn's `i`-th card.
    public func face(_ i: Int) -> Int { Int(facts(i).face) }
    /// Whether the turn's `i`-th card had been seen in an earlier turn.
    public func seen(_ i: Int) -> Bool { facts(i).timesSeen > 0 }
    /// How many earlier turns showed the turn's `i`-th card.
    public func timesSeen(_ i: Int) -> Int { Int(facts(i).timesSeen) }
    /// Total face-up seconds of the turn's `i`-th card.
    public func faceUpSeconds(_ i: Int) -> Double { facts(i).faceUpSeconds }

    /// The card at position `i` of the turn (0-based), with its key and label.
    public func card(_ i: Int) -> CardInfo {
        let f = facts(i)
        let face = faces[Int(f.face)]
        return CardInfo(index: Int(f.index), face: Int(f.face), keyID: Int(f.keyID), key: face.key, label: face.label,
                        seen: f.timesSeen > 0, timesSeen: Int(f.timesSeen), faceUpSeconds: f.faceUpSeconds)
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
