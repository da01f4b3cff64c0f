import Foundation
import TestSupport
import Testing
@testable import MemoryScripting

/// `game:skill()` in the hooks that steer computer players (`bot_keys`, `bot_cards`,
/// `bot_avoid`): the skill of the computer player whose turn it is, nil on a person's turn. They
/// could not read it, so a forgetful player steered by them played as a perfect one.
@Suite struct SteeringSkillTests {
    static let variant = """
    return variant {
      id = "x", name = "X", api = 2, description = "records the skill its steering hooks read",
      bot_keys = function(game) game.state.keys = tostring(game:skill()) end,
      bot_cards = function(game) game.state.cards = tostring(game:skill()) end,
      bot_avoid = function(game) game.state.avoid = tostring(game:skill()) end,
    }
    """

    @Test func theSteeringHooksReadTheSkillOfTheComputerWhoseTurnItIs() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("skill", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "forgetful:0.3" }
          local s = g:state()
          expect(s.keys .. " " .. s.cards .. " " .. s.avoid, "the person's turn"):is("nil nil nil")
          g:turn(1, 2)
          expect(g:player()):is(2)
          s = g:state()
          expect(s.keys .. " " .. s.cards .. " " .. s.avoid, "the computer's turn"):is("0.7 0.7 0.7")
        end)
        test("perfect", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect" }
          g:turn(1, 2)
          expect(g:state().keys):is("1.0")
        end)
        """, beside: ["x.lua": Self.variant])
        #expect(results.count == 2 && results.allSatisfy(\.passed), "\(results.compactMap(\.failure))")
    }
}
