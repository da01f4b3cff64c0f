/// How ``TerminalApp/run(host:start:environment:)`` begins.
public enum StartMode {
    /// The lobby, with these choices preselected (from command-line flags).
    case lobby(GameSetup)
    /// Straight into a game (`--deck`, `--rules` and `--grid` given together); the lobby opens
    /// instead, with the error shown, if the game cannot be dealt.
    case play(GameSetup)
    /// A saved game, replayed to where it was left.
    case resume(PlayableGame)
}

/// How the game ended, as a process exit status.
public struct ExitStatus: Sendable, Hashable {
    public var code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The player quit.
    public static let success = ExitStatus(code: 0)
    /// Ctrl-C: 128 + SIGINT, as a shell reports it.
    public static let interrupted = ExitStatus(code: 130)
    /// A signal ended the game: 128 + its number.
    public static func signal(_ number: Int32) -> ExitStatus { ExitStatus(code: 128 + number) }
}
