import Foundation
import Testing
import MemoryEngine
import TestSupport
@testable import MemoryScripting

/// `params` a script declares, and the values play and simulation give them (`--set`).
@Suite struct ParamTests {
    static let classic = Corpus.shippedDecks + "/rules/classic.lua"
    static let lives = Corpus.shippedDecks + "/variants/lives.lua"

    func finished(_ factory: ScriptedRulesFactory, games: Int = 200) throws -> Int {
        var config = GameConfig(size: .groups(6))
        factory.configure(&config)
        let deck = try Deck(faces: (0..<6).map { Face(label: "f\($0)") })
        let plan = SimulationPlan(config: config, games: games, strategy: .perfect, seed: 3, jobs: 2)
        return try Simulator.run(plan, decks: .fixed(deck), makeRules: { try factory.makeRules() }).completed
    }

    @Test func theDeclaredParamsAreRead() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Self.classic, variantPath: Self.lives)
        #expect(factory.params == ["lives": ParamDeclaration(.number(3), minimum: 1, whole: true,
                                                              doc: "mismatches before the game is lost")])
        #expect(try ScriptedRulesFactory(rulesPath: Self.classic, variantPath: nil).params.isEmpty)
    }

    /// One life ends nearly every game at its first mismatch; a hundred let every game finish.
    @Test func aValueSetReachesTheScript() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Self.classic, variantPath: Self.lives)
        let one = try finished(try factory.setting(["lives": 1]))
        let many = try finished(try factory.setting(["lives": 100]))
        let declared = try finished(factory)
        #expect(one < 40, "one life: \(one) of 200 finished")
        #expect(many == 200)
        #expect(one < declared && declared < many, "three lives lie between: \(declared)")
        #expect(try factory.setting(["lives": 1]).overrides == ["lives": 1])
    }

    @Test func anUnknownOrNonNumericParamIsRefusedWithTheNamesThereAre() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Self.classic, variantPath: Self.lives)
        #expect(throws: ConfigError("unknown parameter 'life': the rules and variant declare lives")) {
            try factory.setting(["life": 2])
        }
        let plain = try ScriptedRulesFactory(rulesPath: Self.classic, variantPath: nil)
        let error = #expect(throws: ConfigError.self) { try plain.setting(["lives": 2]) }
        #expect(error?.message.contains("declare no params") == true)
        #expect(throws: ConfigError.self) { try factory.setting(["lives": .number(.infinity)]) }
    }

    /// Writes a variant whose fields are `fields` in a fresh folder; its path.
    static func variant(_ fields: String) throws -> String {
        let path = Scratch.folder("params") + "/v.lua"
        try """
            return variant {
              id = "v", name = "V", api = 2,
            \(fields)
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A value outside a declared range, or a fraction for a whole param, is refused with the
    /// param's name and range; the plain form `{ cost = 3 }` still takes any number.
    @Test func aValueOutsideTheDeclaredRangeIsRefused() throws {
        let path = try Self.variant("""
              params = { cost = { default = 3, min = 0, max = 50, whole = true }, plain = 3,
                         seconds = { default = 0.5, min = 0.1 } },
            """)
        let factory = try ScriptedRulesFactory(rulesPath: Self.classic, variantPath: path)
        #expect(throws: ConfigError("parameter 'cost' = 1.5 is not allowed: it takes a whole number from 0 to 50")) {
            try factory.setting(["cost": 1.5])
        }
        #expect(throws: ConfigError("parameter 'cost' = 51 is not allowed: it takes a whole number from 0 to 50")) {
            try factory.setting(["cost": 51])
        }
        #expect(throws: ConfigError("parameter 'seconds' = 0 is not allowed: it takes a number of at least 0.1")) {
            try factory.setting(["seconds": 0])
        }
        #expect(try factory.setting(["cost": 50, "plain": -1.5, "seconds": 30]).overrides == ["cost": 50, "plain": -1.5, "seconds": 30])
    }

    /// Hooks read a declared param as its value, the default or the one set, not as the table.
    @Test func aHookReadsADeclaredParamAsItsValue() throws {
        let path = try Self.variant("""
              params = { cost = { default = 7, min = 0, whole = true, doc = "points a mismatch costs" } },
              on_mismatch = function(e, game) return -game.params.cost end,
            """)
        let factory = try ScriptedRulesFactory(rulesPath: Self.classic, variantPath: path)
        for (set, expected) in [([String: ScriptParameter](), -7), (["cost": 2], -2)] {
            var rules: any Rules = try factory.setting(set).makeRules()
            var game = try Game(config: GameConfig(size: .groups(2), reveal: .seconds(0)), faces: [Face(label: "a"), Face(label: "b")], seed: 1)
            var events: [Event] = []
            game.begin(rules: &rules, events: &events)
            let first = 0
            let other = try #require(game.cards.indices.first { game.cards[$0].key != game.cards[first].key })
            try game.apply(.turn(first), at: 1, rules: &rules, events: &events)
            try game.apply(.turn(other), at: 2, rules: &rules, events: &events)
            #expect(game.scores[0] == expected, "with \(set)")
        }
    }

    /// `memory check` names each bad declaration at the param's own line.
    @Test func badDeclarationsAreReportedAtTheirLines() throws {
        let path = try Self.variant("""
              params = {
                a = { min = 1 },
                b = { default = 60, min = 0, max = 50 },
                c = { default = 1, min = 5, max = 2 },
                d = { default = 1.5, whole = true },
                e = { default = 2, maxx = 4 },
                f = { default = "x", min = 1 },
                g = { default = 1, doc = 4 },
              },
            """)
        let found = ScriptChecker.check(path: path).sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map { "\($0.line ?? 0): \($0.message)" }
        #expect(found == [
            "4: params.a needs a default: { default = 3, min = 0, max = 9 }",
            "5: params.b.default: parameter 'b' = 60 is not allowed: it takes a number from 0 to 50",
            "6: params.c: min (5) is more than max (2)",
            "7: params.d.default: parameter 'd' = 1.5 is not allowed: it takes a whole number",
            "8: params.e has an unknown field 'maxx' (a param declares default, min, max, whole, choices, doc); did you mean 'max'?",
            "9: params.f is \"x\", not a number: min, max and whole apply to numbers only",
            "10: params.g.doc must be a string, not 4",
        ], "\(found)")
    }
}
