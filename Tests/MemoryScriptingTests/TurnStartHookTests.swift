import MemoryEngine
import Testing
@testable import MemoryScripting

/// `on_turn_start` (API 2) in a script: told of every turn's beginning with its player, its
/// requests applied; a hook that ends every turn as it begins is refused at its line.
@Suite struct TurnStartHookTests {
    /// A variant that logs each turn's start as "player@move/cards" and awards its player a point.
    static let logging = """
        return variant { id = 'starts', name = 'Starts', api = 2, description = 'x',
          on_start = function(e, game) game.state.log = {} end,
          on_turn_start = function(e, game)
            local log = game.state.log
            log[#log + 1] = e.player .. "@" .. e.move .. "/" .. #e.cards .. (game:player() == e.player and "" or "?")
            game:award(1)
          end }
        """

    @Test func eachTurnsStartIsToldWithItsPlayer() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("turn starts", function()
          local g = game { board = { "a", "b", "a", "b" }, players = 2 }
          expect(g:state().log):is({ "1@0/0" })
          g:turn(1, 2)                 -- P1 misses: P2's turn begins (the mismatch still on show)
          expect(g:state().log):is({ "1@0/0", "2@1/0" })
          g:wait(5)
          g:turn(1, 3)                 -- P2 matches: another turn of P2's begins
          expect(g:state().log):is({ "1@0/0", "2@1/0", "2@2/0" })
          expect(g:scores()):is({ 1, 3 })
          g:turn(2, 4)                 -- the last pair: the game is over, no turn begins
          expect(g:result()):is("cleared")
          expect(g:state().log):is({ "1@0/0", "2@1/0", "2@2/0" })
          expect(g:scores()):is({ 1, 4 })
        end)

        test("a solo player's every turn begins", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 2)
          g:wait(5)
          g:turn(1, 3)
          expect(g:state().log):is({ "1@0/0", "1@1/0", "1@2/0" })
        end)
        """, beside: ["starts.lua": Self.logging], name: "starts_test.lua")
        for result in results { #expect(result.passed, "\(result.name): \(String(describing: result.failure))") }
        #expect(results.count == 2)
    }

    /// Ending every turn as it begins sets off the next turn's start, and so on: refused once
    /// they nest too deep, as a failure at the script's line (the test fails there), not a hang.
    @Test func endingEveryTurnAsItBeginsIsRefusedAtItsLine() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("skips", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
        end)
        """, beside: ["skip.lua": """
        return variant { id = 'skip', name = 'Skip', api = 2, description = 'x',
          on_turn_start = function(e, game) game:end_turn() end }
        """], name: "skip_test.lua")
        let failure = try #require(results.first?.failure)
        #expect(failure.description.contains("skip.lua:2:") && failure.description.contains("more than 16 deep"), "\(failure)")
    }
}
