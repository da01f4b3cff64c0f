import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// The pattern functions' estimated work is charged to the call's instruction budget: the C
/// matcher cannot be interrupted, so calls that are each under the pattern guard's cap must not
/// add up to minutes. Honest decks stay far from the budget.
@Suite struct PatternWorkTests {
    /// The gsub loop that doubles a string, with the standard limits: before its work was charged,
    /// `memory check` took over a minute on it (every match spent seconds in gsub).
    @Test func aStringDoublingLoopIsStoppedWithinSeconds() {
        let start = ContinuousClock.now
        let found = ScriptChecker.check(path: Corpus.path("gsub_doubling.lua"))
        let elapsed = ContinuousClock.now - start
        #expect(found.map(\.description) == [Corpus.path("gsub_doubling.lua")
            + ":6: error: on_match ran more than 100000000 instructions (an endless loop?) and was stopped"])
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    /// A generated deck of the largest board (10 000 faces) that splits a word list and trims,
    /// parses and rewrites every label checks clean and deals, within a third of the standard budget.
    @Test func anHonestDeckThatUsesPatternsIsUnaffected() throws {
        #expect(ScriptChecker.check(path: Corpus.fixture("wordy.lua")).isEmpty)
        let limits = SandboxLimits(instructions: SandboxLimits.standard.instructions / 3)
        let deck = try DeckScript(path: Corpus.fixture("wordy.lua"), limits: limits)
        let faces = try deck.faces(groups: GameConfig.maximumCards / 2, seed: 1)
        #expect(faces.count == GameConfig.maximumCards)
        #expect(faces.last == Face(label: "THETA-5000", key: "k5000"))
    }
}
