import Foundation
import Testing
@testable import MemoryEngine

/// The simulator against the mathematics of memory, and its determinism.
@Suite struct SimulatorTests {
    func simulate(_ config: GameConfig, games: Int, strategy: StrategyKind, seed: UInt64 = 11, jobs: Int = 2,
                  rules: PointRules = .classic) throws -> SimulationReport {
        let deck = try Deck(faces: letters(max(1, config.cardCount / config.group)))
        return try Simulator.run(SimulationPlan(config: config, games: games, strategy: strategy, seed: seed, jobs: jobs),
                                 deck: { _ in deck }, makeRules: { rules })
    }

    /// With m pairs left a memoryless player matches with probability 1/(2m−1), so the expected
    /// number of moves for n pairs is the sum of 2m−1 over m = 1…n, exactly n².
    @Test(arguments: [3, 8])
    func theRandomPlayerNeedsNSquaredMoves(pairs: Int) throws {
        let report = try simulate(GameConfig(size: .groups(pairs)), games: 4000, strategy: .random)
        let expected = Double(pairs * pairs)
        #expect(abs(report.moves.mean - expected) < 4 * report.moves.standardError,
                "mean \(report.moves.mean) vs n² = \(expected) ± \(report.moves.standardError)")
        #expect(report.moves.min >= Double(pairs))
        #expect(report.completed == 4000)
    }

    /// Velleman & Warrington (2013): the perfect-memory player's mean moves approach
    /// (3 − 2 ln 2)·n + 7/8 − 2 ln 2.
    @Test func thePerfectPlayerFollowsVellemanAndWarrington() throws {
        let n = 50
        let report = try simulate(GameConfig(size: .groups(n)), games: 3000, strategy: .perfect)
        let expected = (3 - 2 * log(2.0)) * Double(n) + 7.0 / 8 - 2 * log(2.0)
        #expect(abs(report.moves.mean - expected) < 4 * report.moves.standardError + 0.05,
                "mean \(report.moves.mean) vs \(expected) ± \(report.moves.standardError)")
        #expect(report.moves.min >= Double(n) && report.moves.max <= Double(2 * n))
    }

    /// A solo game that runs out of time is lost: it is neither completed nor a win.
    @Test func aSoloGameOutOfTimeIsNotAWin() throws {
        let report = try simulate(GameConfig(size: .groups(8), timeLimit: 60), games: 400, strategy: .random)
        #expect(report.completed > 0 && report.completed < 400, "\(report.completed) of 400 games finished in time")
        #expect(report.wins == [report.completed])
    }

    @Test func forgettingCostsMoves() throws {
        let config = GameConfig(size: .groups(12))
        let perfect = try simulate(config, games: 1000, strategy: .perfect)
        let forgetful = try simulate(config, games: 1000, strategy: .forgetful(0.5))
        let random = try simulate(config, games: 1000, strategy: .random)
        #expect(perfect.moves.mean < forgetful.moves.mean)
        #expect(forgetful.moves.mean < random.moves.mean)
    }

    @Test func theResultDoesNotDependOnTheNumberOfWorkers() throws {
        let config = GameConfig(size: .groups(8), group: 2, players: 2)
        let one = try simulate(config, games: 1500, strategy: .forgetful(0.2), jobs: 1, rules: .penalty)
        let three = try simulate(config, games: 1500, strategy: .forgetful(0.2), jobs: 3, rules: .penalty)
        #expect(one.moves == three.moves && one.score == three.score && one.seconds == three.seconds)
        #expect(one.wins == three.wins && one.moveCounts == three.moveCounts)
        let other = try simulate(config, games: 1500, strategy: .forgetful(0.2), seed: 12, jobs: 1, rules: .penalty)
        #expect(other.moves != one.moves)
    }

    /// A think time with a spread draws each card's time between its ends, from a source of its
    /// own: the same moves as a fixed pace, times between the two fixed paces', the same whatever
    /// the workers; a spread past the longest think time is refused.
    @Test func aThinkTimeWithASpreadVariesEachCardsTime() throws {
        func run(_ config: GameConfig, least: Double, spread: Double, jobs: Int = 2) throws -> SimulationReport {
            var plan = SimulationPlan(config: config, games: 400, strategy: .forgetful(0.2), thinkTime: least, seed: 5, jobs: jobs)
            plan.thinkSpread = spread
            return try Simulator.run(plan, deck: { _ in try Deck(faces: letters(8)) }, makeRules: { PointRules.classic })
        }
        let config = GameConfig(size: .groups(8))
        let (slow, fast, spread) = try (run(config, least: 3, spread: 0), run(config, least: 1, spread: 0), run(config, least: 1, spread: 2))
        #expect(spread.moves == fast.moves && spread.moveCounts == fast.moveCounts)
        #expect(spread.seconds.mean > fast.seconds.mean && spread.seconds.mean < slow.seconds.mean)
        // At a fixed pace a game lasts whole seconds (the reveals last 1 s); drawn times are not whole.
        #expect(fast.seconds.min == fast.seconds.min.rounded() && spread.seconds.min != spread.seconds.min.rounded())
        #expect(try run(config, least: 1, spread: 2, jobs: 1).seconds == spread.seconds)
        var tooLong = SimulationPlan(config: config, games: 1, thinkTime: 3000)
        tooLong.thinkSpread = 601
        #expect(throws: ConfigError.self) { try tooLong.validate() }
    }

    /// The simulator is compiled once for the Swift ``PointRules`` and once for any other rules;
    /// the same scoring gives the same games through both.
    @Test func swiftRulesAndOtherRulesWithTheSameScoringPlayTheSameGames() throws {
        /// PointRules behind another type, so the simulator takes its general path.
        struct Forwarding: Rules {
            let base: PointRules
            func scoreMatch(_ turn: TurnContext) -> Int { base.scoreMatch(turn) }
            func scoreMismatch(_ turn: TurnContext) -> Int { base.scoreMismatch(turn) }
            var changesBoard: Bool { false }
        }
        let config = GameConfig(size: .groups(9), reveal: .seconds(1.5), players: 2, timeLimit: 40, peek: 2)
        let deck = try Deck(faces: letters(9))
        let plan = SimulationPlan(config: config, games: 900, strategy: .forgetful(0.2), seed: 8, jobs: 2)
        let swift = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.penalty })
        let other = try Simulator.run(plan, decks: .fixed(deck), makeRules: { Forwarding(base: .penalty) })
        #expect(swift.moves == other.moves && swift.score == other.score && swift.seconds == other.seconds)
        #expect(swift.completed == other.completed && swift.wins == other.wins && swift.scoreCounts == other.scoreCounts)
        #expect(swift.completed < 900, "the time limit ends some games, so that path is compared too")
        #expect(swift.score.min < swift.score.max)
    }

    /// A deck given once and the same deck given per game deal the same games.
    @Test func aFixedDeckAndAPerGameDeckGiveTheSameResult() throws {
        let config = GameConfig(size: .groups(6), players: 2)
        let deck = try Deck(faces: letters(6))
        let plan = SimulationPlan(config: config, games: 700, strategy: .forgetful(0.1), seed: 5, jobs: 2)
        let fixed = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.penalty })
        let perGame = try Simulator.run(plan, decks: .perGame { _ in deck }, makeRules: { PointRules.penalty })
        #expect(fixed.moves == perGame.moves && fixed.score == perGame.score && fixed.wins == perGame.wins)
        #expect(fixed.games == 700 && fixed.moveCounts == perGame.moveCounts)
    }

    @Test func virtualTimeCountsThinkingAndReveals() throws {
        let config = GameConfig(size: .groups(4), reveal: .seconds(1.5))
        let report = try simulate(config, games: 200, strategy: .perfect)
        // Every move turns 2 cards at 1 s each; every mismatch adds its 1.5 s reveal.
        #expect(report.seconds.min >= 2 * report.moves.min)
        let timed = try simulate(GameConfig(size: .groups(30), timeLimit: 20), games: 50, strategy: .random)
        #expect(timed.completed == 0 && timed.seconds.max == 20)
    }

    @Test func triplesAndQuadruplesPlayToTheEnd() throws {
        for group in 3...4 {
            let report = try simulate(GameConfig(size: .groups(6), group: group, reveal: .untilNextFlip), games: 200, strategy: .perfect)
            #expect(report.completed == 200)
        }
    }

    @Test func unknownStrategiesAreRefusedClearly() throws {
        #expect(throws: ConfigError.self) { try StrategyKind(parsing: "clever") }
        #expect(throws: ConfigError.self) { try StrategyKind(parsing: "forgetful:2") }
        #expect(throws: ConfigError.self) { try StrategyKind(parsing: "forgetful:x") }
        #expect(try StrategyKind(parsing: "forgetful:0.25") == .forgetful(0.25))
    }

    @Test func badPlansAreRefused() {
        #expect(throws: SimulationError.self) {
            try simulate(GameConfig(size: .groups(3)), games: 0, strategy: .random)
        }
        #expect(throws: SimulationError.self) {
            try Simulator.run(SimulationPlan(config: GameConfig(), games: 5, thinkTime: -1), deck: { _ in try Deck(faces: letters(3)) }, makeRules: { PointRules.classic })
        }
    }
}

/// Seats with different strategies, and the per-game record that comparisons pair up.
@Suite struct SimulatorSeatTests {
    @Test func aPerfectComputerOpponentBeatsRandomPeople() throws {
        let config = GameConfig(size: .groups(10), players: 2)
        let deck = try Deck(faces: letters(10))
        let plan = SimulationPlan(config: config, games: 600, strategy: .random, bot: .perfect, seed: 4, jobs: 2)
        #expect(plan.seats == [.random, .perfect])
        let mixed = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.classic })
        #expect(mixed.wins[1] > 3 * mixed.wins[0], "the perfect last seat wins far more: \(mixed.wins)")
        var alike = plan
        alike.bot = nil
        let same = try Simulator.run(alike, decks: .fixed(deck), makeRules: { PointRules.classic })
        #expect(same.wins[1] < 2 * same.wins[0] && same.wins[0] < 2 * same.wins[1], "random against random is even: \(same.wins)")
        var oneJob = plan
        oneJob.jobs = 1
        let again = try Simulator.run(oneJob, decks: .fixed(deck), makeRules: { PointRules.classic })
        #expect(again.wins == mixed.wins && again.moves == mixed.moves)
    }

    @Test func aComputerOpponentNeedsASeatOfItsOwn() {
        let plan = SimulationPlan(config: GameConfig(size: .groups(3)), games: 5, bot: .perfect)
        #expect(throws: ConfigError.self) { try plan.validate() }
    }

    /// The same seed deals the same games under any rules: recorded games pair up one to one.
    @Test func recordedGamesPairUpAcrossRules() throws {
        let config = GameConfig(size: .groups(8), players: 1)
        let deck = try Deck(faces: letters(8))
        var plan = SimulationPlan(config: config, games: 700, strategy: .forgetful(0.3), seed: 9, jobs: 3)
        plan.recordsGames = true
        let classic = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.classic })
        let penalty = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.penalty })
        #expect(classic.gameMoves.count == 700 && classic.gameScores.count == 700)
        // The scores differ but the play does not: scoring does not change what the bots see.
        #expect(classic.gameMoves == penalty.gameMoves)
        #expect(classic.gameScores != penalty.gameScores)
        #expect(abs(Double(classic.gameMoves.reduce(0, +)) / 700 - classic.moves.mean) < 1e-9)
        var unrecorded = plan
        unrecorded.recordsGames = false
        #expect(try Simulator.run(unrecorded, decks: .fixed(deck), makeRules: { PointRules.classic }).gameMoves.isEmpty)
    }
}

/// ``Simulator/play(_:deck:rules:)``: the simulator's games on the caller's thread with the
/// caller's rules (what `memory check` plays), its failure samples and its stuck games.
@Suite struct SimulatorOnOneThreadTests {
    /// Rules whose every card turned ends the turn: no game can end.
    struct EndlessRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.turned] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            Reaction(requests: [Request(.endTurn, path: "endless.lua", line: 3)])
        }
    }

    /// Rules that fail on every group: a match with one message, a mismatch with one of
    /// `kinds` messages depending on the move.
    struct FailingRules: Rules {
        let kinds: Int
        func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
            throw RuleFailure(.runtime, hook: "on_match", path: "f.lua", line: 1, detail: "no match score")
        }
        func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
            throw RuleFailure(.runtime, hook: "on_mismatch", path: "f.lua", line: 2, detail: "mismatch \(turn.move % kinds)")
        }
        var changesBoard: Bool { false }
    }

    @Test func oneThreadPlaysTheGamesTheWorkersPlay() throws {
        let deck = try Deck(faces: letters(6))
        let plan = SimulationPlan(config: GameConfig(size: .groups(6), players: 2), games: 300, strategy: .forgetful(0.1), seed: 5, jobs: 2)
        let workers = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.penalty })
        var rules: any Rules = PointRules.penalty
        let one = try Simulator.play(plan, deck: deck, rules: &rules)
        #expect(one.games == 300)
        #expect(one.moves == workers.moves && one.score == workers.score && one.wins == workers.wins)
        #expect(one.moveCounts == workers.moveCounts && one.completed == workers.completed)
    }

    @Test func aReportKeepsTheFirstFailureOfEachMessage() throws {
        let deck = try Deck(faces: letters(8))
        let plan = SimulationPlan(config: GameConfig(size: .groups(8)), games: 40, strategy: .random, seed: 3, jobs: 2)
        let few = try Simulator.run(plan, decks: .fixed(deck), makeRules: { FailingRules(kinds: 3) })
        #expect(few.rulesFailures > 40)
        #expect(Set(few.rulesFailureSamples.map(\.message)) == ["f.lua:1: no match score", "f.lua:2: mismatch 0",
                                                                 "f.lua:2: mismatch 1", "f.lua:2: mismatch 2"])
        #expect(few.firstRulesFailure == few.rulesFailureSamples.first)
        let many = try Simulator.run(plan, decks: .fixed(deck), makeRules: { FailingRules(kinds: 50) })
        #expect(many.rulesFailureSamples.count == SimulationReport.failureSampleLimit)
        #expect(Set(many.rulesFailureSamples.map(\.message)).count == SimulationReport.failureSampleLimit)
    }

    /// Rules that show a face-down card for 0.4 seconds every 1.5 seconds of game time, between
    /// turns (a script's timer, as a sequence shown card by card): the timer falls due while a
    /// bot thinks of its next turn.
    struct FlashingRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.start, .timer] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            let again = Request(.timer(id: 1, after: 1.5), path: "flash.lua", line: 2)
            let cards = game.pointee.cards
            guard case .timer = event, !cards.contains(where: { $0.state == .faceUp }),
                  let down = cards.firstIndex(where: { $0.state == .faceDown }) else {
                return Reaction(requests: [again])
            }
            return Reaction(requests: [Request(.reveal([down], seconds: 0.4), path: "flash.lua", line: 4), again])
        }
    }

    @Test func aBotWaitsForARevealATimerMadeWhileItThought() throws {
        let deck = try Deck(faces: letters(4))
        var rules: any Rules = FlashingRules()
        let plan = SimulationPlan(config: GameConfig(size: .groups(4)), games: 20, strategy: .perfect, seed: 1, jobs: 1)
        let report = try Simulator.play(plan, deck: deck, rules: &rules)
        #expect(report.completed == 20, "no turn was refused for a reveal on show")
    }

    @Test func aGameThatCannotEndStopsAsStuck() throws {
        let deck = try Deck(faces: letters(3))
        var rules: any Rules = EndlessRules()
        let plan = SimulationPlan(config: GameConfig(size: .groups(3)), games: 2, strategy: .perfect, seed: 1, jobs: 1)
        do {
            _ = try Simulator.play(plan, deck: deck, rules: &rules)
            Issue.record("an endless game was played to an end")
        } catch {
            #expect(error.kind == .stuck)
            #expect(error.description.contains("did not end after \(Simulator.maximumSteps(cards: 6)) steps"))
        }
    }
}
