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
    /// (clicks 1000, drags 1002, SGR format 1006), cleared.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[0m\u{1B}[2J"

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
    func suspend() {
        leave()
        kill(getpid(), SIGTSTP)
        tcgetattr(STDIN_FILENO, &saved)
        enter()
    }
}
