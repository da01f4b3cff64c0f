/// The game's only source of randomness: xoshiro256** seeded through SplitMix64.
///
/// The same seed gives the same sequence on every platform and every run, which is what makes
/// `--seed` reproduce a game exactly. Written here rather than taken from a library because the
/// sequence itself is part of the saved-game format and must never change under us.
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable {
    // Inlinable, with its state, into other modules: a script's random draws (`board:pick`,
    // `math.random`) each cost a call otherwise.
    @usableFromInline var s0, s1, s2, s3: UInt64

    /// A generator whose whole future is fixed by `seed`.
    public init(seed: UInt64) {
        var sm = seed
        s0 = SeededRandom.splitMix(&sm)
        s1 = SeededRandom.splitMix(&sm)
        s2 = SeededRandom.splitMix(&sm)
        s3 = SeededRandom.splitMix(&sm)
    }

    /// A seed for the `index`-th independent stream derived from `seed` (one per simulated game,
    /// so results do not depend on how games are spread over workers).
    public static func derive(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        var sm = seed ^ (index &* 0xD1B5_4A32_D192_ED03)
        _ = splitMix(&sm)
        return splitMix(&sm)
    }

    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inlinable
    public mutating func next() -> UInt64 {
        let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = (s3 << 45) | (s3 >> 19)
        return result
    }

    /// A uniform integer in `0..<bound` (Lemire's method; `bound` must be positive).
    @inlinable
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        let b = UInt64(bound)
        var m = next().multipliedFullWidth(by: b)
        if m.low < b {
            let threshold = (0 &- b) % b
            while m.low < threshold { m = next().multipliedFullWidth(by: b) }
        }
        return Int(m.high)
    }

    /// A uniform double in `[0, 1)`.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// Fisher–Yates shuffle with this generator (the standard library's algorithm may change
    /// between releases; this one never does).
    public mutating func shuffle<T>(_ array: inout [T]) {
        // Through one buffer pointer: `swapAt` on the array checked uniqueness at every step.
        array.withUnsafeMutableBufferPointer { shuffle($0) }
    }

    /// Shuffles the elements of a buffer in place, with the same algorithm.
    @inline(__always)
    public mutating func shuffle<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
        var i = buffer.count - 1
        while i > 0 {
            let j = below(i + 1)
            // An unconditional swap (a place swapped with itself keeps its element): a test of
            // `i != j` was a branch no predictor can learn.
            let chosen = buffer[j]
            buffer[j] = buffer[i]
            buffer[i] = chosen
            i -= 1
        }
    }
}
