import Glibc

// The write end of the signal pipe, read by the handler: set before the handlers are installed
// and cleared after they are removed, so a plain global is enough.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// Writes the signal's number into the pipe: `write(2)` only, so it is async-signal-safe.
private func forwardSignal(_ signal: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipe, &byte, 1)
    errno = saved
}

/// Waits for whichever comes first: bytes on stdin, a signal (SIGTERM, SIGHUP, SIGINT,
/// SIGWINCH), or a timeout. A signal's handler writes its number into a pipe (the self-pipe
/// trick), so the main loop handles it between frames like input.
///
/// Handlers of our own rather than dispatch signal sources: on Linux libdispatch reads signals
/// through a `signalfd` while a no-op handler catches them in any thread that does not block
/// them, so a signal that reached such a thread first (the main thread, a script's watchdog) was
/// lost, and a SIGHUP or SIGTERM now and then left the game running. A handler runs in whichever
/// thread the signal reaches.
final class InputWaiter {
    enum Wake {
        case input([UInt8])
        case signal(Int32)
        case timeout
        /// stdin was closed or failed.
        case endOfInput
        /// The extra file descriptor given to ``wait(timeout:watching:)`` is readable.
        case watched
    }

    static let signals = [SIGTERM, SIGHUP, SIGINT, SIGWINCH]
    private var pipeFDs: [Int32] = [-1, -1]

    init() {
        pipeFDs.withUnsafeMutableBufferPointer { _ = pipe($0.baseAddress!) }
        for fd in pipeFDs where fd >= 0 {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        signalPipe = pipeFDs[1]
        var action = sigaction()
        action.__sigaction_handler.sa_handler = forwardSignal
        sigemptyset(&action.sa_mask)
        // Interrupted reads and writes go on; poll(2) returns early all the same.
        action.sa_flags = SA_RESTART
        for sig in Self.signals { sigaction(sig, &action, nil) }
    }

    /// Stops catching signals (their default actions come back).
    func stop() {
        for sig in Self.signals { signal(sig, SIG_DFL) }
        signalPipe = -1
        for fd in pipeFDs where fd >= 0 { close(fd) }
        pipeFDs = [-1, -1]
    }

    /// Waits at most `timeout` seconds (nil: until something happens), also for `extra` to be
    /// readable when it is a file descriptor (a ``FileWatcher``'s).
    func wait(timeout: Double?, watching extra: Int32 = -1) -> Wake {
        var fds = [pollfd(fd: pipeFDs[0], events: Int16(POLLIN), revents: 0),
                   pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: extra, events: Int16(POLLIN), revents: 0)]
        let ms = timeout.map { Int32(min(max(($0 * 1000).rounded(.up), 0), 60_000)) } ?? -1
        let n = poll(&fds, 3, ms)
        if n <= 0 { return .timeout }
        if fds[0].revents & Int16(POLLIN) != 0 {
            var byte: UInt8 = 0
            if read(pipeFDs[0], &byte, 1) == 1 { return .signal(Int32(byte)) }
        }
        if fds[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 { return .input(Array(buffer[0..<count])) }
            if count == 0 || (errno != EINTR && errno != EAGAIN) { return .endOfInput }
        }
        if fds[2].revents & Int16(POLLIN) != 0 { return .watched }
        return .timeout
    }
}
