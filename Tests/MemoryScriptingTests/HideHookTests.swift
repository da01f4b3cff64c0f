import MemoryEngine
import Testing
@testable import MemoryScripting

/// `on_hide` (API 2) in a script: told which cards turned back face down and why (`e.why`), with
/// the cards face down already; `e.why` reads nil in every other hook.
@Suite struct HideHookTests {
    /// A variant that logs each telling as "why:card,card…" (a "!" after a card face up then),
    /// reveals cards 1 to 5 as its action and ends the turn as its other action.
    static let logging = """
        return variant { id = 'hides', name = 'Hides', api = 2, description = 'x',
          on_start = function(e, game) game.state.log = {} end,
          on_match = function(e, game) game.state.log[#game.state.log + 1] = "match why=" .. tostring(e.why) end,
          on_hide = function(e, game)
            local cards = {}
            for i, card in ipairs(e.cards) do
              cards[i] = card.index .. (game:card(card.index).state == "down" and "" or "!")
            end
            game.state.log[#game.state.log + 1] = e.why .. ":" .. table.concat(cards, ",")
          end,
          actions = {
            { key = "x", name = "Show", run = function(game) game:reveal({ 1, 2, 3, 4, 5 }, 2) end },
            { key = "z", name = "Stop", card = false, run = function(game) game:end_turn() end },
          } }
        """

    @Test func eachTurningBackIsToldWithItsCardsAndWhy() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("mismatch, reveal and a turn ended", function()
          local g = game { board = { "a", "b", "c", "a", "b", "c" } }
          g:turn(1, 2)
          expect(g:state().log):is({})
          g:wait(5)
          expect(g:state().log):is({ "mismatch:1,2" })
          g:use("x", 1)
          g:wait(5)
          expect(g:state().log):is({ "mismatch:1,2", "reveal:1,2,3,4", "reveal:5" })
          g:turn(3)
          g:use("z")
          expect(g:state().log):is({ "mismatch:1,2", "reveal:1,2,3,4", "reveal:5", "turn_end:3" })
          g:turn(1, 4)
          expect(g:state().log[5]):is("match why=nil")
        end)
        """, beside: ["hides.lua": Self.logging], name: "hides_test.lua")
        for result in results { #expect(result.passed, "\(result.name): \(String(describing: result.failure))") }
        #expect(results.count == 1)
    }
}
