import Testing
@testable import MemoryScripting

/// What each script of a stack declares for itself: the tagged card it needs (the player's
/// notice names it, not the stack) and the params its description names.
@Suite struct StackDeclarationsTests {
    static let scripts: [String: String] = [
        "plain.lua": VariantStackTests.plainRules,
        "lives.lua": "return variant { id = 'lives', name = 'Lives', api = 2 }\n",
        "bomb.lua": "return variant { id = 'bomb', name = 'Bomb', api = 2, needs = { 'bomb' } }\n",
        "joker.lua": "return variant { id = 'joker', name = 'Joker', api = 2, needs = { 'wild', 'bomb' } }\n",
    ]

    @Test func onlyTheVariantsThatNeedATagAreNamed() throws {
        let folder = VariantStackTests.write(StackDeclarationsTests.scripts)
        let factory = try VariantStackTests.factory(folder, ["lives", "bomb", "joker"])
        #expect(factory.neededTags == ["bomb", "wild"])
        #expect(factory.names(needing: ["bomb"]) == ["Bomb", "Joker"])
        #expect(factory.names(needing: ["wild"]) == ["Joker"])
        #expect(factory.names(needing: ["other"]).isEmpty)
        let livesAndBomb = try VariantStackTests.factory(folder, ["lives", "bomb"])
        #expect(livesAndBomb.names(needing: ["bomb"]) == ["Bomb"])
    }

    /// Two variants that give `lives` different defaults: each description reads its own.
    @Test func eachDescriptionReadsItsOwnParamsDefault() throws {
        func hearts(_ id: String, _ lives: Int) -> String {
            "return variant { id = '\(id)', name = '\(id)', api = 2, description = '{lives} lives', params = { lives = \(lives) } }\n"
        }
        let folder = VariantStackTests.write(["plain.lua": VariantStackTests.plainRules, "five.lua": hearts("five", 5), "two.lua": hearts("two", 2)])
        let factory = try VariantStackTests.factory(folder, ["five", "two"])
        #expect(factory.variantDescription == "5 lives. 2 lives")
        #expect(try factory.setting(["lives": 4]).variantDescription == "4 lives. 4 lives")
    }
}
