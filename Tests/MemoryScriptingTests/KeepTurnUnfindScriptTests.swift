import MemoryEngine
import Testing
@testable import MemoryScripting

/// `game:keep_turn()` and `game:unfind(cards)` from Lua: applied as asked, and refused at the
/// script's line where the engine's rules of play do not allow them.
@Suite struct KeepTurnUnfindScriptTests {
    @Test func aMismatchHookKeepsTheTurnAndPutsAFoundGroupBack() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("second chance", function()
          local g = game { board = { "a", "b", "c", "a", "b", "c" }, players = 2 }
          g:turn(1, 4)                 -- P1 finds a
          g:turn(2, 3)                 -- P1 misses: a goes back, and P1 plays again
          expect(g:player()):is(1)
          expect(#g:events("turn_kept")):is(1)
          expect(g:events("unfound")[1].cards):is({ 1, 4 })
          expect(g:card(1).state):is("down")
          g:turn(1, 4, 2, 5, 3, 6)
          expect(g:result()):is("cleared")
          expect(g:failures()):is({})
        end)
        """, beside: ["chance.lua": """
        return variant { id = 'chance', name = 'Chance', api = 2, description = 'x',
          on_match = function(e, game) game.state.last = { e.cards[1].index, e.cards[2].index } end,
          on_mismatch = function(e, game)
            game:keep_turn()
            if game.state.last then game:unfind(game.state.last); game.state.last = nil end
          end }
        """], name: "chance_test.lua")
        for result in results { #expect(result.passed, "\(result.name): \(String(describing: result.failure))") }
        #expect(results.count == 1)
    }

    /// With four cards of one key, two pairs found, a card of each is not a group found: refused
    /// at the script's line, naming the card the first was found with; one pair whole goes back.
    @Test func onlyCardsFoundTogetherGoBackTogether() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("two pairs of a", function()
          local g = game { board = { "a", "a", "a", "a", "b", "b" } }
          g:turn(1, 2, 3, 4)
          expect(#g:failures()):is(1)
          expect(g:failures()[1]):contains("mix.lua:3: unfind: cards 1, 3 were not found together (card 1 was found with 2); name the cards of one group found")
          expect(g:events("unfound")[1].cards):is({ 3, 4 })
          expect(g:card(1).state):is("matched")
          expect(g:card(3).state):is("down")
        end)
        """, beside: ["mix.lua": """
        return variant { id = 'mix', name = 'Mix', api = 2, description = 'x',
          on_match = function(e, game)
            if game:groups_left() == 1 then game:unfind({ 1, 3 }); game:unfind({ 3, 4 }) end
          end }
        """], name: "mix_test.lua")
        for result in results { #expect(result.passed, "\(result.name): \(String(describing: result.failure))") }
        #expect(results.count == 1)
    }

    /// A hook that asks what play does not allow, and what the refusal says at its line.
    @Test(arguments: [
        ("on_turn = function(e, game) game:keep_turn() end", "only an on_mismatch hook can keep the turn"),
        ("on_turn_end = function(e, game) game:keep_turn() end", "only an on_mismatch hook can keep the turn"),
        ("on_match = function(e, game) game:unfind({ 2, 4 }) end", "unfind: card 2 is face down"),
        ("on_match = function(e, game) game:unfind({ 1 }) end", "unfind: name a whole group found, 2 cards, not 1"),
    ])
    func aRequestPlayDoesNotAllowIsRefusedAtItsLine(hook: String, message: String) throws {
        let results = try ScriptTestRunnerTests.run("""
        test("asks", function()
          local g = game { board = { "a", "b", "a", "b" }, players = 2 }
          g:turn(1, 3)
        end)
        """, beside: ["asks.lua": "return variant { id = 'asks', name = 'Asks', api = 2, description = 'x',\n  \(hook) }"],
        name: "asks_test.lua")
        let failure = try #require(results.first?.failure)
        #expect(failure.description.contains("asks.lua:2:") && failure.description.contains(message), "\(failure)")
    }
}
