/// A front's hold on the terminal (raw mode, the alternate screen) with the clock and the input
/// waiter its loop runs on; ``release()`` gives the terminal back (call it in a `defer`).
struct TerminalHold {
    let terminal: Terminal
    let clock: SystemClock
    let waiter: InputWaiter

    /// Takes the terminal.
    ///
    /// - Throws: ``TerminalError`` when stdin or stdout is not a terminal (nothing is written).
    init() throws {
        terminal = try Terminal()
        clock = SystemClock()
        waiter = InputWaiter()
        terminal.enter()
    }

    func release() {
        terminal.leave()
        waiter.stop()
    }
}
