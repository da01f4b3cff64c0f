import Testing
import MemoryEngine
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
        #expect(factory.params == ["lives": .number(3)])
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
        #expect(throws: ConfigError.self) { try factory.setting(["lives": .infinity]) }
    }
}
