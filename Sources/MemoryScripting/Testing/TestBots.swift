import MemoryEngine

/// The computer players a test seats (`game { bot = "perfect" }`): one strategy per seat from
/// ``firstComputer`` on, made, seeded and told of play as the game screen's are, so that
/// `g:play_bots()` plays as a computer opponent in play would (seeing only what a player sees).
struct TestBots {
    /// The first computer seat (0-based): it and the seats after it are the computer's.
    let firstComputer: Int
    /// What the game calls each seat, in seat order (a refusal names the computer by it).
    let names: [String]
    private var strategies: [any Strategy]
    private var random: SeededRandom
    /// When a computer player may use an action (see ``BotActionPace``).
    var pace = BotActionPace()

    /// Computer players of `kind` in the seats of `game` from `firstComputer` on, for a game
    /// dealt with `seed` and begun; they have seen nothing yet (see ``observe(_:in:)``).
    init(_ kind: StrategyKind, firstComputer: Int, names: [String], game: Game, seed: UInt64) {
        self.firstComputer = firstComputer
        self.names = names
        // Seeded as the game screen seeds its computer players.
        random = SeededRandom(seed: SeededRandom.derive(seed, 0xB07))
        strategies = []
        for _ in firstComputer..<game.config.players {
            var strategy = kind.makeStrategy(for: game.reactions)
            strategy.reset(for: game, random: &random)
            strategies.append(strategy)
        }
    }

    /// Whether seat `player` (0-based) is a computer player's.
    func isComputer(_ player: Int) -> Bool { player >= firstComputer }

    /// How well the computer player in seat `player` plays (`game:skill()` in a `bot` hook).
    func skill(of player: Int) -> Double { strategies[player - firstComputer].skill }

    /// Every computer player learns of `events`, with `game` as they left it.
    mutating func observe(_ events: [Event], in game: Game) {
        for event in events {
            for s in strategies.indices { strategies[s].observe(event, in: game) }
        }
    }

    /// The card the computer player whose turn it is in `game` turns next.
    mutating func chooseCard(in game: Game) -> Int {
        strategies[game.currentPlayer - firstComputer].chooseCard(in: game, random: &random)
    }
}
