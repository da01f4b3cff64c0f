import Testing
@testable import MemoryEngine

@Suite struct StatisticsTests {
    /// The tally counts like a dictionary whatever the spread of its values: near the first
    /// value (kept densely), below it, far above and below (kept sparsely), and when merged.
    @Test func tallyCountsEveryValueOnceWhateverItsSpread() {
        var rng = SeededRandom(seed: 9)
        let values = (0..<2000).map { i -> Int in
            switch i % 5 {
            case 0: return 40 + rng.below(30)
            case 1: return 40 - rng.below(100)
            case 2: return 1_000_000 + rng.below(5)
            case 3: return Int.min + rng.below(3)
            default: return Int.max - rng.below(3)
            }
        }
        var expected: [Int: Int] = [:]
        for v in values { expected[v, default: 0] += 1 }
        var whole = Tally(), left = Tally(), right = Tally()
        for (i, v) in values.enumerated() {
            whole.add(v)
            if i < 700 { left.add(v) } else { right.add(v) }
        }
        #expect(whole.counts == expected)
        left.merge(right)
        #expect(left.counts == expected)
        #expect(left == whole)
        #expect(Tally().counts.isEmpty)
    }

    /// Nearest-rank percentiles: the value at rank ⌈p·n⌉ of the sorted values.
    @Test func tallyPercentilesAreNearestRank() {
        var tally = Tally()
        for v in [7, 1, 3, 3, 9, 5, 5, 5, 2, 10] { tally.add(v) }   // sorted: 1 2 3 3 5 5 5 7 9 10
        #expect(tally.percentile(0.5) == 5)
        #expect(tally.percentiles([0.1, 0.2, 0.3, 0.9, 1]) == [1, 2, 3, 9, 10])
        #expect(tally.percentile(0) == 1)
        #expect(tally.total == 10)
        #expect(Tally().percentile(0.5) == nil)
    }

    @Test func summaryMergedInBlocksEqualsOneSummary() {
        let values = (1...100).map { Double($0 * $0 % 37) }
        var one = Summary(), a = Summary(), b = Summary()
        for (i, v) in values.enumerated() { one.add(v); if i < 30 { a.add(v) } else { b.add(v) } }
        a.merge(b)
        #expect(a.count == one.count && a.min == one.min && a.max == one.max)
        #expect(abs(a.mean - one.mean) < 1e-12 && abs(a.stddev - one.stddev) < 1e-12)
    }
}
