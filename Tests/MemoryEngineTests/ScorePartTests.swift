import Testing
import MemoryEngine

/// The engine's check of a score's named parts, and the "Other" part that makes them add up.
@Suite struct ScorePartTests {
    @Test func partsThatAddUpAreKeptAsNamed() {
        let parts = [ScorePart("Pairs", 8), ScorePart("Misses", -3)]
        #expect(ScorePart.problem(parts) == nil)
        #expect(ScorePart.completed(parts, to: 5) == parts)
    }

    /// The rest goes to a part "Other", added last, or to the hook's own "Other" part.
    @Test func theRestIsAnOtherPart() {
        #expect(ScorePart.completed([ScorePart("Pairs", 8)], to: 5) == [ScorePart("Pairs", 8), ScorePart("Other", -3)])
        #expect(ScorePart.completed([ScorePart("Other", 1), ScorePart("Pairs", 8)], to: 5)
                == [ScorePart("Other", -3), ScorePart("Pairs", 8)])
        #expect(ScorePart.completed([], to: 4) == [ScorePart("Other", 4)])
    }

    @Test func wrongPartsAreRefusedSayingWhy() {
        #expect(ScorePart.problem([ScorePart(" ", 1)]) == "a part's label is empty")
        #expect(ScorePart.problem([ScorePart("A", 1), ScorePart("A", 1)]) == "the label \"A\" is given twice")
        #expect(ScorePart.problem([ScorePart("A\nB", 1)])?.contains("^J") == true)
        #expect(ScorePart.problem([ScorePart("A\tB", 1)]) != nil, "a tab is no part of a one-line label")
        #expect(ScorePart.problem([ScorePart("A\u{2028}B", 1)]) != nil, "nor a Unicode line separator")
        #expect(ScorePart.problem((0...8).map { ScorePart("P\($0)", 0) }) == "9 parts; a score is named in at most 8")
        #expect(ScorePart.problem([ScorePart(String(repeating: "x", count: 41), 0)])?.contains("longer than 40") == true)
        #expect(ScorePart.problem([ScorePart("A", Game.maximumPoints + 1)])?.contains("outside the allowed") == true)
    }
}
