import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// A script's `score_parts(game, player)` hook: the parts a score is named in on the game-over
/// screen, asked once per player as the game ends; the engine checks them and completes parts
/// that do not add up with an "Other" part; `memory simulate` gives each part's mean.
@Suite struct ScorePartsHookTests {
    /// Runs `test` beside a variant with `hooks` (+3 a match, −1 a mismatch, counted in state).
    static func run(_ hooks: String, test: String) throws -> [ScriptTestResult] {
        let variant = """
        return variant { id = "parts", name = "Parts", api = 2, description = "d",
          on_start = function(e, game) game.state.pairs, game.state.misses = {}, {} end,
          on_match = function(e, game) game.state.pairs[e.player] = (game.state.pairs[e.player] or 0) + 1 return 3 end,
          on_mismatch = function(e, game) game.state.misses[e.player] = (game.state.misses[e.player] or 0) + 1 return -1 end,
          \(hooks)
        }
        """
        return try ScriptTestRunnerTests.run(test, beside: ["parts.lua": variant], name: "parts_test.lua")
    }

    static func expectPassed(_ results: [ScriptTestResult]) {
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    static let named = """
    score_parts = function(game, p)
      return { { "Pairs", 3 * (game.state.pairs[p] or 0) }, { "Misses", -(game.state.misses[p] or 0) } }
    end,
    """

    @Test func thePartsAreNamedAsTheGameEnds() throws {
        Self.expectPassed(try Self.run(Self.named, test: """
        test("t", function()
          local g = game { board = { "a", "b", "a", "b" }, players = 2, rules = "zen" }
          g:turn(1, 2)
          expect(g:score_parts(1), "while the game goes on"):is(nil)
          g:turn(1, 3)
          g:turn(2, 4)
          expect(g:score_parts(1)):is({ { "Pairs", 0 }, { "Misses", -1 } })
          expect(g:score_parts(2)):is({ { "Pairs", 6 }, { "Misses", 0 } })
        end)
        """))
    }

    /// Points `on_end` gives come after the parts were first asked: the parts are asked last,
    /// so an "Other" part still makes them add up to the final score.
    @Test func pointsGivenAtTheEndAreInTheParts() throws {
        Self.expectPassed(try Self.run(Self.named + "\non_end = function(e, game) game:award(5) end,", test: """
        test("t", function()
          local g = game { board = { "a", "b", "a", "b" }, rules = "zen" }
          g:turn(1, 3)
          g:turn(2, 4)
          expect(g:score()):is(11)
          expect(g:score_parts()):is({ { "Pairs", 6 }, { "Misses", 0 }, { "Other", 5 } })
        end)
        """))
    }

    /// Points the parts leave out (the classic rules' +1 a pair under this variant) make a part
    /// "Other", so the parts always add up to the score.
    @Test func partsThatDoNotAddUpGetAnOtherPart() throws {
        Self.expectPassed(try Self.run(Self.named, test: """
        test("t", function()
          local g = game { board = { "a", "b", "a", "b" }, rules = "penalty" }
          g:turn(1, 3)
          g:turn(2, 4)
          expect(g:score()):is(26)
          expect(g:score_parts()):is({ { "Pairs", 6 }, { "Misses", 0 }, { "Other", 20 } })
        end)
        """))
    }

    /// A wrong answer fails at the hook's line, naming what is wrong, and no parts are named.
    @Test(arguments: [
        ("return { { \"\", 1 } }", "a part's label is empty"),
        ("return { { \"A\", 1 }, { \"A\", 2 } }", "the label \"A\" is given twice"),
        ("return { { \"A\\027[2J\", 1 } }", "holds a control character"),
        ("return { { \"A\", 1.5 } }", "a { label, points } pair"),
        ("return { { 1, \"A\" } }", "a { label, points } pair"),
        ("return 7", "must return a list of parts"),
        ("local t = {} for i = 1, 9 do t[i] = { \"P\" .. i, 0 } end return t", "9 parts; a score is named in at most 8"),
        ("return { { string.rep(\"x\", 41), 1 } }", "longer than 40 characters"),
        ("game:say(\"hi\") return nil", "score_parts"),
    ])
    func aWrongAnswerFailsAtItsLine(body: String, message: String) throws {
        let results = try Self.run("score_parts = function(game, p)\n \(body)\nend,", test: """
        test("t", function()
          local g = game { board = { "a", "a" } }
          g:turn(1, 2)
          local failures = g:failures()
          expect(#failures):is(1)
          expect(failures[1]):contains(\(String(reflecting: message)))
          expect(failures[1]):contains("parts.lua:")
          expect(g:score_parts()):is(nil)
        end)
        """)
        Self.expectPassed(results)
    }

    /// The simulator adds up each part over the games: the mean a game is the sum over the games.
    @Test func theSimulatorSumsEachPart() throws {
        let folder = Scratch.folder("parts")
        let path = folder + "/parts.lua"
        try """
        return variant { id = "parts", name = "Parts", api = 2, description = "d",
          on_match = function(e, game) return 2 end,
          on_mismatch = function(e, game) return -1 end,
          score_parts = function(game, p) return { { "Pairs", 2 * game:count() // 2 } } end }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/zen.lua", variantPaths: [path], limits: Corpus.limits)
        let deck = try Deck(faces: (0..<6).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .groups(6))
        factory.configure(&config)
        let plan = SimulationPlan(config: config, games: 20, strategy: .forgetful(0.3), seed: 3, jobs: 2)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.scoreParts.map(\.label) == ["Pairs", "Other"], "\(report.scoreParts)")
        #expect(report.scoreParts[0].points == 20 * 12)
        #expect(abs(Double(report.scoreParts.reduce(0) { $0 + $1.points }) - report.score.mean * 20) < 1e-6)
    }
}
