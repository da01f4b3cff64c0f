import ArgumentParser
import Foundation
import MemoryEngine
import MemoryScripting
import MemoryTerminal

/// `memory play` (the default): the game in the terminal.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play in the terminal (the default command).",
        discussion: """
        With no options the lobby opens. Any option that chooses the game (--deck, --rules, \
        --variant, --grid, --pairs, --players, --bot, --seed) starts it at once, with the \
        defaults for the rest: the emoji deck unless --deck, else the variant, else the \
        rules name one (--variant bomb plays the party deck, which has the bombs; --rules tens \
        the tens deck), classic rules, and a 2x3 \
        board (Memorize's six cards) unless --grid, --pairs or the variant says otherwise.

        Seats: --players N is the people at this keyboard (default: as many as the variant \
        seats, else 1). --bot adds computer players after them, in every seat the variant has \
        left and at least one: --variant teams --bot perfect seats you and three computers, \
        --variant duel --bot perfect you and one, --players 2 --variant teams --bot random two \
        people and two computers. A resumed game keeps the seats it was dealt with.

        Variants stack: --variant lives+bomb plays both (each hears every event, in that \
        order; the status line shows each one's part). Variants that cannot share a game \
        (both decide matches, different group, reveal or players, one action key for two, \
        the same variant twice) are refused with a message naming both.

        --daily plays today's board: its seed comes from the UTC date and the deck, rules, \
        variant and board, so everyone playing the same game that day gets the same cards. \
        The title says "Daily 2026-11-26"; the game ranks among that day's games, apart from \
        the usual high scores (memory scores --daily), and the game-over screen gives its \
        daily rank. One ranked try a day: the first daily game of a day and configuration \
        finished (or left in progress, then resumed) ranks; later ones that day are practice, \
        as their title says. A daily game left before midnight resumes as that day's. The lobby's Daily \
        row does the same. $MEMORY_TODAY (yyyy-MM-dd) sets the day instead of the clock.

        Keys: arrows, hjkl or WASD move; Space or Enter turns a card (or click it); ? help; \
        p pause; n new game; b or Esc back to the lobby (asks first; the game is kept); \
        q quit (asks first); Ctrl-C quits at once and keeps the game for `memory resume`; \
        Ctrl-Z suspends. --bell rings the terminal's bell on a match, a mismatch, the end of a \
        game and when a script asks; the lobby's Bell row turns it on or off and is remembered. \
        --watch reloads the scripts in play when they are saved; so does the lobby's Watch files \
        row, which is remembered.

        --campaign ID plays a campaign's levels in order: each level's deck, rules, variant and \
        board come from the campaign, and reaching a level's goal (the score of the levels so \
        far, or beating the computer in a level with goal = "win") unlocks the next one, which the game-over screen's Next level starts (Retry level \
        when the goal was missed, Start over after the last level). Progress is kept in the \
        database: the same command carries on at the level reached, with the level's game \
        where it was left if it was left mid-level.

        Picture decks (animals) are drawn as colour symbol art, or as real pixels with sixel or \
        kitty graphics where the terminal has them: --graphics auto (the default, or \
        $MEMORY_GRAPHICS) decides from the terminal, and symbols, sixel or kitty force a mode.

        Examples:
          memory
          memory --deck emoji --rules bonus --grid 4x4
          memory --deck symbols --variant duel --bot forgetful:0.3
          memory --deck party --variant lives+bomb --grid 4x4
          memory --deck animals --pairs 6 --seed 42 --no-animation
          memory --deck animals --rules classic --graphics sixel
          memory --daily --grid 4x4      (today's board, the same for everyone)
          memory --campaign climb      (levels in order; see memory list campaigns)
        """
    )

    @OptionGroup var scripts: ScriptOptions
    @OptionGroup var board: BoardOptions

    // Unconditional: `--players -1` is refused as a value, not taken for a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("People playing at this keyboard (1 to \(GameConfig.maximumPlayers)).", valueName: "N"))
    var players: Int?

    @Option(help: ArgumentHelp("Add computer players after the people, in the variant's seats left (at least one): random, perfect, or forgetful:P (beatable).", valueName: "kind"),
            transform: { try StrategyKind(parsing: $0) })
    var bot: StrategyKind?

    @Option(help: ArgumentHelp("Play a campaign's levels in order (an id, see `memory list campaigns`, or a .lua file).",
                               valueName: "id|path"))
    var campaign: String?

    @OptionGroup var seed: SeedOption

    @Flag(help: "Play today's board: the same cards for everyone playing the same deck, rules, variant and board on this UTC day (not with --seed).")
    var daily = false

    @OptionGroup var params: ParamOptions

    @Flag(help: "Turn off flip, deal, fade and celebration animations.")
    var noAnimation = false

    @Flag(inversion: .prefixedNo,
          help: "Ring the terminal's bell on a match, a mismatch and the end of the game (default: the lobby's Bell setting, off at first).")
    var bell: Bool?

    @Flag(inversion: .prefixedNo,
          help: "Reload the deck, rules and variant (and the deck's images) when they are saved, and replay the moves so far (default: the lobby's Watch files setting, off at first).")
    var watch: Bool?

    @OptionGroup var graphics: GraphicsOption

    @OptionGroup var data: DataOptions

    @OptionGroup var logging: LogOption

    func validate() throws {
        if campaign != nil, scripts.deck != nil || scripts.rules != nil || scripts.variant != nil || board.size != nil {
            throw ValidationError("--campaign chooses each level's deck, rules, variant and board: leave out --deck, --rules, --variant, --grid and --pairs.")
        }
        if daily, let given = seed.seed {
            throw ValidationError("--daily deals today's board, whose seed comes from the date and the game chosen: leave out --seed \(given) (or --daily, to play that seed).")
        }
        if daily, campaign != nil {
            throw ValidationError("--campaign chooses each level's game: a campaign has no daily board, leave out --daily.")
        }
        if let players { try WholeNumber.check("players", players, least: 1, most: GameConfig.maximumPlayers) }
    }

    func run() throws {
        try reportingFailures {
            try logging.open()
            let catalogue = ScriptCatalogue.forPlay()
            let choice = scripts.choice
            // Check what was asked for before taking over the terminal, so a broken script is
            // reported as path:line in the shell, not hidden behind the lobby.
            var loaded: ScriptSet?
            let values = try params.values()
            if scripts.deck != nil || scripts.rules != nil || scripts.variant != nil || !values.isEmpty {
                do throws(ScriptError) { loaded = try ScriptSet(choice, catalogue: catalogue) } catch { throw Failure(error) }
                do throws(ConfigError) { _ = try loaded?.rules.setting(values) } catch {
                    throw Failure("--set: \(error.message)", status: Failure.usage)
                }
            }
            // The deck the player named, else the variant's (see ScriptSet), else the default.
            var setup = GameSetup(deck: loaded?.choice.deck ?? choice.deck ?? ScriptChoice.defaultDeck,
                                  rules: choice.rules, variant: choice.variant,
                                  size: board.size ?? loaded?.rules.settings.size ?? ScriptSet.defaultSize, players: players ?? 1, bot: bot,
                                  seed: seed.value, animations: !noAnimation)
            setup.params = values.isEmpty ? nil : values
            if daily { setup.daily = try DailyDate.today() }
            if let campaign {
                // The campaign and its progress are read before taking over the terminal, so a
                // broken campaign or database is reported in the shell.
                let store = try DataStore.open(data)
                let run = try CampaignRun.load(campaign, catalogue: catalogue, store: store)
                let host = TerminalHost(catalogue: catalogue, store: store, dataDirectory: DataStore.directory(data), campaign: run)
                if let bell { host.bellFromCommandLine(bell) }
                if let watch { host.watchFromCommandLine(watch) }
                try TerminalCheck.require()
                try PlaySession.run(start: .play(run.setup(from: setup)), host: host, graphics: graphics.graphics)
                return
            }
            if choosesTheGame {
                // Dealt once here, so a board the scripts refuse is bad usage in the shell.
                loaded = try checkedDeal(setup, catalogue: catalogue, loaded: loaded)
            }
            try PlaySession.run(start: choosesTheGame ? .play(setup) : .lobby(setup), catalogue: catalogue, data: data,
                                graphics: graphics.graphics, bell: bell, preloaded: loaded, watch: watch)
        }
    }

    /// Whether an option chose the game: then it starts at once, without the lobby.
    var choosesTheGame: Bool {
        scripts.deck != nil || scripts.rules != nil || scripts.variant != nil || board.size != nil
            || players != nil || bot != nil || seed.seed != nil || daily
    }

    /// Deals `setup` to check it, returning the scripts loaded for it; a size or player count
    /// the game cannot be dealt with is bad usage (status 64), named by its option.
    private func checkedDeal(_ setup: GameSetup, catalogue: ScriptCatalogue, loaded: ScriptSet?) throws -> ScriptSet {
        do {
            return try GameDealer(catalogue: catalogue).deal(setup, reusing: loaded).scripts
        } catch let error as ConfigError {
            let option = board.grid.map { "--grid \($0)" } ?? board.pairs.map { "--pairs \($0)" }
                ?? players.map { "--players \($0)" }
            throw ValidationError([option, "\(error)"].compactMap { $0 }.joined(separator: ": "))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(GameDealer.oneLine(error))
        }
    }
}

/// `memory resume`: the game last quit in progress.
struct ResumeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "Resume the game last left in progress (quit with Ctrl-C or q).",
        discussion: """
        A saved game whose scripts changed since it was saved is refused: it would not replay to \
        the same game.

        Examples:
          memory resume
          memory resume --data-dir ~/memory-data
        """
    )

    @OptionGroup var graphics: GraphicsOption

    @OptionGroup var data: DataOptions

    func run() throws {
        try reportingFailures {
            let catalogue = ScriptCatalogue.forPlay()
            let store = try DataStore.open(data)
            let host = TerminalHost(catalogue: catalogue, store: store, dataDirectory: DataStore.directory(data))
            let playable = try host.resumeSavedGame()
            try PlaySession.run(start: .resume(playable), host: host, graphics: graphics.graphics)
        }
    }
}

/// Runs the terminal front with the program's host, and ends the process as it says.
enum PlaySession {
    static func run(start: StartMode, catalogue: ScriptCatalogue, data: DataOptions, graphics: GraphicsPreference?,
                    bell: Bool? = nil, preloaded: ScriptSet? = nil, watch: Bool? = nil) throws {
        try TerminalCheck.require()
        let opened = DataStore.openForPlay(data)
        let host = TerminalHost(catalogue: catalogue, store: try? opened.get(), dataDirectory: DataStore.directory(data),
                                preloaded: preloaded, storeProblem: DataStore.playingNotice(opened))
        if let bell { host.bellFromCommandLine(bell) }
        if let watch { host.watchFromCommandLine(watch) }
        try run(start: start, host: host, graphics: graphics, atExit: DataStore.notSavedNotice(opened))
    }

    /// Runs the game; `atExit` is printed on stderr once the terminal is given back.
    static func run(start: StartMode, host: TerminalHost, graphics: GraphicsPreference?, atExit: String? = nil) throws {
        // A script stuck in C code (a pattern the hook cannot interrupt) ends the process: give
        // the terminal back first.
        ScriptWatchdog.setEmergencyHandler { TerminalRestore.emergencyRestore() }
        let status: ExitStatus
        do {
            status = try TerminalApp.run(host: host, start: start, graphics: graphics)
        } catch let error as TerminalError {
            throw Failure("\(error)")
        }
        if let atExit { Standard.error(atExit) }
        // Ctrl-C asks nothing: say where the game left went (q's question has said it already).
        if status == .interrupted, let kept = host.savedGameSummary {
            Standard.error(host.keptAGame ? "memory: kept for `memory resume`: \(kept)"
                           : "memory: nothing kept (no card was turned); `memory resume` has an earlier game: \(kept)")
        }
        if status.code != 0 { Foundation.exit(status.code) }
    }
}

/// `--graphics auto|symbols|sixel|kitty`: how picture faces are drawn.
struct GraphicsOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "How pictures are drawn: auto (from the terminal), symbols (colour block art), sixel or kitty (pixels). Default: $MEMORY_GRAPHICS, else auto.",
        valueName: "mode"))
    var graphics: GraphicsPreference?
}

extension GraphicsPreference: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
