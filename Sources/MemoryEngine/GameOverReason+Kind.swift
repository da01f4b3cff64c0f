extension GameOverReason {
    /// The ending in one word, as `game:result()` names it to scripts, `g:result()` to `memory
    /// test`'s tests, and the database keeps it: "cleared", "won", "ended", "lost", "time" or
    /// "stuck".
    public var kind: String {
        switch self {
        case .allMatched: return "cleared"
        case .timeUp: return "time"
        case .won: return "won"
        case .lost: return "lost"
        case .ended: return "ended"
        case .noMatchLeft: return "stuck"
        }
    }

    /// The reason a script gave with its win, loss or neutral end (perhaps empty); nil for the
    /// engine's endings.
    public var scriptReason: String? {
        switch self {
        case let .won(reason), let .lost(reason), let .ended(reason): return reason
        case .allMatched, .timeUp, .noMatchLeft: return nil
        }
    }

    /// The ending a ``kind`` and ``scriptReason`` name, or nil for a kind this memory does not know.
    public init?(kind: String, scriptReason: String?) {
        switch kind {
        case "cleared": self = .allMatched
        case "time": self = .timeUp
        case "won": self = .won(scriptReason ?? "")
        case "lost": self = .lost(scriptReason ?? "")
        case "ended": self = .ended(scriptReason ?? "")
        case "stuck": self = .noMatchLeft
        default: return nil
        }
    }

    /// The kinds in the order the statistics list them.
    public static let kinds = ["cleared", "won", "ended", "stuck", "lost", "time"]

    /// What a high-score entry says beside itself: its ending when that is not the usual one
    /// (every group found), then the lines scripts added to the game-over screen (Flawless's).
    /// The text is the scripts' own: callers make it visible (``VisibleText``).
    public static func remarks(_ ending: GameOverReason?, notes: [String]) -> [String] {
        guard let ending, ending != .allMatched else { return notes }
        return [ending.text] + notes
    }
}
