import Foundation
import MemoryEngine
import MemoryScripting

/// `memory-bench engine`: the simulator with the perfect strategy on `--pairs` pairs, timed
/// inside the process (best of `--repeat` runs, so start-up and noise are left out).
enum EngineBench {
    static func run(_ arguments: Arguments) throws -> String {
        let pairs = try arguments.int("pairs", default: 8)
        let games = try arguments.int("games", default: 100_000)
        let jobs = try arguments.int("jobs", default: 1)
        let repeats = max(1, try arguments.int("repeat", default: 1))
        let seed = UInt64(try arguments.int("seed", default: 1))
        let variant = arguments.string("variant", default: "")
        let makeRules = try RulesChoice.factory(arguments.string("rules", default: "swift"),
                                               script: arguments.string("script", default: "Decks/rules/penalty.lua"),
                                               variant: variant.isEmpty ? nil : variant)

        var config = GameConfig(size: .groups(pairs))
        if !variant.isEmpty { try ScriptedRulesFactory(rulesPath: arguments.string("script", default: "Decks/rules/penalty.lua"),
                                                       variantPath: variant).configure(&config, keepSize: true) }
        let deck = try Deck(faces: (0..<pairs).map { Face(label: "card \($0)") })
        let plan = SimulationPlan(config: config, games: games, strategy: .perfect, seed: seed, jobs: jobs)
        var best = Double.infinity
        var last: SimulationReport?
        for _ in 0..<repeats {
            let start = ContinuousClock.now
            last = try Simulator.run(plan, decks: .fixed(deck), makeRules: makeRules)
            best = min(best, (ContinuousClock.now - start).seconds)
        }
        let report = last!
        let moves = report.moves.mean * Double(report.games)
        // Lua hook calls of one run (the workers' states are closed once a run returns; 0 with
        // Swift rules), and the memory blocks Lua allocated during them.
        let hooks = HookCallStatistics.closedStates
        return "seconds=\(best) games=\(report.games) pairs=\(pairs) jobs=\(jobs) moves=\(Int(moves.rounded()))"
            + " moves_mean=\(report.moves.mean) score_mean=\(report.score.mean) rules_failures=\(report.rulesFailures)"
            + " hook_calls=\(hooks.calls / repeats) hook_allocations=\(hooks.allocations / repeats)"
            + " peak_rss_kb=\(PeakMemory.kilobytes)"
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
