import MemoryEngine

/// A param a script declares, `params = { lives = 3 }` or, with a kind and range,
/// `params = { lives = { default = 3, min = 1, max = 9, whole = true, doc = "…" } }`, or with a
/// list of words, `shape = { default = "lagoon", choices = { "lagoon", "diamond", "reef" } }`:
/// its default value, and the values `--set`, `--sweep` and a campaign level may give it.
public struct ParamDeclaration: Sendable, Hashable, CustomStringConvertible {
    /// The value the script's hooks read as `game.params.name` unless one is set.
    public var value: ScriptParameter
    /// The least and most value allowed (numbers only), nil for no bound.
    public var minimum: Double?
    public var maximum: Double?
    /// Whether only whole numbers are allowed.
    public var whole: Bool
    /// The words a text param takes, in the declared order (nil: any text).
    public var choices: [String]?
    /// What the param does, for `memory list`.
    public var doc: String?

    public init(_ value: ScriptParameter, minimum: Double? = nil, maximum: Double? = nil, whole: Bool = false,
                choices: [String]? = nil, doc: String? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.whole = whole
        self.choices = choices
        self.doc = doc
    }

    /// What values it takes: "a whole number from 1 to 9", "a number of at least 0", "one of
    /// lagoon, diamond or reef", "true or false", "text".
    public var kindText: String {
        switch value {
        case .text: return choices.map { "one of " + Self.list($0) } ?? "text"
        case .flag: return "true or false"
        case .number: break
        }
        let kind = whole ? "a whole number" : "a number"
        switch (minimum, maximum) {
        case let (low?, high?): return "\(kind) from \(Self.text(low)) to \(Self.text(high))"
        case let (low?, nil): return "\(kind) of at least \(Self.text(low))"
        case let (nil, high?): return "\(kind) of at most \(Self.text(high))"
        case (nil, nil): return kind
        }
    }

    /// `given` as this param takes it: a number or `true`/`false` given to a text param is its
    /// text (`--set code=42` for a param declared as text), text that reads as a number given to
    /// a number param is that number (`--set lives=1e1`); anything else as given.
    public func fitted(_ given: ScriptParameter) -> ScriptParameter {
        switch (value, given) {
        case let (.text, .number(n)): return .text(ScriptParameter.number(n).description)
        case let (.text, .flag(b)): return .text(String(b))
        case (.number, .text): return given.numeric.map(ScriptParameter.number) ?? given
        default: return given
        }
    }

    /// Why `given` cannot be given to the param named `name`, or nil when it can.
    public func problem(giving given: ScriptParameter, to name: String) -> String? {
        switch (value, given) {
        case let (.number, .number(number)):
            guard number.isFinite else { return "parameter '\(name)' = \(number) is not allowed: give a finite number" }
            let fits = (!whole || number == number.rounded()) && number >= (minimum ?? -.infinity) && number <= (maximum ?? .infinity)
            return fits ? nil : "parameter '\(name)' = \(Self.text(number)) is not allowed: it takes \(kindText)"
        case let (.text, .text(word)):
            guard let choices, !choices.contains(word) else { return nil }
            // A choice typed in other capitals (`REEF` for `reef`) is named.
            let meant = choices.first { $0.lowercased() == word.lowercased() }.map { " (did you mean \($0)?)" } ?? ""
            return "parameter '\(name)' = \(word) is not allowed: it takes \(kindText)\(meant)"
        case (.flag, .flag):
            return nil
        default:
            return "parameter '\(name)' = \(given.plainText) is not allowed: it takes \(kindText), not \(given.kindName)"
        }
    }

    /// Every value a sweep of it tries when given no list: its choices, or false and true.
    public var everyValue: [ScriptParameter]? {
        switch value {
        case .text: return choices.map { $0.map(ScriptParameter.text) }
        case .flag: return [.flag(false), .flag(true)]
        case .number: return nil
        }
    }

    /// `3 (a whole number from 1 to 9): what it does`, as `memory list` shows it.
    public var description: String {
        var text = value.description
        switch value {
        case .number where whole || minimum != nil || maximum != nil: text += " (\(kindText))"
        case .text where choices != nil: text += " (\(kindText))"
        default: break
        }
        if let doc { text += ": \(doc)" }
        return text
    }

    /// A number as a designer writes it: whole numbers without a decimal point.
    static func text(_ number: Double) -> String { number.formatted }

    /// "a, b or c".
    static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
