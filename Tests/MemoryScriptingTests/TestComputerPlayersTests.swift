import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// Computer players in a script's test: `game { bot = … }` seats them after the people as play
/// does, `g:play_bots()` plays their turns with the engine's strategies, and a person's move on
/// their turn fails at the test's line.
@Suite struct TestComputerPlayersTests {
    /// The results of `test`, with `beside` files next to it; each must pass.
    static func expectPassing(_ test: String, beside files: [String: String] = [:]) throws {
        let results = try ScriptTestRunnerTests.run(test, beside: files)
        #expect(!results.isEmpty)
        for result in results {
            #expect(result.passed, "\(result.name): \(String(describing: result.failure))")
        }
    }

    /// The failure of the one test in `test`, as `memory test` shows it (`path:line: error: …`).
    static func failure(_ test: String, beside files: [String: String] = [:]) throws -> String {
        let results = try ScriptTestRunnerTests.run(test, beside: files)
        return try #require(results.first?.failure).description
    }

    /// A variant of `players` seats that says every player's name as the game starts.
    static func namingVariant(players: Int) -> String {
        """
        return variant {
          id = "x", name = "X", api = 2, description = "names", players = \(players),
          on_start = function(e, game)
            local names = {}
            for p = 1, game:players() do names[p] = game:name(p) end
            game:say(table.concat(names, " "))
          end,
        }
        """
    }

    /// After the person's mismatch, the computer knows both cards seen: it turns an unseen card
    /// and then its partner, twice, and clears the board (the perfect player, whatever its draws).
    @Test func theComputerPlaysItsTurnsUntilThePersonsOrTheEnd() throws {
        try Self.expectPassing("""
        test("the computer takes the board", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect" }
          expect(g:computer(1)):is(false)
          expect(g:computer(2)):is(true)
          expect(g:play_bots():player(), "the person's turn: nothing to play"):is(1)
          g:turn(1, 2)
          expect(g:computer()):is(true)
          g:play_bots()
          expect(g:result()):is("cleared")
          expect(g:scores()):is({ 0, 2 })
          expect(g:winners()):is({ 2 })
        end)
        test("the computer stops at the person's turn", function()
          local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, bot = "random", seed = 3 }
          g:turn(1, 2)
          g:play_bots()
          expect(g:over() or g:player() == 1):is(true)
          expect(g:moves()):is_at_least(2)
        end)
        """)
    }

    /// Seated as play seats them: the people (`players`, default 1), then the computer in every
    /// seat the variant leaves, named "CPU" alone and by seat when there are several.
    @Test func computerPlayersAreSeatedAndNamedAsPlayDoes() throws {
        try Self.expectPassing("""
        test("one person, two computers", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect" }
          expect(g:messages()):is({ "P1 CPU2 CPU3" })
          expect(g:computer(1)):is(false)
          expect(g:computer(3)):is(true)
        end)
        test("two people, one computer", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect", players = 2 }
          expect(g:messages()):is({ "P1 P2 CPU" })
          expect(g:computer(2)):is(false)
        end)
        test("names given first", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect", names = { "Ada" } }
          expect(g:messages()):is({ "Ada CPU2 CPU3" })
        end)
        test("without a bot, players counts every seat", function()
          local g = game { board = { "a", "b", "a", "b" }, players = 4 }
          expect(g:messages()):is({ "P1 P2 P3 P4" })
          expect(g:computer(4)):is(false)
        end)
        """, beside: ["x.lua": Self.namingVariant(players: 3)])
    }

    @Test func aPersonsMoveOnTheComputersTurnFailsAtTheTestsLine() throws {
        let turn = try Self.failure("""
        test("turned", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect" }
          g:turn(1, 2)
          g:turn(3)
        end)
        """)
        #expect(turn.hasSuffix("/x_test.lua:4: error: turn(3): it is CPU's turn (player 2, a computer player): let it play with g:play_bots()"), "\(turn)")
        let use = try Self.failure("""
        test("used", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect" }
          g:turn(1, 2)
          g:use("x", 3)
        end)
        """, beside: ["x.lua": BotActionAnswerTests.variant(bot: "return nil")])
        #expect(use.hasSuffix("/x_test.lua:4: error: use('x', 3): it is CPU's turn (player 2, a computer player): let it play with g:play_bots()"), "\(use)")
    }

    @Test(arguments: [
        ("game { bot = \"nope\" }",
         "bot: unknown strategy 'nope': use random, perfect or forgetful:P (P from 0 to 1, e.g. forgetful:0.3)"),
        ("game { bot = \"forgetful:2\" }", "bot: forgetful:2 is not allowed: P is a probability from 0 to 1"),
        ("game { bot = true }", "bot must be a strategy such as \"perfect\", \"random\" or \"forgetful:0.3\", not true"),
        ("game { bot = \"perfect\", players = 8 }",
         "bot = \"perfect\": 8 people and a computer player make 9 seats; at most 8 play (give fewer players)"),
        ("game { board = { \"a\", \"a\" } }:play_bots()",
         "play_bots: no computer player is seated: deal the game with one, e.g. game { bot = \"perfect\" }"),
        ("game { bot = \"random\" }:computer(3)", "computer: there is no player 3 (players are 1 to 2)"),
    ])
    func badComputerSettingsFailAtTheTestsLine(call: String, message: String) throws {
        let failure = try Self.failure("""
        test("bad", function()
          local g = \(call)
        end)
        """)
        #expect(failure.contains("/x_test.lua:2: error: ") && failure.contains(message), "\(failure)")
    }

    /// A variant whose seats are all taken by people leaves the computer the next seat; past
    /// the most seats a game has, the test is told.
    @Test func aVariantsSeatsGoToThePeopleFirst() throws {
        try Self.expectPassing("""
        test("three people at a three-seat variant, and the computer", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "perfect", players = 3 }
          expect(g:messages()):is({ "P1 P2 P3 CPU" })
          expect(#g:scores()):is(4)
        end)
        """, beside: ["x.lua": Self.namingVariant(players: 3)])
        let failure = try Self.failure("""
        test("full", function()
          game { bot = "random", players = 8 }
        end)
        """, beside: ["x.lua": Self.namingVariant(players: 8)])
        #expect(failure.contains("8 people and a computer player make 9 seats"), "\(failure)")
    }

    /// The computer uses an action when its `bot` hook says so, at its turn's start, with its
    /// own skill (`game:skill()`), and the person sees it in the events.
    @Test func theComputerUsesActionsItsBotHooksAnswer() throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "one action",
          actions = { { key = "x", name = "Use", run = function(game, card) game:say(game:name() .. " at " .. game.state.skill) end,
            bot = function(game) if game.state.skill == nil then game.state.skill = game:skill() return game:face_down()[1] end end } },
        }
        """
        try Self.expectPassing("""
        test("used", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "forgetful:0.5" }
          g:turn(1, 2)
          g:play_bots()
          expect(g:messages()[1]):is("CPU at 0.5")
          local used = g:events("action_used")
          expect(#used):is(1)
          expect(used[1].player):is(2)
        end)
        """, beside: ["x.lua": variant])
    }

    /// `g:bot_action()` asks the `bot` hooks with the skill of the computer player whose turn it
    /// is, as play does; on a person's turn, or given a skill, with that of a perfect memory or
    /// the one given.
    @Test func botActionDefaultsToTheComputersSkill() throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "one action for the forgetful",
          actions = { { key = "x", name = "Use", run = function(game, card) end,
            bot = function(game) if game:skill() < 1 then return game:face_down()[1] end end } },
        }
        """
        try Self.expectPassing("""
        test("the computer's own skill", function()
          local g = game { board = { "a", "b", "a", "b" }, bot = "forgetful:0.5" }
          expect(g:bot_action(), "the person's turn"):is(nil)
          g:turn(1, 2)
          local key, card = g:bot_action()
          expect(key, "the computer forgets half"):is("x")
          expect(card):is(1)
          expect(g:bot_action(1), "a skill given"):is(nil)
        end)
        """, beside: ["x.lua": variant])
    }

    /// The computer's play is seeded: the same game played twice goes the same way.
    @Test func theComputersPlayIsSeeded() throws {
        try Self.expectPassing("""
        test("twice alike", function()
          local function play()
            local g = game { size = 8, bot = "forgetful:0.5", seed = 7 }
            while not g:over() do
              if g:computer() then g:play_bots() else
                local down = {}
                for i = 1, g:cards() do if g:card(i).state == "down" and #down < 2 then down[#down + 1] = i end end
                g:turn(down[1], down[2])
              end
            end
            return g:events()
          end
          expect(play()):is(play())
        end)
        """)
    }

    /// `g:play_perfectly()` plays the person's turns and lets the computer play its own.
    @Test func playingPerfectlyLetsTheComputerPlayItsTurns() throws {
        try Self.expectPassing("""
        test("against the computer", function()
          local g = game { board = { "a", "b", "c", "a", "b", "c", "d", "d" }, bot = "random", seed = 2 }
          g:turn(1, 2)
          g:play_perfectly()
          expect(g:result()):is("cleared")
          expect(g:score(1) + g:score(2)):is(4)
        end)
        """)
    }

    /// A hook that turns the whole board and then shows a card: the computer learns of each
    /// event as it happens, with the game as it left it (as play tells it), so it remembers the
    /// card shown where it is, and the two cards it saw turned where they went; told of them all
    /// at once with the board of the end, it "remembered" every place the move went through.
    @Test func theComputerRemembersACardShownAfterTheBoardMovedWhereItIs() throws {
        try Self.expectPassing("""
        test("the card shown is remembered where it is", function()
          local g = game { variant = "turner.lua", board = { "a", "b", "c", "d", "a", "b", "c", "d" }, bot = "perfect" }
          g:turn(1, 2)
          expect(g:card(1).state, "the last card moved to the first place, shown"):is("shown")
          expect(g:card(1).key):is("d")
          expect(g:bot_knows(2)):is({ 1, 2, 3 })
        end)
        test("so is a card shown as the game begins, after the board moved", function()
          local g = game { variant = "opener.lua", board = { "a", "b", "c", "d", "a", "b", "c", "d" }, bot = "perfect" }
          expect(g:card(1).key):is("d")
          expect(g:bot_knows(2)):is({ 1 })
        end)
        """, beside: ["opener.lua": """
        return variant {
          id = "opener", name = "Opener", api = 2, description = "turns the board as it begins, then shows a card",
          on_start = function(e, game)
            local from, to = {}, {}
            for i = 1, game:count() do from[i], to[i] = i, i % game:count() + 1 end
            game:arrange(from, to)
            game:reveal({ 1 }, 1)
          end,
        }
        """, "turner.lua": """
        return variant {
          id = "turner", name = "Turner", api = 2, description = "turns the board on a miss, then shows a card",
          on_mismatch = function(e, game)
            local from, to = {}, {}
            for i = 1, game:count() do from[i], to[i] = i, i % game:count() + 1 end
            game:arrange(from, to)
            game:reveal({ 1 }, 1)
          end,
        }
        """])
    }
}
