import Testing
@testable import MemoryEngine

/// Computer players in games that freeze many cards: none turns a frozen card (the simulator
/// stops at the first move the engine refuses), and every game ends.
@Suite struct FrozenBotTests {
    /// Rules that freeze every card they can at many moments: all the cards in play (which the
    /// engine thaws at once, nothing being left to turn), or all but one or two face-down cards,
    /// for 1 to 3 turns or until thawed; now and then they thaw everything, or swap a frozen
    /// card. Counts the cards turned while a card was frozen.
    struct FreezeEverythingRules: Rules {
        var random = SeededRandom(seed: 0)
        var turnedWhileFrozen = 0

        mutating func prepare(for game: Game) { random = SeededRandom(seed: game.seed ^ 0xF205_7ED) }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring, .start, .turned, .turnEnded] }

        mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            let game = game.pointee
            guard !game.isOver else { return Reaction() }
            if event == .turned && game.scripted.frozenCount > 0 { turnedWhileFrozen += 1 }
            let inPlay = game.cards.indices.filter { game.cards[$0].state == .faceDown || game.cards[$0].state == .faceUp }
            let free = game.cards.indices.filter { game.isTurnable($0) }
            let turns = [1, 2, 3, nil][random.below(4)]
            var requests: [Request.Kind] = []
            let roll = random.unit()
            if roll < 0.2, !inPlay.isEmpty {
                requests = [.freeze(inPlay, turns: turns)]
            } else if roll < 0.7, !free.isEmpty {
                let kept = Set((0..<1 + random.below(2)).map { _ in free[random.below(free.count)] })
                let frozen = inPlay.filter { !kept.contains($0) }
                if !frozen.isEmpty { requests = [.freeze(frozen, turns: turns)] }
            } else if roll < 0.75 {
                requests = [.thaw(nil)]
            } else if roll < 0.85, let frozen = game.cards.indices.first(where: { game.isFrozen($0) && game.cards[$0].state == .faceDown }),
                      let other = free.last, other != frozen {
                requests = [.swap(frozen, other)]
            }
            return Reaction(points: event == .matched ? 1 : 0, requests: requests.map { Request($0, path: "freeze_all", line: nil) })
        }
    }

    static let deck = try! Deck(faces: letters(6))

    /// Plays `plan` with ``FreezeEverythingRules`` on this thread; returns the report and how many
    /// cards were turned while some card was frozen.
    static func play(_ plan: SimulationPlan) throws -> (SimulationReport, turnedWhileFrozen: Int) {
        var rules: any Rules = FreezeEverythingRules()
        let report = try Simulator.play(plan, deck: deck, rules: &rules)
        return (report, (rules as! FreezeEverythingRules).turnedWhileFrozen)
    }

    @Test(arguments: [StrategyKind.random, .perfect, .forgetful(0.3)])
    func everyBotPlaysOnlyThawedCardsToTheEnd(strategy: StrategyKind) throws {
        for config in [GameConfig(size: .groups(6)), GameConfig(size: .groups(6), reveal: .untilNextFlip, players: 2),
                       GameConfig(size: .groups(4), group: 3, reveal: .seconds(0))] {
            let (report, turnedWhileFrozen) = try Self.play(SimulationPlan(config: config, games: 40, strategy: strategy, seed: 7, jobs: 1))
            #expect(report.games == 40 && report.completed == 40, "\(strategy) \(config): every game ends cleared")
            #expect(report.rulesFailures == 0, "\(report.rulesFailureSamples)")
            #expect(turnedWhileFrozen > 200, "\(strategy): cards were chosen with frozen ones about")
        }
    }

    /// Seats of different kinds (people and a computer opponent) go through the simulator's
    /// mixed seats.
    @Test(arguments: [(StrategyKind.random, StrategyKind.perfect), (.forgetful(0.3), .random), (.perfect, .forgetful(0.5))])
    func mixedSeatsPlayOnlyThawedCardsToTheEnd(people: StrategyKind, bot: StrategyKind) throws {
        let plan = SimulationPlan(config: GameConfig(size: .groups(6), players: 3), games: 40, strategy: people, bot: bot, seed: 8, jobs: 1)
        let (report, turnedWhileFrozen) = try Self.play(plan)
        #expect(report.completed == 40 && report.rulesFailures == 0)
        #expect(turnedWhileFrozen > 200)
        let workers = try Simulator.run(plan, decks: .fixed(Self.deck), makeRules: { FreezeEverythingRules() })
        #expect(workers.moves == report.moves && workers.completed == 40, "the workers play the same games")
    }
}
