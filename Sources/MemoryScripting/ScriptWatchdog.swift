import CLuaBridge
import Foundation
import MemoryEngine
import Synchronization

/// A wall-clock limit on script calls. A thread looks at every live Lua state a few times a
/// second. A call still running after ``timeout`` seconds is interrupted: it stops at its next
/// instruction-count check and fails like a call that ran out of its budget, with the script's
/// `file:line` (on a busy machine a loop can reach the time limit before the budget). A call
/// still running ``grace`` seconds after that is stuck where the count hook cannot reach it (C
/// code such as the pattern matcher), and it ends the process: the emergency handler runs (the
/// command line registers one that restores the terminal), then a message naming the script
/// and hook goes to stderr and the process exits with status 70.
///
/// The hot path costs two atomic increments per call: no clock is read while scripts run.
public final class ScriptWatchdog: Sendable {
    /// The watchdog every state uses unless told otherwise (5 seconds).
    public static let shared = ScriptWatchdog(timeout: 5, checkEvery: 0.25)
    /// The watchdog of a test file's state (60 seconds a call): a test's body is one call, and
    /// most of its time goes to the games it deals and plays through host functions (a hundred
    /// deals took 1.2 s, and 5 s on a loaded machine). The hooks of those games keep the
    /// 5-second limit, and Lua code in the test the instruction budget.
    static let tests = ScriptWatchdog(timeout: 60, checkEvery: 0.25)

    /// Exit status when a script had to be stopped this way.
    public static let exitStatus: Int32 = 70

    private static let emergency = Mutex<(@Sendable () -> Void)?>(nil)

    /// Sets the process-wide handler run before the process exits because a script hung (for
    /// example: put the terminal back in its normal mode). It runs on the watchdog's thread.
    public static func setEmergencyHandler(_ handler: (@Sendable () -> Void)?) {
        emergency.withLock { $0 = handler }
    }

    /// Seconds a single call may run.
    public let timeout: Double
    /// Seconds an interrupted call has to stop before the process ends: long enough for a
    /// starved thread on a loaded machine to reach its next count check.
    var grace: Double { max(timeout, 5) }
    private let expire: @Sendable (String, WatchedState) -> Void
    private let stuck: @Sendable (String) -> Void
    /// The live states, searched by identity: there are a few at a time (one per simulator
    /// worker), and a dictionary keyed by `ObjectIdentifier` would make the runtime look up
    /// `ObjectIdentifier: Hashable` at its first use, a scan of every conformance record in the
    /// binary (0.4 million instructions of each process's start-up).
    private let entries = Mutex<[Entry]>([])
    private let checkEvery: Double?
    private let started = Mutex(false)

    private struct Entry {
        let state: WatchedState
        var calls: UInt
        var since: Double
        /// Whether the running call was told to stop (at `since`).
        var interrupted = false
    }

    /// A watchdog that checks every `checkEvery` seconds on its own thread (nil: only when
    /// ``poll(now:)`` is called). A call past its time is handed to `expire` with the message
    /// (default: interrupt it); one still running ``grace`` seconds later to `stuck` (default:
    /// end the process).
    init(timeout: Double, checkEvery: Double?, expire: (@Sendable (String, WatchedState) -> Void)? = nil,
         stuck: (@Sendable (String) -> Void)? = nil) {
        self.timeout = timeout
        self.checkEvery = checkEvery
        self.expire = expire ?? { _, state in state.interrupt() }
        self.stuck = stuck ?? { message in ScriptWatchdog.terminate(message) }
    }

    /// A watchdog with its own checking thread, for callers that want a different time limit.
    public convenience init(timeout: Double) {
        self.init(timeout: timeout, checkEvery: max(0.01, min(0.25, timeout / 4)))
    }

    func watch(_ state: WatchedState) {
        entries.withLock { $0.append(Entry(state: state, calls: state.calls, since: 0)) }
        guard let interval = checkEvery, started.withLock({ let was = $0; $0 = true; return !was }) else { return }
        let running = PeriodicThread.start(every: interval) { [weak self] in
            guard let self else { return false }
            self.poll(now: ProcessInfo.processInfo.systemUptime)
            return true
        }
        // Without a thread, the next state to be watched tries again.
        if !running { started.withLock { $0 = false } }
    }

    func forget(_ state: WatchedState) {
        entries.withLock { $0.removeAll { $0.state === state } }
    }

    /// Looks at every state at time `now` (seconds, monotonic): a call seen running at an earlier
    /// look and still the same call now, `timeout` seconds later, has expired; still the same
    /// call ``grace`` seconds after it expired, it is stuck.
    func poll(now: Double) {
        let (expired, stuckCalls) = entries.withLock { entries in
            var expired: [(String, WatchedState)] = [], stuckCalls: [String] = []
            for i in entries.indices {
                var entry = entries[i]
                let calls = entry.state.calls
                if calls % 2 == 1 && calls == entry.calls {
                    if !entry.interrupted, now - entry.since >= timeout {
                        expired.append(("\(entry.state.currentLabel) did not return within \(timeout.formatted) seconds and was stopped", entry.state))
                        entry.interrupted = true
                        entry.since = now
                    } else if entry.interrupted, now - entry.since >= grace {
                        stuckCalls.append("\(entry.state.currentLabel) did not return within \(timeout.formatted) seconds and could not be stopped")
                        entry.since = .infinity
                    }
                } else {
                    entry.calls = calls
                    entry.since = now
                    entry.interrupted = false
                }
                entries[i] = entry
            }
            return (expired, stuckCalls)
        }
        for (message, state) in expired { expire(message, state) }
        for message in stuckCalls { stuck(message) }
    }

    private static func terminate(_ message: String) -> Never {
        emergency.withLock { $0 }?()
        FileHandle.standardError.write(Data(hungLine(message).utf8))
        exit(exitStatus)
    }

    /// The line printed when a script hangs: it names the script by its path, which may hold
    /// control characters, shown visibly (`VisibleText`).
    static func hungLine(_ message: String) -> String {
        "memory: error: a script hung: \(VisibleText.of(message, lineBreaks: false))\n"
    }
}

/// What the watchdog can see of one Lua state: its call counter (odd while a call runs) and
/// the names of its calls. Safe to use from any thread, also after its state was closed (a
/// handle kept by a timer or by the watchdog's handler then reads 0 calls and interrupts
/// nothing, rather than writing into freed memory).
final class WatchedState: @unchecked Sendable {
    /// The address of the state's host block; 0 once the state is closed (see ``close()``).
    private let address: Mutex<UInt>
    /// The names, and the number of each (a name asked for again gets its number: calls made
    /// every game, such as `match`, would otherwise grow the list without end).
    private let labels = Mutex<(names: [String], numbers: [String: Int32])>((["a script"], ["a script": 0]))

    init(host: UnsafeMutablePointer<mb_host>) { address = Mutex(UInt(bitPattern: host)) }

    /// `body` on the host block while the state is open (the lock keeps it from closing
    /// meanwhile), else `closed`.
    private func withHost<T: Sendable>(_ closed: T, _ body: (UnsafeMutablePointer<mb_host>) -> T) -> T {
        address.withLock { UnsafeMutablePointer<mb_host>(bitPattern: $0).map(body) ?? closed }
    }

    var calls: UInt { withHost(0) { UInt(mb_calls($0)) } }

    /// Registers a call's name, e.g. `Decks/rules/x.lua (on_match)`; returns its number.
    func addLabel(_ text: String) -> Int32 {
        labels.withLock { labels in
            if let number = labels.numbers[text] { return number }
            labels.names.append(text)
            let number = Int32(labels.names.count - 1)
            labels.numbers[text] = number
            return number
        }
    }

    /// How many names are registered (for the tests).
    var labelCount: Int { labels.withLock { $0.names.count } }

    var currentLabel: String {
        let id = withHost(0) { Int(mb_label($0)) }
        return labels.withLock { $0.names.indices.contains(id) ? $0.names[id] : $0.names[0] }
    }

    /// Makes the running call stop at its next instruction-count check.
    func interrupt() { withHost(()) { mb_interrupt($0) } }

    /// Called before the state is closed: from then on the handle touches nothing.
    func close() { address.withLock { $0 = 0 } }
}
