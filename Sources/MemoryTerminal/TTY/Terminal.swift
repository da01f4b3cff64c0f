import Glibc

/// Why the game cannot take the terminal.
public struct TerminalError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

/// The controlling terminal: raw mode, alternate screen, hidden cursor, mouse reports, size, and
/// one `write(2)` per frame.
final class Terminal {
    private var saved = termios()
    private(set) var isActive = false

    /// The sequence that takes the screen: alternate screen, cursor hidden, mouse reports
    /// (clicks 1000, drags 1002, SGR format 1006), bracketed paste (2004: a paste is not read
    /// as keys), cleared.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[0m\u{1B}[2J"

    /// Fails with a clear message when `input` (stdin) or `output` (stdout) is not a terminal.
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws(TerminalError) {
        guard isatty(output) == 1 else {
            throw TerminalError(description: "standard output is not a terminal: the game needs a terminal to draw in (use `memory simulate` for headless play)")
        }
        guard isatty(input) == 1 else {
            throw TerminalError(description: "standard input is not a terminal: the game reads keys from a terminal")
        }
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
            throw TerminalError(description: "cannot read the terminal's settings (\(String(cString: strerror(errno))))")
        }
    }

    /// Raw mode (no echo, no line editing, no signals from keys: Ctrl-C and Ctrl-Z come as bytes),
    /// then the alternate screen.
    func enter() {
        TerminalRestore.arm(saved: saved)
        var raw = saved
        cfmakeraw(&raw)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        write(Array(Self.enterSequence.utf8))
        isActive = true
    }

    /// Back to the main screen and the saved mode.
    func leave() {
        guard isActive else { return }
        write(Array(TerminalRestore.sequence.utf8))
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        TerminalRestore.disarm()
        isActive = false
    }

    /// The size in cells (80×24 if the terminal does not say).
    func size() -> TerminalSize {
        var ws = winsize()
        if ioctl(STDIN_FILENO, UInt(TIOCGWINSZ), &ws) == 0 || ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0,
           ws.ws_col > 0, ws.ws_row > 0 {
            return TerminalSize(columns: Int(ws.ws_col), rows: Int(ws.ws_row))
        }
        return TerminalSize(columns: 80, rows: 24)
    }

    /// The size of a cell in pixels, if the terminal reports its size in pixels.
    func cellPixels() -> CellPixels? {
        var ws = winsize()
        guard ioctl(STDIN_FILENO, UInt(TIOCGWINSZ), &ws) == 0 || ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &ws) == 0,
              ws.ws_col > 0, ws.ws_row > 0, ws.ws_xpixel >= ws.ws_col, ws.ws_ypixel >= ws.ws_row else { return nil }
        return CellPixels(width: Int(ws.ws_xpixel) / Int(ws.ws_col), height: Int(ws.ws_ypixel) / Int(ws.ws_row))
    }

    /// Asks the terminal what it can draw (``TerminalQuery``) and waits at most `timeout` seconds
    /// for the answers; call in raw mode.
    func query(timeout: Double) -> TerminalQuery.Answer {
        var answer = TerminalQuery.Answer()
        write(TerminalQuery.request)
        var clock = timespec()
        func now() -> Double {
            clock_gettime(CLOCK_MONOTONIC, &clock)
            return Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        }
        let deadline = now() + timeout
        var rest: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !answer.isComplete {
            let left = deadline - now()
            if left <= 0 { break }
            var fd = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let n = poll(&fd, 1, Int32((left * 1000).rounded(.up)))
            if n < 0 && errno == EINTR { continue }
            guard n > 0, fd.revents & Int16(POLLIN) != 0 else { break }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            rest = TerminalQuery.parse(rest + buffer[0..<count], into: &answer)
        }
        answer.input += rest
        return answer
    }

    /// Writes all of `bytes` (retrying short writes and interruptions).
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 { offset += n } else if n < 0 && (errno == EINTR || errno == EAGAIN) { continue } else { return }
            }
        }
    }

    /// Suspends the process like Ctrl-Z in a shell: gives the terminal back, stops, and takes it
    /// again when resumed with `fg`.
    ///
    /// SIGTSTP is unblocked (and its default action restored) for the moment of the stop: a
    /// process can inherit it blocked (a test runner's threads block most signals, and tmux and
    /// shells pass the mask on), and a blocked SIGTSTP would leave the game running with the
    /// terminal given back.
    func suspend() {
        leave()
        signal(SIGTSTP, SIG_DFL)
        var stop = sigset_t(), previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
        kill(getpid(), SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        tcgetattr(STDIN_FILENO, &saved)
        enter()
    }
}
