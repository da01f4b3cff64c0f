import CLua
import CLuaBridge
import MemoryEngine

/// A variant's field that takes a number or, in an `api = 2` script, the name of a declared param
/// in braces (`time_limit = "{seconds}"`, `stock = "{stock}"`): the param's value, its default
/// unless one is given (`--set`, `--sweep`, a campaign level's or a test's `params`), is the field's.
public struct ParamField: Sendable {
    /// The field's name in the script.
    public let name: String
    /// The values it takes.
    public let range: ClosedRange<Double>
    /// Whether it takes whole numbers only.
    public let whole: Bool
    /// What it takes, for messages: "a number of seconds above 0 and at most 86400".
    public let kind: String
    /// What a number of it counts, for messages: "seconds".
    let unit: String
    /// A param's name and default for the examples of messages.
    let example: (name: String, value: Int)

    /// `time_limit`: seconds of play.
    public static let timeLimit = ParamField(name: "time_limit", range: 0.001...86400, whole: false,
                                             kind: "a number of seconds above 0 and at most 86400", unit: "seconds", example: ("seconds", 60))
    /// `stock`: groups held off the board (see ``MemoryEngine/GameConfig/stock``).
    public static let stock = ParamField(name: "stock", range: 0...Double(GameConfig.maximumCards / 2), whole: true,
                                         kind: "a whole number of groups from 0 to \(GameConfig.maximumCards / 2)", unit: "groups", example: ("stock", 6))

    /// Whether the field takes `value`.
    public func takes(_ value: Double) -> Bool {
        value.isFinite && range.contains(value) && (!whole || value == value.rounded())
    }

    /// Why `value`, given to the param `param` the field names, is refused, or nil when it is taken.
    public func problem(giving value: ScriptParameter, to param: String) -> String? {
        if let number = value.number, takes(number) { return nil }
        return "parameter '\(param)' = \(value.plainText) is not allowed: it is the variant's \(name), \(kind)"
    }

    /// Reads the field: a number, or the name of a param in braces, which is returned with no
    /// number (its default is checked with the params: see ``value(of:params:_:)``). Nil for both
    /// when the field is not set or after an error.
    func read(_ fields: inout FieldChecker, vm: LuaVM) -> (number: Double?, param: String?) {
        guard fields.push(name) == LUA_TSTRING else {
            mb_pop(vm.L, 1)
            if whole { return (fields.integer(name, in: Int(range.lowerBound)...Int(range.upperBound)).map(Double.init), nil) }
            return (fields.number(name, in: range, unit: unit), nil)
        }
        let text = String(decoding: vm.string(at: -1).prefix(60), as: UTF8.self)
        mb_pop(vm.L, 1)
        guard text.count > 2, text.first == "{", text.last == "}" else {
            fields.error("\(name) = \"\(text)\" is not allowed: give a number of \(unit), or a param's name in braces (\"{\(example.name)}\")",
                         field: name)
            return (nil, nil)
        }
        return (nil, String(text.dropFirst().dropLast()))
    }

    /// The default of the param `param` that the field names, checked at the field's line: the
    /// param must be declared and its default a value the field takes. Nil after an error.
    func value(of param: String, params: [String: ParamDeclaration], _ fields: inout FieldChecker) -> Double? {
        guard let declared = params[param] else {
            let known = params.keys.sorted()
            fields.error("\(name) = \"{\(param)}\" names no param of this script: declare it (params = { \(param) = \(example.value) })"
                         + (known.isEmpty ? "" : "; it declares \(known.joined(separator: ", "))"), field: name)
            return nil
        }
        guard case let .number(value) = declared.value, takes(value) else {
            fields.error("\(name) = \"{\(param)}\": the param's default, \(declared.value), is not \(kind)", field: name)
            return nil
        }
        return value
    }
}
