import ArgumentParser
import MemoryEngine
import MemoryScripting

/// `--sweep NAME=FROM:TO:STEP`: one simulation per value of an engine setting or a script's param.
struct Sweep: Equatable {
    /// The engine's settings a sweep can vary.
    enum Setting: String, CaseIterable {
        case reveal, timeLimit = "time-limit", players, group, peek

        /// Whether its values are whole numbers.
        var isWhole: Bool { self == .players || self == .group }
    }

    var name: String
    var values: [Double]
    /// The most configurations one sweep makes.
    static let maximumValues = 100

    /// Parses `NAME=FROM:TO:STEP`; the error says what is wrong with it.
    init(parsing text: String) throws(ValidationError) {
        let usage = "write --sweep name=from:to:step, e.g. --sweep reveal=0.5:2:0.5"
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { throw ValidationError("--sweep \(text) is not a sweep: \(usage).") }
        let range = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard range.count == 3 else { throw ValidationError("--sweep \(text): give from, to and step: \(usage).") }
        var numbers: [Double] = []
        for part in range {
            guard let n = Double(part), n.isFinite else {
                throw ValidationError("--sweep \(text): '\(part)' is not a number: \(usage).")
            }
            numbers.append(n)
        }
        let (from, to, step) = (numbers[0], numbers[1], numbers[2])
        guard step > 0 else { throw ValidationError("--sweep \(text): the step must be more than 0.") }
        guard from <= to else { throw ValidationError("--sweep \(text): from (\(range[0])) is more than to (\(range[1])): \(usage).") }
        let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
        guard count <= Sweep.maximumValues else {
            throw ValidationError("--sweep \(text) makes \(count) values: at most \(Sweep.maximumValues) are allowed; take a larger step.")
        }
        name = String(parts[0])
        // Each value computed from the start (not by adding steps), so 0.1 steps do not drift.
        values = (0..<count).map { from + Double($0) * step }
        if let setting, setting.isWhole, let fraction = values.first(where: { $0 != $0.rounded() }) {
            throw ValidationError("--sweep \(text): \(name) takes whole numbers, not \(fraction).")
        }
    }

    /// The engine setting swept, nil for a script's param.
    var setting: Setting? {
        Setting(rawValue: name == "time" || name == "timeLimit" ? "time-limit" : name)
    }

    /// Checks that the scripts declare the param swept (engine settings are always there) and
    /// that it takes every value of the sweep.
    func check(params: [String: ParamDeclaration]) throws(ValidationError) {
        guard setting == nil else { return }
        let engine = Setting.allCases.map(\.rawValue)
        guard let declared = params[name] else {
            let known = engine + params.keys.sorted()
            throw ValidationError("--sweep \(name): unknown parameter: sweep \(known.joined(separator: ", "))"
                                  + (params.isEmpty ? " (or a param an api = 2 script declares, params = { lives = 3 })" : "") + ".")
        }
        guard case .number = declared.value else {
            throw ValidationError("--sweep \(name): the param is \(declared.value), not a number: only numbers can be swept.")
        }
        for value in values {
            if let problem = declared.problem(giving: value, to: name) { throw ValidationError("--sweep \(name): \(problem).") }
        }
    }

    /// Sets the engine setting swept to `value` in `config` (players count every seat, the
    /// computer opponent's included). A time limit of 0 is none.
    func apply(_ value: Double, to config: inout GameConfig) {
        switch setting {
        case .reveal?: config.reveal = .seconds(value)
        case .timeLimit?: config.timeLimit = value > 0 ? value : nil
        case .players?: config.players = Int(value)
        case .group?: config.group = Int(value)
        case .peek?: config.peek = value
        case nil: break
        }
    }

    /// A value as the tables show it: whole numbers without a decimal point.
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
