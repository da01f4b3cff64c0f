/// Which versions a `requires` entry accepts: `*` (any), `1.2.3` (exactly), `>=1.2.0`, `>1.2.0`,
/// `<=2.0.0`, `<2.0.0`, `^1.2.0` (same major version, at least 1.2.0), `~1.2.0` (same minor, at
/// least 1.2.0), or several of these separated by spaces, all of which must hold
/// (`>=1.2.0 <3.0.0`).
public struct VersionRange: Sendable, Hashable, CustomStringConvertible {
    enum Comparator: Sendable, Hashable {
        case atLeast(SemanticVersion), above(SemanticVersion), atMost(SemanticVersion), below(SemanticVersion)

        func accepts(_ v: SemanticVersion) -> Bool {
            switch self {
            case let .atLeast(bound): return v >= bound
            case let .above(bound): return v > bound
            case let .atMost(bound): return v <= bound
            case let .below(bound): return v < bound
            }
        }
    }

    /// The text as written.
    public let text: String
    let comparators: [Comparator]

    /// Parses a range; nil when it is not one of the forms above.
    public init?(_ text: String) {
        var comparators: [Comparator] = []
        let terms = text.split(separator: " ")
        guard !terms.isEmpty else { return nil }
        for term in terms {
            guard let parsed = VersionRange.comparators(String(term)) else { return nil }
            comparators += parsed
        }
        self.text = text
        self.comparators = comparators
    }

    private static func comparators(_ term: String) -> [Comparator]? {
        if term == "*" { return [] }
        for (prefix, make) in [(">=", Comparator.atLeast), ("<=", Comparator.atMost), (">", Comparator.above), ("<", Comparator.below)]
            where term.hasPrefix(prefix) {
            return SemanticVersion(String(term.dropFirst(prefix.count))).map { [make($0)] }
        }
        if term.hasPrefix("^"), let v = SemanticVersion(String(term.dropFirst())) {
            return [.atLeast(v), .below(SemanticVersion(v.major + 1, 0, 0, prerelease: ["0"]))]
        }
        if term.hasPrefix("~"), let v = SemanticVersion(String(term.dropFirst())) {
            return [.atLeast(v), .below(SemanticVersion(v.major, v.minor + 1, 0, prerelease: ["0"]))]
        }
        return SemanticVersion(term).map { [.atLeast($0), .atMost($0)] }
    }

    /// Whether `version` is in the range.
    public func accepts(_ version: SemanticVersion) -> Bool {
        comparators.allSatisfy { $0.accepts(version) }
    }

    public var description: String { text }
}
