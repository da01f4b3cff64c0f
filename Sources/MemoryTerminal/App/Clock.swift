import Glibc

/// A monotonic source of seconds (injectable so tests control time).
public protocol MonotonicClock: AnyObject {
    /// Seconds since an arbitrary fixed point; never goes back.
    func now() -> Double
}

/// The system's monotonic clock.
public final class SystemClock: MonotonicClock {
    public init() {}
    public func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// A clock that moves only when told to (for tests).
public final class ManualClock: MonotonicClock {
    public var time: Double
    public init(_ time: Double = 0) { self.time = time }
    public func now() -> Double { time }
    /// Moves time forward by `seconds`.
    public func advance(_ seconds: Double) { time += seconds }
}
