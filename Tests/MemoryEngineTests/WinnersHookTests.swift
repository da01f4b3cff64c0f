import Testing
@testable import MemoryEngine

/// The rules' `winners` answer decides who won however a game ends, unless a script's win named
/// the winners; the engine referees it, and the simulator counts it.
@Suite struct WinnersHookTests {
    /// Rules that answer `answer` when asked who won (counting the asks), or throw when it is nil
    /// and `fails`; `winOnFirstMatch` ends the game at the first match with a win naming seat 2.
    struct Deciding: Rules {
        var answer: [Int]?
        var fails = false
        var winOnFirstMatch = false
        var reactions: Reactions { [.scoring, .winners] }
        var asked = 0
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            guard event == .matched else { return Reaction() }
            return Reaction(points: 1, requests: winOnFirstMatch ? [Request(.win(reason: "Seat 2", winners: [1]), path: "x.lua", line: 3)] : [])
        }
        mutating func winners(at game: UnsafePointer<Game>) throws(RuleFailure) -> [Int]? {
            asked += 1
            if fails { throw RuleFailure(.runtime, hook: "winners", path: "x.lua", line: 7, detail: "boom") }
            return answer
        }
    }

    /// A two-player game of three pairs under `rules`, with a 10-second limit: player 1 pairs
    /// card 0 (laid out a b c a b c), then time runs out. Returns the game, the rules and the
    /// events of the ending.
    static func runOutOfTime(_ rules: Deciding) throws -> (Game, Deciding, [Event]) {
        let config = GameConfig(size: .groups(3), players: 2, timeLimit: 10)
        var game = try Game(config: config, deck: Deck(faces: letters(3)), layout: [0, 1, 2, 0, 1, 2], seed: 1)
        var any: any Rules = rules
        var events: [Event] = []
        game.begin(rules: &any, events: &events)
        try game.apply(.turn(0), at: 1, rules: &any, events: &events)
        try game.apply(.turn(3), at: 2, rules: &any, events: &events)
        events = []
        try game.apply(.advance, at: 11, rules: &any, events: &events)
        return (game, any as! Deciding, events)
    }

    @Test func theAnswerDecidesAGameThatRanOutOfTime() throws {
        let (game, rules, _) = try Self.runOutOfTime(Deciding(answer: [1]))
        #expect(game.overReason == .timeUp)
        #expect(game.scores == [1, 0])
        #expect(game.winners == [1] && rules.asked == 1)
    }

    @Test func severalWinnersWinTogetherAndNoneIsNobody() throws {
        let (team, _, _) = try Self.runOutOfTime(Deciding(answer: [1, 0]))
        #expect(team.winners == [0, 1] && team.winnersShare)
        let (nobody, _, _) = try Self.runOutOfTime(Deciding(answer: []))
        #expect(nobody.winners == [] && nobody.isOver)
    }

    @Test func nilLeavesTheUsualWinners() throws {
        let (game, rules, _) = try Self.runOutOfTime(Deciding(answer: nil))
        #expect(game.winners == [0] && !game.winnersShare && rules.asked == 1)
    }

    /// A wrong answer or a failure is reported, and the usual winners (the most points) stand.
    @Test(arguments: [([2], "winners: there is no player 3 (players are 1 to 2)"),
                      ([-1], "winners: there is no player 0 (players are 1 to 2)"),
                      ([1, 1], "winners: a player is named twice among the winners")])
    func aWrongAnswerIsReportedAndTheUsualWinnersStand(answer: [Int], message: String) throws {
        let (game, _, events) = try Self.runOutOfTime(Deciding(answer: answer))
        #expect(game.winners == [0])
        let failures = events.compactMap { if case let .rulesFailed(f) = $0 { f } else { nil } }
        #expect(failures.map(\.detail) == [message] && failures.allSatisfy { $0.hook == "winners" })
    }

    @Test func aFailureIsReportedAndTheUsualWinnersStand() throws {
        let (game, _, events) = try Self.runOutOfTime(Deciding(answer: nil, fails: true))
        #expect(game.winners == [0])
        #expect(events.contains { if case let .rulesFailed(f) = $0 { f.message == "x.lua:7: boom" } else { false } })
    }

    /// The answer is known when the game-over event is told (the front end reads the winners then).
    @Test func theWinnersAreDecidedBeforeTheGameOverEvent() throws {
        let (_, _, events) = try Self.runOutOfTime(Deciding(answer: [1]))
        #expect(events.last == .gameOver(.timeUp))
    }

    @Test func aWinNamingItsWinnersIsNotAsked() throws {
        let config = GameConfig(size: .groups(3), players: 2)
        var game = try Game(config: config, deck: Deck(faces: letters(3)), layout: [0, 1, 2, 0, 1, 2], seed: 1)
        var any: any Rules = Deciding(answer: [0], winOnFirstMatch: true)
        var events: [Event] = []
        game.begin(rules: &any, events: &events)
        try game.apply(.turn(0), at: 1, rules: &any, events: &events)
        try game.apply(.turn(3), at: 2, rules: &any, events: &events)
        #expect(game.overReason == .won("Seat 2"))
        #expect(game.winners == [1] && (any as! Deciding).asked == 0)
    }

    /// Rules that do not react to `winners` are never asked, whatever they would answer.
    @Test func rulesWithoutTheReactionAreNotAsked() throws {
        struct Silent: Rules {
            var reactions: Reactions { [.scoring] }
            func scoreMatch(_ turn: TurnContext) -> Int { 1 }
            func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
            func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
                Reaction(points: event == .matched ? 1 : 0)
            }
            func winners(at game: UnsafePointer<Game>) -> [Int]? { [1] }
        }
        let config = GameConfig(size: .groups(3), players: 2, timeLimit: 10)
        var game = try Game(config: config, deck: Deck(faces: letters(3)), layout: [0, 1, 2, 0, 1, 2], seed: 1)
        var any: any Rules = Silent()
        var events: [Event] = []
        game.begin(rules: &any, events: &events)
        try game.apply(.turn(0), at: 1, rules: &any, events: &events)
        try game.apply(.turn(3), at: 2, rules: &any, events: &events)
        try game.apply(.advance, at: 11, rules: &any, events: &events)
        #expect(game.winners == [0])
    }

    /// The simulator counts the answer's winners, a shared win once as shared, nobody for none.
    @Test func theSimulatorCountsTheAnswer() throws {
        let config = GameConfig(size: .groups(4), players: 2, timeLimit: 3)
        let deck = try Deck(faces: letters(4))
        let plan = SimulationPlan(config: config, games: 30, strategy: .random, seed: 2, jobs: 2)
        let second = try Simulator.run(plan, decks: .fixed(deck), makeRules: { Deciding(answer: [1]) })
        #expect(second.completed < second.games)
        #expect(second.wins == [0, 30] && second.sharedWins == 0)
        let both = try Simulator.run(plan, decks: .fixed(deck), makeRules: { Deciding(answer: [0, 1]) })
        #expect(both.wins == [30, 30] && both.sharedWins == 30)
        let nobody = try Simulator.run(plan, decks: .fixed(deck), makeRules: { Deciding(answer: []) })
        #expect(nobody.wins == [0, 0] && nobody.sharedWins == 0)
    }
}
