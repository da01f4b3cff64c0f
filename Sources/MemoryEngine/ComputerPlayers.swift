/// The computer players of a game played one move at a time (the game screen, a Lua test's
/// `g:play_bots()`): one strategy per seat from ``firstComputer`` on, each remembering what it
/// saw as a player of its own, all drawing from one source seeded from the game's seed. Every
/// front seats and seeds them through this type, so a test's computer plays as the game
/// screen's would. (The simulator keeps its own tables: see ``Simulator``.)
public struct ComputerPlayers: Sendable {
    /// The first computer seat (0-based): it and the seats after it are the computer's.
    public let firstComputer: Int
    private var strategies: [any Strategy]
    private var random: SeededRandom

    /// Computer players of `kind` in the seats of `game` from `firstComputer` on, for a game
    /// dealt with `seed`, prepared for `game` as it was dealt; they have seen nothing yet. For a
    /// game not yet begun, `reactions` are those of the rules it will begin with (see
    /// ``Game/begin(rules:events:telling:)``); by default, the game's own.
    public init(_ kind: StrategyKind, firstComputer: Int, game: Game, reactions: Reactions? = nil, seed: UInt64) {
        self.firstComputer = firstComputer
        random = SeededRandom(seed: SeededRandom.derive(seed, 0xB07))
        strategies = []
        for _ in firstComputer..<game.config.players {
            // A deck of mixed group sizes needs the players that count groups by key.
            var strategy = kind.makeStrategy(for: (reactions ?? game.reactions).union(game.reactions.intersection(.mixedGroups)))
            strategy.reset(for: game, random: &random)
            strategies.append(strategy)
        }
    }

    /// Whether seat `player` (0-based) is a computer player's.
    public func isComputer(_ player: Int) -> Bool { player >= firstComputer && player - firstComputer < strategies.count }

    /// How well the player whose turn it is in `game` plays, as the actions' `bot` hooks read it
    /// (`game:skill()`): the computer player's in a computer seat, else 1 (forgets nothing).
    public func skill(in game: Game) -> Double {
        isComputer(game.currentPlayer) ? strategies[game.currentPlayer - firstComputer].skill : 1
    }

    /// Every computer player learns of `events`, all told at once with `game` as the last of them
    /// left it (play and a resumed game's replay tell them of each event as it happens instead:
    /// see ``Game/apply(_:at:rules:events:telling:)``): each of those its
    /// seat may see (not a reveal to another player alone: see ``Event/hides(from:)``).
    public mutating func observe(_ events: [Event], in game: Game) {
        for event in events {
            for s in strategies.indices where !event.hides(from: firstComputer + s) { strategies[s].observe(event, in: game) }
        }
    }

    /// The places whose faces the computer player in seat `player` (0-based) remembers now, in
    /// board order; nil when the seat is not a computer player's.
    public func remembered(by player: Int, in game: Game) -> [Int]? {
        guard isComputer(player) else { return nil }
        let strategy = strategies[player - firstComputer]
        return game.cards.indices.filter { strategy.remembers($0) }
    }

    /// The card the computer player whose turn it is in `game` turns next.
    public mutating func chooseCard(in game: Game) -> Int {
        strategies[game.currentPlayer - firstComputer].chooseCard(in: game, random: &random)
    }
}

extension ComputerPlayers {
    /// Every computer player learns of `event`, with the game as the event leaves it (lent in
    /// place: see ``Strategy/observe(_:at:)``), if its seat may see it.
    mutating func observe(_ event: Event, at game: UnsafePointer<Game>) {
        for s in strategies.indices where !event.hides(from: firstComputer + s) { strategies[s].observe(event, at: game) }
    }
}

/// The events of an action kept for a front, each told to its computer players as the game makes
/// it. Told afterwards, all at once with the game as the last left it, a player read the board of
/// the end for every event: a reveal that followed a whole-board move (the board turned, then a
/// card shown) was learned at each place the move took through, with the face of the card there
/// at the end.
struct TellingSink: EventSink {
    let events: UnsafeMutablePointer<[Event]>
    let players: UnsafeMutablePointer<ComputerPlayers>

    mutating func append(_ event: Event, at game: UnsafePointer<Game>) {
        events.pointee.append(event)
        players.pointee.observe(event, at: game)
    }
}

extension Game {
    /// ``apply(_:at:rules:events:)`` with `players`, if the game seats any, told of each event as
    /// it happens, with the game as that event leaves it (as the simulator tells its players):
    /// what a front that may seat computer players calls.
    public mutating func apply(_ action: Action, at now: Double, rules: inout any Rules, events: inout [Event],
                               telling players: inout ComputerPlayers?) throws(Rejection) {
        guard players != nil else { return try apply(action, at: now, rules: &rules, events: &events) }
        var any = AnyRules(rules)
        defer { rules = any.base }
        try withUnsafeMutablePointer(to: &events) { (events) throws(Rejection) in
            try withUnsafeMutablePointer(to: &players!) { (players) throws(Rejection) in
                var sink = TellingSink(events: events, players: players)
                try apply(action, at: now, rules: &any, sink: &sink)
            }
        }
    }

    /// ``begin(rules:events:)`` with `players`, if the game seats any (made for the game as dealt,
    /// with the reactions of `rules`), told of each event as it happens.
    public mutating func begin(rules: inout any Rules, events: inout [Event], telling players: inout ComputerPlayers?) {
        guard players != nil else { return begin(rules: &rules, events: &events) }
        var any = AnyRules(rules)
        defer { rules = any.base }
        withUnsafeMutablePointer(to: &events) { events in
            withUnsafeMutablePointer(to: &players!) { players in
                var sink = TellingSink(events: events, players: players)
                begin(rules: &any, sink: &sink)
            }
        }
    }
}
