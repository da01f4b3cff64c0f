import Glibc

/// A detached thread that calls `tick` every `interval` seconds for as long as it returns true:
/// the script watchdog's checking thread.
///
/// A plain POSIX thread rather than Foundation's `Thread`, because every Lua state starts the
/// watchdog and so every `memory check`, `play` and `simulate` would pay for Foundation's: its
/// set-up in the new thread allocates at once, which gives the thread a malloc arena of its own
/// (a 128 MiB reservation, trimmed, and its first pages faulted in), a noticeable part of a
/// short command's time. This thread allocates nothing before its first tick, which comes long
/// after a short command has ended.
enum PeriodicThread {
    private final class Schedule: Sendable {
        let interval: Double
        let tick: @Sendable () -> Bool
        init(interval: Double, tick: @escaping @Sendable () -> Bool) {
            self.interval = interval
            self.tick = tick
        }
    }

    /// Starts the thread; false if the system would not create it.
    static func start(every interval: Double, _ tick: @escaping @Sendable () -> Bool) -> Bool {
        let schedule = Unmanaged.passRetained(Schedule(interval: interval, tick: tick))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            let schedule = Unmanaged<Schedule>.fromOpaque(context!).takeRetainedValue()
            let seconds = schedule.interval.rounded(.down)
            var pause = timespec(tv_sec: Int(seconds), tv_nsec: Int((schedule.interval - seconds) * 1e9))
            repeat {
                nanosleep(&pause, nil)
            } while schedule.tick()
            return nil
        }, schedule.toOpaque())
        guard status == 0 else {
            schedule.release()
            return false
        }
        return true
    }
}
