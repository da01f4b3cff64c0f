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
        With no options the lobby opens; options preselect its choices. Given --deck and --rules \
        (with or without --grid/--pairs), the game starts at once; the board is 2x3, Memorize's \
        six cards, unless --grid, --pairs or the variant says otherwise.

        Keys: arrows, hjkl or WASD move; Space or Enter turns a card (or click it); ? help; \
        p pause; n new game; b or Esc back to the lobby (asks first; the game is kept); \
        q quit (asks first); Ctrl-C quits at once and keeps the game for `memory resume`; \
        Ctrl-Z suspends.

        --campaign ID plays a campaign's levels in order: each level's deck, rules, variant and \
        board come from the campaign, and reaching a level's goal (the score of the levels so \
        far) unlocks the next one on Play again. Progress is kept in the database: the same \
        command carries on at the level reached.

        Picture decks (animals) are drawn as colour symbol art, or as real pixels with sixel or \
        kitty graphics where the terminal has them: --graphics auto (the default, or \
        $MEMORY_GRAPHICS) decides from the terminal, and symbols, sixel or kitty force a mode.

        Examples:
          memory
          memory --deck emoji --rules bonus --grid 4x4
          memory --deck symbols --variant duel --bot forgetful:0.3
          memory --deck animals --pairs 6 --seed 42 --no-animation
          memory --deck animals --rules classic --graphics sixel
          memory --campaign climb      (levels in order; see memory list campaigns)
        """
    )

    @OptionGroup var scripts: ScriptOptions
    @OptionGroup var board: BoardOptions

    @Option(help: ArgumentHelp("People playing at this keyboard (1 to 8).", valueName: "N"))
    var players = 1

    @Option(help: ArgumentHelp("Add a computer opponent: random, perfect, or forgetful:P (beatable).", valueName: "kind"),
            transform: { try StrategyKind(parsing: $0) })
    var bot: StrategyKind?

    @Option(help: ArgumentHelp("Play a campaign's levels in order (an id, see `memory list campaigns`, or a .lua file).",
                               valueName: "id|path"))
    var campaign: String?

    @OptionGroup var seed: SeedOption

    @Flag(help: "Turn off flip, deal, fade and celebration animations.")
    var noAnimation = false

    @OptionGroup var graphics: GraphicsOption

    @OptionGroup var data: DataOptions

    func validate() throws {
        if campaign != nil, scripts.deck != nil || scripts.rules != nil || scripts.variant != nil || board.size != nil {
            throw ValidationError("--campaign chooses each level's deck, rules, variant and board: leave out --deck, --rules, --variant, --grid and --pairs.")
        }
        guard (1...GameConfig.maximumPlayers).contains(players) else {
            throw ValidationError("--players \(players) is not allowed: give 1 to \(GameConfig.maximumPlayers).")
        }
    }

    func run() throws {
        try reportingFailures {
            let catalogue = ScriptCatalogue.standard()
            let choice = scripts.choice
            // Check what was asked for before taking over the terminal, so a broken script is
            // reported as path:line in the shell, not hidden behind the lobby.
            var loaded: ScriptSet?
            if scripts.deck != nil || scripts.rules != nil || scripts.variant != nil {
                do { loaded = try ScriptSet(choice, catalogue: catalogue) } catch {
                    throw Failure("\(error)")
                }
            }
            let setup = GameSetup(deck: choice.deck, rules: choice.rules, variant: choice.variant,
                                  size: board.size ?? ScriptSet.defaultSize, players: players, bot: bot,
                                  seed: seed.value, animations: !noAnimation)
            if let campaign {
                // The campaign and its progress are read before taking over the terminal, so a
                // broken campaign or database is reported in the shell.
                let store = try DataStore.open(data)
                let run = try CampaignRun.load(campaign, catalogue: catalogue, store: store)
                let host = TerminalHost(catalogue: catalogue, store: store, dataDirectory: DataStore.directory(data), campaign: run)
                try TerminalCheck.require()
                try PlaySession.run(start: .play(run.setup(from: setup)), host: host, graphics: graphics.graphics)
                return
            }
            let direct = scripts.deck != nil && scripts.rules != nil
            try PlaySession.run(start: direct ? .play(setup) : .lobby(setup), catalogue: catalogue, data: data,
                                graphics: graphics.graphics, preloaded: loaded)
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
            let catalogue = ScriptCatalogue.standard()
            let store = try DataStore.open(data)
            let host = TerminalHost(catalogue: catalogue, store: store, dataDirectory: DataStore.directory(data))
            guard host.savedGameSummary != nil else {
                throw Failure("there is no saved game to resume: quit a game in progress with Ctrl-C or q to keep it")
            }
            let playable = try host.resumeSavedGame()
            try PlaySession.run(start: .resume(playable), host: host, graphics: graphics.graphics)
        }
    }
}

/// Runs the terminal front with the program's host, and ends the process as it says.
enum PlaySession {
    static func run(start: StartMode, catalogue: ScriptCatalogue, data: DataOptions, graphics: GraphicsPreference?,
                    preloaded: ScriptSet? = nil) throws {
        try TerminalCheck.require()
        let opened = DataStore.openForPlay(data)
        let host = TerminalHost(catalogue: catalogue, store: try? opened.get(), dataDirectory: DataStore.directory(data),
                                preloaded: preloaded)
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
