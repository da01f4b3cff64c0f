import CLua
import MemoryEngine
import CLuaBridge

/// Reads the `params` of an `api = 2` rules or variant table. A param is a plain value,
/// `lives = 3` (a number, string or boolean, any value of its kind allowed), or a declaration,
/// `lives = { default = 3, min = 1, max = 9, whole = true, doc = "…" }` or, for words,
/// `shape = { default = "lagoon", choices = { "lagoon", "diamond", "reef" } }`. A declaration's
/// entry in the table is replaced by its default, so that hooks read `game.params.lives` as a
/// value either way.
enum ParamReader {
    /// The fields a declaration may have.
    static let declarationFields = ["default", "min", "max", "whole", "choices", "doc"]

    static func read(_ fields: inout FieldChecker, vm: LuaVM) -> [String: ParamDeclaration] {
        let L = vm.L
        let type = fields.push("params")
        defer { mb_pop(L, 1) }
        var params: [String: ParamDeclaration] = [:]
        guard type != LUA_TNIL else { return params }
        guard type == LUA_TTABLE else {
            fields.error("params must be a table such as { lives = 3 }, not \(vm.describe(at: -1))", field: "params")
            return params
        }
        let table = lua_absindex(L, -1)
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            defer { mb_pop(L, 1) }
            guard lua_type(L, -2) == LUA_TSTRING else {
                fields.error("params are named: params = { lives = 3 }, not [\(vm.describe(at: -2))]", field: "params")
                continue
            }
            let name = String(decoding: vm.string(at: -2), as: UTF8.self)
            switch lua_type(L, -1) {
            case LUA_TNUMBER, LUA_TSTRING, LUA_TBOOLEAN:
                params[name] = ScriptParameter.read(at: -1, vm: vm).map { ParamDeclaration($0) }
            case LUA_TTABLE:
                guard let declaration = declaration(named: name, at: -1, in: &fields, vm: vm) else { continue }
                params[name] = declaration
                // Replacing the value of a key being traversed is allowed by lua_next.
                lua_pushvalue(L, -2)
                vm.push("default")
                lua_rawget(L, -3)
                lua_rawset(L, table)
            default:
                fields.error("params.\(name) must be a number, a string, a boolean or a table { default = 3, min = 0, max = 9 }, "
                             + "not \(vm.describe(at: -1))", field: name)
            }
        }
        return params
    }

    /// The declaration `{ default = …, min = …, max = …, whole = …, choices = …, doc = … }` at `index`, or
    /// nil after recording what is wrong with it at the line where `name` is set.
    private static func declaration(named name: String, at index: Int32, in fields: inout FieldChecker, vm: LuaVM) -> ParamDeclaration? {
        var table = FieldChecker(vm: vm, table: index, path: fields.path, line: fields.line(of: name), subject: "params.\(name)")
        defer {
            // The checker's own messages (`doc must be a string`) name the field alone.
            for d in table.diagnostics {
                let message = d.message.hasPrefix("params.") ? d.message : "params.\(name).\(d.message)"
                fields.add(Diagnostic(path: d.path, line: d.line, severity: .error, message: message), field: name)
            }
        }
        let value: ScriptParameter?
        if table.push("default") == LUA_TNIL {
            value = nil
            table.error("params.\(name) needs a default: { default = 3, min = 0, max = 9 }")
        } else if let read = ScriptParameter.read(at: -1, vm: vm) {
            value = read
        } else {
            value = nil
            table.error("params.\(name).default must be a number, a string or a boolean, not \(vm.describe(at: -1))", field: "default")
        }
        mb_pop(vm.L, 1)
        let minimum = bound("min", of: name, in: &table)
        let maximum = bound("max", of: name, in: &table)
        let whole = table.boolean("whole") ?? false
        let choices = table.words("choices", example: "{ \"lagoon\", \"reef\" }", maximumCount: 32, maximumBytes: 40)
        let doc = table.string("doc", maximumBytes: 200)
        for field in table.unreadFields() {
            let hint = FieldChecker.closest(to: field, in: Set(declarationFields)).map { "; did you mean '\($0)'?" } ?? ""
            table.error("params.\(name) has an unknown field '\(field)' (a param declares \(declarationFields.joined(separator: ", ")))\(hint)",
                        field: field)
        }
        guard let value, !table.hasErrors else { return nil }
        let declaration = ParamDeclaration(value, minimum: minimum, maximum: maximum, whole: whole,
                                           choices: choices.isEmpty ? nil : choices, doc: doc)
        if !choices.isEmpty {
            guard case let .text(word) = value else {
                table.error("params.\(name) has choices, so its default must be one of them (a string), not \(value)", field: "default")
                return nil
            }
            guard choices.contains(word) else {
                table.error("params.\(name).default \"\(word)\" is not one of its choices (\(ParamDeclaration.list(choices)))", field: "default")
                return nil
            }
        }
        guard case let .number(number) = value else {
            if minimum != nil || maximum != nil || whole {
                table.error("params.\(name) is \(value), not a number: min, max and whole apply to numbers only", field: "default")
                return nil
            }
            return declaration
        }
        if let minimum, let maximum, minimum > maximum {
            table.error("params.\(name): min (\(ParamDeclaration.text(minimum))) is more than max (\(ParamDeclaration.text(maximum)))", field: "min")
            return nil
        }
        if let problem = declaration.problem(giving: .number(number), to: name) {
            table.error("params.\(name).default: \(problem)", field: "default")
            return nil
        }
        return declaration
    }

    /// The finite number of field `field` (`min` or `max`) of a declaration, if set.
    private static func bound(_ field: String, of name: String, in table: inout FieldChecker) -> Double? {
        let type = table.push(field)
        defer { mb_pop(table.vm.L, 1) }
        guard type != LUA_TNIL else { return nil }
        let number = lua_tonumberx(table.vm.L, -1, nil)
        guard type == LUA_TNUMBER, number.isFinite else {
            table.error("params.\(name).\(field) must be a finite number, not \(table.vm.describe(at: -1))", field: field)
            return nil
        }
        return number
    }
}
