import MemoryEngine
@testable import MemoryTerminal

/// Builds games and a host for scene tests: no terminal, no scripts, no database.
enum Fixture {
    static let labels = ["🍎", "🍌", "🍒", "🍇", "🍉", "🍋", "🍑", "🍍", "🥝", "🥥", "🍓", "🍐", "🍈", "🥭", "🍏"]

    static func playable(size: BoardSize = .grid(rows: 4, columns: 4), seed: UInt64 = 1, rules: any Rules = PointRules.classic,
                         players: Int = 1, bot: StrategyKind? = nil, animations: Bool = false,
                         timeLimit: Double? = nil, peek: Double = 0, group: Int = 2, seats: Int = 1, coop: Bool = false,
                         stock: Int = 0) -> PlayableGame {
        let setup = GameSetup(deck: "fruit", rules: "classic", size: size, players: players, bot: bot, seed: seed, animations: animations)
        var config = GameConfig(size: size, group: group, players: GameConfig.seats(people: players, computer: bot != nil, declared: seats),
                                timeLimit: timeLimit, peek: peek)
        config.coop = coop
        config.stock = stock
        let game = try! Game(config: config, faces: labels.map { Face(label: $0) }, seed: seed)
        return PlayableGame(game: game, rules: rules, setup: setup, deckName: "Fruit", rulesName: "Classic", backSymbol: "?")
    }

    /// Index pairs of matching cards.
    static func pairs(in game: Game) -> [(Int, Int)] {
        var byKey: [Int: [Int]] = [:]
        for (i, c) in game.cards.enumerated() { byKey[c.key, default: []].append(i) }
        return byKey.values.sorted { $0[0] < $1[0] }.map { ($0[0], $0[1]) }
    }

    static func render(_ session: GameSession, size: TerminalSize = TerminalSize(columns: 80, rows: 24), now: Double) -> Canvas {
        var canvas = Canvas(width: size.columns, height: size.rows)
        GameScene.render(session, layout: GameScene.layout(for: session.playable, size: size), size: size, now: now,
                         images: nil, into: &canvas)
        return canvas
    }
}

/// The game session on screen, if a game is.
func session(_ model: AppModel) -> GameSession? {
    if case let .game(s, _) = model.screen { return s }
    return nil
}

/// A one-pair game (1×2) dealt with `seed` by `host` and played to its end with the keyboard.
func playedOnePairGame(_ host: FakeHost, seed: UInt64 = 5, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> AppModel {
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 1, columns: 2), seed: seed, animations: false)
    let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
    key(model, .enter, at: 0.5)
    key(model, .right, at: 0.6)
    key(model, .enter, at: 1)
    return model
}

/// Presses key `k` at wall time `now`.
@discardableResult
func key(_ model: AppModel, _ k: Key, at now: Double = 0) -> AppModel.Command? {
    model.handle(.key(k), now: now)
}

/// Bonus rules: 10 points a match, 10 seconds of bonus time per card.
struct BonusRules: Rules {
    func scoreMatch(_ turn: TurnContext) -> Int { 10 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    var bonusTimeLimit: Double? { 10 }
}

/// A host that records what the front asks of it.
final class FakeHost: PlayHost {
    var lobbyOptions = LobbyOptions(decks: [LobbyChoice(id: "fruit", name: "Fruit", description: "fruit emoji")],
                                    rules: [LobbyChoice(id: "classic", name: "Classic")],
                                    variants: [LobbyChoice(id: "peek", name: "Peek")])
    var made: [GameSetup] = []
    var finished: [PlayableGame] = []
    var saved: [PlayableGame] = []
    var renamed: [String] = []
    var failure: String?
    var savedGameSummary: String?
    /// What the games it deals say about their rules and variant.
    var rulesDescription = ""
    var variant: (name: String, description: String)?
    /// The rules of the games it deals.
    var rules: any Rules = PointRules.classic

    func makeGame(_ setup: GameSetup) throws -> PlayableGame {
        made.append(setup)
        if let failure { throw ConfigError(failure) }
        var playable = Fixture.playable(size: setup.size, seed: setup.seed, rules: rules, players: setup.players, bot: setup.bot,
                                        animations: setup.animations)
        playable.setup.daily = setup.daily
        playable.setup.practice = setup.practice
        playable.rulesDescription = rulesDescription
        playable.variantName = variant?.name
        playable.variantDescription = variant?.description
        return playable
    }

    func gameFinished(_ game: PlayableGame) -> HighScoreReport? {
        finished.append(game)
        guard keepsScores else { return nil }
        let own = HighScoreEntry(player: "me", score: game.game.scores[0], moves: game.game.moves, seconds: game.game.time, remarks: remarks)
        return HighScoreReport(entries: earlierEntries + [own] + laterEntries, rank: earlierEntries.count + 1, playerName: "me", next: next)
    }

    func renameLastScore(to name: String) -> HighScoreReport? {
        renamed.append(name)
        return HighScoreReport(entries: [HighScoreEntry(player: name, score: 1, moves: 1, seconds: 1)], rank: 1, playerName: name)
    }

    func saveInProgress(_ game: PlayableGame) { saved.append(game) }

    func resumeSavedGame() throws -> PlayableGame { Fixture.playable() }

    var storeProblem: String?
    var playerName = "me"
    /// False: scores cannot be kept (gameFinished reports nothing).
    var keepsScores = true
    /// What the entry of each finished game says beside itself (its ending, Flawless's line).
    var remarks: [String] = []
    /// The high-score entries ranked above and under each finished game's.
    var earlierEntries: [HighScoreEntry] = []
    var laterEntries: [HighScoreEntry] = []
    /// What the game-over screen's first button starts (a campaign's next level, …).
    var next = NextGame.another
    var bell = false
    /// The bell settings the lobby asked it to remember.
    var rememberedBells: [Bool] = []

    func rememberBell(_ on: Bool) {
        bell = on
        rememberedBells.append(on)
    }

    var watches = false
    /// The Watch files settings the lobby asked it to remember.
    var rememberedWatches: [Bool] = []

    func rememberWatch(_ on: Bool) {
        watches = on
        rememberedWatches.append(on)
    }

    /// A script of the game when watching, as the real host gives its deck, rules and variant.
    func watchedPaths(for game: PlayableGame) -> [String] { watches ? ["/decks/\(game.setup.deck ?? "").lua"] : [] }
}

extension Canvas {
    /// All text on screen in one string.
    var text: String { lines.joined(separator: "\n") }

    /// How many times a grapheme appears on the board (between the title and the status lines).
    func count(_ grapheme: String) -> Int {
        (1..<(height - 2)).reduce(0) { sum, y in sum + (0..<width).filter { self[$0, y].text == grapheme }.count }
    }
}
