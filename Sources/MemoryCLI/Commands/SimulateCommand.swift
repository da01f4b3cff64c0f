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
        abstract: "Play many games with bots and report moves, score and time.",
        discussion: """
        Every game is dealt from a seed derived from --seed and its number, so the same command \
        gives the same report whatever --jobs is. Each card turned costs --think-time seconds of \
        virtual time (reveals and peeks add theirs), so timed rules can be balanced too. Exits \
        with status 1 if the rules failed during the run.

        Examples:
          memory simulate --pairs 8 --games 10000 --strategy perfect
          memory simulate --rules bonus --grid 4x4 --strategy forgetful:0.3 --think-time 2
          memory simulate --variant triples --pairs 6 --json
        """
    )

    @OptionGroup var scripts: ScriptOptions
    @OptionGroup var board: BoardOptions

    @Option(help: "How many games to play.")
    var games = 1000

    @Option(help: ArgumentHelp("The bots: random, perfect, or forgetful:P (forgets each seen card with probability P per turn).", valueName: "kind"),
            transform: { try StrategyKind(parsing: $0) })
    var strategy: StrategyKind = .perfect

    @Option(help: ArgumentHelp("Virtual seconds each card turned costs.", valueName: "seconds"))
    var thinkTime = 1.0

    @Option(help: ArgumentHelp("Seed of the whole run.", valueName: "N"))
    var seed: UInt64 = 1

    @Option(help: ArgumentHelp("Worker threads (default: one per core); the report does not depend on it.", valueName: "N"))
    var jobs = Simulator.defaultJobs

    @Flag(help: "Print one JSON object instead of text.")
    var json = false

    @OptionGroup var logging: LogOption

    func validate() throws {
        guard games >= 1 else { throw ValidationError("--games \(games) is not allowed: simulate at least 1 game.") }
        guard thinkTime.isFinite, thinkTime >= 0 else {
            throw ValidationError("--think-time \(thinkTime) is not allowed: give a number of seconds, 0 or more.")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs \(jobs) is not allowed: give at least 1.") }
    }

    func run() throws {
        try reportingFailures {
            try logging.open()
            let set: ScriptSet
            do { set = try ScriptSet(scripts.choice, catalogue: .standard()) } catch {
                throw Failure("\(error)", status: Failure.problemsFound)
            }
            let config: GameConfig
            do { config = try set.config(size: board.size ?? .groups(8)) } catch { throw Failure("\(error)") }
            let plan = SimulationPlan(config: config, games: games, strategy: strategy, thinkTime: thinkTime, seed: seed, jobs: jobs)
            let decks = try DeckSource(set, config: config)
            let factory = set.rules
            let progress = ProgressBar(total: games, enabled: !json && Standard.errorIsTerminal && games >= 2000)
            let report: SimulationReport
            do {
                report = try Simulator.run(plan, decks: decks.simulationDeck, makeRules: { try factory.makeRules() },
                                           progress: progress.update)
            } catch let error as SimulationError {
                progress.finish()
                throw Failure(error.description, status: Failure.problemsFound)
            }
            progress.finish()
            if json {
                Standard.json(try SimulationJSON.render(report, plan: plan))
            } else {
                let title = "\(Counted.text(report.games, "game")) · \(config.size) · \(set.deck.metadata.id) · \(set.rules.rules.id) · "
                    + "\(set.rules.variant?.id ?? "standard") · \(strategy) · seed \(seed)"
                Standard.output(SimulationText.render(report, title: title), terminator: "")
            }
            if let failure = report.firstRulesFailure {
                throw Failure("the rules failed \(Counted.text(report.rulesFailures, "time")) during the run; first: \(failure)",
                              status: Failure.problemsFound)
            }
        }
    }
}

/// Decks for simulated games: a fixed deck prepared once, or a generated deck (a Lua function)
/// called for each game on a Lua state of its own thread's.
final class DeckSource: Sendable {
    private let fixed: Deck?
    private let path: String
    private let groups: Int
    /// Generated decks are not thread-safe: idle ones wait here for the next worker.
    private let idle = Mutex<[UncheckedDeck]>([])

    init(_ set: ScriptSet, config: GameConfig) throws {
        path = set.deckRef.path
        groups = config.cardCount / config.group
        if set.deck.isGenerated {
            fixed = nil
            idle.withLock { $0.append(UncheckedDeck(script: set.deck)) }
        } else {
            do { fixed = try set.deck(for: config, seed: 0) } catch { throw Failure("\(error)", status: Failure.problemsFound) }
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
        return try Deck(faces: try box.script.faces(groups: groups, seed: seed))
    }

    /// A deck script handed from thread to thread, used by one at a time (the mutex sees to it).
    struct UncheckedDeck: @unchecked Sendable {
        let script: DeckScript
    }
}

/// A progress bar on stderr for long runs.
final class ProgressBar: Sendable {
    private let total: Int
    private let enabled: Bool
    private let shown = Mutex(-1)

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    /// Called by workers with the number of games done.
    var update: @Sendable (Int) -> Void {
        { [self] done in
            guard enabled else { return }
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
    }

    func finish() {
        if enabled && shown.withLock({ $0 }) >= 0 { Standard.control("\r\u{1B}[K") }
    }
}

/// The simulation report as one JSON object.
enum SimulationJSON {
    struct Metric: Encodable {
        var mean, stddev, min, max: Double
        init(_ s: Summary) {
            mean = s.mean
            stddev = s.stddev
            min = s.count > 0 ? s.min : 0
            max = s.count > 0 ? s.max : 0
        }
    }

    struct Body: Encodable {
        var games: Int
        var pairs: Int
        var grid: String
        var group: Int
        var strategy: String
        var seed: UInt64
        var thinkTime: Double
        var moves, score, seconds: Metric
        var completed: Int
        var wins: [Int]
        var rulesFailures: Int
    }

    static func render(_ report: SimulationReport, plan: SimulationPlan) throws -> String {
        let body = Body(games: report.games, pairs: plan.config.cardCount / plan.config.group, grid: plan.config.size.description,
                        group: plan.config.group, strategy: plan.strategy.description, seed: plan.seed, thinkTime: plan.thinkTime,
                        moves: Metric(report.moves), score: Metric(report.score), seconds: Metric(report.seconds),
                        completed: report.completed, wins: report.wins, rulesFailures: report.rulesFailures)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: try encoder.encode(body), as: UTF8.self)
    }
}
