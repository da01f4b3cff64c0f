import Foundation
import MemoryEngine
import Glibc
import Synchronization

/// Where scripts' `print` and `log` lines go: a file (`--log FILE`) and, while a command
/// captures them (`memory test`, `memory check`), a list it shows inline. Never the terminal
/// during play. Every state writes here unless told otherwise.
///
/// Bounded: each line is cut at ``maximumLineBytes``; a log file takes at most ``maximumBytes``
/// (then one line says it is full and later lines are dropped); a capture keeps at most
/// ``maximumCapturedLines``. Control characters are shown visibly (see
/// `VisibleText`, line breaks included), so a line can go to a terminal as it is.
public final class ScriptLog: Sendable {
    /// The log every script writes to.
    public static let shared = ScriptLog()

    /// Longest line kept, in bytes (longer ones are cut and end with "…").
    public static let maximumLineBytes = 1_000
    /// Most bytes written to a log file in one run (1 MiB).
    public static let maximumBytes = 1 << 20
    /// Most lines one capture keeps.
    public static let maximumCapturedLines = 200

    private struct State {
        var file: FileHandle?
        var written = 0
        var full = false
        /// The lines captured by each thread that is capturing (by its pthread id), and how many
        /// were past the bound. A list: a few threads capture at once, and a dictionary keyed by
        /// thread id cost a search of the program's conformances at every start.
        var captures: [(thread: UInt, lines: [String], dropped: Int)] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Sends the log to the file at `path` (created or emptied); throws when it cannot be opened.
    public func open(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw ScriptLogError(message: "cannot write the log file \(path)")
        }
        state.withLock { $0.file = handle; $0.written = 0; $0.full = false }
    }

    /// Writes one line (a script's `print`), sanitised and cut to the bounds.
    public func write(_ line: String) {
        // Nothing to do (the usual case in play and simulation): skip the sanitising.
        guard state.withLock({ $0.file != nil && !$0.full || !$0.captures.isEmpty }) else { return }
        var text = VisibleText.of(line, lineBreaks: false)
        if text.utf8.count > ScriptLog.maximumLineBytes {
            text = String(decoding: text.utf8.prefix(ScriptLog.maximumLineBytes), as: UTF8.self) + "…"
        }
        state.withLock { s in
            if let c = s.captures.lastIndex(where: { $0.thread == ScriptLog.thread }) {
                if s.captures[c].lines.count < ScriptLog.maximumCapturedLines { s.captures[c].lines.append(text) } else { s.captures[c].dropped += 1 }
            }
            guard let file = s.file, !s.full else { return }
            let bytes = Data((text + "\n").utf8)
            if s.written + bytes.count > ScriptLog.maximumBytes {
                s.full = true
                file.write(Data("… the log is full (\(ScriptLog.maximumBytes) bytes); later lines were dropped\n".utf8))
                return
            }
            s.written += bytes.count
            file.write(bytes)
        }
    }

    /// Runs `body`, keeping the lines scripts write meanwhile on this thread (they still go to
    /// the file too); returns its result and the lines (with a last line counting those past the
    /// bound).
    public func capturing<T>(_ body: () throws -> T) rethrows -> (T, lines: [String]) {
        let thread = ScriptLog.thread
        state.withLock { $0.captures.append((thread, [], 0)) }
        let result = try body()
        let lines = state.withLock { s -> [String] in
            guard let c = s.captures.lastIndex(where: { $0.thread == thread }) else { return [] }
            let capture = s.captures.remove(at: c)
            return capture.lines + (capture.dropped > 0 ? ["… \(capture.dropped) more lines (see --log FILE)"] : [])
        }
        return (result, lines)
    }

    /// The calling thread's id.
    private static var thread: UInt { UInt(pthread_self()) }
}

/// A log file that cannot be opened.
public struct ScriptLogError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
