import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// `game:hold(seconds, why)`: the board locked for a while with no card on show, refereed as a
/// request (refused at the script's line), waited for as a reveal is, and replayed exactly.
@Suite struct HoldTests {
    /// Classic rules and a variant whose hooks are `hooks`, begun on a board of 4 pairs.
    static func begin(_ hooks: String) throws -> (game: Game, rules: any Rules, events: [Event], factory: ScriptedRulesFactory) {
        let path = Scratch.folder("hold") + "/x.lua"
        try """
        return variant { id = "x", name = "X", api = 2, description = "held",
        \(hooks)
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
        var config = GameConfig(size: .groups(4))
        factory.configure(&config, keepSize: true)
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: config, faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (game, rules, events, factory)
    }

    @Test func aHoldLocksTheBoardWithItsReasonUntilItEnds() throws {
        var (game, rules, events, _) = try Self.begin("""
          on_start = function(e, game) game:hold(2, "Wait for it") end,
        """)
        #expect(events.contains(.held(until: 2, why: "Wait for it")))
        #expect(game.isLocked && game.nextDeadline == 2)
        #expect(throws: Rejection.held(why: "Wait for it")) { try game.apply(.turn(0), at: 1, rules: &rules, events: &events) }
        #expect(Rejection.held(why: "Wait for it").description == "Wait for it")
        #expect(Rejection.held().description == "wait: the board is held")
        try game.apply(.turn(0), at: 2.5, rules: &rules, events: &events)
        #expect(events.contains(.holdEnded))
        #expect(!events.contains { if case .revealEnded = $0 { true } else { false } }, "a hold shows no card")
        #expect(game.cards[0].state == .faceUp)
    }

    @Test func lockedUntilReportsTheHold() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("t", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:wait(1)
          expect(g:state().held_until, "read by a timer during the hold"):is(3.5)
          expect(g:events("held")[1].why):is("Hold on")
          g:turn(1, 3)
          expect(g:time() >= 3.5, "the turn waited for the hold"):is(true)
          expect(g:score()):is(1)
          expect(#g:events("hold_ended")):is(1)
        end)
        """, beside: ["x.lua": """
        return variant { id = "x", name = "X", api = 2, description = "held",
          on_start = function(e, game) 
            game:hold(3.5, "Hold on")
            game:after(1, function(game) game.state.held_until = game:locked_until() end)
          end,
        }
        """])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test(arguments: [
        ("game:hold(0)", "hold for 0.0 seconds is not allowed: use more than 0 and at most 3600"),
        ("game:hold(3601)", "hold for 3601.0 seconds is not allowed: use more than 0 and at most 3600"),
        ("game:hold(1/0)", "hold for inf seconds is not allowed"),
        ("game:hold(1); game:hold(1)", "hold: the board is already held until 1.0"),
        ("game:hold(1); game:reveal({ 1 }, 1)", "reveal: the board is held (game:hold); reveal when the hold is over"),
        ("game:reveal({ 1 }, 1); game:hold(1)", "hold: cards are being revealed; the board is locked until they turn back"),
    ])
    func aHoldTheRulesForbidIsRefusedAtItsLine(requests: String, message: String) throws {
        let (game, _, events, _) = try Self.begin("""
          on_start = function(e, game)
            \(requests)
          end,
        """)
        let messages = HostileRequestTests.messages(events)
        #expect(messages.count == 1 && messages[0].contains("x.lua:3: \(message)"), "\(messages)")
        #expect(game.invariantViolations().isEmpty)
    }

    @Test(arguments: [
        ("game:hold(1, {})", "x.lua:3: on_start: game:hold(seconds, why): why is a short string (or nil), not a table"),
        ("game:hold(1, \"\")", "x.lua:3: on_start: game:hold: a reason is 1 to 60 characters, without control characters"),
        ("game:hold(\"soon\")", "x.lua:3: on_start: game:hold(seconds, why): seconds must be a number, not the string"),
    ])
    func aBadArgumentIsAnErrorAtTheLine(call: String, message: String) throws {
        let (game, _, events, _) = try Self.begin("""
          on_start = function(e, game)
            \(call)
          end,
        """)
        let failures = events.compactMap { if case let .rulesFailed(f) = $0 { "\(f)" } else { nil } }
        #expect(failures.contains { $0.contains(message) }, "\(failures)")
        #expect(!game.isLocked)
    }

    static let holdAfterEachPair = """
      on_match = function(e, game) game:hold(1.5, "Catch your breath") end,
    """

    /// Computer players and the simulator wait for a hold as for a reveal: every game ends
    /// cleared, none refused a turn.
    @Test(arguments: [StrategyKind.random, .perfect])
    func theSimulatorWaitsForAHold(strategy: StrategyKind) throws {
        let (_, _, _, factory) = try Self.begin(Self.holdAfterEachPair)
        let plan = SimulationPlan(config: GameConfig(size: .groups(4), players: 2), games: 20, strategy: strategy, seed: 3, jobs: 1)
        let deck = try Deck(faces: (0..<4).map { Face(label: "f\($0)") })
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.games == 20 && report.completed == 20, "\(report.games) games, \(report.completed) completed")
        #expect(report.rulesFailures == 0)
    }

    /// A game with holds, played by a computer player, then replayed from its actions: the same game.
    @Test func aGameWithHoldsReplaysExactly() throws {
        var (game, rules, events, _) = try Self.begin(Self.holdAfterEachPair)
        let log = try playOut(&game, rules: &rules, events: &events, strategy: .forgetful(0.3), seed: 5)
        #expect(game.isOver)
        #expect(events.filter { if case .held = $0 { true } else { false } }.count == 4)
        var (again, replayRules, replayed, _) = try Self.begin(Self.holdAfterEachPair)
        for (action, t) in log { try again.apply(action, at: t, rules: &replayRules, events: &replayed) }
        #expect(again == game)
        #expect(replayed == events)
    }
}
