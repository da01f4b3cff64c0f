import Glibc

// Process-wide state read by signal handlers: written only while no handler can run
// (before arming, after disarming), so plain globals are enough.
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var armed: Int32 = 0
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>? = nil
nonisolated(unsafe) private var restoreCount = 0
nonisolated(unsafe) private var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 32)

private func crashHandler(_ signal: Int32) {
    TerminalRestore.emergencyRestore()
    if signal >= 0 && signal < 32 {
        sigaction(signal, previousActions + Int(signal), nil)
    }
    raise(signal)
}

/// Gives the terminal back however the process ends.
///
/// While a game is on screen the restore bytes (end synchronized update, reset style, paste and mouse off,
/// cursor on, main screen) and the saved terminal mode are kept ready in memory, so that
/// ``emergencyRestore()`` needs only `write(2)` and `tcsetattr(3)`: it is async-signal-safe.
public enum TerminalRestore {
    /// Undoes everything ``Terminal`` set up, in reverse order.
    public static let sequence = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l"

    /// The signals that mean a crash (`fatalError` and failed preconditions end in one of them).
    static let crashSignals = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

    /// Restores the terminal if the game has it: safe to call from a signal handler, from another
    /// thread (a script watchdog) or more than once. Does nothing when the terminal is not ours.
    public static func emergencyRestore() {
        guard armed != 0 else { return }
        armed = 0
        if let bytes = restoreBytes { _ = write(STDOUT_FILENO, bytes, restoreCount) }
        var mode = savedTermios
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &mode)
    }

    /// Prepares the restore (the mode to return to) and installs the crash handlers, which chain
    /// to whatever handlers were there before.
    static func arm(saved mode: termios) {
        if restoreBytes == nil {
            let bytes = Array(sequence.utf8)
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            buffer.initialize(from: bytes, count: bytes.count)
            restoreBytes = buffer
            restoreCount = bytes.count
            var action = sigaction()
            action.__sigaction_handler.sa_handler = crashHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            for signal in crashSignals { sigaction(signal, &action, previousActions + Int(signal)) }
        }
        savedTermios = mode
        armed = 1
    }

    /// The terminal was restored the ordinary way.
    static func disarm() {
        armed = 0
    }
}
