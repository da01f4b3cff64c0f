import ArgumentParser
import Foundation
import MemoryEngine
import MemoryScripting
import MemoryTerminal
import Synchronization

/// `memory simulate`: plays many games headlessly with bots, to balance a deck, rules or variant.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play many games with bots and report moves, score, time and how many finished.",
        discussion: """
        Every game is dealt from a seed derived from --seed and its number, so the same command \
        gives the same report whatever --jobs is. Each card turned costs --think-time seconds of \
        virtual time (reveals and peeks add theirs), so timed rules can be balanced too; \
        --think-time 1:4 draws each card's time between 1 and 4 seconds, as a person's pace \
        varies (a turn clock a steady pace never runs out). The \
        board is the game's (2x3, or the variant's) unless --grid or --pairs say otherwise; \
        the deck, the variant's (bomb: party), else the rules' (tens: tens), else emoji, unless \
        --deck says otherwise. \
        Exits with status 1 if the rules failed during the run.

        Compare configurations on the same deals: several decks, rules or variants separated by \
        commas (--rules classic,penalty; several lists compare every combination), or --sweep over an engine setting (reveal, time-limit, \
        players, group, peek; a time limit of 0 is none) or a number a script declares in its \
        params. The table gives means with 95 % confidence intervals, and each configuration's \
        difference from the first, game by game.

        Examples:
          memory simulate --rules penalty --grid 4x4
          memory simulate --rules classic,penalty,bonus --grid 4x4 --games 5000
          memory simulate --deck emoji,tens --rules classic,tens --grid 4x4
          memory simulate --variant timed --sweep time-limit=30:120:15 --think-time 2
          memory simulate --variant lives --grid 4x4 --sweep lives=2:12:2 --csv
          memory simulate --variant duel --strategy forgetful:0.3 --bot perfect
          memory simulate --variant triples --pairs 6 --json
        """
    )

    @OptionGroup var scripts: ScriptOptions
    @OptionGroup var board: BoardOptions

    // Numbers are read unconditionally: `--games -5` is refused as a value, not taken for a
    // missing one followed by an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("How many games to play (for each configuration): 1 to \(SimulationPlan.maximumGames).", valueName: "N"))
    var games = 1000

    @Option(help: ArgumentHelp("The people's bots: random, perfect, or forgetful:P (forgets each seen card with probability P per turn, and loses track of cards that swap: forgetful:0 forgets only those). Default: forgetful:0.3.", valueName: "kind"),
            transform: { try StrategyKind(parsing: $0) })
    var strategy: StrategyKind = SimulateCommand.defaultStrategy

    @Option(help: ArgumentHelp("Add a computer opponent, as in play: it plays the seats after the people's (every seat the variant has left, at least one): random, perfect or forgetful:P.", valueName: "kind"),
            transform: { try StrategyKind(parsing: $0) })
    var bot: StrategyKind?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("People playing, 1 to \(GameConfig.maximumPlayers) (default: the variant's seats; 1 with --bot, the computer taking the rest).", valueName: "N"))
    var players: Int?

    @OptionGroup var params: ParamOptions

    @Option(name: .customLong("sweep"),
            help: ArgumentHelp("Simulate each value of an engine setting (reveal, time-limit, players, group, peek) or a script's param.",
                               valueName: "name=from:to:step"))
    var sweepText: String?

    /// `--sweep`, parsed (``validate()`` has reported a bad one).
    var sweep: Sweep? { sweepText.flatMap { try? Sweep(parsing: $0) } }

    @Option(name: .customLong("think-time"), parsing: .unconditional,
            help: ArgumentHelp("Virtual seconds each card turned costs, 0 to \(Sweep.text(SimulationPlan.maximumThinkTime)); "
                               + "FROM:TO draws each card's time between the two, as a person's pace varies (default: 1).",
                               valueName: "seconds|from:to"))
    var thinkTimeText = "1"

    /// `--think-time`, parsed (``validate()`` has reported a bad one): the least time and the spread.
    var thinkTime: (least: Double, spread: Double) { (try? Self.thinkTime(parsing: thinkTimeText)) ?? (1, 0) }

    /// Reads `S` or `FROM:TO` (FROM at most TO), each 0 to the longest think time.
    static func thinkTime(parsing text: String) throws -> (least: Double, spread: Double) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        let range = 0...SimulationPlan.maximumThinkTime
        guard (1...2).contains(parts.count), let least = parts[0], let most = parts.last ?? nil,
              least.isFinite, most.isFinite, range.contains(least), range.contains(most), least <= most else {
            throw ValidationError("--think-time \(text) is not allowed: give a number of seconds from 0 to "
                                  + "\(Sweep.text(SimulationPlan.maximumThinkTime)), or FROM:TO with FROM at most TO (e.g. 1:4).")
        }
        return (least, most - least)
    }

    @Option(parsing: .unconditional, help: ArgumentHelp("Seed of the whole run (\(SeedOption.range)).", valueName: "N"),
            transform: SeedOption.parse)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Worker threads, 1 to \(SimulationPlan.maximumJobs) (default: one per core); the report does not depend on it.", valueName: "N"))
    var jobs = Simulator.defaultJobs

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @OptionGroup var logging: LogOption

    @Flag(help: "Print CSV, one line per configuration, instead of text.")
    var csv = false

    /// A player who remembers most of what was seen, as people do.
    static let defaultStrategy = StrategyKind.forgetful(0.3)

    func validate() throws {
        try WholeNumber.check("games", games, least: 1, most: SimulationPlan.maximumGames)
        _ = try Self.thinkTime(parsing: thinkTimeText)
        try WholeNumber.check("jobs", jobs, least: 1, most: SimulationPlan.maximumJobs)
        if let players { try WholeNumber.check("players", players, least: 1, most: GameConfig.maximumPlayers) }
        if json && csv { throw ValidationError("Give --json or --csv, not both.") }
        if let sweepText { _ = try Sweep(parsing: sweepText) }
    }

    func run() throws {
        try reportingFailures {
            try logging.open()
            let runs = try SimulationSetup(command: self).configurations()
            for notice in Set(runs.compactMap { run in run.decks.notice.map { (runs.count > 1 ? run.label + ": " : "") + $0 } }).sorted() {
                Standard.error("warning: \(notice)")
            }
            var basePlan = SimulationPlan(config: runs[0].config, games: games, strategy: strategy, bot: bot,
                                          thinkTime: thinkTime.least, seed: seed, jobs: jobs)
            basePlan.thinkSpread = thinkTime.spread
            let progress = ProgressBar(total: games * runs.count, enabled: Standard.errorIsTerminal)
            var rows: [Comparison.Row] = []
            var failures: [String] = []
            for (n, run) in runs.enumerated() {
                var plan = basePlan
                plan.config = run.config
                plan.groupSizes = run.groupSizes
                plan.computerSeats = max(1, run.computerSeats)
                plan.recordsGames = runs.count > 1
                let done = n * games
                let names = GameSetup.seatNames(seats: plan.config.players, firstComputer: run.firstComputer, person: nil)
                // Every seat is played by a strategy here, so every seat's hooks read its skill.
                let skills = plan.seats.map { Optional($0.skill) }
                let report: SimulationReport
                do {
                    report = try Simulator.run(plan, decks: run.decks.simulationDeck,
                                               makeRules: { try run.rules.makeRules(names: names, skills: skills) },
                                               progress: { progress.update(done + $0) })
                } catch let error as SimulationError {
                    progress.finish()
                    throw Failure((runs.count > 1 ? run.label + ": " : "") + error.description, status: Failure.problemsFound)
                }
                if let failure = report.firstRulesFailure {
                    failures.append((runs.count > 1 ? run.label + ": " : "")
                                    + "the rules failed \(Counted.text(report.rulesFailures, "time")) during the run; first: \(failure)")
                }
                rows.append(Comparison.Row(label: run.label, deck: run.deckID, rules: run.rulesID, variant: run.variantID, sweepValue: run.sweepValue,
                                           report: report))
            }
            progress.finish()
            try output(rows, runs: runs, plan: basePlan)
            if !failures.isEmpty { throw Failure(failures.joined(separator: "\n"), status: Failure.problemsFound) }
        }
    }

    private func output(_ rows: [Comparison.Row], runs: [SimulationSetup.Run], plan: SimulationPlan) throws {
        let seats = bot.map { " · people \(strategy) · computer \($0)" } ?? " · \(strategy)"
        if rows.count == 1 && sweep == nil {
            let report = rows[0].report
            var single = plan
            single.config = runs[0].config
            if json {
                Standard.json(try SimulationJSON.render(report, plan: single, run: runs[0]))
            } else if csv {
                Standard.output(ComparisonData.csv(Comparison(rows: rows)), terminator: "")
            } else {
                let config = runs[0].config
                let title = "\(Counted.text(report.games, "game")) · \(config.size) · \(runs[0].deckID) · \(runs[0].rulesID) · "
                    + "\(runs[0].variantID)\(seats) · seed \(seed)"
                Standard.output(SimulationText.render(report, title: title, firstComputer: runs[0].firstComputer), terminator: "")
            }
            return
        }
        let comparison = Comparison(rows: rows, sweepName: sweep?.name)
        if json {
            Standard.json(try ComparisonData.json(comparison, plan: plan))
        } else if csv {
            Standard.output(ComparisonData.csv(comparison), terminator: "")
        } else {
            let (sameBoard, sameDeck) = (SimulationSetup.share(runs, \.board), SimulationSetup.share(runs, \.deckID))
            let board = sameBoard ? runs[0].board : "each on its own board"
            let deck = sameDeck ? runs[0].deckID : "each with its own deck"
            let title = "\(Counted.text(games, "game")) each · \(board) · \(deck)\(seats) · seed \(seed)"
            Standard.output(ComparisonText.render(comparison, title: title, sameDeals: sameBoard && sameDeck), terminator: "")
        }
    }
}

/// Decks for simulated games: a fixed deck prepared once, or a generated deck (a Lua function)
/// called for each game on a Lua state of its own thread's.
final class DeckSource: Sendable {
    private let fixed: Deck?
    private let path: String
    private let groups: Int
    private let neededTags: [String]
    /// Why the games go without a card the rules or variant need (see ``ScriptSet/missingTagsNotice(_:)``),
    /// found on the fixed deck or on a generated deck's first game; nil when none is missing.
    let notice: String?
    /// Generated decks are not thread-safe: idle ones wait here for the next worker.
    private let idle = Mutex<[UncheckedDeck]>([])

    init(_ set: ScriptSet, config: GameConfig, seed: UInt64) throws {
        path = set.deckRef.path
        groups = config.dealtGroups
        neededTags = set.rules.neededTags
        let sample: Deck
        do { sample = try set.deck(for: config, seed: seed) } catch { throw Failure("\(error)", status: Failure.problemsFound) }
        notice = set.missingTagsNotice(sample)
        if set.deck.isGenerated {
            fixed = nil
            idle.withLock { $0.append(UncheckedDeck(script: set.deck)) }
        } else {
            fixed = sample
        }
    }

    /// The decks as the simulator takes them.
    var simulationDeck: SimulationDeck {
        if let fixed { return .fixed(fixed) }
        return .perGame { try self.generated(seed: $0) }
    }

    private func generated(seed: UInt64) throws -> Deck {
        let box = try idle.withLock { $0.popLast() } ?? UncheckedDeck(script: try DeckScript(path: path))
        defer { idle.withLock { $0.append(box) } }
        return try Deck(faces: try box.script.faces(groups: groups, seed: seed), needing: neededTags)
    }

    /// A deck script handed from thread to thread, used by one at a time (the mutex sees to it).
    struct UncheckedDeck: @unchecked Sendable {
        let script: DeckScript
    }
}

/// A progress bar on stderr for runs that take more than a second (when stderr is a terminal).
final class ProgressBar: Sendable {
    private let total: Int
    private let enabled: Bool
    private let shown = Mutex(-1)
    private let started = ContinuousClock.now
    /// How long a run goes without a bar.
    static let quietTime = Duration.seconds(1)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    /// Called by workers with the number of games done.
    func update(_ done: Int) {
        guard enabled, ContinuousClock.now - started > ProgressBar.quietTime else { return }
        let percent = done * 100 / max(1, total)
        let changed = shown.withLock { last -> Bool in
            guard percent > last else { return false }
            last = percent
            return true
        }
        if changed {
            Standard.control("\r" + SimulationText.bar(done, of: total, width: 40) + " \(percent)%")
        }
    }

    func finish() {
        if enabled && shown.withLock({ $0 }) >= 0 { Standard.control("\r\u{1B}[K") }
    }
}

/// The simulation report as one JSON object.
enum SimulationJSON {
    struct Metric: Encodable {
        var mean, stddev, min, max: Double
        /// The 10th, 50th and 90th percentiles of a whole-number metric.
        var p10, median, p90: Int?
        init(_ s: Summary, _ tally: Tally? = nil) {
            mean = s.mean
            stddev = s.stddev
            min = s.count > 0 ? s.min : 0
            max = s.count > 0 ? s.max : 0
            if let quantiles = tally?.percentiles([0.1, 0.5, 0.9]) { (p10, median, p90) = (quantiles[0], quantiles[1], quantiles[2]) }
        }
    }

    struct Body: Encodable {
        /// The ids of the deck, rules and variant (or stack) played.
        var deck, rules, variant: String
        var games: Int
        var pairs: Int
        var grid: String
        var group: Int
        var strategy: String
        var bot: String?
        var seed: UInt64
        /// Seconds a card turned costs: the least, and the most (the same without a spread).
        var thinkTime, thinkTimeMost: Double
        var moves, score, seconds: Metric
        /// In games whose scripts offer actions: uses per game, and uses declined.
        var actionsUsed, actionsDeclined: Metric?
        /// What the scripts counted with game:tally, by name (nil when they counted nothing).
        var tallies: [String: Metric]?
        var completed: Int
        /// Games won by each seat, a shared win (a team's, a co-op game's) counted for each winner.
        var wins: [Int]
        /// Games won by several seats together.
        var sharedWins: Int
        var rulesFailures: Int
    }

    static func render(_ report: SimulationReport, plan: SimulationPlan, run: SimulationSetup.Run) throws -> String {
        let body = Body(deck: run.deckID, rules: run.rulesID, variant: run.variantID, games: report.games, pairs: plan.config.cardCount / plan.config.group, grid: plan.config.size.description,
                        group: plan.config.group, strategy: plan.strategy.description, bot: plan.bot?.description, seed: plan.seed,
                        thinkTime: plan.thinkTime, thinkTimeMost: plan.thinkTime + plan.thinkSpread, moves: Metric(report.moves, report.moveCounts),
                        score: Metric(report.score, report.scoreCounts), seconds: Metric(report.seconds),
                        actionsUsed: report.actionsUsed.count > 0 ? Metric(report.actionsUsed) : nil,
                        actionsDeclined: report.actionsUsed.count > 0 ? Metric(report.actionsDeclined) : nil,
                        tallies: report.tallies.isEmpty ? nil : report.tallies.mapValues { Metric($0.summary, $0.counts) },
                        completed: report.completed, wins: report.wins, sharedWins: report.sharedWins,
                        rulesFailures: report.rulesFailures)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(body), as: UTF8.self)
    }
}
