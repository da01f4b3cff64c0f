import CLua
import MemoryEngine
import CLuaBridge
import MemoryPackages

/// Reads the fields of a table a script handed to a constructor, with raw access only (no
/// metamethod runs), and records a diagnostic for each mistake: at the line where the field
/// concerned is set (see ``FieldLines``), else at the constructor's line.
struct FieldChecker {
    let vm: LuaVM
    /// Absolute stack index of the table.
    let table: Int32
    let path: String
    let line: Int?
    /// What is being checked, e.g. `deck`, for messages.
    let subject: String
    /// Where each field is written when the table is an entry of a written list (see
    /// ``ListEntryLines``): a field not among them is at ``line``, the entry's own.
    let fieldLines: [String: Int]?
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    init(vm: LuaVM, table: Int32, path: String, line: Int?, subject: String, fieldLines: [String: Int]? = nil) {
        self.vm = vm
        self.table = lua_absindex(vm.L, table)
        self.path = path
        self.line = line
        self.subject = subject
        self.fieldLines = fieldLines
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Records an error about `field` (nil: about the whole table).
    mutating func error(_ message: String, field: String? = nil) {
        diagnostics.append(Diagnostic(path: path, line: line(of: field), severity: .error, message: message))
    }

    /// Records a warning about `field` (nil: about the whole table).
    mutating func warning(_ message: String, field: String? = nil) {
        diagnostics.append(Diagnostic(path: path, line: line(of: field), severity: .warning, message: message))
    }

    /// A diagnostic found by a reader of `field`'s value, with its own line when it has one.
    mutating func add(_ diagnostic: Diagnostic, field: String) {
        diagnostics.append(diagnostic.line == nil ? Diagnostic(path: path, line: line(of: field), severity: diagnostic.severity,
                                                               message: diagnostic.message) : diagnostic)
    }

    /// The line where `field` is set in the script being loaded, else the constructor's (the
    /// entry's, for an entry of a written list).
    func line(of field: String?) -> Int? {
        if let fieldLines { return field.flatMap { fieldLines[$0] } ?? line }
        guard let field, let source = vm.loading?.source else { return line }
        return FieldLines(source: source, from: line).line(of: field) ?? line
    }

    /// Pushes the raw value of field `name`, returns its Lua type (the caller pops).
    mutating func push(_ name: String) -> Int32 {
        seen.insert(name)
        vm.push(name)
        return lua_rawget(vm.L, table)
    }

    mutating func string(_ name: String, required: Bool = false, maximumBytes: Int = 200) -> String? {
        let type = push(name)
        defer { mb_pop(vm.L, 1) }
        switch type {
        case LUA_TNIL:
            if required { error("\(subject) needs a \(name) (a string)") }
            return nil
        case LUA_TSTRING:
            switch TextCheck.check(vm.string(at: -1), maximumBytes: maximumBytes) {
            case let .success(text): return text
            case let .failure(problem): error("\(name) \(problem)", field: name); return nil
            }
        default:
            error("\(name) must be a string, not \(vm.describe(at: -1))", field: name)
            return nil
        }
    }

    /// A table of ids to version ranges, `{ birds = ">=1.0.0" }`; each range is checked.
    mutating func requirements(_ name: String) -> [String: String] {
        let type = push(name)
        defer { mb_pop(vm.L, 1) }
        guard type != LUA_TNIL else { return [:] }
        guard type == LUA_TTABLE else {
            error("\(name) must be a table of ids and version ranges, e.g. { birds = \">=1.0.0\" }, not \(vm.describe(at: -1))")
            return [:]
        }
        var found: [String: String] = [:]
        lua_pushnil(vm.L)
        while lua_next(vm.L, -2) != 0 {
            defer { mb_pop(vm.L, 1) }
            guard lua_type(vm.L, -2) == LUA_TSTRING, lua_type(vm.L, -1) == LUA_TSTRING,
                  case let .success(id) = TextCheck.check(vm.string(at: -2), maximumBytes: 64),
                  case let .success(range) = TextCheck.check(vm.string(at: -1), maximumBytes: 80) else {
                error("\(name) must map ids to version ranges, e.g. { birds = \">=1.0.0\" }")
                continue
            }
            guard VersionRange(range) != nil else {
                error("\(name).\(id) = \"\(range)\" is not a version range (e.g. \">=1.0.0\", \"^1.2.0\", \"*\")")
                continue
            }
            found[id] = range
        }
        return found
    }

    /// A table of names to finite numbers, `{ lives = 6 }` (at most 64 of them).
    mutating func numbers(_ name: String) -> [String: Double] {
        named(name, of: "numbers", each: "a finite number") { vm in
            let value = lua_tonumberx(vm.L, -1, nil)
            return lua_type(vm.L, -1) == LUA_TNUMBER && value.isFinite ? value : nil
        }
    }

    /// A table of names to param values, `{ lives = 6, shape = "reef", mirror = true }`
    /// (numbers finite; at most 64 of them).
    mutating func paramValues(_ name: String) -> [String: ScriptParameter] {
        named(name, of: "values", each: "a finite number, a string or a boolean") { vm in
            let value = ScriptParameter.read(at: -1, vm: vm)
            if case let .number(n)? = value, !n.isFinite { return nil }
            return value
        }
    }

    /// A table of names to values that `read` takes from the top of the stack (nil: refused as
    /// not `each`), at most 64 of them.
    private mutating func named<Value>(_ name: String, of kind: String, each: String,
                                       _ read: (LuaVM) -> Value?) -> [String: Value] {
        let type = push(name)
        defer { mb_pop(vm.L, 1) }
        guard type != LUA_TNIL else { return [:] }
        let example = "e.g. { lives = 6 }"
        guard type == LUA_TTABLE else {
            error("\(name) must be a table of names and \(kind), \(example), not \(vm.describe(at: -1))", field: name)
            return [:]
        }
        var found: [String: Value] = [:]
        lua_pushnil(vm.L)
        while lua_next(vm.L, -2) != 0 {
            defer { mb_pop(vm.L, 1) }
            guard lua_type(vm.L, -2) == LUA_TSTRING, case let .success(key) = TextCheck.check(vm.string(at: -2), maximumBytes: 64) else {
                error("\(name) must map names to \(kind), \(example)", field: name)
                continue
            }
            guard let value = read(vm) else {
                error("\(name).\(key) must be \(each), not \(vm.describe(at: -1))", field: name)
                continue
            }
            found[key] = value
        }
        if found.count > 64 { error("\(name) has \(found.count) entries; at most 64 are allowed", field: name) }
        return found
    }

    /// A list of 1 to `maximumCount` short strings, `{ "bomb" }`, in order, each once.
    mutating func words(_ name: String, example: String, maximumCount: Int = 16, maximumBytes: Int = 32) -> [String] {
        let type = push(name)
        defer { mb_pop(vm.L, 1) }
        guard type != LUA_TNIL else { return [] }
        guard type == LUA_TTABLE else {
            error("\(name) must be a list of words such as \(example), not \(vm.describe(at: -1))", field: name)
            return []
        }
        let list = lua_absindex(vm.L, -1)
        let count = Int(lua_rawlen(vm.L, list))
        guard count > 0 else {
            error("\(name) is empty: list at least one word, such as \(example), or leave it out", field: name)
            return []
        }
        guard count <= maximumCount else {
            error("\(name) lists \(count) words; at most \(maximumCount) are allowed", field: name)
            return []
        }
        var found: [String] = []
        for n in 1...count {
            defer { mb_pop(vm.L, 1) }
            guard lua_rawgeti(vm.L, list, lua_Integer(n)) == LUA_TSTRING else {
                error("\(name)[\(n)] must be a string, not \(vm.describe(at: -1))", field: name)
                continue
            }
            switch TextCheck.check(vm.string(at: -1), maximumBytes: maximumBytes) {
            case let .success(word): if !found.contains(word) { found.append(word) }
            case let .failure(problem): error("\(name)[\(n)] \(problem)", field: name)
            }
        }
        return found
    }

    mutating func integer(_ name: String, in range: ClosedRange<Int>) -> Int? {
        let type = push(name)
        defer { mb_pop(vm.L, 1) }
        guard type != LUA_TNIL else { return nil }
        var isInteger: Int32 = 0
        let value = lua_tointegerx(vm.L, -1, &isInteger)
        guard type == LUA_TNUMBER, isInteger != 0 else {
            error("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(vm.describe(at: -1))", field: name)
            return nil
        }
        guard range.contains(Int(value)) else {
            error("\(name) = \(value) is not allowed: use \(range.lowerBound) to \(range.upperBound)", field: name)
            return nil
        }
        return Int(value)
    }

    mutating func number(_ name: String, in range: ClosedRange<Double>, unit: String = "seconds") -> Double? {
        let type = push(name)
        defer { mb_pop(vm.L, 1) }
        guard type != LUA_TNIL else { return nil }
        let value = lua_tonumberx(vm.L, -1, nil)
        guard type == LUA_TNUMBER, value.isFinite, range.contains(value) else {
            error("\(name) must be a number of \(unit) from \(range.lowerBound.formatted) to \(range.upperBound.formatted), not \(vm.describe(at: -1))", field: name)
            return nil
        }
        return value
    }

    mutating func boolean(_ name: String) -> Bool? {
        let type = push(name)
        defer { mb_pop(vm.L, 1) }
        guard type != LUA_TNIL else { return nil }
        guard type == LUA_TBOOLEAN else {
            error("\(name) must be true or false, not \(vm.describe(at: -1))", field: name)
            return nil
        }
        return lua_toboolean(vm.L, -1) != 0
    }

    /// A function field, kept in the registry (its reference), or nil.
    mutating func function(_ name: String) -> Int32? {
        let type = push(name)
        guard type == LUA_TFUNCTION else {
            if type != LUA_TNIL { error("\(name) must be a function, not \(vm.describe(at: -1))", field: name) }
            mb_pop(vm.L, 1)
            return nil
        }
        return vm.ref()
    }

    /// Warns about every field not read so far (most often a misspelt name); one of
    /// `apiTwoFields`, in a script of API 1, is named as needing `api = 2`.
    mutating func warnAboutUnknownFields(apiTwoFields: Set<String> = []) {
        for key in unreadFields() {
            if apiTwoFields.contains(key) {
                warning("'\(key)' is ignored in an api = 1 \(subject): it needs api = 2 (whose hooks are called as hook(e, game))", field: key)
                continue
            }
            let hint = FieldChecker.closest(to: key, in: seen).map { "; did you mean '\($0)'?" } ?? ""
            warning("unknown field '\(key)' in \(subject) { } is ignored\(hint)", field: key)
        }
    }

    /// The table's keys not read so far, sorted (a key that is not a string as `[its value]`).
    func unreadFields() -> [String] {
        let L = vm.L
        lua_pushnil(L)
        var unread: [String] = []
        while lua_next(L, table) != 0 {
            mb_pop(L, 1)
            if lua_type(L, -1) == LUA_TSTRING {
                let key = String(decoding: vm.string(at: -1), as: UTF8.self)
                if !seen.contains(key) { unread.append(key) }
            } else {
                unread.append("[\(vm.describe(at: -1))]")
            }
        }
        return unread.sorted()
    }

    /// The known name nearest to a misspelt one (edit distance at most 2).
    static func closest(to key: String, in names: Set<String>) -> String? {
        let candidates = names.map { ($0, distance(Array(key.lowercased()), Array($0))) }.filter { $0.1 <= 2 }
        return candidates.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }?.0
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension LuaVM {
    /// The bytes of the string at `index` (which must be a string).
    func string(at index: Int32) -> [UInt8] {
        var length = 0
        guard let text = mb_tostring(L, index, &length) else { return [] }
        return Array(UnsafeRawBufferPointer(start: text, count: length))
    }

    /// A short description of a value for messages: `a table`, `the string "x"`, `1.5`.
    func describe(at index: Int32) -> String {
        switch lua_type(L, index) {
        case LUA_TNIL: return "nil"
        case LUA_TBOOLEAN: return lua_toboolean(L, index) != 0 ? "true" : "false"
        case LUA_TNUMBER:
            var isInteger: Int32 = 0
            let i = lua_tointegerx(L, index, &isInteger)
            return isInteger != 0 ? String(i) : String(lua_tonumberx(L, index, nil))
        case LUA_TSTRING:
            let text = String(decoding: string(at: index).prefix(40), as: UTF8.self)
            return "the string \"\(text)\""
        case let type: return "a " + String(cString: lua_typename(L, type))
        }
    }
}
