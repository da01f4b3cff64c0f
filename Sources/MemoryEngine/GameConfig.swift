/// How many cards are dealt: a grid of rows × columns, or a number of groups (pairs when the
/// group is 2) that the front end lays out as it likes.
public enum BoardSize: Sendable, Hashable, Codable, CustomStringConvertible {
    case grid(rows: Int, columns: Int)
    case groups(Int)

    /// The number of cards this size deals with groups of `group` cards.
    public func cardCount(group: Int) -> Int {
        switch self {
        case let .grid(rows, columns): return rows.multipliedReportingOverflow(by: columns).overflow ? Int.max : rows * columns
        case let .groups(n): return n.multipliedReportingOverflow(by: group).overflow ? Int.max : n * group
        }
    }

    /// `4x4`-style text for grids, `8 pairs`-style text otherwise.
    public var description: String {
        switch self {
        case let .grid(rows, columns): return "\(rows)x\(columns)"
        case let .groups(n): return "\(n) pairs"
        }
    }

    /// Parses `RxC` (also `R×C`), e.g. `3x4`.
    public init?(grid text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let r = Int(parts[0]), let c = Int(parts[1]) else { return nil }
        self = .grid(rows: r, columns: c)
    }
}

/// What happens to a mismatched group.
public enum RevealPolicy: Sendable, Hashable, Codable, CustomStringConvertible {
    /// On show for this many seconds (0 allowed), input locked, then turned back.
    case seconds(Double)
    /// On show until the player turns the next card (input never locked).
    case untilNextFlip

    public var description: String {
        switch self {
        case let .seconds(s): return "\(s)s"
        case .untilNextFlip: return "next-flip"
        }
    }
}

/// The rules of play a game is dealt with: board, group size, timing, players.
/// Scripts (variants) choose these values; the engine checks them and enforces them.
public struct GameConfig: Sendable, Hashable, Codable {
    public static let maximumCards = 10_000
    public static let maximumGroup = 4
    public static let maximumPlayers = 8

    public var size: BoardSize
    /// Cards per turn; equal keys in a complete group make a match.
    public var group: Int
    public var reveal: RevealPolicy
    public var players: Int
    /// Whether a match gives the same player another turn.
    public var extraTurnOnMatch: Bool
    /// Seconds of play (after the peek) before the game ends, if any.
    public var timeLimit: Double?
    /// Seconds during which every face is shown at the start, input locked.
    public var peek: Double
    /// Whether the players play together (co-op): a game played to its end is won by every seat,
    /// one lost or out of time by none (see ``Game/winners``).
    public var coop = false
    /// What a campaign carries into this game (a level's), by name: its starting values plus
    /// what the levels passed before added (see ``ScriptedPlay/carries``). Nil outside a
    /// campaign that carries anything: a script may then carry any name, for this game only.
    public var carried: [String: CarriedNumber]?
    /// Groups dealt from the same seeded deal as the board but held off it: never shown, never
    /// turned, until a script deals them onto found or empty places (``Request/Kind/deal(_:)``).
    /// The board's cards and the stock's together are at most ``maximumCards``.
    public var stock = 0

    public init(size: BoardSize = .groups(3), group: Int = 2, reveal: RevealPolicy = .seconds(1),
                players: Int = 1, extraTurnOnMatch: Bool = true, timeLimit: Double? = nil, peek: Double = 0) {
        self.size = size
        self.group = group
        self.reveal = reveal
        self.players = players
        self.extraTurnOnMatch = extraTurnOnMatch
        self.timeLimit = timeLimit
        self.peek = peek
    }

    /// The checks of ``validate(groupSizes:)`` particular to a deck of mixed group sizes.
    private func validateMixed(_ sizes: Set<Int>, cards: Int) throws(ConfigError) {
        let listed = sizes.sorted().map(String.init).joined(separator: ", ")
        if case .grid = size, !Deck.fillable(cards, sizes: sizes)[cards] {
            throw ConfigError("\(size) deals \(cards) card\(cards == 1 ? "" : "s"), which do not split into groups of \(listed) (the deck's sizes): choose another size")
        }
        if stock != 0 {
            throw ConfigError("stock \(stock) is not allowed with a deck whose groups are of \(listed) cards: a stock's groups are all of the game's size")
        }
    }

    /// The number of cards dealt onto the board.
    public var cardCount: Int { size.cardCount(group: group) }

    /// The groups a deal draws: the board's and the stock's. A deck generated for a game makes
    /// faces for them all, so that the stock brings faces the board does not have.
    public var dealtGroups: Int { cardCount / group + stock }

    /// Checks every value; the error names the value and what is allowed. `groupSizes`: the
    /// sizes of a deck whose keys' groups differ (see ``Deck/groupSizes(defaultGroup:)``), with
    /// which a grid need only be filled by some groups of them, and a number of groups deals
    /// as many cards as its groups hold; such a deck deals no stock.
    public func validate(groupSizes: Set<Int> = []) throws(ConfigError) {
        guard (2...GameConfig.maximumGroup).contains(group) else {
            throw ConfigError("group \(group) is not allowed: use 2, 3 or 4 cards per turn")
        }
        if case let .grid(rows, columns) = size, rows < 1 || columns < 1 {
            throw ConfigError("grid \(size) is not allowed: rows and columns must be at least 1")
        }
        if case let .groups(n) = size, n < 1 {
            throw ConfigError("\(n) pairs is not allowed: deal at least 1")
        }
        let cards = groupSizes.isEmpty ? cardCount : size.cardCount(group: groupSizes.max()!)
        if cards > GameConfig.maximumCards {
            throw ConfigError("\(size) deals \(cards == Int.max ? "too many" : String(cards)) cards: at most \(GameConfig.maximumCards) are allowed")
        }
        if !groupSizes.isEmpty {
            try validateMixed(groupSizes, cards: cards)
        } else if cards < group {
            throw ConfigError("\(size) deals \(cards) card\(cards == 1 ? "" : "s"), fewer than one group of \(group)")
        } else if cards % group != 0 {
            throw ConfigError("\(size) deals \(cards) cards, which do not split into groups of \(group): choose a size whose card count is a multiple of \(group)")
        }
        guard stock >= 0, stock <= (GameConfig.maximumCards - cards) / group else {
            throw ConfigError("stock \(stock) is not allowed: with \(cards) cards on the board, use 0 to \((GameConfig.maximumCards - cards) / group) groups "
                              + "(the board and the stock hold at most \(GameConfig.maximumCards) cards)")
        }
        guard (1...GameConfig.maximumPlayers).contains(players) else {
            throw ConfigError("\(players) players is not allowed: use 1 to \(GameConfig.maximumPlayers)")
        }
        if case let .seconds(s) = reveal, !(s.isFinite && s >= 0 && s <= 3600) {
            throw ConfigError("reveal time \(s) is not allowed: use a number of seconds from 0 to 3600, or next-flip")
        }
        if let limit = timeLimit, !(limit.isFinite && limit > 0) {
            throw ConfigError("time limit \(limit) is not allowed: use a positive number of seconds")
        }
        guard peek.isFinite && peek >= 0 && peek <= 3600 else {
            throw ConfigError("peek time \(peek) is not allowed: use a number of seconds from 0 to 3600")
        }
    }
}

/// A game that cannot be dealt, with a message fit for the player.
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
