/// Mean, standard deviation, minimum and maximum of a metric, merged in a fixed order so that a
/// result never depends on how the work was split.
public struct Summary: Sendable, Hashable, Encodable {
    public private(set) var count = 0
    public private(set) var mean = 0.0
    private var m2 = 0.0
    public private(set) var min = Double.infinity
    public private(set) var max = -Double.infinity

    public init() {}

    /// The summary of `count` zeros.
    init(zeros count: Int) {
        guard count > 0 else { return }
        self.count = count
        (min, max) = (0, 0)
    }

    /// The sample standard deviation (0 for fewer than two values).
    public var stddev: Double { count > 1 ? (m2 / Double(count - 1)).squareRoot() : 0 }
    /// The standard error of the mean.
    public var standardError: Double { count > 0 ? stddev / Double(count).squareRoot() : 0 }

    /// Adds one value (Welford's update).
    public mutating func add(_ x: Double) {
        count += 1
        let delta = x - mean
        mean += delta / Double(count)
        m2 += delta * (x - mean)
        min = Swift.min(min, x)
        max = Swift.max(max, x)
    }

    /// Adds all the values summarised by `other` (Chan et al.'s parallel update).
    public mutating func merge(_ other: Summary) {
        guard other.count > 0 else { return }
        guard count > 0 else { self = other; return }
        let n = Double(count + other.count)
        let delta = other.mean - mean
        mean += delta * Double(other.count) / n
        m2 += other.m2 + delta * delta * Double(count) * Double(other.count) / n
        count += other.count
        min = Swift.min(min, other.min)
        max = Swift.max(max, other.max)
    }

    enum CodingKeys: String, CodingKey { case mean, stddev, min, max }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mean, forKey: .mean)
        try c.encode(stddev, forKey: .stddev)
        try c.encode(count > 0 ? min : 0, forKey: .min)
        try c.encode(count > 0 ? max : 0, forKey: .max)
    }

}

/// How often each whole value occurred (for histograms).
///
/// Values near the first one counted go to a dense array (a simulation adds two values a game,
/// and hashing them into a dictionary was a visible share of a simulated game); values far from
/// it go to a dictionary.
public struct Tally: Sendable, Hashable {
    private var base = 0
    private var dense: [Int] = []
    private var sparse: [Int: Int] = [:]
    /// Widest span of values kept densely.
    private static let denseLimit = 4096

    public init() {}

    /// Each value counted, with its count.
    public var counts: [Int: Int] {
        var all = sparse
        for (i, n) in dense.enumerated() where n > 0 { all[base + i, default: 0] += n }
        return all
    }

    /// The number of values counted.
    public var total: Int { counts.values.reduce(0, +) }

    /// The smallest value with at least `fraction` (0…1) of the values at or below it (the
    /// nearest-rank percentile: 0.5 is the median), nil when nothing was counted.
    public func percentile(_ fraction: Double) -> Int? {
        percentiles([fraction])[0]
    }

    /// ``percentile(_:)`` of each fraction, from one sort of the values.
    public func percentiles(_ fractions: [Double]) -> [Int?] {
        let sorted = counts.sorted { $0.key < $1.key }
        let total = sorted.reduce(0) { $0 + $1.value }
        guard total > 0 else { return fractions.map { _ in nil } }
        return fractions.map { fraction in
            let rank = max(1, Int((fraction * Double(total)).rounded(.up)))
            var seen = 0
            for (value, count) in sorted {
                seen += count
                if seen >= rank { return value }
            }
            return sorted.last?.key
        }
    }

    /// The common case, a value within the dense span, is counted inline; the rest (growing the
    /// span, the sparse table) is left out of line. (The simulator adds two values a game; the
    /// call and its prologue cost more than the count itself.)
    @inline(__always)
    public mutating func add(_ value: Int) {
        let (offset, overflow) = value.subtractingReportingOverflow(base)
        if !overflow && offset >= 0 && offset < dense.count {
            dense[offset] += 1
        } else {
            add(value, count: 1)
        }
    }

    public mutating func merge(_ other: Tally) {
        for (i, n) in other.dense.enumerated() where n > 0 { add(other.base + i, count: n) }
        for (value, n) in other.sparse { add(value, count: n) }
    }

    /// Counts `value` `count` times.
    mutating func add(_ value: Int, count: Int) {
        if dense.isEmpty { base = value }
        let (offset, overflow) = value.subtractingReportingOverflow(base)
        if !overflow && offset >= 0 && offset < dense.count {
            dense[offset] += count
        } else if !overflow && offset >= 0 && offset < Tally.denseLimit {
            dense.append(contentsOf: repeatElement(0, count: offset + 1 - dense.count))
            dense[offset] += count
        } else if !overflow && offset < 0 && offset > -Tally.denseLimit && dense.count - offset <= Tally.denseLimit {
            dense.insert(contentsOf: repeatElement(0, count: -offset), at: 0)
            base = value
            dense[0] += count
        } else {
            sparse[value, default: 0] += count
        }
    }

    public static func == (a: Tally, b: Tally) -> Bool { a.counts == b.counts }
    public func hash(into hasher: inout Hasher) { hasher.combine(counts) }
}
