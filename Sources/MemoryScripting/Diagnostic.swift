/// One problem found in a script, printed like a compiler's: `path:line: error: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The script cannot be used.
        case error
        /// The script works, but probably not as its author meant (a misspelt field, say).
        case warning
        /// Not a problem: what the check did not do (a test file named among scripts is skipped).
        case note
    }

    /// Longest message kept; Lua's C-stack overflow messages run to kilobytes.
    public static let maximumMessageLength = 400

    public var path: String
    /// The script line, when known.
    public var line: Int?
    public var severity: Severity
    public var message: String

    /// A diagnostic; the message is cut to ``maximumMessageLength`` characters.
    public init(path: String, line: Int? = nil, severity: Severity = .error, message: String) {
        self.path = path
        self.line = line
        self.severity = severity
        self.message = Diagnostic.truncate(message)
    }

    public var description: String {
        let place = line.map { "\(path):\($0)" } ?? path
        return "\(place): \(severity.rawValue): \(message)"
    }

    static func truncate(_ text: String) -> String {
        let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard firstLine.count > maximumMessageLength else { return firstLine }
        return String(firstLine.prefix(maximumMessageLength)) + "… (message cut)"
    }
}

/// A script that cannot be used, with every problem found (errors first).
public struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]
    /// Whether no script was found under the name given (an unknown id, a missing file): the
    /// caller's mistake in naming it, rather than a script that exists but does not load.
    public var unresolved = false

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = [Diagnostic.Severity.error, .warning, .note].flatMap { severity in diagnostics.filter { $0.severity == severity } }
    }

    /// A single error.
    public init(path: String, line: Int? = nil, _ message: String) {
        self.init([Diagnostic(path: path, line: line, message: message)])
    }

    /// One line per diagnostic.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
