import Testing
@testable import MemoryEngine

/// Faces "A", "B", … for tests.
func letters(_ n: Int) -> [Face] {
    (0..<n).map { Face(label: String(UnicodeScalar(UInt8(65 + $0 % 26))) + ($0 >= 26 ? String($0) : "")) }
}

/// Rules that fail or answer impossible values, to check the engine's refusal.
struct ScriptedRules: Rules {
    var matchAnswer: Result<Int, RuleFailure> = .success(1)
    var mismatchAnswer: Result<Int, RuleFailure> = .success(0)
    var changes: [BoardChange] = []
    func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int { try matchAnswer.get() }
    func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int { try mismatchAnswer.get() }
    func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) -> [BoardChange] { changes }
}

/// Records the contexts the engine hands to the rules.
struct RecordingRules: Rules {
    var matches: [TurnContext] = []
    var mismatches: [TurnContext] = []
    mutating func scoreMatch(_ turn: TurnContext) -> Int { matches.append(turn); return 2 }
    mutating func scoreMismatch(_ turn: TurnContext) -> Int { mismatches.append(turn); return -1 }
}

extension Game {
    /// Indices of the cards with the same key as `card`, other than it.
    func partners(of card: Int) -> [Int] {
        cards.indices.filter { $0 != card && cards[$0].key == cards[card].key }
    }
    /// A card whose key differs from `card`'s.
    func stranger(to card: Int) -> Int {
        cards.indices.first { cards[$0].key != cards[card].key }!
    }
}

/// One choice of a player in ``playToTheEnd(_:rules:player:seed:_:)``: the game it chose in,
/// the player before and after choosing (forgetting happens as it chooses), and its card.
struct BotChoice {
    let game: Game
    let before: WatchfulStrategy
    let after: WatchfulStrategy
    let card: Int
}

/// Plays a game of `rules` dealt with `seed` to its end with `player` choosing every card and
/// told of every event (with `faces`, or one letter a group); `chose` is told of each choice. Returns the game over and its actions
/// with their times (to replay it).
func playToTheEnd(_ config: GameConfig, faces: [Face]? = nil, rules: any Rules, player: WatchfulStrategy, seed: UInt64,
                  _ chose: (BotChoice) -> Void = { _ in }) throws -> (game: Game, actions: [(Action, Double)]) {
    var game = try Game(config: config, faces: faces ?? letters(config.cardCount / config.group), seed: seed)
    var rules = rules
    var player = player
    var random = SeededRandom(seed: seed)
    player.reset(for: game, random: &random)
    var events: [Event] = []
    game.begin(rules: &rules, events: &events)
    for event in events { player.observe(event, in: game) }
    var actions: [(Action, Double)] = []
    var now = 0.0
    while !game.isOver {
        now += 1
        try #require(now < 200 * Double(game.cards.count), "seed \(seed): the game does not end")
        var action = Action.advance
        if game.isLocked {
            now += 10
        } else {
            let before = player
            let card = player.chooseCard(in: game, random: &random)
            chose(BotChoice(game: game, before: before, after: player, card: card))
            action = .turn(card)
        }
        events = []
        try game.apply(action, at: now, rules: &rules, events: &events)
        actions.append((action, now))
        for event in events { player.observe(event, in: game) }
    }
    return (game, actions)
}
