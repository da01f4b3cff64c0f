import Foundation
import MemoryEngine
import MemoryScripting
import MemoryStore
import MemoryTerminal

/// What the terminal front asks of the rest of the program: scripts from the catalogue, scores
/// and saved games in the store. Nothing here prints: the terminal is in raw mode meanwhile.
final class TerminalHost: PlayHost {
    private let catalogue: ScriptCatalogue
    private let store: Store?
    private let dataDirectory: URL
    /// The name scores are recorded under: the last one the player typed, else the login name.
    private(set) var playerName: String
    private var lastScoreID: Int64?
    private var lastKey: ConfigurationKey?
    /// The day of the last game recorded, if it was a daily game (its table is that day's).
    private var lastDaily: String?
    /// Whether the last game recorded was a daily game played as practice (its game-over
    /// screen says so, and gives the day's try, also once the score is renamed).
    private var lastWasPractice = false
    /// The saved game the current game was resumed from, replaced when it is saved again.
    private var resumedFrom: Int64?
    /// The scripts of the game in play, as they were when it was dealt.
    private var origin: GameDealer.Origin?
    /// Scripts the command line already loaded (to report a broken one before taking the
    /// terminal), used for the first game instead of loading them again. Later games load
    /// afresh, so a script edited between games is played as edited.
    private var preloaded: ScriptSet?
    let storeProblem: String?
    /// The player's settings as last left in the lobby.
    private var settings: PlayerSettings
    private(set) var bell: Bool
    /// Whether the game in play reloads when its files change (`--watch`, or the lobby's setting).
    private(set) var watches: Bool
    /// The campaign whose levels the games are (`memory --campaign`, or a saved level resumed).
    private var campaign: CampaignRun?
    /// What the last game-over screen said of the campaign, and what its first button starts
    /// (kept when the score is renamed).
    private var campaignEnd: (notes: [String], next: NextGame) = ([], .another)
    /// Why the campaign level's saved game could not be resumed, for the new game that replaces it.
    private var levelResumeFailure: String?
    /// The notices of `--set` values shared by scripts that declare them differently, already
    /// shown in this run (see ``ScriptSet/sharedParamNotice(_:)``).
    private var toldSharedParams: Set<String> = []

    /// `storeProblem` says why `store` is nil (see ``PlayHost/storeProblem``).
    init(catalogue: ScriptCatalogue, store: Store?, dataDirectory: URL, preloaded: ScriptSet? = nil, storeProblem: String? = nil,
         campaign: CampaignRun? = nil) {
        self.catalogue = catalogue
        self.preloaded = preloaded
        self.storeProblem = storeProblem
        self.campaign = campaign
        settings = PlayerSettings.load(from: dataDirectory)
        bell = settings.bell
        watches = settings.watch
        self.store = store
        self.dataDirectory = dataDirectory
        let remembered = try? String(contentsOf: dataDirectory.appendingPathComponent(TerminalHost.nameFile), encoding: .utf8)
        playerName = remembered.flatMap(PlayerNameText.cleaned)
            ?? PlayerNameText.cleaned(PlayerName.current(environment: ProcessInfo.processInfo.environment)) ?? "player"
    }

    static let nameFile = "player-name"

    /// `--bell` or `--no-bell`: for this run, whatever the lobby's setting.
    func bellFromCommandLine(_ on: Bool) {
        bell = on
    }

    func rememberBell(_ on: Bool) {
        bell = on
        remember(\.bell, on)
    }

    /// `--watch` or `--no-watch`: for this run, whatever the lobby's setting.
    func watchFromCommandLine(_ on: Bool) {
        watches = on
    }

    func rememberWatch(_ on: Bool) {
        watches = on
        remember(\.watch, on)
    }

    /// Keeps a lobby setting in the settings file for the next runs.
    private func remember(_ setting: WritableKeyPath<PlayerSettings, Bool>, _ on: Bool) {
        settings[keyPath: setting] = on
        try? settings.save(to: dataDirectory)
    }

    /// The catalogue's choices, each campaign with how far the player got in it (read afresh
    /// each time: a level played since moves it on).
    var lobbyOptions: LobbyOptions {
        var options = catalogueOptions
        options.today = try? DailyDate.today()
        let kept = (try? store?.campaignProgresses()) ?? [:]
        let playing = Set(((try? store?.savedGames()) ?? []).compactMap { $0.setup?.campaign })
        for i in options.campaigns.indices {
            let id = options.campaigns[i].id
            guard let goals = campaignGoals[id] else { continue }
            options.campaigns[i].progress = CampaignProgressText.text(kept[id], levels: goals.count, playing: playing.contains(id))
            options.campaigns[i].goal = CampaignProgressText.goal(kept[id], goals: goals)
        }
        return options
    }

    /// The goals of the levels of each campaign the lobby offers, by id.
    private lazy var campaignGoals: [String: [Campaign.Goal]] = {
        var goals: [String: [Campaign.Goal]] = [:]
        for entry in catalogue.list(.campaign) where entry.hiddenBy == nil {
            if let id = entry.metadata?.id, let levels = CampaignProgressText.goals(entry.path) { goals[id] = levels }
        }
        return goals
    }()

    private lazy var catalogueOptions: LobbyOptions = {
        func choices(_ kind: ScriptKind) -> [LobbyChoice] {
            catalogue.list(kind).compactMap { entry in
                guard entry.hiddenBy == nil, let m = entry.metadata else { return nil }
                let params = entry.params.sorted { $0.key < $1.key }.map { name, p in
                    LobbyParam(name: name, defaultValue: p.value, minimum: p.minimum, maximum: p.maximum, whole: p.whole,
                               choices: p.choices, doc: p.doc, kind: p.kindText)
                }
                return LobbyChoice(id: m.id, name: m.name, description: (entry.description ?? "") + ListText.needs(entry), players: entry.players,
                                   size: entry.size, deck: entry.deck, unavailable: entry.unmet.first, params: params)
            }
        }
        // The default variant first: the lobby starts on it when no variant was asked for.
        var variants = choices(.variant)
        if let i = variants.firstIndex(where: { $0.id == ScriptChoice.defaultVariant }) { variants.insert(variants.remove(at: i), at: 0) }
        return LobbyOptions(decks: choices(.deck), rules: choices(.rules), variants: variants, campaigns: choices(.campaign),
                            plainSize: ScriptSet.defaultSize, plainDeck: ScriptChoice.defaultDeck)
    }()

    func makeGame(_ setup: GameSetup) throws -> PlayableGame {
        // The lobby's rows then say "(none found)": say where scripts are looked for.
        guard !catalogue.roots.isEmpty else { throw Failure.noDecksFolder }
        resumedFrom = nil
        var setup = setup
        var levelGoal: String?
        if let id = setup.campaign {
            let run = try enterCampaign(id)
            setup = run.setup(from: setup)
            // A level has one game in progress: a new one takes the place of the one kept.
            resumedFrom = savedLevelGame(of: run)?.id
            levelGoal = run.openingText
        }
        // The lobby says why a game cannot be dealt, with the scripts' file names, not their paths.
        var dealt: GameDealer.Dealt
        do { dealt = try GameDealer(catalogue: catalogue).deal(setup, person: playerName, reusing: preloaded.take()) } catch {
            throw Failure(LobbyErrorText.of(error))
        }
        if setup.campaign != nil { dealt.playable.campaignLevel = campaign?.titleText }
        let failure = levelResumeFailure.take().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        // A value given with --set that scripts declare differently is told of once a run, at
        // the first game it is played in (a campaign's level sets its own params).
        let shared = setup.campaign == nil ? dealt.scripts.sharedParamNotice(setup.params ?? [:]) : nil
        let sharedOnce = shared.flatMap { toldSharedParams.insert($0).inserted ? $0 : nil }
        origin = GameDealer.Origin(dealt.scripts, size: dealt.playable.game.config.size)
        let practice = dailyPractice(dealt.playable.setup, resuming: nil)
        dealt.playable.setup.practice = practice == nil ? nil : true
        let notices = [failure, levelGoal, practice, dealt.playable.openingNotice, sharedOnce].compactMap { $0 }
        dealt.playable.openingNotice = notices.isEmpty ? nil : notices.joined(separator: "; ")
        return dealt.playable
    }

    /// Why a daily game of `setup` dealt (or resumed, from saved game `resuming`) now is
    /// practice, or nil when it is the day's ranked try (or no daily game). A game begun as
    /// practice stays practice.
    private func dailyPractice(_ setup: GameSetup, resuming: Int64?) -> String? {
        guard let day = setup.daily, let store, let key = origin?.key else { return nil }
        let reason = DailyPractice.reason(store, key: key, day: day, saved: (try? store.savedGames()) ?? [], resuming: resuming)
        if reason == nil, setup.practice == true, resuming != nil {
            return "Practice: begun after today's try; this game does not rank"
        }
        return reason
    }

    func resumeCampaignLevel(_ id: String) throws -> PlayableGame? {
        let run = try enterCampaign(id)
        guard let saved = savedLevelGame(of: run) else { return nil }
        do { return try resume(saved, wording: .level) } catch {
            // The level starts again (see makeGame), saying why.
            levelResumeFailure = GameDealer.oneLine(error)
            return nil
        }
    }

    /// The game of the campaign's current level kept in progress (the last one saved), or nil.
    private func savedLevelGame(of run: CampaignRun) -> SavedGame? {
        let saved = (try? store?.savedGames()) ?? []
        return saved.first { $0.setup.map(run.isCurrentLevel) == true }
    }

    func gameFinished(_ playable: PlayableGame) -> HighScoreReport? {
        guard let store else { return nil }
        let game = playable.game
        // The best of the people at the keyboard with that player's own moves and time, or a
        // co-op team's score with the whole game's.
        let kept = game.recordedScore(people: playable.firstComputer)
        let seat = game.config.players == 1 ? nil : kept.seat
        guard let key = origin?.key else { return nil }
        do {
            let (id, rank) = try store.recordScore(FinishedGame(
                key: key, player: playerName, score: kept.points,
                moves: seat.map { playable.tally.moves[$0] } ?? game.moves,
                seconds: seat.map { playable.tally.seconds(of: $0, at: game.time) } ?? game.time,
                seed: playable.setup.seed, won: playable.ranks,
                ending: { if case let .over(reason) = game.phase { reason } else { nil } }(), notes: game.scripted.endNotes,
                daily: playable.setup.daily, practice: playable.setup.practice == true))
            lastScoreID = id
            lastKey = key
            lastDaily = playable.setup.daily
            // The store keeps one ranked try a day: the game is practice unless it is the try.
            lastWasPractice = try playable.setup.daily.map { try store.dailyTry(for: key, day: $0)?.id != id } ?? false
            // Kept for `memory replay`; a game that cannot be kept still counts.
            if let origin, let kept = try? GameDealer.savedGame(playable, origin: origin, id: nil) {
                try? store.recordReplay(kept, forScore: id)
            }
            if let saved = resumedFrom {
                try store.deleteSavedGame(saved)
                resumedFrom = nil
            }
            campaignEnd = ([], .another)
            if playable.setup.campaign != nil, var run = campaign {
                var rules = playable.rules
                campaignEnd = run.finish(score: kept.points, finished: { if case let .over(reason) = game.phase { reason.isFinished } else { false } }(),
                                         beatTheComputer: playable.beatTheComputer, coop: game.config.coop,
                                         carries: game.scripted.carries, status: rules.status(in: game))
                var progress = run.progress
                progress.date = Date()
                try store.saveCampaignProgress(progress)
                campaign = run
            }
            var finished = try report(key: key, daily: playable.setup.daily, rank: rank)
            finished.lost = !playable.ranks
            return finished
        } catch {
            return nil
        }
    }

    func renameLastScore(to name: String) -> HighScoreReport? {
        guard let store, let id = lastScoreID, let key = lastKey else { return nil }
        do {
            let name = PlayerNameText.cleaned(name) ?? playerName
            try store.renameScore(id, to: name)
            playerName = name
            try? playerName.write(to: dataDirectory.appendingPathComponent(TerminalHost.nameFile), atomically: true, encoding: .utf8)
            let rank = try store.topScores(for: key, daily: lastDaily).firstIndex { $0.id == id }.map { $0 + 1 }
            return try report(key: key, daily: lastDaily, rank: rank)
        } catch {
            return nil
        }
    }

    /// The table of `key` (of its daily games of `daily`, if given) with the game at `rank`
    /// (for a practice game, none: the day's try is said instead).
    private func report(key: ConfigurationKey, daily: String?, rank: Int?) throws -> HighScoreReport {
        let entries = try store?.topScores(for: key, daily: daily).map {
            HighScoreEntry(player: $0.player, score: $0.score, moves: $0.moves, seconds: $0.seconds,
                           remarks: GameOverReason.remarks($0.ending, notes: $0.notes))
        } ?? []
        var report = HighScoreReport(entries: entries, rank: rank, playerName: playerName, notes: campaignEnd.notes, next: campaignEnd.next)
        if let daily, let store, lastWasPractice {
            report.practice = DailyPractice.gameOverLines(try store.dailyTry(for: key, day: daily), day: daily, tableSize: entries.count)
        }
        return report
    }

    func saveInProgress(_ playable: PlayableGame) {
        guard let store, playable.hasTurnedCard, !playable.game.isOver else { return }
        guard let origin, let saved = try? GameDealer.savedGame(playable, origin: origin, id: resumedFrom) else { return }
        resumedFrom = try? store.saveGame(saved)
        if resumedFrom != nil { keptAGame = true }
        try? store.recordAbandoned(saved.key)
    }

    /// Whether a game left in progress was kept while this process ran: a game quit with Ctrl-C
    /// before any card was turned is not, and the game `memory resume` has is an older one.
    private(set) var keptAGame = false

    var savedGameSummary: String? {
        guard let saved = try? store?.latestSavedGame() else { return nil }
        let moves = saved.actions.filter { $0.action != .advance }.count
        return "\(saved.key.deck) · \(saved.key.rules) · \(saved.key.variant) · \(saved.key.grid), "
            + "\(Counted.text(moves, "card turned", plural: "cards turned")), \(ScoresText.clock(saved.elapsed)) played"
    }

    func watchedPaths(for game: PlayableGame) -> [String] {
        guard watches, let origin else { return [] }
        return [origin.deckPath, origin.rulesPath] + VariantStackName.parts(origin.variantPath) + origin.modulePaths
            + (game.hasImages ? [game.imageDirectory].compactMap { $0 } : [])
    }

    func reload(_ game: PlayableGame) -> Reload {
        let dealt: GameDealer.Dealt
        do { dealt = try GameDealer(catalogue: catalogue).deal(game.setup, person: playerName) } catch {
            return .failed(GameDealer.oneLine(error))
        }
        origin = GameDealer.Origin(dealt.scripts, size: dealt.playable.game.config.size)
        var replayed = dealt.playable
        let failure: RuleFailure?
        do { failure = try GameDealer.play(game.log, on: &replayed) } catch {
            return .restarted(dealt.playable, reason: "the new scripts refuse the game so far (\(error))")
        }
        return .replayed(replayed, failure: failure)
    }

    /// The campaign `id` in play, loaded with its progress the first time it is asked for; once
    /// completed, it starts over from its first level.
    private func enterCampaign(_ id: String) throws -> CampaignRun {
        if var run = campaign, run.campaign.metadata.id == id {
            if run.progress.completed { run.startOver() }
            campaign = run
            return run
        }
        guard let store else { throw Failure("a campaign keeps its progress in the database, which cannot be opened") }
        let run = try CampaignRun.load(id, catalogue: catalogue, store: store)
        campaign = run
        return run
    }

    func resumeSavedGame() throws -> PlayableGame {
        guard let store, let saved = try store.latestSavedGame() else {
            let damaged = (try? store?.damagedRows().filter { $0.table == "savedGame" }) ?? []
            // Nothing to play, as `memory replay` with nothing kept: status 1, not a failure of the program.
            throw Failure((["there is no saved game to resume: quit a game in progress with Ctrl-C or q to keep it"] + damaged.map(\.description)).joined(separator: "; "),
                          status: Failure.problemsFound)
        }
        return try resume(saved)
    }

    /// `saved` replayed to where it was left; saving it again replaces it.
    private func resume(_ saved: SavedGame, wording: GameDealer.Wording = .resume) throws -> PlayableGame {
        var dealt = try GameDealer(catalogue: catalogue).replay(saved, wording: wording, person: playerName)
        if let id = dealt.playable.setup.campaign {
            let run = try enterCampaign(id)
            dealt.playable.campaignLevel = run.titleText
            dealt.playable.resumedNotice = run.resumedText
        }
        try? store?.withdrawAbandoned(saved.key)
        resumedFrom = saved.id
        origin = GameDealer.Origin(dealt.scripts, size: dealt.playable.game.config.size)
        // A daily game begun as the day's try is still the try, unless one was recorded meanwhile.
        if let practice = dailyPractice(dealt.playable.setup, resuming: saved.id) {
            dealt.playable.setup.practice = true
            dealt.playable.resumedNotice = [dealt.playable.resumedNotice, practice].compactMap { $0 }.joined(separator: "; ")
        }
        return dealt.playable
    }
}

extension SavedGame {
    /// The setup the game was dealt with, or nil when it cannot be read.
    var setup: GameSetup? { try? JSONDecoder().decode(GameSetup.self, from: settings) }
}
