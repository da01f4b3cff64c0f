import Foundation
import TestSupport
import Testing
@testable import MemoryScripting

/// `game:group()`: the cards per group of the game, the same from the start to the last group
/// (where `game:count() // game:groups_left()` is only right at the start).
@Suite struct GroupSizeScriptTests {
    @Test(arguments: [2, 3])
    func aScriptReadsTheCardsPerGroupAllGameLong(group: Int) throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "reads the group", group = \(group),
          on_start = function(e, game) game.state.seen = { game:group() } end,
          on_match = function(e, game) table.insert(game.state.seen, game:group()) end,
        }
        """
        let board = (["a", "b", "c"].flatMap { Array(repeating: "\"\($0)\"", count: group) }).joined(separator: ", ")
        let found = (1...group).map(String.init).joined(separator: ", ")
        let results = try ScriptTestRunnerTests.run("""
        test("group", function()
          local g = game { board = { \(board) } }
          g:turn(\(found))
          expect(table.concat(g:state().seen, ",")):is("\(group),\(group)")
        end)
        """, beside: ["x.lua": variant])
        #expect(results.count == 1 && results.allSatisfy(\.passed), "\(results.compactMap(\.failure))")
    }
}
