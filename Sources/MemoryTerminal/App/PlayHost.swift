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

    /// The game of campaign `id`'s current level left in progress, replayed to where it was
    /// left (saving it again replaces it), or nil when there is none or it cannot be resumed
    /// (``makeGame(_:)`` then deals the level afresh, in its place). Starting a campaign
    /// (`--campaign`, the lobby's Campaign row) continues its level's game.
    func resumeCampaignLevel(_ id: String) throws -> PlayableGame?

    /// A one-line description of a saved game the lobby can resume, or nil if there is none.
    var savedGameSummary: String? { get }

    /// Loads the saved game described by ``savedGameSummary`` (replayed to where it was left), or
    /// throws an error whose description is shown in the lobby.
    func resumeSavedGame() throws -> PlayableGame

    /// Why scores and games are not being saved in this run (the database cannot be used), in a
    /// few words: said in the lobby and on the status line for as long as the program runs. Nil
    /// when they are saved.
    var storeProblem: String? { get }

    /// The name scores are recorded under (the one last typed on the game-over screen, else the
    /// login name): what the person at the keyboard is called in a game against the computer.
    var playerName: String { get }

    /// Whether the player asked for the bell (`--bell`, or the lobby's Bell setting as last left).
    var bell: Bool { get }

    /// The player changed the lobby's Bell setting: it is remembered for the next runs.
    func rememberBell(_ on: Bool)

    /// Whether the game in play reloads when its files change (`--watch`, or the lobby's Watch
    /// files setting as last left).
    var watches: Bool { get }

    /// The player changed the lobby's Watch files setting: it is remembered for the next runs.
    func rememberWatch(_ on: Bool)

    /// The files whose changes reload `game` (`memory play --watch`): its scripts and its
    /// deck's images; empty when not watching.
    func watchedPaths(for game: PlayableGame) -> [String]

    /// `game` dealt again from its scripts as they are now, with the same seed, and its moves
    /// replayed (or started afresh, with the reason, when the new scripts refuse one).
    func reload(_ game: PlayableGame) -> Reload
}

extension PlayHost {
    public func resumeCampaignLevel(_ id: String) throws -> PlayableGame? { nil }
    public var watches: Bool { false }
    public func rememberWatch(_ on: Bool) {}
    public func watchedPaths(for game: PlayableGame) -> [String] { [] }
    public func reload(_ game: PlayableGame) -> Reload { .failed("this game is not watched") }
}

/// What reloading a game's scripts gave (see ``PlayHost/reload(_:)``).
public enum Reload {
    /// The new scripts replayed every move: play carries on. `failure` is the first script
    /// failure met on the way (a hook that errs or runs out of budget), said as play carries on:
    /// the moves that met it are not played again before the player's eyes.
    case replayed(PlayableGame, failure: RuleFailure? = nil)
    /// The new scripts refused a move, so the game starts again; the reason in one line.
    case restarted(PlayableGame, reason: String)
    /// A script cannot be loaded (`file:line: message`): the game waits for the fix.
    case failed(String)
}

/// Something the lobby offers: a deck, a rules set or a variant.
public struct LobbyChoice: Sendable, Hashable {
    /// What ``GameSetup`` records (a catalogue id or a path).
    public var id: String
    public var name: String
    public var description: String
    /// The players a variant deals for (a duel: 2); nil when it leaves that to the player.
    public var players: Int?
    /// The board a variant deals when the player names none (rowshift: 4x4), if it says.
    public var size: BoardSize?
    /// The deck (its id) a variant or rules are played with when the player names none (bomb:
    /// party; tens: tens), if it says.
    public var deck: String?
    /// Why it cannot be played (a requirement not met), or nil: the lobby shows it disabled.
    public var unavailable: String?
    /// How far the player got, for a campaign ("level 2 of 4, 25 points"): shown beside its name.
    public var progress: String?
    /// For a campaign, the goal of the level reached ("60 points", "win the game"), or nil
    /// once completed: shown on its description line.
    public var goal: String?
    /// The params a rules or variant script declares, in name order: the lobby offers a row for
    /// each under the variants.
    public var params: [LobbyParam]

    public init(id: String, name: String, description: String = "", players: Int? = nil, size: BoardSize? = nil,
                deck: String? = nil, unavailable: String? = nil, params: [LobbyParam] = []) {
        self.id = id
        self.name = name
        self.description = description
        self.players = players
        self.size = size
        self.deck = deck
        self.unavailable = unavailable
        self.params = params
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
    /// The board dealt when neither the player nor a variant names one: the Grid row shows it
    /// for a variant that names none.
    public var plainSize: BoardSize
    /// The deck (its id) played when neither the player, the variants nor the rules name one:
    /// the Deck row shows it then.
    public var plainDeck: String
    /// Today's UTC day (`yyyy-MM-dd`), whose board the Daily row deals; nil: no Daily row.
    public var today: String?

    public init(decks: [LobbyChoice], rules: [LobbyChoice], variants: [LobbyChoice], campaigns: [LobbyChoice] = [],
                plainSize: BoardSize = .grid(rows: 2, columns: 3), plainDeck: String = "emoji", today: String? = nil) {
        self.decks = decks
        self.rules = rules
        self.variants = variants
        self.campaigns = campaigns
        self.plainSize = plainSize
        self.plainDeck = plainDeck
        self.today = today
    }
}

/// A game as the player asked for it: the lobby's answer, and what command-line flags preselect.
public struct GameSetup: Sendable, Hashable, Codable {
    /// The deck (an id or a path); nil: the one the variants name, else the rules', else the
    /// plain deck, as with no `--deck` (the lobby's when the scripts name a deck it does not
    /// have, so that dealing the game says why it cannot be played).
    public var deck: String?
    public var rules: String
    /// The variant id, or nil for plain play.
    public var variant: String?
    public var size: BoardSize
    /// People at the keyboard; with a computer opponent, computer players take the seats after
    /// theirs (see ``GameConfig/seats(people:computer:declared:)``).
    public var players: Int
    /// How the computer opponent plays (every computer seat alike), or nil: people only.
    public var bot: StrategyKind?
    public var seed: UInt64
    /// Whether cards flip, deal, fade and tumble visibly (`--no-animation` turns this off).
    public var animations: Bool
    /// Values given to the params the rules or variant declare (`--set lives=5`), if any.
    public var params: [String: ScriptParameter]?
    /// The campaign this game is a level of (its id), or nil: the host then deals the level the
    /// player has reached, whatever the deck, rules, variant and size say.
    public var campaign: String?
    /// What the campaign carries into this game (its level's), by name (see
    /// ``MemoryEngine/GameConfig/carried``): kept with a saved game, so that a level resumed or
    /// replayed sees what it saw when it was dealt; nil outside a campaign that carries anything.
    public var carried: [String: CarriedNumber]?
    /// What the scripts call each player (`game:name(p)`), in seat order, as the game was dealt
    /// (see ``seatName(_:seats:firstComputer:person:)``): kept with a saved game, so that its replay names the
    /// players as play did; nil in a game saved before names were kept.
    public var names: [String]?
    /// The UTC day (`yyyy-MM-dd`) whose daily board this game is (`memory --daily`, the lobby's
    /// Daily row), or nil. The dealer then derives ``seed`` from the day and the configuration
    /// (see ``MemoryEngine/DailySeed``); kept with a saved game, so that a daily game begun
    /// before midnight resumes as that day's and ranks among that day's games.
    public var daily: String?
    /// Whether this daily game is played as practice (true), its day's ranked try of its
    /// configuration being played already or in progress, so that it ranks nowhere; decided
    /// by the host as the game is dealt and kept with a saved game, so that a game begun as
    /// the day's try is still the try when resumed. Nil for the try and other games.
    public var practice: Bool?

    public init(deck: String?, rules: String, variant: String? = nil, size: BoardSize = .grid(rows: 4, columns: 4),
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

extension GameSetup {
    /// What the game calls seat `i` (0-based) of `seats` when the seats from `firstComputer` on
    /// are computer players: "CPU" for the only one, "CPU3" (by seat) when there are several;
    /// the one person at the keyboard against them by `person`, their name (cut to 12 columns);
    /// else "P1", "P2", ….
    public static func seatName(_ i: Int, seats: Int, firstComputer: Int?, person: String?) -> String {
        if let person, firstComputer == 1, i == 0 { return TextWidth.truncate(person, to: 12) }
        return GameConfig.seatName(i, seats: seats, firstComputer: firstComputer)
    }

    /// ``seatName(_:seats:firstComputer:person:)`` of each of `seats` seats.
    public static func seatNames(seats: Int, firstComputer: Int?, person: String?) -> [String] {
        (0..<seats).map { seatName($0, seats: seats, firstComputer: firstComputer, person: person) }
    }

    /// The first computer player's seat in a game of `seats` dealt for this setup, or nil
    /// without a computer opponent: the people sit first.
    public func firstComputer(seats: Int) -> Int? {
        GameConfig.firstComputer(people: players, seats: seats, computer: bot != nil)
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
    /// Each player's moves and time (kept by whoever applies the log's actions).
    public var tally: PlayerTally
    /// What the one person at the keyboard is called in a game against the computer (nil: "P1").
    public var playerName: String?
    /// What the player is told as the game starts (e.g. that the deck lacks the variant's bomb), or nil.
    public var openingNotice: String?
    /// What the player is told as this game, left in progress, comes back (e.g. "Level 2 resumed
    /// where it was left"), or nil.
    public var resumedNotice: String?
    /// A resumed game's computer players, told of each event as replaying ``log`` made it (with
    /// the board as that event left it): they remember what they had seen before the game was
    /// left (they would otherwise forget every face turned so far). Made by whoever replays a
    /// log; taken once, as play resumes.
    public var computers: ComputerPlayers?

    public init(game: Game, rules: any Rules, setup: GameSetup, deckName: String, rulesName: String,
                rulesDescription: String = "", variantName: String? = nil, variantDescription: String? = nil,
                backSymbol: String = "?", imageDirectory: String? = nil, log: [TimedAction] = [], openingNotice: String? = nil) {
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
        self.openingNotice = openingNotice
        tally = PlayerTally(players: game.config.players)
    }

    /// Whether a card was turned in this game: only then is it worth keeping when left (time
    /// passing alone, an ``Action/advance``, is not play).
    public var hasTurnedCard: Bool { log.contains { $0.action != .advance } }

    /// The per-card bonus time limit of the rules, if any.
    public var bonusTimeLimit: Double? { rules.bonusTimeLimit }

    /// Whether the rules or variant can give points (no score is shown otherwise).
    public var keepsScore: Bool { rules.keepsScore }

    /// The seat of the first computer player, if any: it and the seats after it are the
    /// computer's (see ``GameConfig/seats(people:computer:declared:)``).
    public var firstComputer: Int? { setup.firstComputer(seats: game.config.players) }

    /// Whether seat `player` is a computer player's.
    public func isComputer(_ player: Int) -> Bool { firstComputer.map { player >= $0 } ?? false }

    /// The person whose uses of the actions the key line and the help show: the person whose
    /// turn it is, or during the computers' turns the person who played before them (the keys
    /// are the people's; the people sit before the computers, so that is the last person's seat).
    public var actionsPlayer: Int {
        let current = game.currentPlayer
        guard let first = firstComputer, current >= first else { return current }
        return first - 1
    }

    /// Whether a script failed while this game was played (a hook's error or a refused
    /// request): its score is then not the rules' own, and it does not rank.
    public var scriptsFailed = false

    /// Whether this game's score enters the high scores: it was played to its end (every group
    /// found, or a script's win), no script failed during it, and against the computer the
    /// people won: the best of them ahead of every computer player (when scripts named the
    /// winners, a team's win or the `winners` hook's answer, or in a co-op game: a person is
    /// among the winners). A lost game (out of time, a script's loss, the computer ahead) and a
    /// tie with the computer (an endless 0–0 is no win) count only in the statistics.
    public var ranks: Bool {
        guard case let .over(reason) = game.phase, reason.isFinished, !scriptsFailed else { return false }
        guard let first = firstComputer else { return true }
        if game.winnersShare { return game.winners.contains { $0 < first } }
        return (game.scores[..<first].max() ?? 0) > (game.scores[first...].max() ?? 0)
    }

    /// Whether a game played to its end against the computer ended level on points (the best
    /// of the people equal to the computer's best): no win, so it does not rank (see ``ranks``).
    public var tiedWithTheComputer: Bool {
        guard case let .over(reason) = game.phase, reason.isFinished, let first = firstComputer, !game.winnersShare else { return false }
        return game.scores[..<first].max() == game.scores[first...].max()
    }

    /// Whether the people beat the computer: a person at the keyboard is among the game's
    /// ``Game/winners`` and not every computer player is (a tie with the computer is no win; in
    /// teams, the person and a computer partner may win together; a co-op game won is won by
    /// all). False without a computer opponent.
    public var beatTheComputer: Bool {
        guard let first = firstComputer else { return false }
        let winners = game.winners
        if game.config.coop { return !winners.isEmpty }
        return winners.contains { $0 < first } && !(first..<game.config.players).allSatisfy(winners.contains)
    }

    /// Whether any face has an image.
    public var hasImages: Bool { game.faces.contains { $0.image != nil } }
}

/// One row of a high-score table.
public struct HighScoreEntry: Sendable, Hashable {
    public var player: String
    public var score: Int
    public var moves: Int
    public var seconds: Double
    /// What the entry says beside itself (``GameOverReason/remarks(_:notes:)``): an ending out
    /// of the ordinary, the lines scripts added at the end ("Flawless — no card turned twice").
    public var remarks: [String]

    public init(player: String, score: Int, moves: Int, seconds: Double, remarks: [String] = []) {
        self.player = player
        self.score = score
        self.moves = moves
        self.seconds = seconds
        self.remarks = remarks
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
    /// Whether the game was lost (see ``PlayableGame/ranks``): it counts only in the statistics.
    public var lost = false
    /// Lines the host adds to the game-over screen (a campaign's progress).
    public var notes: [String]
    /// For a daily game played as practice, what the game-over screen says in place of a rank:
    /// that it does not rank, and the day's ranked try ("Today's ranked try: 12 points, #2 of 5
    /// in the daily scores of 2026-11-26"); empty for any other game.
    public var practice: [String] = []
    /// What the first button starts (in a campaign: the next level, the level again, or the
    /// campaign from the start).
    public var next: NextGame

    public init(entries: [HighScoreEntry], rank: Int?, playerName: String, notes: [String] = [], next: NextGame = .another) {
        self.entries = entries
        self.rank = rank
        self.playerName = playerName
        self.notes = notes
        self.next = next
    }
}
