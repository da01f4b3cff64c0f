import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// `game:grant(key, n, player)`: more uses of an action given in play, refereed by the engine,
/// shown by `g:charges` and the key line, and replayed by replaying the hooks that asked.
@Suite struct GrantTests {
    /// A variant with an action `r` of 1 charge, an unlimited one `u`, and `hooks`.
    static func run(_ hooks: String, test: String) throws -> [ScriptTestResult] {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "grants", players = 2,
          actions = { { key = "r", name = "Look", charges = 1, card = false, run = function(game) end },
                      { key = "u", name = "Free", card = false, run = function(game) end } },
          \(hooks)
        }
        """
        return try ScriptTestRunnerTests.run("test(\"t\", function()\n\(test)\nend)\n", beside: ["x.lua": variant])
    }

    static func passed(_ results: [ScriptTestResult]) -> Bool { results.count == 1 && results[0].passed }

    @Test func aGrantGivesAPlayerMoreUses() throws {
        let results = try Self.run("on_match = function(e, game) game:grant(\"r\", 2) game:grant(\"r\", 1, 2) end,", test: """
          local g = game { board = { "a", "b", "c", "a", "b", "c" } }
          g:use("r")
          expect(g:charges("r", 1)):is(0)
          g:turn(1, 4)
          expect(g:charges("r", 1)):is(2)
          expect(g:charges("r", 2)):is(2)
          local granted = g:events("granted")
          expect(granted[1].key .. granted[1].count .. granted[1].player):is("r21")
          g:use("r"):use("r")
          expect(g:charges("r", 1)):is(0)
        """)
        #expect(Self.passed(results), "\(String(describing: results.first?.failure))")
    }

    @Test func aNegativeGrantTakesUsesAwayButNotBelowNone() throws {
        let results = try Self.run("on_match = function(e, game) game:grant(\"r\", -1) game:grant(\"r\", -1) end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:charges("r", 1)):is(0)
          expect(g:failures()[1]):contains("x.lua:5: grant: player 1 has 0 uses of Look left, too few to take 1")
        """)
        #expect(Self.passed(results), "\(String(describing: results.first?.failure))")
    }

    /// An action declared with `charges = 0` has no use until the game grants one: a power-up
    /// earned only in play.
    @Test func anActionOfNoChargesIsUsedOnlyOnceGranted() throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "earned",
          actions = { { key = "r", name = "Look", charges = 0, card = false, run = function(game) end } },
          on_match = function(e, game) game:grant("r") end,
        }
        """
        let results = try ScriptTestRunnerTests.run("""
          test("t", function()
            local g = game { board = { "a", "b", "a", "b" } }
            expect(g:charges("r", 1)):is(0)
            expect_error(function() g:use("r") end)
            g:turn(1, 3)
            expect(g:charges("r", 1)):is(1)
            g:use("r")
            expect(g:charges("r", 1)):is(0)
          end)
          """, beside: ["x.lua": variant])
        #expect(Self.passed(results), "\(String(describing: results.first?.failure))")
    }

    /// Fewer than no charges, or more than 1000, is refused as the script loads.
    @Test(arguments: ["-1", "1001"])
    func chargesOutOfRangeAreRefused(charges: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grant-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.lua").path
        try """
        return variant { id = "x", name = "X", api = 2, description = "d",
          actions = { { key = "r", name = "Look", charges = \(charges), card = false, run = function(game) end } } }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let messages = ScriptChecker.check(path: path).map(\.message)
        #expect(messages.contains { $0.contains("charges = \(charges) is not allowed: use 0 to 1000") }, "\(messages)")
    }

    /// What the engine refuses: an action without charges, more than the most uses, a grant
    /// once the game is over or from an action that declined.
    @Test(arguments: [
        ("on_match = function(e, game) game:grant(\"u\", 1) end,", "x.lua:5: grant: Free has no charges (its uses are unlimited), so there are none to give"),
        ("on_match = function(e, game) game:grant(\"r\", 1000000) end,", "x.lua:5: grant: player 1 would have 1000001 uses of Look left; at most 1000000 are allowed"),
        ("on_end = function(e, game) game:grant(\"r\", 1) end,", "x.lua:5: the game is over"),
    ])
    func aGrantTheRulesForbidIsRefused(hooks: String, message: String) throws {
        let results = try Self.run(hooks, test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3, 2, 4)
          expect(g:charges("r", 1)):is(1)
          expect(g:failures()[1]):contains(\(String(reflecting: message)))
        """)
        #expect(Self.passed(results), "\(String(describing: results.first?.failure))")
    }

    /// Arguments no game could take are an error at the script's line.
    @Test(arguments: [
        ("game:grant(\"z\")", "game:grant(key, n, player): no action has the key the string \"z\" (the actions' keys are \"r\", \"u\")"),
        ("game:grant(5)", "no action has the key 5"),
        ("game:grant(\"r\", 0/0)", "n must be a whole number from -1000000 to 1000000, not nan"),
        ("game:grant(\"r\", 1e300)", "not 1e+300"),
        ("game:grant(\"r\", 1000001)", "not 1000001"),
        ("game:grant(\"r\", 1.5)", "not 1.5"),
        ("game:grant(\"r\", 1, 3)", "game:grant(key, n, player): players are numbered 1 to 2, not 3"),
        ("game:grant(\"r\", 1, 0)", "players are numbered 1 to 2, not 0"),
        ("game:grant(\"r\", 1, 0/0)", "players are numbered 1 to 2, not nan"),
    ])
    func wrongArgumentsAreAnErrorAtTheLine(call: String, message: String) throws {
        let results = try Self.run("on_match = function(e, game)\n \(call) end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
        """)
        let failure = try #require(results.first?.failure)
        #expect(failure.path.hasSuffix("x.lua") && failure.line == 6 && failure.message.contains(message), "\(failure)")
    }

    @Test func aReadOnlyHookCannotGrant() throws {
        let results = try Self.run("status = function(game) game:grant(\"r\") return \"s\" end,", test: """
          local g = game { board = { "a", "b", "a", "b" } }
          expect(g:status()):contains("x.lua:5: status: status only reads the game: ask for game:grant from an event hook")
          expect(g:charges("r", 1)):is(1)
        """)
        #expect(Self.passed(results), "\(String(describing: results.first?.failure))")
    }

    /// A replay calls the same hooks with the same randomness: the grants and the uses they
    /// allow come out the same.
    @Test func aReplayGrantsWhatPlayGranted() throws {
        let folder = Scratch.folder("grants")
        let path = folder + "/x.lua"
        try """
        return variant {
          id = "x", name = "X", api = 2, description = "a random grant",
          actions = { { key = "r", name = "Look", charges = 1, card = false, run = function(game) end } },
          on_match = function(e, game) game:grant("r", math.random(3)) end,
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
        func play() throws -> (events: [Event], left: Int?) {
            var rules: any Rules = try factory.makeRules()
            var game = try Game(config: GameConfig(size: .groups(3)), faces: (0..<3).map { Face(label: "f\($0)") }, seed: 7)
            var events: [Event] = []
            game.begin(rules: &rules, events: &events)
            let first = 0, partner = game.cards.indices.first { $0 != first && game.cards[$0].key == game.cards[first].key }!
            try game.apply(.turn(first), at: 1, rules: &rules, events: &events)
            try game.apply(.turn(partner), at: 2, rules: &rules, events: &events)
            for t in 3...4 { try game.apply(.use(0, card: 0, row: []), at: Double(t), rules: &rules, events: &events) }
            return (events, game.scripted.chargesLeft(0, player: 0))
        }
        let played = try play(), replayed = try play()
        #expect(played.events.contains { if case .granted(0, _, 0) = $0 { true } else { false } }, "\(played.events)")
        #expect(played.events == replayed.events && played.left == replayed.left)
    }
}
