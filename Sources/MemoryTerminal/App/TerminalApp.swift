import Foundation

/// The terminal front's entry point.
public enum TerminalApp {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
    static let escapeDelay = 0.03

    /// Runs the game in the terminal until the player quits, and gives the terminal back on every
    /// way out (a thrown error included). `graphics` is `--graphics` (nil: `$MEMORY_GRAPHICS`, else
    /// auto; see ``GraphicsDetection``). Returns the exit status: 0 after quitting, 130 after
    /// Ctrl-C, 128 + n after signal n (SIGTERM, SIGHUP, SIGINT). An unfinished game is handed to
    /// ``PlayHost/saveInProgress(_:)`` before leaving on Ctrl-C, `q` or a signal.
    ///
    /// - Throws: ``TerminalError`` when stdin or stdout is not a terminal (nothing is written).
    public static func run(host: PlayHost, start: StartMode,
                           environment: [String: String] = ProcessInfo.processInfo.environment,
                           graphics preference: GraphicsPreference? = nil) throws -> ExitStatus {
        let hold = try TerminalHold()
        defer { hold.release() }
        let (terminal, clock, waiter) = (hold.terminal, hold.clock, hold.waiter)
        let colorMode = ColorMode.detect(environment: environment)
        var decoder = InputDecoder()
        // Picture faces: symbols, sixel or kitty, from --graphics, $MEMORY_GRAPHICS, the
        // environment, and when those do not tell, the terminal's answers (keys typed meanwhile
        // are kept).
        var early: [InputEvent] = []
        var reportedCell: CellPixels?
        let graphics: GraphicsMode
        switch GraphicsDetection.decide(GraphicsPreference.resolve(flag: preference, environment: environment), environment: environment) {
        case let .mode(mode): graphics = mode
        case .ask:
            let answer = terminal.query(timeout: TerminalQuery.timeout)
            graphics = answer.mode
            reportedCell = answer.cellPixels
            decoder.feed(answer.input, into: &early)
        }
        func cellPixels() -> CellPixels { terminal.cellPixels() ?? reportedCell ?? .fallback }
        var renderer = Renderer(colorMode: colorMode, graphics: graphics)
        defer { terminal.write(renderer.release()) }
        let model = AppModel(host: host, start: start, size: terminal.size(), colorMode: colorMode, now: clock.now(),
                             graphics: graphics, cellPixels: cellPixels())
        // Created when the host watches the game's files (`--watch`).
        var watcher: FileWatcher?
        while true {
            let now = clock.now()
            let watched = model.watchedPaths
            if !watched.isEmpty && watcher == nil { watcher = FileWatcher() }
            watcher?.watch(watched)
            model.tick(now: now)
            terminal.write(renderer.render(model.render(now: now)))
            if model.takeBell() { terminal.write([0x07]) }
            var events: [InputEvent] = []
            if !early.isEmpty {
                swap(&events, &early)
            } else {
                var timeout = model.nextWake(after: now).map { max(0, $0 - clock.now()) }
                if decoder.hasPending { timeout = min(timeout ?? escapeDelay, escapeDelay) }
                switch waiter.wait(timeout: timeout, watching: watcher?.fd ?? -1) {
                case let .input(bytes): decoder.feed(bytes, into: &events)
                case .watched:
                    if watcher?.takeChanges() == true { model.filesChanged(now: clock.now()) }
                case .timeout: events = decoder.flush()
                case .endOfInput:
                    model.saveInProgress(now: clock.now())
                    return .success
                case let .signal(sig):
                    if sig == SIGWINCH {
                        model.size = terminal.size()
                        model.cellPixels = cellPixels()
                        renderer.invalidate()
                    } else {
                        model.saveInProgress(now: clock.now())
                        return .signal(sig)
                    }
                }
            }
            for event in events {
                switch model.handle(event, now: clock.now()) {
                case nil: continue
                case let .quit(status)?: return status
                case .suspend?:
                    let paused = model.pauseForSuspend(now: clock.now())
                    terminal.write(renderer.release())
                    terminal.suspend()
                    model.resumeAfterSuspend(paused: paused, now: clock.now())
                    model.size = terminal.size()
                    model.cellPixels = cellPixels()
                    renderer.invalidate()
                }
            }
        }
    }
}
