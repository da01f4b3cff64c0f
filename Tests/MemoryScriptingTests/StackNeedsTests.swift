import Testing
@testable import MemoryScripting

/// Which script of a stack needs a tagged card: the player's notice names it, not the stack.
@Suite struct StackNeedsTests {
    static let scripts: [String: String] = [
        "plain.lua": VariantStackTests.plainRules,
        "lives.lua": "return variant { id = 'lives', name = 'Lives', api = 2 }\n",
        "bomb.lua": "return variant { id = 'bomb', name = 'Bomb', api = 2, needs = { 'bomb' } }\n",
        "joker.lua": "return variant { id = 'joker', name = 'Joker', api = 2, needs = { 'wild', 'bomb' } }\n",
    ]

    @Test func onlyTheVariantsThatNeedATagAreNamed() throws {
        let folder = VariantStackTests.write(StackNeedsTests.scripts)
        let factory = try VariantStackTests.factory(folder, ["lives", "bomb", "joker"])
        #expect(factory.neededTags == ["bomb", "wild"])
        #expect(factory.names(needing: ["bomb"]) == ["Bomb", "Joker"])
        #expect(factory.names(needing: ["wild"]) == ["Joker"])
        #expect(factory.names(needing: ["other"]).isEmpty)
        let livesAndBomb = try VariantStackTests.factory(folder, ["lives", "bomb"])
        #expect(livesAndBomb.names(needing: ["bomb"]) == ["Bomb"])
    }
}
