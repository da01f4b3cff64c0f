import Testing
@testable import MemoryEngine

/// Exact simulation results for fixed seeds: the engine, the players and the simulator may be
/// made faster, never different unless a change of play means it (and updates these). A change
/// to any game of a plan (a deal, a bot's choice, a reveal's end, a score) changes these sums.
@Suite struct SimulationGoldenTests {
    /// A plan, its rules, and the results it must give.
    struct Golden: Sendable, CustomTestStringConvertible {
        var name: String
        var config: GameConfig
        var strategy: StrategyKind
        var faces = 8
        var seed: UInt64
        var rules: @Sendable () -> any Rules = { PointRules.classic }
        var expected: Outcome

        var testDescription: String { name }
    }

    /// What is pinned of a report: each tally as [games, Σ value, Σ value²], the games that
    /// ended with every card matched, the lone winners per seat and the rules' failures.
    struct Outcome: Equatable, Sendable {
        var moves: [Int]
        var scores: [Int]
        var completed: Int
        var wins: [Int]
        var rulesFailures: Int

        init(moves: [Int], scores: [Int], completed: Int, wins: [Int], rulesFailures: Int = 0) {
            (self.moves, self.scores, self.completed, self.wins, self.rulesFailures) = (moves, scores, completed, wins, rulesFailures)
        }

        init(_ report: SimulationReport) {
            func sums(_ tally: Tally) -> [Int] {
                let counts = tally.counts
                return [counts.values.reduce(0, +),
                        counts.reduce(0) { $0 + $1.key * $1.value },
                        counts.reduce(0) { $0 + $1.key * $1.key * $1.value }]
            }
            self.init(moves: sums(report.moveCounts), scores: sums(report.scoreCounts), completed: report.completed,
                      wins: report.wins, rulesFailures: report.rulesFailures)
        }
    }

    /// Rules that are not ``PointRules`` (the simulator's general path), with a cost for every
    /// mismatch, that fail on a match extending a streak past two (the failure is counted and
    /// the match scores nothing).
    struct StreakBreakingRules: Rules {
        func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
            guard turn.streak <= 2 else { throw RuleFailure(.runtime, hook: "on_match", detail: "streak \(turn.streak)") }
            return 3
        }
        func scoreMismatch(_ turn: TurnContext) -> Int { -1 }
    }

    /// 300 games a plan: more than one block of 256, so the merging of blocks is pinned too.
    static let games = 300

    static let cases: [Golden] = [
        Golden(name: "pairs, perfect", config: GameConfig(size: .groups(8)), strategy: .perfect, seed: 1,
               expected: Outcome(moves: [300, 3716, 46168], scores: [300, 2400, 19200], completed: 300, wins: [300])),
        Golden(name: "pairs, random", config: GameConfig(size: .groups(8)), strategy: .random, seed: 2,
               expected: Outcome(moves: [300, 19299, 1410885], scores: [300, 2400, 19200], completed: 300, wins: [300])),
        Golden(name: "pairs, forgetful 0.3", config: GameConfig(size: .groups(10)), strategy: .forgetful(0.3), faces: 10, seed: 3,
               expected: Outcome(moves: [300, 7891, 213659], scores: [300, 3000, 30000], completed: 300, wins: [300])),
        Golden(name: "triples, perfect, next-flip, keys repeated",
               config: GameConfig(size: .groups(6), group: 3, reveal: .untilNextFlip), strategy: .perfect, faces: 4, seed: 4,
               expected: Outcome(moves: [300, 3090, 31948], scores: [300, 1800, 10800], completed: 300, wins: [300])),
        Golden(name: "quadruples, forgetful 0.3, reveal 0",
               config: GameConfig(size: .groups(5), group: 4, reveal: .seconds(0)), strategy: .forgetful(0.3), seed: 5,
               expected: Outcome(moves: [300, 6029, 129227], scores: [300, 1500, 7500], completed: 300, wins: [300])),
        Golden(name: "two players, extra turns, penalty",
               config: GameConfig(size: .groups(8), players: 2), strategy: .forgetful(0.3), seed: 6,
               rules: { PointRules.penalty },
               expected: Outcome(moves: [300, 4908, 81574], scores: [300, 13250, 619500], completed: 300, wins: [138, 140])),
        Golden(name: "three players, no extra turns, every mismatch costs",
               config: GameConfig(size: .groups(9), players: 3, extraTurnOnMatch: false), strategy: .random, faces: 9, seed: 7,
               rules: { PointRules(match: 2, mismatch: -1) },
               expected: Outcome(moves: [300, 24515, 2256847], scores: [300, -4309, 91513], completed: 300, wins: [81, 83, 103])),
        Golden(name: "peek, two players, forgetful 0.5",
               config: GameConfig(size: .groups(8), reveal: .seconds(1.5), players: 2, peek: 3), strategy: .forgetful(0.5), seed: 8,
               rules: { PointRules.penalty },
               expected: Outcome(moves: [300, 4341, 65789], scores: [300, 12875, 589575], completed: 300, wins: [134, 139])),
        Golden(name: "time limit, random",
               config: GameConfig(size: .groups(12), timeLimit: 250), strategy: .random, faces: 12, seed: 9,
               expected: Outcome(moves: [300, 25016, 2092510], scores: [300, 1468, 10510], completed: 30, wins: [30])),
        Golden(name: "swaps after mismatches, two players, perfect",
               config: GameConfig(size: .groups(8), players: 2), strategy: .perfect, seed: 10,
               rules: { MemoryStrategyTests.SwappingRules() },
               expected: Outcome(moves: [300, 3728, 46458], scores: [300, 1809, 11343], completed: 300, wins: [138, 125])),
        Golden(name: "rules with a mismatch cost that fail on long streaks",
               config: GameConfig(size: .groups(8)), strategy: .forgetful(0.1), faces: 3, seed: 11,
               rules: { StreakBreakingRules() },
               expected: Outcome(moves: [300, 3651, 44863], scores: [300, 4380, 66178], completed: 300, wins: [300], rulesFailures: 523)),
    ]

    /// Each plan, run on one worker with a fixed deck, gives exactly the recorded results.
    @Test(arguments: cases)
    func aSeededPlanAlwaysGivesTheSameResults(_ golden: Golden) throws {
        let deck = try Deck(faces: letters(golden.faces))
        let plan = SimulationPlan(config: golden.config, games: Self.games, strategy: golden.strategy,
                                  seed: golden.seed, jobs: 1)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: golden.rules)
        #expect(report.games == Self.games)
        #expect(Outcome(report) == golden.expected)
        if golden.config.players == 1 {
            #expect(report.wins == [report.completed], "a solo game is won when it is finished, not when it runs out of time")
        }
    }
}
