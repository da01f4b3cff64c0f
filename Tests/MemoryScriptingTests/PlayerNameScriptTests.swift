import Foundation
import TestSupport
import Testing
@testable import MemoryScripting

/// `game:name(p)`: what the game calls a player, as the front end named the seats; a test game
/// names them with `names = { … }`, and a seat nobody named is "P" and its number.
@Suite struct PlayerNameScriptTests {
    static let variant = """
    return variant {
      id = "x", name = "X", api = 2, description = "names the players", players = 3,
      on_start = function(e, game) game.state.names = { game:name(1), game:name(2), game:name(3), game:name() } end,
      on_mismatch = function(e, game) game:say(game:name() .. " missed") end,
    }
    """

    @Test func aScriptReadsThePlayersNames() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("named", function()
          local g = game { board = { "a", "b", "a", "b" }, names = { "Ada", "CPU" } }
          expect(table.concat(g:state().names, ",")):is("Ada,CPU,P3,Ada")
          g:turn(1, 2)
          expect(g:messages()[1]):is("Ada missed")
          g:turn(1, 4)
          expect(g:messages()[2], "the turn passed"):is("CPU missed")
        end)
        test("unnamed", function()
          local g = game { board = { "a", "b", "a", "b" } }
          expect(table.concat(g:state().names, ",")):is("P1,P2,P3,P1")
        end)
        """, beside: ["x.lua": Self.variant])
        #expect(results.count == 2 && results.allSatisfy(\.passed), "\(results.compactMap(\.failure))")
    }

    @Test(arguments: [
        ("game:name(4)", "game:name(p): players are numbered 1 to 2"),
        ("game:name(0)", "game:name(p): players are numbered 1 to 2"),
        ("game:name('1')", "game:name(p): players are numbered 1 to 2"),
    ])
    func aPlayerWhoIsNotThereIsAnErrorAtItsLine(call: String, message: String) throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "a wrong name", players = 2,
          on_start = function(e, game) \(call) end,
        }
        """
        let results = try ScriptTestRunnerTests.run("""
        test("wrong", function() game { board = { "a", "b", "a", "b" } } end)
        """, beside: ["x.lua": variant])
        let failure = try #require(results.first?.failure)
        #expect(failure.path.hasSuffix("x.lua") && failure.line == 3 && failure.message.contains(message), "\(failure)")
    }

    @Test func namesThatAreNotAListOfTextAreRefused() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("bad", function() game { board = { "a", "b", "a", "b" }, names = { "Ada", 2 } } end)
        """, beside: ["x.lua": Self.variant])
        let failure = try #require(results.first?.failure)
        #expect(failure.message.contains("names[2] must be a player's name, not"), "\(failure)")
    }
}
