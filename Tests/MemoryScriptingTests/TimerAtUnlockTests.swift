import Foundation
import Testing
@testable import MemoryScripting

/// A timer due when a mismatch on show or the peek ends runs once it has ended, as one due when a
/// script's reveal ends does: set for `game:locked_until()`, it finds the cards face down again.
@Suite struct TimerAtUnlockTests {
    static func run(_ fields: String, hooks: String, test: String) throws -> [ScriptTestResult] {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "timers", \(fields)
          \(hooks)
        }
        """
        return try ScriptTestRunnerTests.run("test(\"t\", function()\n\(test)\nend)\n", beside: ["x.lua": variant])
    }

    /// Counts, from a timer, the cards that are face down: tallied as `down`.
    static let countDown = """
    local function count(game)
      local n = 0
      for _, card in ipairs(game:cards()) do if card.state == "down" then n = n + 1 end end
      game:tally("down", n)
    end
    """

    @Test func aTimerSetForTheMismatchsEndFindsItTurnedBack() throws {
        let results = try Self.run("reveal = 1.5,", hooks: """
          on_turn_end = function(e, game)
            \(Self.countDown)
            if game:locked_until() then game:after(game:locked_until() - game:time(), count) end
          end,
        """, test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 2)
          g:wait(1.5)
          expect(g:tally("down")):is(4)
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test func aTimerSetForThePeeksEndFindsItOver() throws {
        let results = try Self.run("peek = 2,", hooks: """
          on_start = function(e, game)
            game:after(2, function(game) game:tally("locked", game:locked_until() and 1 or 0) end)
          end,
        """, test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:wait(2)
          expect(g:events("peek_ended")[1] ~= nil):is(true)
          expect(g:tally("locked")):is(0)
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }
}
