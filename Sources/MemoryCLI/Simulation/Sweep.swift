import ArgumentParser
import MemoryEngine
import MemoryScripting

/// `--sweep NAME=FROM:TO:STEP`: one simulation per value of an engine setting or a script's
/// param; `--sweep NAME=A,B,C` for a list of values (words, true or false); `--sweep NAME` alone
/// for every choice of a param declared with `choices` (or false and true for a boolean).
struct Sweep: Equatable {
    /// The engine's settings a sweep can vary.
    enum Setting: String, CaseIterable {
        case reveal, timeLimit = "time-limit", players, group, peek

        /// Whether its values are whole numbers.
        var isWhole: Bool { self == .players || self == .group }
    }

    var name: String
    /// The values, in order; empty for every choice of the param (see ``values(params:)``).
    var given: [ScriptParameter]
    /// The most configurations one sweep makes.
    static let maximumValues = 100

    /// Parses `NAME=FROM:TO:STEP`, `NAME=A,B,C` or `NAME`; the error says what is wrong with it.
    init(parsing text: String) throws(ValidationError) {
        let usage = "write --sweep name=from:to:step, e.g. --sweep reveal=0.5:2:0.5, a list, --sweep shape=lagoon,reef, "
            + "or a param with choices alone, --sweep shape"
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts.isEmpty, !parts[0].isEmpty, !parts[0].contains(":"), !parts[0].contains(",") else {
            throw ValidationError("--sweep \(text) is not a sweep: \(usage).")
        }
        name = String(parts[0])
        guard parts.count == 2 else {
            given = []
            if setting != nil { throw ValidationError("--sweep \(text): give \(text)'s values, e.g. --sweep \(text)=1:3:1.") }
            return
        }
        if !parts[1].contains(":") {
            let items = parts[1].split(separator: ",", omittingEmptySubsequences: false)
            guard !items.contains(where: \.isEmpty) else { throw ValidationError("--sweep \(text) has an empty value: \(usage).") }
            guard items.count <= Sweep.maximumValues else {
                throw ValidationError("--sweep \(text) lists \(items.count) values: at most \(Sweep.maximumValues) are allowed.")
            }
            given = items.map(ScriptParameter.init(parsing:))
            if setting != nil {
                if let word = given.first(where: { !($0.numeric?.isFinite ?? false) }) {
                    throw ValidationError("--sweep \(text): \(name) takes numbers, not \(word.plainText).")
                }
                given = given.map { .number($0.numeric!) }
            }
            try checkWhole(text)
            return
        }
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
        // Each value computed from the start (not by adding steps), so 0.1 steps do not drift.
        given = (0..<count).map { .number(from + Double($0) * step) }
        try checkWhole(text)
    }

    /// Refuses a fraction for an engine setting that takes whole numbers.
    private func checkWhole(_ text: String) throws(ValidationError) {
        if let setting, setting.isWhole, let fraction = given.compactMap(\.number).first(where: { $0 != $0.rounded() }) {
            throw ValidationError("--sweep \(text): \(name) takes whole numbers, not \(fraction).")
        }
    }

    /// The values swept with the scripts' `params` (as ``check(params:)`` passed them): those
    /// given, fitted to the param's kind, or every choice of the param.
    func values(params: [String: ParamDeclaration]) -> [ScriptParameter] {
        guard setting == nil, let declared = params[name] else { return given }
        return given.isEmpty ? declared.everyValue ?? [] : given.map(declared.fitted)
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
        guard !given.isEmpty || declared.everyValue != nil else {
            throw ValidationError("--sweep \(name): the param is \(declared.value) and declares no choices: give its values, "
                                  + (declared.value.number != nil ? "e.g. --sweep \(name)=1:5:1." : "e.g. --sweep \(name)=a,b."))
        }
        for value in values(params: params) {
            if let problem = declared.problem(giving: value, to: name) { throw ValidationError("--sweep \(name): \(problem).") }
        }
    }

    /// Sets the engine setting swept to `value` in `config` (players count every seat, the
    /// computer opponent's included). A time limit of 0 is none.
    func apply(_ given: ScriptParameter, to config: inout GameConfig) {
        guard let value = given.number else { return }
        switch setting {
        case .reveal?: config.reveal = .seconds(value)
        case .timeLimit?: config.timeLimit = value > 0 ? value : nil
        case .players?: config.players = Int(value)
        case .group?: config.group = Int(value)
        case .peek?: config.peek = value
        case nil: break
        }
    }

    /// A value as the tables show it: whole numbers without a decimal point, words without quotes.
    static func text(_ value: ScriptParameter) -> String { value.plainText }

    /// A number as the tables show it: whole numbers without a decimal point.
    static func text(_ value: Double) -> String { value.formatted }
}
