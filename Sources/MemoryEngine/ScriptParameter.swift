/// The value of a param a script declares (`params = { lives = 3 }` in an `api = 2` script): a
/// number, a word or a boolean. What the engine needs of it is the value alone; scripts declare
/// and read it (MemoryScripting's `ParamDeclaration`).
public enum ScriptParameter: Sendable, Hashable, CustomStringConvertible, Codable {
    case number(Double)
    case text(String)
    case flag(Bool)

    public var description: String {
        switch self {
        case let .number(n): return n.formatted
        case let .text(t): return "\"\(t)\""
        case let .flag(b): return String(b)
        }
    }

    /// The value as a command line writes it (`--set shape=lagoon`): `true` or `false`, a number
    /// written as the game writes it back (`3`, `-2`, `0.5`), else the text as typed (`007`,
    /// `1e2`). A script's param declaration fits it to its kind (see ``numeric``): a param
    /// declared as a number reads `1e2` as 100, one declared as text gets `007` as typed.
    public init(parsing text: Substring) {
        if text == "true" || text == "false" {
            self = .flag(text == "true")
        } else if let number = Double(text), number.isFinite, ScriptParameter.number(number).description == text {
            self = .number(number)
        } else {
            self = .text(String(text))
        }
    }

    /// The number, if it is one.
    public var number: Double? {
        if case let .number(n) = self { n } else { nil }
    }

    /// The number, or the text read as a number (`1e2`, `007`, `1e400` as infinity), if it
    /// reads as one: what a setting or a param declared as a number takes from a command line.
    public var numeric: Double? {
        switch self {
        case let .number(n): n
        case let .text(t): Double(t)
        case .flag: nil
        }
    }

    /// What kind of value it is, for messages: "a number", "text", "true or false".
    public var kindName: String {
        switch self {
        case .number: "a number"
        case .text: "text"
        case .flag: "true or false"
        }
    }

    /// Reads what ``encode(to:)`` wrote (a number, as games saved before params took words
    /// wrote every value, reads as a number).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let flag = try? container.decode(Bool.self) {
            self = .flag(flag)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    /// As JSON writes it: a number, a string or a boolean.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(n): try container.encode(n)
        case let .text(t): try container.encode(t)
        case let .flag(b): try container.encode(b)
        }
    }

    /// The value as a sentence shows it: a string without its quotes.
    public var plainText: String {
        if case let .text(t) = self { return t }
        return description
    }
}

/// Values written as literals, as a script writes them: `["lives": 5, "shape": "reef"]`.
extension ScriptParameter: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral {
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .flag(value) }
}
