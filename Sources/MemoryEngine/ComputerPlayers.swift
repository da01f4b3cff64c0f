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
    /// dealt with `seed`, prepared for `game` as it was dealt; they have seen nothing yet.
    public init(_ kind: StrategyKind, firstComputer: Int, game: Game, seed: UInt64) {
        self.firstComputer = firstComputer
        random = SeededRandom(seed: SeededRandom.derive(seed, 0xB07))
        strategies = []
        for _ in firstComputer..<game.config.players {
            var strategy = kind.makeStrategy(for: game.reactions)
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

    /// Every computer player learns of `events`, with `game` as they left it: each of those its
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
