import Testing
@testable import MemoryScripting

/// A script test's game with a stack of variants (`variant = "tally+lives"` or a list), as
/// `--variant` stacks them in play: the tested script by its own id, each variant's state by id.
@Suite(.serialized) struct StackedTestGameTests {
    /// A variant counting mismatches in its state, tested beside itself.
    static let tally = """
    return variant { id = 'tally', name = 'Tally', api = 2,
      on_start = function(e, game) game.state.misses = 0 end,
      on_mismatch = function(e, game) game.state.misses = game.state.misses + 1 end,
      status = function(game) return 'misses ' .. game.state.misses end }
    """

    static func run(_ test: String) throws -> [ScriptTestResult] {
        try ScriptTestRunnerTests.run(test, beside: ["tally.lua": tally], name: "tally_test.lua")
    }

    @Test func aStackPlaysEveryVariantAndEachStateIsReadByItsID() throws {
        let results = try Self.run("""
        test("stacked", function()
          local g = game { board = { "a", "b", "a", "b" }, variant = "tally+lives" }
          g:turn(1, 2)
          expect(g:state("tally").misses):is(1)
          expect(g:state("lives").lives):is(2)
          expect(g:status()):is("misses 1 · Lives: 2")
        end)
        test("as a list, in its order", function()
          local g = game { board = { "a", "b", "a", "b" }, variant = { "lives", "tally" } }
          expect(g:status()):is("Lives: 3 · misses 0")
        end)
        test("alone, the tested variant by its id", function()
          local g = game { board = { "a", "b", "a", "b" }, variant = "tally" }
          g:turn(1, 2)
          expect(g:state().misses):is(1)
          expect(g:state("variant").misses):is(1)
          expect(g:state("tally").misses):is(1)
        end)
        """)
        for result in results { #expect(result.passed, "\(result.name): \(String(describing: result.failure))") }
        #expect(results.count == 3)
    }

    @Test(arguments: [
        ("game { variant = 'tally+lives' }:state()", "state: this game stacks tally+lives: say which, \"tally\", \"lives\" or \"rules\""),
        ("game { variant = 'tally+lives' }:state('variant')", "state: this game stacks tally+lives: say which, \"tally\", \"lives\" or \"rules\""),
        ("game { variant = 'tally' }:state('rules')", "state: the rules keep no game.state (only api = 2 scripts do)"),
        ("game { variant = 'tally+shuffle' }:state('shuffle')", "state: shuffle keeps no game.state (only api = 2 scripts do)"),
        ("game { variant = 'tally+' }", "game { … }: variant must be an id or a path, several joined by + (\"lives+bomb\") or a list ({ \"lives\", \"bomb\" }): a name is missing"),
        ("game { variant = {} }", "game { … }: variant must be an id or a path, several joined by + (\"lives+bomb\") or a list ({ \"lives\", \"bomb\" }): a name is missing"),
        ("game { variant = { 'tally', 2 } }", "game { … }: variant[2] must be an id or a path, not 2"),
        ("game { variant = 7 }", "game { … }: variant must be an id or a path, several joined by + (\"lives+bomb\") or a list ({ \"lives\", \"bomb\" }), not 7"),
    ])
    func aBadStackOrStateIsAFailureAtTheTestsLine(call: String, message: String) throws {
        let results = try Self.run("test(\"bad\", function()\n  \(call)\nend)")
        #expect(results.first?.failure?.line == 2)
        #expect(results.first?.failure?.message == message)
    }
}
