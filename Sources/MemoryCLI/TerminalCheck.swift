import Foundation

/// The game draws in a terminal and reads keys from one: checked before anything else is done
/// for a game (opening the score database, replaying a saved game), so that a run with its
/// output redirected prints one clear line, not the database's complaints first.
enum TerminalCheck {
    /// Fails when stdout or stdin is not a terminal (the same words the terminal front uses).
    static func require() throws {
        guard isatty(STDOUT_FILENO) == 1 else {
            throw Failure("standard output is not a terminal: the game needs a terminal to draw in (use `memory simulate` for headless play)")
        }
        guard isatty(STDIN_FILENO) == 1 else {
            throw Failure("standard input is not a terminal: the game reads keys from a terminal")
        }
    }
}
