/// A param a script declares, `params = { lives = 3 }` or, with a kind and range,
/// `params = { lives = { default = 3, min = 1, max = 9, whole = true, doc = "…" } }`:
/// its default value, and the values `--set`, `--sweep` and a campaign level may give it.
public struct ParamDeclaration: Sendable, Hashable, CustomStringConvertible {
    /// The value the script's hooks read as `game.params.name` unless one is set.
    public var value: ScriptParameter
    /// The least and most value allowed (numbers only), nil for no bound.
    public var minimum: Double?
    public var maximum: Double?
    /// Whether only whole numbers are allowed.
    public var whole: Bool
    /// What the param does, for `memory list`.
    public var doc: String?

    public init(_ value: ScriptParameter, minimum: Double? = nil, maximum: Double? = nil, whole: Bool = false, doc: String? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.whole = whole
        self.doc = doc
    }

    /// What values it takes: "a whole number from 1 to 9", "a number of at least 0", "a number".
    public var kindText: String {
        let kind = whole ? "a whole number" : "a number"
        switch (minimum, maximum) {
        case let (low?, high?): return "\(kind) from \(Self.text(low)) to \(Self.text(high))"
        case let (low?, nil): return "\(kind) of at least \(Self.text(low))"
        case let (nil, high?): return "\(kind) of at most \(Self.text(high))"
        case (nil, nil): return kind
        }
    }

    /// Why `number` cannot be given to the param named `name`, or nil when it can.
    public func problem(giving number: Double, to name: String) -> String? {
        guard case .number = value else { return "parameter '\(name)' is \(value), not a number: only numbers can be set" }
        guard number.isFinite else { return "parameter '\(name)' = \(number) is not allowed: give a finite number" }
        let fits = (!whole || number == number.rounded()) && number >= (minimum ?? -.infinity) && number <= (maximum ?? .infinity)
        return fits ? nil : "parameter '\(name)' = \(Self.text(number)) is not allowed: it takes \(kindText)"
    }

    /// `3 (a whole number from 1 to 9): what it does`, as `memory list` shows it.
    public var description: String {
        var text = value.description
        if case .number = value, whole || minimum != nil || maximum != nil { text += " (\(kindText))" }
        if let doc { text += ": \(doc)" }
        return text
    }

    /// A number as a designer writes it: whole numbers without a decimal point.
    static func text(_ number: Double) -> String { ScriptParameter.number(number).description }
}
