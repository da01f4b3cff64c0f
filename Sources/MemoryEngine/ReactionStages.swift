extension ScriptEvent {
    /// The events that call a hook of each script that has one, without their payloads (timers
    /// and actions call one script's own function).
    public enum Hooked: Int, CaseIterable, Sendable {
        case start, turned, matched, mismatched, turnEnded, finished, ended, turnStarted, hidden

        /// The case of `event`, or nil for timers and actions.
        @inlinable public init?(_ event: ScriptEvent) {
            switch event {
            case .start: self = .start
            case .turned: self = .turned
            case .matched: self = .matched
            case .mismatched: self = .mismatched
            case .turnEnded: self = .turnEnded
            case .finished: self = .finished
            case .ended: self = .ended
            case .turnStarted: self = .turnStarted
            case .hidden: self = .hidden
            case .timer, .action: return nil
            }
        }
    }
}

/// How many stages each event has in a game. A stage is a script of a stack that may ask for
/// something when the event happens (with the hooks before it that only give points): the
/// engine asks the rules about each stage in turn, and applies a stage's points and requests
/// before the next stage hears the event, so that each script sees the game as the scripts
/// before it left it. A lone script is one stage (``single``), asked once as always.
///
/// Read once, when the game begins (see ``Rules/stages``), and kept in the game: a stage count
/// is a load, not a call into the rules, at every event.
public struct ReactionStages: Sendable, Hashable {
    /// The count of each ``ScriptEvent/Hooked`` event, by its raw value (0 reads as 1).
    private var counts = SIMD16<UInt8>()

    /// One stage for every event.
    public static let single = ReactionStages()

    public init() {}

    /// The stages of `event` (1 for timers and actions, which call one script's own function).
    @inline(__always)
    public func count(of event: ScriptEvent.Hooked) -> Int { max(1, Int(counts[event.rawValue])) }

    /// Sets the stages of `event` (1 to 255: a stack has far fewer scripts).
    public mutating func set(_ count: Int, for event: ScriptEvent.Hooked) {
        counts[event.rawValue] = UInt8(clamping: max(1, count))
    }
}

/// Which stage of an event the rules are asked about (see ``ReactionStages``), and the points
/// the earlier stages of the same event gave (`e.points` starts from them).
public struct ReactionStage: Sendable, Hashable {
    /// 0 for the first stage.
    public var index: Int
    /// What the hooks of the earlier stages returned, together.
    public var points: Int

    public init(index: Int, points: Int) {
        self.index = index
        self.points = points
    }

    /// The first stage (the only one of a lone script).
    public static let first = ReactionStage(index: 0, points: 0)
}
