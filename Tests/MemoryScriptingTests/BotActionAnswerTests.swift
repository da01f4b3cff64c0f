import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// An action's `bot` hook: a card to use it on, or true for an action that takes no card
/// (`card = false`); any other answer, or an error, is the script's mistake, reported at the
/// hook's line in play, in the simulator (so in `memory check`) and in a script's test.
@Suite struct BotActionAnswerTests {
    /// A variant with one action, `x`, whose `bot` hook (on line 4) answers `answer`.
    static func variant(bot answer: String, takesCard: Bool = true) -> String {
        """
        return variant {
          id = "x", name = "X", api = 2, description = "one action",
          actions = { { key = "x", name = "Use", \(takesCard ? "" : "card = false, ")run = function(game, card) game:say(tostring(card)) end,
            bot = function(game) \(answer) end } },
        }
        """
    }

    /// The one failure a Lua test saw when it asked `g:bot_action()` of a board of 4 cards (the
    /// test then fails with its message).
    static func failure(bot answer: String, takesCard: Bool = true) throws -> String {
        let results = try ScriptTestRunnerTests.run("""
        test("asked", function()
          local g = game { board = { "a", "b", "a", "b" } }
          expect(g:bot_action()):is(nil)
          local all = g:failures()
          expect(#all):is(1)
          error(all[1])
        end)
        """, beside: ["x.lua": variant(bot: answer, takesCard: takesCard)])
        return try #require(results.first?.failure).message
    }

    @Test(arguments: [
        ("return 99", "actions[1].bot returned card 99; give a card from 1 to 4 (or nil: not now)"),
        ("return 0", "actions[1].bot returned card 0; cards are numbered from 1 (nil: not now)"),
        ("return 'x'", "actions[1].bot returned the string \"x\"; return the card (a whole number) to use the action on now, or nil"),
        ("return true", "(true is for an action that takes no card: card = false)"),
        ("error('no luck')", "no luck"),
    ])
    func aBadBotAnswerIsAnErrorAtTheHooksLine(answer: String, message: String) throws {
        let failure = try Self.failure(bot: answer)
        #expect(failure.contains("x.lua:4:") && failure.contains(message), "\(failure)")
    }

    /// Play asks the `bot` hooks only while the board is unlocked, so `g:bot_action()` right
    /// after a mismatch first waits for it to turn back, as `g:turn` does.
    @Test func botActionWaitsForAMismatchToTurnBack() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("asked after a mismatch", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 2)
          expect(g:bot_action(), "card 1 is face down again"):is("x")
          expect(g:card(1).state):is("down")
        end)
        """, beside: ["x.lua": Self.variant(bot: "if game:card(1).state == 'down' then return 1 end")])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test func theBotOfAnActionThatTakesNoCardAnswersTrueOrNil() throws {
        let failure = try Self.failure(bot: "return 3", takesCard: false)
        #expect(failure.contains("x.lua:4:") && failure.contains("this action takes no card (card = false): return true to use it now, or nil"),
                "\(failure)")
        let results = try ScriptTestRunnerTests.run("""
        test("used without a card", function()
          local g = game { board = { "a", "b", "a", "b" } }
          local key, card = g:bot_action()
          expect(key):is("x")
          expect(card):is(nil)
          g:use("x")
          expect(g:messages(), "run is told no card"):is({ "nil" })
          local ok, why = pcall(g.use, g, "x", 2)
          expect(ok):is(false)
          expect(why):contains("this action takes no card (card = false): use g:use(\\"x\\")")
        end)
        """, beside: ["x.lua": Self.variant(bot: "return true", takesCard: false)])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// In play and in the simulator (which `memory check` plays), a failing `bot` hook is a
    /// rules failure at its line, told once a game (it is not asked again in that game), and no
    /// action is used. The next game asks it afresh, as it starts every hook afresh: a
    /// simulation's count does not depend on which worker played which game.
    @Test func theSimulatorCountsABotsFailure() throws {
        let folder = Scratch.folder("bot-answers")
        let path = folder + "/x.lua"
        try Self.variant(bot: "return 99").write(toFile: path, atomically: true, encoding: .utf8)
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path,
                                                        limits: Corpus.limits).makeRules()
        let failures = ShortGame.play(config: GameConfig(size: .groups(4)), rules: &rules, strategy: .perfect, seed: 1)
        #expect(failures.map(\.message) == ["\(path):4: actions[1].bot returned card 99; give a card from 1 to 8 (or nil: not now)"])
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        #expect(throws: RuleFailure.self, "a new game asks the hook again") { try game.botUse(rules: &rules, skill: 1) }
        #expect(try game.botUse(rules: &rules, skill: 1) == nil, "and then not again in that game")
        #expect(game.scripted.actionUses == [0], "nothing used")
        let twoJobs = try Simulator.run(SimulationPlan(config: GameConfig(size: .groups(4)), games: 600, strategy: .perfect, jobs: 2),
                                        decks: .fixed(Deck(faces: (0..<4).map { Face(label: "f\($0)") })),
                                        makeRules: { try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                                                              variantPath: path, limits: Corpus.limits).makeRules() })
        #expect(twoJobs.rulesFailures == 600, "one failure a game, whichever worker played it")
    }

    /// A failing `bot` hook does not keep the next action's from being asked at that turn: that
    /// action is used, and the failure is thrown at the next ask, once.
    @Test func aFailingBotLeavesTheNextActionsBotAsked() throws {
        let folder = Scratch.folder("bot-answers")
        let path = folder + "/two.lua"
        try """
        return variant {
          id = "two", name = "Two", api = 2, description = "two actions",
          actions = {
            { key = "x", name = "Fail", run = function(game, card) end, bot = function(game) error("no luck") end },
            { key = "y", name = "Use", card = false, run = function(game) end, bot = function(game) return true end },
          },
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path,
                                                        limits: Corpus.limits).makeRules()
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        #expect(try game.botUse(rules: &rules, skill: 1) == .use(1, card: 0, row: []))
        let failure = try #require(throws: RuleFailure.self) { try game.botUse(rules: &rules, skill: 1) }
        #expect(failure.message.contains("\(path):4:") && failure.message.contains("no luck"), "\(failure.message)")
        for _ in 0..<3 { #expect(try game.botUse(rules: &rules, skill: 1) == .use(1, card: 0, row: [])) }
    }
}
