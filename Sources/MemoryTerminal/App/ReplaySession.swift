import MemoryEngine

/// A finished game played back from its action log: each action is applied at its own game
/// time, with replay time running at `speed` times wall time; the viewer pauses, steps and
/// changes speed, and at the end sees the game-over screen. It does no I/O; ``ReplayApp`` feeds
/// it keys and wall-clock times.
public struct ReplaySession {
    public private(set) var session: GameSession
    /// The game as dealt, before any action (watching again starts from it).
    private let start: PlayableGame
    /// The game-over screen, once every action is played back and the game is over.
    private(set) var ending: GameOverScene?
    let actions: [TimedAction]
    /// The next action to apply.
    public private(set) var next = 0
    public private(set) var isPlaying = true
    /// Replay seconds per wall second.
    public private(set) var speed: Double
    /// Replay time at wall time `wallAt`. It starts before the game's time 0 by ``leadIn``.
    private var replayTime = -ReplaySession.leadIn
    private var wallAt: Double

    /// Replay seconds the dealt board is shown before the game's time 0: a game's clock starts at
    /// its first card, so without it the first card would turn as the replay appears.
    public static let leadIn = 1.0

    /// The speeds `+` and `-` step through.
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8, 16]

    /// Starts `playable` (freshly dealt, no action applied) at wall time `now`.
    public init(_ playable: PlayableGame, actions: [TimedAction], speed: Double = 1, now: Double) {
        session = GameSession(playable, now: now)
        start = playable
        self.actions = actions
        self.speed = speed
        wallAt = now
    }

    /// Whether every action has been played back.
    public var isFinished: Bool { next == actions.count }

    /// How many actions there are.
    public var count: Int { actions.count }

    /// Replay time at wall time `now`.
    public func time(at now: Double) -> Double {
        isPlaying ? replayTime + (now - wallAt) * speed : replayTime
    }

    /// Applies every action due by wall time `now`; stops playing after the last one.
    public mutating func tick(now: Double) {
        guard isPlaying else { return }
        let t = time(at: now)
        while next < actions.count, actions[next].time <= t {
            session.replay(actions[next], at: now)
            next += 1
        }
        // The game's clock on the status line keeps the replay's time (the game's own once over).
        session.standClock(at: isFinished ? session.game.time : t, now: now)
        if isFinished {
            replayTime = actions.last?.time ?? 0
            wallAt = now
            isPlaying = false
        }
        showEnding(now: now)
    }

    /// The game-over screen, from `now`, once the last action has ended the game.
    private mutating func showEnding(now: Double) {
        guard ending == nil, isFinished, session.game.isOver else { return }
        ending = GameOverScene(playable: session.playable, report: nil, now: now, replayed: true)
    }

    /// Pauses, or plays on (from the start again once the replay is over).
    public mutating func togglePlaying(now: Double) {
        replayTime = time(at: now)
        wallAt = now
        if isFinished && !isPlaying {
            session = GameSession(start, now: now)
            next = 0
            replayTime = -Self.leadIn
            ending = nil
        }
        isPlaying.toggle()
    }

    /// Pauses and applies the next action at once.
    public mutating func step(now: Double) {
        isPlaying = false
        guard next < actions.count else { return }
        session.replay(actions[next], at: now)
        replayTime = actions[next].time
        wallAt = now
        next += 1
        showEnding(now: now)
    }

    /// The next faster (`by` 1) or slower (`by` −1) of ``speeds``.
    public mutating func changeSpeed(by steps: Int, now: Double) {
        replayTime = time(at: now)
        wallAt = now
        let i = Self.speeds.firstIndex(where: { $0 >= speed }) ?? Self.speeds.count - 1
        speed = Self.speeds[min(max(i + steps, 0), Self.speeds.count - 1)]
    }

    /// The next wall time at which something happens: the next action, the replay clock's next
    /// second (a long wait between two actions, such as a time limit running out, shows time
    /// passing), an animation frame.
    public func nextWake(after now: Double) -> Double? {
        var wake: [Double] = []
        if isPlaying, next < actions.count {
            let t = time(at: now)
            wake.append(now + max(0, (actions[next].time - t) / speed))
            wake.append(now + (t < 0 ? -t : 1 - t.truncatingRemainder(dividingBy: 1)) / speed)
        }
        if session.animations.isMoving(at: now) || ending?.isCelebrating(at: now) == true {
            wake.append(now + Animations.frameInterval)
        }
        return wake.min()
    }

    /// The replay's keys while it plays, and at its end.
    static let playingKeys = KeyHint("Space pause · → step · +/- speed · q quit", short: "Space pause · → step · ± speed · q quit",
                                     lastToGo: ["q quit"])
    static let endKeys = KeyHint("Space watch again · q quit", short: "Space again · q quit", lastToGo: ["q quit"])

    /// The replay's line: where it is, how fast, and as many of its keys as fit in `columns`
    /// (whole keys: on a narrow terminal the last ones give way, `q quit` last).
    public func statusLine(at now: Double, columns: Int = .max) -> String {
        let ended = isFinished && !isPlaying
        let state = ended ? "■ end" : isPlaying ? "▶ \(Self.speedText(speed))" : "❚❚ paused"
        let line = "Replay \(state) · action \(next)/\(actions.count) · \(Self.clock(time(at: now)))"
        let keys = (ended ? Self.endKeys : Self.playingKeys).text(fitting: columns - TextWidth.of(line) - TextWidth.of(KeyHint.separator))
        return keys.isEmpty ? line : line + KeyHint.separator + keys
    }

    static func speedText(_ speed: Double) -> String {
        (speed == speed.rounded() ? String(Int(speed)) : String(speed)) + "×"
    }

    static func clock(_ seconds: Double) -> String {
        let s = max(0, Int(seconds))
        return "\(s / 60):" + (s % 60 < 10 ? "0" : "") + String(s % 60)
    }
}
