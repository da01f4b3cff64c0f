import MemoryEngine
import Testing
@testable import MemoryScripting

/// `on_hide` where its requests meet the rest of play: a turn it passes, a game it ends, a reveal
/// that outlasts the peek.
@Suite struct HideHookEdgeTests {
    /// A duel whose mismatches stay on show until the next card or action, an action `x` with one
    /// charge, and an `on_hide` that ends the turn (`endit`) or wins the game (`winit`) and logs
    /// each telling as "why:card@time".
    static let duel = """
        return variant { id = 'hider', name = 'Hider', api = 2, description = 'x', players = 2,
          reveal = 'next-flip', params = { endit = false, winit = false },
          actions = { { key = 'x', name = 'X', charges = 1, run = function(game) end } },
          on_start = function(e, game) game.state.log = {} end,
          on_turn = function(e, game) if game.params.winit and e.move == 0 then game:end_turn() end end,
          on_hide = function(e, game)
            for _, card in ipairs(e.cards) do
              game.state.log[#game.state.log + 1] = e.why .. ":" .. card.index .. "@" .. game:time()
            end
            if game.params.endit and e.why == "mismatch" then game:end_turn() end
            if game.params.winit then game:win("hid") end
          end }
        """

    static func run(_ test: String, files: [String: String] = [:]) throws {
        let results = try ScriptTestRunnerTests.run("test(\"t\", function()\n\(test)\nend)\n",
                                                    beside: ["hider.lua": Self.duel].merging(files) { $1 }, name: "hider_test.lua")
        for result in results { #expect(result.passed, "\(result.name): \(String(describing: result.failure))") }
        #expect(results.count == 1)
    }

    /// The second player's action turns back the first player's mismatch, and `on_hide` passes
    /// the turn: the action is used on nothing, and never on the first player's charge.
    @Test func anActionWhoseTurnBackPassesTheTurnSpendsNobodysCharge() throws {
        try Self.run("""
          local g = game { board = { "a", "b", "a", "b", "c", "c" }, params = { endit = true } }
          g:turn(1, 2)
          expect(g:player()):is(2)
          g:use("x", 5)
          expect(g:player()):is(1)
          expect(#g:events("action_used")):is(0)
          g:turn(3, 2)
          g:use("x", 5)
          local used = g:events("action_used")
          expect(#used):is(0)
        """)
    }

    /// A hook told of the cards a turn ended by request turns back wins the game: no turn's end
    /// follows the game's.
    @Test func aGameWonWhileATurnEndsHasNothingAfterItsEnd() throws {
        try Self.run("""
          local g = game { board = { "a", "b", "a", "b", "c", "c" }, params = { winit = true } }
          g:turn(1)
          local events = g:events()
          expect(events[#events].kind):is("game_over")
          expect(#g:events("turn_ended")):is(0)
        """)
    }

    /// Cards a script's reveal keeps on show past the peek are told once, when that reveal ends.
    @Test func cardsStillRevealedAtThePeeksEndAreToldWhenTheirRevealEnds() throws {
        try Self.run("""
          local g = game { board = { "a", "b", "a", "b" }, variant = { "hider", "peeker.lua" } }
          g:wait(6)
          expect(g:state("hider").log):is({ "peek:3@3.0", "peek:4@3.0", "reveal:1@5.0", "reveal:2@5.0" })
        """, files: ["peeker.lua": """
          return variant { id = 'peeker', name = 'Peeker', api = 2, description = 'x', peek = 3,
            on_start = function(e, game) game:reveal({ 1, 2 }, 5) end }
          """])
    }
}
