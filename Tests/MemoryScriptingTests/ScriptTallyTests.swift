import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// `game:tally(name, n)`: a count a script keeps per game, applied as a request (a failing hook's
/// tallies are dropped, a declined action's kept), read by tests with `g:tally(name)` and
/// reported by the simulator for every game, 0 where a game did not tally it.
@Suite struct ScriptTallyTests {
    @Test func aTallyCountsWhatTheHooksThatRanAskedFor() throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "tallies",
          on_match = function(e, game) game:tally("matches") game:tally("points", 3) end,
          on_mismatch = function(e, game) game:tally("misses") error("broken") end,
          actions = { { key = "x", name = "Try", card = false, run = function(game) game:tally("tries") return false, "no" end } },
          on_end = function(e, game) game:tally("ended") end,
        }
        """
        let results = try ScriptTestRunnerTests.run("""
        test("tallies", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 2)
          expect(#g:failures()):is(1)
          expect(g:tally("misses"), "a failing hook's tally is dropped"):is(0)
          g:use("x")
          expect(g:tally("tries"), "a declined action's tally stands"):is(1)
          g:turn(1, 3, 2, 4)
          expect(g:tally("matches")):is(2)
          expect(g:tally("points")):is(6)
          expect(g:tally("ended"), "counted once the game is over"):is(1)
          expect(g:tally("never")):is(0)
        end)
        """, beside: ["x.lua": variant])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test(arguments: [
        ("game:tally('two words')", "game:tally(name, n): name is 1 to 32 letters, digits or _"),
        ("game:tally('')", "game:tally(name, n): name is 1 to 32 letters, digits or _"),
        ("game:tally('x', 1.5)", "game:tally(name, n): n must be a whole number from -1000000 to 1000000, not 1.5"),
        ("for i = 1, 17 do game:tally('t' .. i) end", "tally \"t17\": a game keeps at most 16 different tallies"),
    ])
    func aWrongTallyIsAnErrorAtItsLine(call: String, message: String) throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "a wrong tally",
          on_start = function(e, game) \(call) end,
        }
        """
        let results = try ScriptTestRunnerTests.run("""
        test("wrong", function() game { board = { "a", "b", "a", "b" } } end)
        """, beside: ["x.lua": variant])
        let failure = try #require(results.first?.failure)
        #expect(failure.path.hasSuffix("x.lua") && failure.line == 3 && failure.message.contains(message), "\(failure)")
    }

    /// Every game counts: a tally kept only on some deals is 0 in the others, however the games
    /// are split between workers, and each game's value is kept for comparisons.
    @Test func theSimulatorReportsATallyForEveryGame() throws {
        let folder = Scratch.folder("tallies")
        let path = folder + "/x.lua"
        try """
        return variant {
          id = "x", name = "X", api = 2, description = "tallies a deal whose first two cards pair",
          on_start = function(e, game) if game:card(1).key == game:card(2).key then game:tally("neighbours") end end,
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
        let deck = try Deck(faces: (0..<3).map { Face(label: "f\($0)") })
        func run(jobs: Int) throws -> SimulationReport {
            var plan = SimulationPlan(config: GameConfig(size: .groups(3)), games: 600, strategy: .perfect, seed: 9, jobs: jobs)
            plan.recordsGames = true
            return try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        }
        let report = try run(jobs: 1)
        let tally = try #require(report.tallies["neighbours"])
        #expect(tally.summary.count == 600 && tally.games.count == 600)
        let hits = tally.games.filter { $0 == 1 }.count
        #expect(tally.games.allSatisfy { $0 == 0 || $0 == 1 } && hits > 0 && hits < 600, "1 in 5 deals, about")
        #expect(abs(tally.summary.mean - Double(hits) / 600) < 1e-9 && tally.counts.counts == [0: 600 - hits, 1: hits])
        #expect(try run(jobs: 3).tallies == report.tallies, "the same however the work is split")
        #expect(report.tallies.count == 1)
    }
}
