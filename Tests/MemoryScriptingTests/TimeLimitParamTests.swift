import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// `time_limit = "{seconds}"`: a variant's time limit from a declared param, checked at load and
/// when a value is given.
@Suite struct TimeLimitParamTests {
    static func factory(_ fields: String, api: Int = 2) throws -> ScriptedRulesFactory {
        let folder = Scratch.folder("timelimit")
        let path = folder + "/x.lua"
        try """
        return variant {
          id = "x", name = "X", api = \(api), description = "against the clock",
          \(fields)
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
    }

    static func limit(_ factory: ScriptedRulesFactory) -> Double? {
        var config = GameConfig()
        factory.configure(&config)
        return config.timeLimit
    }

    @Test func theLimitIsTheParamsDefaultOrTheValueGiven() throws {
        let factory = try Self.factory("time_limit = \"{seconds}\", params = { seconds = 60 },")
        #expect(Self.limit(factory) == 60)
        #expect(Self.limit(try factory.setting(["seconds": 90])) == 90)
        #expect(Self.limit(try factory.setting(["seconds": 0.5])) == 0.5)
    }

    @Test(arguments: [0, -5, 86401, Double.infinity, Double.nan])
    func aValueThatIsNoTimeLimitIsRefused(value: Double) throws {
        let factory = try Self.factory("time_limit = \"{seconds}\", params = { seconds = 60 },")
        #expect { try factory.setting(["seconds": value]) } throws: { error in
            "\(error)".contains("parameter 'seconds' = ") && "\(error)".contains("is not allowed")
        }
    }

    @Test(arguments: [
        ("time_limit = \"{secs}\", params = { seconds = 60 },",
         "time_limit = \"{secs}\" names no param of this script: declare it (params = { secs = 60 }); it declares seconds"),
        ("time_limit = \"{seconds}\",", "names no param of this script"),
        ("time_limit = \"{seconds}\", params = { seconds = \"soon\" },", "the param's default, \"soon\", is not a number of seconds above 0"),
        ("time_limit = \"{seconds}\", params = { seconds = 0 },", "the param's default, 0, is not a number of seconds above 0"),
        ("time_limit = \"{seconds}\", params = { seconds = 1e9 },", "is not a number of seconds above 0 and at most 86400"),
        ("time_limit = \"seconds\", params = { seconds = 60 },", "time_limit = \"seconds\" is not allowed: give a number of seconds, or a param's name in braces"),
        ("time_limit = \"{}\",", "time_limit = \"{}\" is not allowed"),
    ])
    func aWrongParamIsAnErrorAtItsLine(fields: String, message: String) throws {
        #expect { try Self.factory(fields) } throws: { error in
            let text = "\(error)"
            return text.contains("x.lua:3") && text.contains(message)
        }
    }

    @Test func anAPI1VariantCannotTakeItsLimitFromAParam() throws {
        #expect { try Self.factory("time_limit = \"{seconds}\",", api: 1) } throws: { error in
            "\(error)".contains("x.lua:3") && "\(error)".contains("time_limit can come from a param only in an api = 2 script")
        }
    }

    /// `--set` reaches the game: a test's params set the limit as they do in play.
    @Test func aTestGamesParamsSetTheLimit() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("t", function()
          local g = game { board = { "a", "b", "a", "b" }, params = { seconds = 5 } }
          g:wait(4.5)
          expect(g:over()):is(false)
          g:wait(1)
          expect(g:result()):is("time")
        end)
        """, beside: ["x.lua": """
        return variant { id = "x", name = "X", api = 2, description = "{seconds} seconds", time_limit = "{seconds}", params = { seconds = 60 } }
        """])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }
}
