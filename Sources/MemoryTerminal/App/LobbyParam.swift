import MemoryEngine

/// A param a rules or variant script declares (`params = { lives = 3 }`), as the lobby offers it:
/// one row under the variants whose value ←→ change, as `--set NAME=VALUE` would.
public struct LobbyParam: Sendable, Hashable {
    public var name: String
    /// The value the scripts read unless one is set.
    public var defaultValue: ScriptParameter
    /// The least and most value allowed (numbers only), nil for no bound.
    public var minimum: Double?
    public var maximum: Double?
    /// Whether only whole numbers are allowed.
    public var whole: Bool
    /// The words a text param takes, in the declared order (nil: any text).
    public var choices: [String]?
    /// What the param does, and what values it takes ("a whole number from 1 to 9").
    public var doc: String?
    public var kind: String

    public init(name: String, defaultValue: ScriptParameter, minimum: Double? = nil, maximum: Double? = nil,
                whole: Bool = false, choices: [String]? = nil, doc: String? = nil, kind: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.maximum = maximum
        self.whole = whole
        self.choices = choices
        self.doc = doc
        self.kind = kind
    }

    /// How far one ←→ step moves a number: 1 for a whole number, else 0.5, or a tenth of a
    /// range narrower than 5.
    var step: Double {
        if whole { return 1 }
        if let low = minimum, let high = maximum, high - low < 5 { return 0.1 }
        return 0.5
    }

    /// `value` moved one step in the direction of `delta`: a number by ``step`` within its bounds
    /// (from a value off the step's grid, to the next one on it), a choice to the next (round),
    /// true and false to each other; free text stays (the lobby cannot type it).
    func stepped(_ value: ScriptParameter, by delta: Int) -> ScriptParameter {
        switch value {
        case let .number(n):
            // Snapped to the nearest step first: 0.6 / 0.1 is 5.999999999999999 in binary.
            let units = n / step, nearest = units.rounded()
            let onGrid = (abs(units - nearest) < 1e-6 ? nearest : units.rounded(delta > 0 ? .down : .up)) * step
            var next = onGrid + Double(delta.signum()) * step
            // Tenths kept as typed (0.1 + 0.2 is not 0.3 in binary).
            next = (next * 1e6).rounded() / 1e6
            if let low = minimum { next = max(next, low) }
            if let high = maximum { next = min(next, high) }
            return .number(next)
        case let .text(word):
            guard let choices, !choices.isEmpty else { return value }
            let at = choices.firstIndex(of: word) ?? 0
            return .text(choices[((at + delta) % choices.count + choices.count) % choices.count])
        case let .flag(on):
            return .flag(!on)
        }
    }

    /// Whether the lobby can change it (free text it cannot).
    var changeable: Bool {
        if case .text = defaultValue { return !(choices ?? []).isEmpty }
        return true
    }
}
