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
    /// Whether ``boardChanges(afterMismatch:at:)`` may ask for anything. When false the engine
    /// does not call it (a measurable share of a simulated mismatch). Defaults to true.
    var changesBoard: Bool { get }
    /// Board changes the variant asks for after a mismatch, looking at the game; the engine
    /// refuses forbidden ones. The game is lent in place for the call (read it, never keep the
    /// pointer): a copy of a game cost more than a short hook. Defaults to none.
    mutating func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) throws(RuleFailure) -> [BoardChange]
    /// A per-card bonus time limit in seconds, for the front end's countdown (nil: none).
    var bonusTimeLimit: Double? { get }
    /// Whether anything can change a score (false for rules that give no points at all, such as
    /// zen: the front end then shows no score).
    var keepsScore: Bool { get }

    // MARK: API 2: events in, points and requests out

    /// The events these rules react to through ``react(to:_:stage:at:)``; empty (the default) for
    /// rules that only score through the three hooks above, which the engine then never asks
    /// anything else.
    var reactions: Reactions { get }
    /// How many stages each event has (see ``ReactionStages``): read once, when the game
    /// begins. Defaults to one each.
    var stages: ReactionStages { get }
    /// Reacts to `stage` of `event`: the points for the context's player and the requests to
    /// apply, in order. `turn` holds the cards of the turn so far (the group, for matched and
    /// mismatched), where they are now: a later stage is told where the earlier stages' requests
    /// moved them, and the player's score with those stages' points. A hook that fails is
    /// reported in the reaction and adds nothing; thrown, a failure drops the whole reaction
    /// (of the stage). Like every hook the engine asks during play, it is lent the game in place
    /// for the call (see ``boardChanges(afterMismatch:at:)``).
    ///
    /// Rules that react may answer board changes as swap requests of their reaction to a
    /// mismatch, in their stage, rather than through ``boardChanges(afterMismatch:at:)``
    /// (which the engine asks after the first stage's points are told, when ``changesBoard``).
    mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage,
                        at game: UnsafePointer<Game>) throws(RuleFailure) -> Reaction
    /// Whether cards with these faces (indices into ``Game/faces``, one per card) form a group
    /// (asked only with ``Reactions/match``). It must depend on the faces alone: the engine asks
    /// in advance (to tell whether any group is left) and keeps the answers.
    mutating func match(faces: [Int], at game: UnsafePointer<Game>) throws(RuleFailure) -> Bool
    /// A short text for the status line (lives left, a combo…), or nil: asked by the front end,
    /// which holds a game of its own.
    mutating func status(in game: Game) -> String?
    /// The actions (power-ups) the players may use.
    var playerActions: [PlayerAction] { get }
    /// Whether a computer player of `skill` (see ``Strategy/skill``) uses an action now, and on
    /// which card (nil for an action that takes none: see ``PlayerAction/takesCard``); asked at
    /// the start of its turns, the script's `bot` hooks decide. A hook that fails, or names no
    /// card of the board, throws: no action is used, and the caller reports the failure.
    mutating func botAction(at game: UnsafePointer<Game>, skill: Double) throws(RuleFailure) -> (action: Int, card: Int?)?
    /// The keys whose known groups computer players may go for now, or nil for any (asked only
    /// with ``Reactions/botKeys``, after every moment scripts may have changed the game: see
    /// ``Game/settleScriptedChanges(at:rules:events:)``). Players still turn unseen cards to
    /// learn, and turn known cards of other keys only when nothing else is left.
    mutating func botKeys(at game: UnsafePointer<Game>) throws(RuleFailure) -> [String]?
    /// The places (board indices) where computer players may turn the first card of a turn now,
    /// or nil for any (asked only with ``Reactions/botCards``, when ``botKeys(at:)`` would be).
    /// Players start on the best of them they know of; when none of them can be turned, anywhere.
    mutating func botCards(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]?
    /// The places (board indices) computer players must not turn now unless nothing else is
    /// left, or nil for none (asked only with ``Reactions/botAvoid``, when ``botKeys(at:)`` would
    /// be and after every card turned). Unlike ``botCards(at:)`` it holds for every card of a
    /// turn, not only the first.
    mutating func botAvoid(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]?
    /// Who won the game that has just ended: players (0-based; empty: nobody), or nil for the
    /// usual winners (see ``Game/winners``). Asked only with ``Reactions/winners``, once, after
    /// the final points, when no script's win named the winners; asked alike in play and in a
    /// replay, so both agree. The engine checks the answer (see ``Game/winnersProblem(_:by:)``):
    /// a wrong one, like a thrown failure, is reported and the usual winners stand.
    mutating func winners(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]?
    /// The parts `player`'s score is named in on the game-over screen (labels and points), or
    /// nil for the usual breakdown (matches, mismatches, awards). Asked once per player, after
    /// the final points and the winners, alike in play and in a replay; it only reads. The
    /// engine checks the answer (see ``ScorePart/problem(_:)``: a wrong one, like a thrown
    /// failure, is reported and no parts are named) and completes parts that do not add up to
    /// the score (see ``ScorePart/completed(_:to:)``).
    mutating func scoreParts(of player: Int, at game: UnsafePointer<Game>) throws(RuleFailure) -> [ScorePart]?
}

/// What the scripts answered to an event: points for the player, requests, and the failures of
/// hooks whose own answer was dropped (the others' stand).
public struct Reaction: Sendable, Hashable {
    public var points: Int
    public var requests: [Request]
    public var failures: [RuleFailure]
    /// For a player's action: nil when it was used; else it declined (there was nothing to do),
    /// with what to tell the player (empty: nothing). A declined action spends no charge and
    /// none of its requests is applied.
    public var declined: String?
    public init(points: Int = 0, requests: [Request] = [], failures: [RuleFailure] = [], declined: String? = nil) {
        self.points = points
        self.requests = requests
        self.failures = failures
        self.declined = declined
    }
}

extension Rules {
    public mutating func prepare(for game: Game) {}
    public mutating func scoreFinish(_ end: TurnContext) throws(RuleFailure) -> Int { 0 }
    public mutating func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) throws(RuleFailure) -> [BoardChange] { [] }
    public var bonusTimeLimit: Double? { nil }
    public var keepsScore: Bool { true }
    public var changesBoard: Bool { true }
    public var reactions: Reactions { [] }
    public var stages: ReactionStages { .single }
    public mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage,
                               at game: UnsafePointer<Game>) throws(RuleFailure) -> Reaction { Reaction() }
    public mutating func match(faces: [Int], at game: UnsafePointer<Game>) throws(RuleFailure) -> Bool {
        let all = game.pointee.faces
        return faces.allSatisfy { all[$0].key.utf8.elementsEqual(all[faces[0]].key.utf8) }
    }
    public mutating func status(in game: Game) -> String? { nil }
    public var playerActions: [PlayerAction] { [] }
    public mutating func botAction(at game: UnsafePointer<Game>, skill: Double) throws(RuleFailure) -> (action: Int, card: Int?)? { nil }
    public mutating func botKeys(at game: UnsafePointer<Game>) throws(RuleFailure) -> [String]? { nil }
    public mutating func botCards(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? { nil }
    public mutating func botAvoid(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? { nil }
    public mutating func winners(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? { nil }
    public mutating func scoreParts(of player: Int, at game: UnsafePointer<Game>) throws(RuleFailure) -> [ScorePart]? { nil }
}

/// Any rules as one concrete type: the engine's generic code is compiled once for it, and every
/// rules type the engine does not know (the Lua host's, a test's) goes through it.
struct AnyRules: Rules {
    var base: any Rules

    init(_ base: any Rules) { self.base = base }

    mutating func prepare(for game: Game) { base.prepare(for: game) }
    mutating func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int { try base.scoreMatch(turn) }
    mutating func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int { try base.scoreMismatch(turn) }
    mutating func scoreFinish(_ end: TurnContext) throws(RuleFailure) -> Int { try base.scoreFinish(end) }
    var changesBoard: Bool { base.changesBoard }
    mutating func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) throws(RuleFailure) -> [BoardChange] {
        try base.boardChanges(afterMismatch: turn, at: game)
    }
    var bonusTimeLimit: Double? { base.bonusTimeLimit }
    var keepsScore: Bool { base.keepsScore }
    var reactions: Reactions { base.reactions }
    var stages: ReactionStages { base.stages }
    mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage,
                        at game: UnsafePointer<Game>) throws(RuleFailure) -> Reaction {
        try base.react(to: event, turn, stage: stage, at: game)
    }
    mutating func match(faces: [Int], at game: UnsafePointer<Game>) throws(RuleFailure) -> Bool { try base.match(faces: faces, at: game) }
    mutating func status(in game: Game) -> String? { base.status(in: game) }
    var playerActions: [PlayerAction] { base.playerActions }
    mutating func botAction(at game: UnsafePointer<Game>, skill: Double) throws(RuleFailure) -> (action: Int, card: Int?)? {
        try base.botAction(at: game, skill: skill)
    }
    mutating func botKeys(at game: UnsafePointer<Game>) throws(RuleFailure) -> [String]? { try base.botKeys(at: game) }
    mutating func botCards(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? { try base.botCards(at: game) }
    mutating func botAvoid(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? { try base.botAvoid(at: game) }
    mutating func winners(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? { try base.winners(at: game) }
    mutating func scoreParts(of player: Int, at game: UnsafePointer<Game>) throws(RuleFailure) -> [ScorePart]? {
        try base.scoreParts(of: player, at: game)
    }
}

/// A change to the board that a variant may ask for; the engine checks it.
public enum BoardChange: Sendable, Hashable {
    /// Exchange two face-down, unmatched cards.
    case swap(Int, Int)
}

/// A failure of the rules (a script error, an impossible value), reported and never applied:
/// what kind it is, the hook, and where in which script, kept apart until it is shown
/// (``message``, ``description``).
public struct RuleFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable {
        /// The script raised an error (`error("x")`, a bad argument, a read-only table written).
        case runtime
        /// The call ran out of its instruction budget, was interrupted, or the pattern guard
        /// refused a string search.
        case budget
        /// The call went past the script's memory ceiling.
        case memory
        /// The engine refused a request (a swap of a face-up card, too many timers…).
        case refusedRequest
        /// The hook answered something it may not (a float, NaN, too many points).
        case badReturn
        /// `game.state` was left holding something other than plain data.
        case badState
        /// The game could not go on (hooks setting each other off, a game that did not end).
        case stuck
    }

    public var kind: Kind
    /// The hook that failed, e.g. `on_match`.
    public var hook: String
    /// The script it belongs to, when known.
    public var path: String?
    /// The script's line, when known.
    public var line: Int?
    /// What went wrong, without the place.
    public var detail: String

    public init(_ kind: Kind, hook: String, path: String? = nil, line: Int? = nil, detail: String) {
        self.kind = kind
        self.hook = hook
        self.path = path
        self.line = line
        self.detail = detail
    }

    /// `path:line: detail` (or `path: detail`, or the detail alone), as messages show it.
    public var message: String {
        guard let path else { return detail }
        return (line.map { "\(path):\($0)" } ?? path) + ": " + detail
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

/// What the rules are told about a turn (or, with no cards, about the end of the game).
/// Plain values only: it is built and handed to the rules on every move, so it neither
/// allocates nor holds a reference to count (the faces' labels and keys are looked up in
/// ``Game/faces``, which ``Rules/prepare(for:)`` is given, through ``card(_:faces:)``).
///
/// Its accessors are inlinable: the Lua host reads them on every hook call from another module.
public struct TurnContext: Sendable {
    @usableFromInline var group = CardGroup()
    @usableFromInline var faceIDs = SIMD4<Int32>(), keyIDs = SIMD4<Int32>(), seenCounts = SIMD4<Int32>()
    @usableFromInline var seconds = SIMD4<Double>()
    @usableFromInline var player32: Int32, move32: Int32, streak32: Int32, groupsLeft32: Int32
    /// Seconds since the game started.
    public var elapsed: Double
    /// The player's score before this change.
    public var score: Int

    /// Number of cards in ``cards``.
    @inlinable public var cardCount: Int { group.count }
    /// 0-based player index.
    @inlinable public var player: Int { Int(player32) }
    /// The move number (1 for the first completed turn; `Int32.max` past it).
    @inlinable public var move: Int { Int(move32) }
    /// Matches in a row by this player, this one included when it is a match.
    @inlinable public var streak: Int { Int(streak32) }
    /// Groups still unmatched after this turn.
    @inlinable public var groupsLeft: Int { Int(groupsLeft32) }

    init(player: Int, move: Int, elapsed: Double, score: Int, streak: Int, groupsLeft: Int) {
        // Players, streaks and groups are bounded far below `Int32.max` by ``GameConfig``'s
        // limits; a move count past it (billions of turns) reads as `Int32.max`.
        self.player32 = Int32(truncatingIfNeeded: player)
        self.move32 = Int32(clamping: move)
        self.elapsed = elapsed
        self.score = score
        self.streak32 = Int32(truncatingIfNeeded: streak)
        self.groupsLeft32 = Int32(truncatingIfNeeded: groupsLeft)
    }

    @inline(__always)
    mutating func append(index: Int, card: Card, at now: Double) {
        let i = group.count
        faceIDs[i] = card.face32
        keyIDs[i] = card.key32
        seenCounts[i] = card.timesSeenBefore32
        seconds[i] = card.faceUpSeconds(at: now)
        group.append(index)
    }

    @inlinable @inline(__always)
    func check(_ i: Int) {
        precondition(i >= 0 && i < group.count, "no card \(i) in this turn")
    }

    /// Board index of the turn's `i`-th card (0-based).
    @inlinable public func index(_ i: Int) -> Int { check(i); return group[i] }
    /// Face index (into ``Game/faces``) of the turn's `i`-th card.
    @inlinable public func face(_ i: Int) -> Int { check(i); return Int(faceIDs[i]) }
    /// Whether the turn's `i`-th card had been seen in an earlier turn.
    @inlinable public func seen(_ i: Int) -> Bool { check(i); return seenCounts[i] > 0 }
    /// How many earlier turns showed the turn's `i`-th card.
    @inlinable public func timesSeen(_ i: Int) -> Int { check(i); return Int(seenCounts[i]) }
    /// Total face-up seconds of the turn's `i`-th card.
    @inlinable public func faceUpSeconds(_ i: Int) -> Double { check(i); return seconds[i] }

    /// The card at position `i` of the turn (0-based), with its key and label from `faces` (the
    /// game's ``Game/faces``).
    public func card(_ i: Int, faces: [Face]) -> CardInfo {
        check(i)
        let face = faces[Int(faceIDs[i])]
        return CardInfo(index: group[i], face: Int(faceIDs[i]), keyID: Int(keyIDs[i]), key: face.key, label: face.label,
                        seen: seenCounts[i] > 0, timesSeen: Int(seenCounts[i]), faceUpSeconds: seconds[i])
    }

    /// The turn's cards, in the order they were turned, with keys and labels from `faces`.
    public func cards(faces: [Face]) -> [CardInfo] { (0..<cardCount).map { card($0, faces: faces) } }
}

