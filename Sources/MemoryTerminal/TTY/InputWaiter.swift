import Dispatch
import Glibc

/// Waits for whichever comes first: bytes on stdin, a signal (SIGTERM, SIGHUP, SIGINT,
/// SIGWINCH), or a timeout. Signals are caught with dispatch sources that write the signal number
/// into a pipe, so the main loop handles them between frames like input.
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
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "memory.signals")

    init() {
        pipeFDs.withUnsafeMutableBufferPointer { _ = pipe($0.baseAddress!) }
        for fd in pipeFDs where fd >= 0 {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        let writeFD = pipeFDs[1]
        for sig in Self.signals {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            source.setEventHandler {
                var byte = UInt8(truncatingIfNeeded: sig)
                _ = write(writeFD, &byte, 1)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops catching signals (their default actions come back).
    func stop() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for sig in Self.signals { signal(sig, SIG_DFL) }
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
