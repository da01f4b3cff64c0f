import MemoryEngine

/// What the terminal front needs from the rest of the program (scripts, database, command line).
/// MemoryTerminal knows nothing of Lua or SQLite: the command-line target implements this.
///
/// All methods are called on the thread that called ``TerminalApp/run(host:start:environment:)``,
/// between frames; the terminal is in raw mode meanwhile, so they must not print.
public protocol PlayHost: AnyObject {
    /// The decks, rules and variants the lobby offers.
    var lobbyOptions: LobbyOptions { get }

    /// Deals a game for `setup`, or throws an error whose description is shown to the player
    /// (the lobby stays open). When `setup.bot` is set, the game must have `setup.players + 1`
    /// players: the computer is the last one.
    func makeGame(_ setup: GameSetup) throws -> PlayableGame

    /// Called once, the moment a game ends: records the score under the remembered player name and
    /// returns the high-score table with this game's place in it (nil when scores cannot be kept,
    /// e.g. the database is unavailable).
    func gameFinished(_ game: PlayableGame) -> HighScoreReport?

    /// Changes the name of the score recorded by the last ``gameFinished(_:)`` (the player edited
    /// it on the game-over screen); returns the updated report, or nil if it could not be saved.
    func renameLastScore(to name: String) -> HighScoreReport?

    /// Keeps a game that was left unfinished (Ctrl-C, `q`, SIGTERM, SIGHUP, back to the lobby) so
    /// it can be resumed. Its ``PlayableGame/log`` replays it, up to the moment it was left (it
    /// ends with an ``Action/advance`` at that time). Called only once a card was turned.
    func saveInProgress(_ game: PlayableGame)

    /// A one-line description of a saved game the lobby can resume, or nil if there is none.
    var savedGameSummary: String? { get }

    /// Loads the saved game described by ``savedGameSummary`` (replayed to where it was left), or
    /// throws an error whose description is shown in the lobby.
    func resumeSavedGame() throws -> PlayableGame
}

/// Something the lobby offers: a deck, a rules set or a variant.
public struct LobbyChoice: Sendable, Hashable {
    /// What ``GameSetup`` records (a catalogue id or a path).
    public var id: String
    public var name: String
    public var description: String

    public init(id: String, name: String, description: String = "") {
        self.id = id
        self.name = name
        self.description = description
    }
}

/// Everything the lobby lets the player pick from.
public struct LobbyOptions: Sendable, Hashable {
    public var decks: [LobbyChoice]
    public var rules: [LobbyChoice]
    /// The default variant (what a game with no variant plays) comes first: the lobby starts on
    /// it when none is preselected.
    public var variants: [LobbyChoice]
    /// Campaigns: levels played in order (the lobby offers none when empty).
    public var campaigns: [LobbyChoice]

    public init(decks: [LobbyChoice], rules: [LobbyChoice], variants: [LobbyChoice], campaigns: [LobbyChoice] = []) {
        self.decks = decks
        self.rules = rules
        self.variants = variants
        self.campaigns = campaigns
    }
}

/// A game as the player asked for it: the lobby's answer, and what command-line flags preselect.
public struct GameSetup: Sendable, Hashable, Codable {
    public var deck: String
    public var rules: String
    /// The variant id, or nil for plain play.
    public var variant: String?
    public var size: BoardSize
    /// People at the keyboard (the computer opponent, if any, comes on top).
    public var players: Int
    /// The computer opponent, if any.
    public var bot: StrategyKind?
    public var seed: UInt64
    /// Whether cards flip, deal, fade and tumble visibly (`--no-animation` turns this off).
    public var animations: Bool
    /// The campaign this game is a level of (its id), or nil: the host then deals the level the
    /// player has reached, whatever the deck, rules, variant and size say.
    public var campaign: String?

    public init(deck: String, rules: String, variant: String? = nil, size: BoardSize = .grid(rows: 4, columns: 4),
                players: Int = 1, bot: StrategyKind? = nil, seed: UInt64, animations: Bool = true, campaign: String? = nil) {
        self.deck = deck
        self.rules = rules
        self.variant = variant
        self.size = size
        self.players = players
        self.bot = bot
        self.seed = seed
        self.animations = animations
        self.campaign = campaign
    }
}

/// A dealt game and what the front needs to show and save it.
public struct PlayableGame {
    public var game: Game
    public var rules: any Rules
    public var setup: GameSetup
    public var deckName: String
    public var rulesName: String
    /// What the rules score, in a sentence (the script's `description`; may be empty).
    public var rulesDescription: String
    /// Nil when no variant is in play.
    public var variantName: String?
    /// What the variant changes, in a sentence (nil or empty: nothing to say).
    public var variantDescription: String?
    /// What a face-down card shows, e.g. "?" or "🂠".
    public var backSymbol: String
    /// The campaign level this game is, for the title (e.g. "The climb: level 2 of 4"), or nil.
    public var campaignLevel: String?
    /// Directory that relative ``Face/image`` paths are resolved against (nil: as given).
    public var imageDirectory: String?
    /// Every action applied so far with its game time; replaying it on a fresh deal of the same
    /// setup reproduces ``game``. The front appends to it as it plays.
    public var log: [TimedAction]

    public init(game: Game, rules: any Rules, setup: GameSetup, deckName: String, rulesName: String,
                rulesDescription: String = "", variantName: String? = nil, variantDescription: String? = nil,
                backSymbol: String = "?", imageDirectory: String? = nil, log: [TimedAction] = []) {
        self.game = game
        self.rules = rules
        self.setup = setup
        self.deckName = deckName
        self.rulesName = rulesName
        self.rulesDescription = rulesDescription
        self.variantName = variantName
        self.variantDescription = variantDescription
        self.backSymbol = backSymbol
        self.imageDirectory = imageDirectory
        self.log = log
    }

    /// Whether a card was turned in this game: only then is it worth keeping when left (time
    /// passing alone, an ``Action/advance``, is not play).
    public var hasTurnedCard: Bool { log.contains { $0.action != .advance } }

    /// The per-card bonus time limit of the rules, if any.
    public var bonusTimeLimit: Double? { rules.bonusTimeLimit }

    /// The player index of the computer opponent, if any (the last player).
    public var botPlayer: Int? { setup.bot == nil ? nil : game.config.players - 1 }

    /// Whether any face has an image.
    public var hasImages: Bool { game.faces.contains { $0.image != nil } }
}

/// One row of a high-score table.
public struct HighScoreEntry: Sendable, Hashable {
    public var player: String
    public var score: Int
    public var moves: Int
    public var seconds: Double

    public init(player: String, score: Int, moves: Int, seconds: Double) {
        self.player = player
        self.score = score
        self.moves = moves
        self.seconds = seconds
    }
}

/// The high-score table of a game's configuration, and where the game just played landed.
public struct HighScoreReport: Sendable, Hashable {
    /// Best first.
    public var entries: [HighScoreEntry]
    /// 1-based index into ``entries`` of this game's score, or nil if it did not make the table.
    public var rank: Int?
    /// The name this game's score is recorded under.
    public var playerName: String
    /// Lines the host adds to the game-over screen (a campaign's progress).
    public var notes: [String]

    public init(entries: [HighScoreEntry], rank: Int?, playerName: String, notes: [String] = []) {
        self.entries = entries
        self.rank = rank
        self.playerName = playerName
        self.notes = notes
    }
}
