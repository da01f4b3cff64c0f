import ArgumentParser
import Foundation
import MemoryEngine
import MemoryScripting

/// A failure the user can act on: one clear line on stderr and a non-zero exit status.
struct Failure: Error, CustomStringConvertible {
    /// Exit statuses: 0 success, 1 problems found (check, simulate), nothing to resume or replay,
    /// or a file `memory new` would write already there (nothing is overwritten), 64 bad usage (an
    /// unknown id, a missing script named by an option or an id naming no installed package among
    /// them), 70 runtime failure.
    static let problemsFound: Int32 = 1
    static let usage: Int32 = 64
    static let runtime: Int32 = 70

    var message: String
    var status: Int32

    init(_ message: String, status: Int32 = Failure.runtime) {
        self.message = message
        self.status = status
    }

    /// Scripts named on the command line that cannot be used, said as `message` (by default the
    /// error's own lines): bad usage when no script was found under a name (an unknown id, a
    /// missing file), otherwise `status` (a script that exists but does not load).
    init(_ error: ScriptError, message: String? = nil, otherwise status: Int32 = Failure.runtime) {
        self.init(message ?? error.description, status: error.unresolved ? Failure.usage : status)
    }

    var description: String { message }

    /// No folder of scripts was found at all (the search path is empty): where to put them.
    static let noDecksFolder = Failure("no Decks folder was found: run memory from its repository, or set MEMORY_DECKS_PATH")

    /// Prints the message as `memory: message` and exits with the status.
    func exit() -> Never {
        Standard.error("memory: " + message)
        MemoryCommand.exit(withError: ExitCode(status))
    }
}

/// Writing to the standard streams (Glibc's `stdout` global is not concurrency-safe in Swift 6).
/// Text goes through `VisibleText`, so a script's error, a path or a name read from the database
/// never writes a control character to the user's terminal; JSON keeps its structure and has its
/// DEL and C1 characters escaped the JSON way.
enum Standard {
    static func output(_ text: String, terminator: String = "\n") {
        write(STDOUT_FILENO, VisibleText.of(text) + terminator)
    }

    static func error(_ text: String, terminator: String = "\n") {
        write(STDERR_FILENO, VisibleText.of(text) + terminator)
    }

    /// JSON on stdout: JSONEncoder escapes C0 controls itself; DEL and C1 are escaped here.
    static func json(_ text: String) {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                out.append(contentsOf: String(format: "\\u%04x", scalar.value).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        write(STDOUT_FILENO, String(out) + "\n")
    }

    /// The program's own terminal control (a progress line's carriage return and erase), written as is.
    static func control(_ text: String) {
        write(STDERR_FILENO, text)
    }

    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    private static func write(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return }
            bytes = bytes.dropFirst(n)
        }
    }
}

/// Runs a command body, turning a `Failure` into its message and exit status. Any other error
/// (a script's, the store's, the engine's) is a runtime failure reported the same way, as
/// `memory: …` with status 70, rather than ArgumentParser's `Error: …` with status 1, which
/// would read as "problems found". A `ValidationError` is left to ArgumentParser: bad usage, 64.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let failure as Failure {
        failure.exit()
    } catch let exit as ExitCode {
        throw exit
    } catch let usage as ValidationError {
        throw usage
    } catch {
        Failure("\(error)").exit()
    }
}
