import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// Work done in C by the string library is charged to the call's instruction budget: the pattern
/// functions' estimated work, and the bytes any call allocates. No count hook sees C code, so a
/// loop of big string calls, each quick, must not add up to seconds a call (or minutes in
/// `memory check`). Honest decks stay far from the budget.
@Suite struct PatternWorkTests {
    /// The gsub loop that doubles a string, with the standard limits: before its work was charged,
    /// `memory check` took over a minute on it (every match spent seconds in gsub, until the
    /// string reached the memory ceiling).
    @Test func aStringDoublingLoopIsStoppedByTheBudget() {
        let found = ScriptChecker.check(path: Corpus.path("gsub_doubling.lua"))
        #expect(found.map(\.description) == [Corpus.path("gsub_doubling.lua")
            + ":6: error: on_match ran more than 100000000 instructions (an endless loop?) and was stopped"])
    }

    /// upper and lower over 10 MB in a loop: a few instructions a step, 20 MB allocated. Charged
    /// by the bytes, the call is stopped by its budget (uncharged, each call ran for seconds and
    /// the watchdog ended the process).
    @Test func aLoopOfBigStringCallsIsStoppedByTheBudget() {
        let found = ScriptChecker.check(path: Corpus.path("string_work.lua"))
        #expect(found.map(\.description) == [Corpus.path("string_work.lua")
            + ":7: error: on_match ran more than 100000000 instructions (an endless loop?) and was stopped"])
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
