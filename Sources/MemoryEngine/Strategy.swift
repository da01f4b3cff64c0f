/// A computer player. It sees only what a person at the table could: the events of play and the
/// faces currently visible (``Game/visibleKey(_:)``), never the hidden layout.
public protocol Strategy: Sendable {
    /// Forgets everything and prepares for a freshly dealt `game`, lent in place as in
    /// ``observe(_:at:)``. `random` is the source its choices are drawn from (a player may draw
    /// part of its plan for the game here).
    mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom)
    /// Learns from one event as it happens, with the game as the event leaves it. A player is
    /// not told of events that show what its seat may not see (``Event/hides(from:)``).
    ///
    /// The game is lent in place for the call: read it, never keep the pointer. (The engine tells
    /// its players of each event in the middle of a move, where a game passed by value was copied
    /// whole, 352 bytes, at every event and every choice.)
    mutating func observe(_ event: Event, at game: UnsafePointer<Game>)
    /// The card to turn next, with the game lent in place as in ``observe(_:at:)``. The game must
    /// be in play (not locked, not over).
    mutating func chooseCard(at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int
    /// How well it plays, from 0 (it turns cards at random) to 1 (it forgets nothing): what a
    /// variant's action `bot` hooks read as `game:skill()`, to use an action as such a player would.
    var skill: Double { get }
    /// Whether it remembers the face of the card at place `card` now (what a test asks of a
    /// computer player: see ``ComputerPlayers/remembered(by:)``).
    func remembers(_ card: Int) -> Bool
}

extension Strategy {
    /// A player that remembers no card.
    public func remembers(_ card: Int) -> Bool { false }

    /// ``reset(at:random:)`` for a caller holding the game.
    public mutating func reset(for game: Game, random: inout SeededRandom) {
        withUnsafePointer(to: game) { reset(at: $0, random: &random) }
    }

    /// ``observe(_:at:)`` for a caller holding the game.
    public mutating func observe(_ event: Event, in game: Game) {
        withUnsafePointer(to: game) { observe(event, at: $0) }
    }

    /// ``chooseCard(at:random:)`` for a caller holding the game.
    public mutating func chooseCard(in game: Game, random: inout SeededRandom) -> Int {
        withUnsafePointer(to: game) { chooseCard(at: $0, random: &random) }
    }
}

/// The strategies a player can name on the command line.
public enum StrategyKind: Sendable, Hashable, Codable, CustomStringConvertible {
    /// No memory: turns uniformly random face-down cards.
    case random
    /// Perfect memory: turns a known complete group if there is one; else an unseen card, then
    /// its known partners if they complete its group, else other unseen cards.
    case perfect
    /// Perfect memory that forgets each seen card with this probability per turn, and loses track
    /// of both cards of a swap (with probability 0, it forgets only those).
    case forgetful(Double)

    /// Parses `random`, `perfect` or `forgetful:P` with P in 0...1.
    public init(parsing text: String) throws(ConfigError) {
        switch text {
        case "random": self = .random
        case "perfect": self = .perfect
        default:
            let parts = text.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0] == "forgetful" else {
                throw ConfigError("unknown strategy '\(text)': use random, perfect or forgetful:P (P from 0 to 1, e.g. forgetful:0.3)")
            }
            guard let p = Double(parts[1]), p.isFinite, (0...1).contains(p) else {
                throw ConfigError("forgetful:\(parts[1]) is not allowed: P is a probability from 0 to 1, e.g. forgetful:0.3")
            }
            self = .forgetful(p)
        }
    }

    public var description: String {
        switch self {
        case .random: return "random"
        case .perfect: return "perfect"
        case let .forgetful(p): return "forgetful:\(p)"
        }
    }

    /// How well a player of this kind plays, from 0 (at random) to 1 (it forgets nothing): its
    /// strategies' ``Strategy/skill``, as scripts read it (`game:skill()`).
    public var skill: Double {
        switch self {
        case .random: return 0
        case .perfect: return 1
        case let .forgetful(p): return 1 - p
        }
    }

    /// The skill of each of `seats` seats when players of this kind take those from
    /// `firstComputer` (0-based) on: nil for the people's seats before it.
    public func seatSkills(seats: Int, firstComputer: Int) -> [Double?] {
        (0..<seats).map { $0 >= firstComputer ? skill : nil }
    }

    /// A new player of this kind for a game with these rules: one that follows what scripts do
    /// to the board when they react to play (see ``WatchfulStrategy``).
    public func makeStrategy(for reactions: Reactions) -> any Strategy {
        guard !reactions.isEmpty else { return makeStrategy() }
        switch self {
        case .random: return RandomStrategy()
        case .perfect: return WatchfulStrategy(forgetting: 0)
        case let .forgetful(p): return WatchfulStrategy(forgetting: p, followsMoves: false)
        }
    }

    /// A new player of this kind.
    public func makeStrategy() -> any Strategy {
        switch self {
        case .random: return RandomStrategy()
        case .perfect: return MemoryStrategy(forgetting: 0)
        case let .forgetful(p): return MemoryStrategy(forgetting: p, followsMoves: false)
        }
    }
}
