import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// A script's `winners(game)` hook: who won however the game ends, as tests (`g:winners()`) and
/// the simulator see it; a wrong answer is an error at its line and the usual winners stand.
@Suite struct WinnersHookScriptTests {
    /// Runs `test` beside a four-seat variant with a 10-second time limit and `hooks`.
    static func run(_ hooks: String, test: String) throws -> [ScriptTestResult] {
        try TeamWinTests.run(hooks, test: test, fields: "time_limit = 10,")
    }

    static func expectPassed(_ results: [ScriptTestResult]) {
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// The board `a b a b`: P1 pairs a, then time runs out.
    static let pairThenTimeUp = """
      local g = game { board = { "a", "b", "a", "b" } }
      g:turn(1, 3)
      g:wait(10)
      expect(g:result()):is("time")
    """

    @Test func itDecidesAGameThatRanOutOfTime() throws {
        Self.expectPassed(try Self.run("winners = function(game) return { 4, 2 } end,", test: Self.pairThenTimeUp + """
          expect(g:winners()):is({ 2, 4 })
        """))
    }

    @Test func itDecidesALostGameAndOneClearedOrWonWithoutWinners() throws {
        Self.expectPassed(try Self.run("""
            on_mismatch = function(e, game) game:lose("Missed") end,
            on_match = function(e, game) if game:groups_left() == 1 then game:win("Half") end end,
            winners = function(game) return { game:players() } end,
            """, test: """
          local lost = game { board = { "a", "b", "a", "b" } }
          lost:turn(1, 2)
          expect(lost:result()):is("lost")
          expect(lost:winners()):is({ 4 })
          local won = game { board = { "a", "b", "a", "b" } }
          won:turn(1, 3)
          expect(won:result()):is("won")
          expect(won:winners()):is({ 4 })
        """))
    }

    @Test func emptyIsNobodyAndNilTheUsualWinners() throws {
        Self.expectPassed(try Self.run("winners = function(game) return {} end,", test: Self.pairThenTimeUp + """
          expect(g:winners()):is({})
        """))
        Self.expectPassed(try Self.run("winners = function(game) return nil end,", test: Self.pairThenTimeUp + """
          expect(g:winners()):is({ 1 })
        """))
    }

    /// It sees the final points: on_finish has given them.
    @Test func itIsAskedAfterTheFinalPoints() throws {
        Self.expectPassed(try Self.run("""
            on_finish = function(e, game) if e.player == 3 then return 5 end end,
            winners = function(game)
              for p = 1, game:players() do if game:score(p) == 5 then return { p } end end
              return {}
            end,
            """, test: Self.pairThenTimeUp + """
          expect(g:winners()):is({ 3 })
        """))
    }

    @Test func aWinNamingItsWinnersStands() throws {
        Self.expectPassed(try Self.run("""
            on_match = function(e, game) game:win("Seat 2", { 2 }) end,
            winners = function(game) error("not asked") end,
            """, test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:winners()):is({ 2 })
          expect(#g:failures()):is(0)
        """))
    }

    /// A wrong answer is an error at the hook's line, and the usual winners stand.
    @Test(arguments: [
        ("{ 5 }", "x.lua:4: winners: there is no player 5 (players are 1 to 4)"),
        ("{ 2, 2 }", "x.lua:4: winners: a player is named twice among the winners"),
        ("{ 0 }", "x.lua:4: winners must return a list of players (from 1; empty: nobody), or nil for the usual winners; item 1 is 0"),
        ("{ 1.5 }", "item 1 is 1.5, not a player"),
        ("2", "or nil for the usual winners, not 2"),
        ("(game:say('hi'))", "winners only reads the game"),
    ])
    func aWrongAnswerIsAnErrorAtItsLine(answer: String, message: String) throws {
        Self.expectPassed(try Self.run("\nwinners = function(game)\n return \(answer) end,", test: Self.pairThenTimeUp + """
          expect(g:winners()):is({ 1 })
          expect(g:failures()[1]):contains([[\(message)]])
        """))
    }

    /// `teams` counts the teams' totals however the game ends: stacked with a time limit, the
    /// simulator counts the team ahead's win when time runs out, for each of its players.
    @Test func teamsWinsTogetherWhenTimeRunsOut() throws {
        let folder = Scratch.folder("teamstime")
        let hourglass = folder + "/hourglass.lua"
        try """
        return variant { id = "hourglass", name = "Hourglass", api = 2, description = "8 seconds", time_limit = 8 }
        """.write(toFile: hourglass, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPaths: [Corpus.shippedDecks + "/variants/teams.lua", hourglass], limits: Corpus.limits)
        let deck = try Deck(faces: (0..<6).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .groups(6))
        factory.configure(&config)
        #expect(config.players == 4 && config.timeLimit == 8)
        let plan = SimulationPlan(config: config, games: 60, strategy: .forgetful(0.3), seed: 4, jobs: 2)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.unfinished["Time is up!"] == report.games - report.completed && report.completed < report.games)
        #expect(report.wins[0] == report.wins[2] && report.wins[1] == report.wins[3], "\(report.wins)")
        // Every game a team led at the end is a shared win, time-up games included.
        #expect(report.sharedWins == report.wins[0] + report.wins[1] && report.sharedWins > report.completed, "\(report.wins)")
        #expect(report.rulesFailures == 0)
    }
}
