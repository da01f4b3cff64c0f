import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// `game:win(reason, winners)` and `coop = true`: who wins a game of several players, checked
/// by the engine, seen by tests (`g:winners()`) and counted by the simulator.
@Suite struct TeamWinTests {
    /// Runs `test` (the body of one test) beside a variant whose `on_start`… are `hooks`.
    static func run(_ hooks: String, test: String, fields: String = "") throws -> [ScriptTestResult] {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "winners", players = 4, \(fields)
          \(hooks)
        }
        """
        return try ScriptTestRunnerTests.run("test(\"t\", function()\n\(test)\nend)\n", beside: ["x.lua": variant])
    }

    @Test func aWinNamesItsWinners() throws {
        let results = try Self.run("on_match = function(e, game) game:win(\"Odd seats\", { 3, 1 }) end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          expect(g:winners()):is({})
          g:turn(1, 3)
          expect(g:result()):is("won")
          expect(g:winners()):is({ 1, 3 })
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test func aWinWithoutWinnersKeepsTheUsualOnes() throws {
        let results = try Self.run("on_match = function(e, game) game:win(\"Done\") end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:winners()):is({ 1 })
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// Winners the game cannot have are an error at the script's line, and the game goes on.
    @Test(arguments: [
        ("{ 5 }", "game:win(reason, winners): winners is a list of players from 1 to 4, such as { 1, 3 }, not 5 at [1]"),
        ("{ 0 }", "not 0 at [1]"),
        ("{ 0/0 }", "not nan at [1]"),
        ("{ 1e300 }", "not 1e+300 at [1]"),
        ("{ 1.5 }", "not 1.5 at [1]"),
        ("{ '1' }", "not the string \"1\" at [1]"),
        ("{ 1, nil, 3 }", "not nil at [2]"),
        ("{}", "name 1 to 4 players, not 0"),
        ("{ 1, 2, 3, 4, 1 }", "name 1 to 4 players, not 5"),
        ("'all'", "such as { 1, 3 }, not the string \"all\""),
    ])
    func wrongWinnersAreAnErrorAtTheLine(list: String, message: String) throws {
        let results = try Self.run("on_match = function(e, game)\n game:win(\"W\", \(list)) end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
        """)
        let failure = try #require(results.first?.failure)
        #expect(failure.path.hasSuffix("x.lua") && failure.line == 4 && failure.message.contains(message), "\(failure)")
    }

    @Test func aPlayerNamedTwiceIsRefusedAndTheGameGoesOn() throws {
        let results = try Self.run("on_match = function(e, game) game:win(\"W\", { 2, 2 }) end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:over()):is(false)
          expect(g:failures()[1]):contains("x.lua:3: win: a player is named twice among the winners")
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test func aWinOnceTheGameIsOverIsRefused() throws {
        let results = try Self.run("on_end = function(e, game) game:win(\"late\", { 2 }) end,", test: """
          local g = game { board = { "a", "a" } }
          g:turn(1, 2)
          expect(g:result()):is("cleared")
          expect(g:winners()):is({ 1 })
          expect(g:failures()[1]):contains("x.lua:3: the game is over")
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test func aCoopGameIsWonAndLostByEverySeat() throws {
        let results = try Self.run("on_mismatch = function(e, game) if e.player == 2 then game:lose(\"Out\") end end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3, 2, 4)
          expect(g:winners()):is({ 1, 2, 3, 4 })
          local h = game { board = { "a", "b", "c", "a", "b", "c" } }
          h:turn(1, 4)          -- P1 pairs a
          h:turn(2, 3)          -- P1 misses
          h:turn(2, 3)          -- P2 misses
          expect(h:result()):is("lost")
          expect(h:winners()):is({})
        """, fields: "coop = true,")
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// The simulator counts a shared win for each winner, and the games won together.
    @Test func theSimulatorCountsSharedWinsForEachWinner() throws {
        let folder = Scratch.folder("teamwins")
        let path = folder + "/x.lua"
        try """
        return variant {
          id = "x", name = "X", api = 2, description = "seats 1 and 3 win every game", players = 4,
          on_turn_end = function(e, game) if game:groups_left() == 0 then game:win("Odd", { 1, 3 }) end end,
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
        let deck = try Deck(faces: (0..<3).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .groups(3))
        factory.configure(&config)
        let plan = SimulationPlan(config: config, games: 50, strategy: .random, seed: 3, jobs: 2)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.wins == [50, 0, 50, 0])
        #expect(report.sharedWins == 50)
    }

    @Test func theSimulatorCountsACoopWinForEverySeat() throws {
        let path = Corpus.shippedDecks + "/variants/together.lua"
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
        let deck = try Deck(faces: (0..<8).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .groups(8))
        factory.configure(&config)
        #expect(config.coop && config.players == 2 && config.timeLimit == 60)
        let plan = SimulationPlan(config: config, games: 40, strategy: .perfect, seed: 5, jobs: 1)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        let won = report.completed
        #expect(won > 0 && report.wins == [won, won] && report.sharedWins == won, "\(report.wins)")
        let short = try factory.setting(["seconds": 10])
        var hurried = GameConfig(size: .groups(8))
        short.configure(&hurried)
        #expect(hurried.timeLimit == 10)
        let lost = try Simulator.run(SimulationPlan(config: hurried, games: 40, strategy: .random, seed: 5, jobs: 1),
                                     decks: .fixed(deck), makeRules: { try! short.makeRules() })
        #expect(lost.completed == 0 && lost.wins == [0, 0] && lost.sharedWins == 0, "\(lost.wins)")
    }
}
