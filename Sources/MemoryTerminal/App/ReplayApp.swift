import Foundation
import MemoryEngine

/// `memory replay`'s terminal loop: a finished game played back on the game's own screen, with
/// the replay's line at the bottom, to its game-over screen. Space or p pauses (at the end, plays
/// it again), → or . steps, + and - change the speed,
/// q, Esc or Ctrl-C leave; the terminal is given back on every way out.
public enum ReplayApp {
    /// Plays `actions` back on `playable` (freshly dealt) at `speed`; returns the exit status
    /// (0 after q, 130 after Ctrl-C, 128 + n after signal n).
    ///
    /// - Throws: ``TerminalError`` when stdin or stdout is not a terminal (nothing is written).
    public static func run(_ playable: PlayableGame, actions: [TimedAction], speed: Double = 1,
                           environment: [String: String] = ProcessInfo.processInfo.environment) throws -> ExitStatus {
        let hold = try TerminalHold()
        defer { hold.release() }
        let (terminal, clock, waiter) = (hold.terminal, hold.clock, hold.waiter)
        let colorMode = ColorMode.detect(environment: environment)
        var renderer = Renderer(colorMode: colorMode, graphics: .symbols)
        defer { terminal.write(renderer.release()) }
        let images = playable.hasImages && colorMode != .none ? ImageFaces(baseDirectory: playable.imageDirectory) : nil
        var decoder = InputDecoder()
        var size = terminal.size()
        var replay = ReplaySession(playable, actions: actions, speed: speed, now: clock.now())
        // Computed again only after a resize (a large board's layout is not free).
        var layout = GameScene.layout(for: playable, size: size)
        while true {
            let now = clock.now()
            replay.tick(now: now)
            terminal.write(renderer.render(frame(replay, layout: layout, size: size, now: now, images: images)))
            var events: [InputEvent] = []
            var timeout = replay.nextWake(after: now).map { max(0, $0 - clock.now()) }
            if decoder.hasPending { timeout = min(timeout ?? TerminalApp.escapeDelay, TerminalApp.escapeDelay) }
            switch waiter.wait(timeout: timeout) {
            case let .input(bytes): decoder.feed(bytes, into: &events)
            case .timeout: events = decoder.flush()
            case .endOfInput: return .success
            case .watched: break
            case let .signal(sig):
                guard sig == SIGWINCH else { return .signal(sig) }
                size = terminal.size()
                layout = GameScene.layout(for: playable, size: size)
                renderer.invalidate()
            }
            for case let .key(key) in events {
                if let status = handle(key, replay: &replay, now: clock.now()) { return status }
            }
        }
    }

    /// What a key does; the exit status when it leaves.
    static func handle(_ key: Key, replay: inout ReplaySession, now: Double) -> ExitStatus? {
        switch key {
        case .char("q"), .escape: return .success
        case .interrupt: return .interrupted
        case .char(" "), .char("p"), .enter: replay.togglePlaying(now: now)
        case .right, .char("."), .char("l"): replay.step(now: now)
        case .char("+"), .char("="), .up: replay.changeSpeed(by: 1, now: now)
        case .char("-"), .down: replay.changeSpeed(by: -1, now: now)
        default: break
        }
        return nil
    }

    /// The game's screen (its game-over screen at the end) with the replay's line over its last
    /// row, one column in as the game's own lines are.
    static func frame(_ replay: ReplaySession, layout: BoardLayout.Outcome, size: TerminalSize, now: Double,
                      images: ImageFaces?) -> Canvas {
        var canvas = Canvas(width: size.columns, height: size.rows)
        if var ending = replay.ending {
            ending.render(layout: layout, size: size, now: now, images: images, into: &canvas)
        } else {
            GameScene.render(replay.session, layout: layout, size: size, now: now, images: images, into: &canvas)
        }
        let y = size.rows - 1
        canvas.fill(x: 0, y: y, width: size.columns, height: 1)
        _ = canvas.text(" " + replay.statusLine(at: now, columns: size.columns - 1), x: 0, y: y, style: .plain, maxX: size.columns)
        return canvas
    }
}
