import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// `time_limit = "{seconds}"` and `stock = "{stock}"`: a variant's time limit or stock from a
/// declared param, checked at the field's line as the script loads and when a value is given.
@Suite struct ParamFieldTests {
    static func factory(_ fields: String, api: Int = 2) throws -> ScriptedRulesFactory {
        let folder = Scratch.folder("paramfield")
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
        #expect { try factory.setting(["seconds": .number(value)]) } throws: { error in
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

    static func stock(_ factory: ScriptedRulesFactory) -> Int {
        var config = GameConfig()
        factory.configure(&config)
        return config.stock
    }

    @Test func theStockIsTheParamsDefaultOrTheValueGiven() throws {
        let factory = try Self.factory("stock = \"{stock}\", params = { stock = { default = 6, min = 0, max = 20, whole = true } },")
        #expect(Self.stock(factory) == 6)
        #expect(Self.stock(try factory.setting(["stock": 2])) == 2)
        #expect(Self.stock(try factory.setting(["stock": 0])) == 0)
    }

    @Test(arguments: [-1, 2.5, 5001, Double.infinity])
    func aValueThatIsNoStockIsRefused(value: Double) throws {
        // The param itself takes any number: the stock refuses what it cannot hold.
        let factory = try Self.factory("stock = \"{stock}\", params = { stock = 6 },")
        #expect { try factory.setting(["stock": .number(value)]) } throws: { error in
            "\(error)".contains("parameter 'stock' = ") && "\(error)".contains("it is the variant's stock, a whole number of groups from 0 to 5000")
        }
    }

    @Test(arguments: [
        ("stock = \"{pairs}\", params = { stock = 6 },",
         "stock = \"{pairs}\" names no param of this script: declare it (params = { pairs = 6 }); it declares stock"),
        ("stock = \"{stock}\", params = { stock = 2.5 },", "stock = \"{stock}\": the param's default, 2.5, is not a whole number of groups from 0 to 5000"),
        ("stock = \"{stock}\", params = { stock = -1 },", "the param's default, -1, is not a whole number of groups"),
        ("stock = \"stock\", params = { stock = 6 },", "stock = \"stock\" is not allowed: give a number of groups, or a param's name in braces (\"{stock}\")"),
        ("stock = \"{stock}\", pairs = 4000, params = { stock = 1001 },", "stock 1001 is not allowed: with 8000 cards on the board, use 0 to 1000 groups"),
    ])
    func aWrongStockParamIsAnErrorAtItsLine(fields: String, message: String) throws {
        #expect { try Self.factory(fields) } throws: { error in
            let text = "\(error)"
            return text.contains("x.lua:3") && text.contains(message)
        }
    }

    @Test func anAPI1VariantCannotHaveAStockFromAParam() throws {
        #expect { try Self.factory("stock = \"{stock}\",", api: 1) } throws: { error in
            "\(error)".contains("x.lua:3") && "\(error)".contains("stock needs an api = 2 script")
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
