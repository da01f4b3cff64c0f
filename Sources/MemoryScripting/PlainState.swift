import CLua
import CLuaBridge
import MemoryEngine

/// The rule for a script's `game.state`: plain data (booleans, numbers, strings, and tables of
/// them keyed by booleans, numbers or strings) without metatables or cycles, at most
/// ``maximumDepth`` tables deep and ``maximumSize`` in size. Checked after every call into a
/// script (see ``RulesSession``); the text of a state that passes is what a saved game keeps.
///
/// The check reads the table in place: with a small or empty state it allocates nothing.
enum PlainState {
    /// Most nested tables below `game.state` itself.
    static let maximumDepth = 32
    /// Largest size, counted as each string's bytes plus 2, 8 per number or boolean, 2 per table
    /// and 2 per entry (about the length of the state's saved text).
    static let maximumSize = 1 << 20

    /// Why a state is refused, and where: `state.cb is a function`.
    struct Refusal: Error, Equatable {
        /// The keys from `state` to the offending value, as Lua would write them (`.cb`, `[3]`).
        var path: [String] = []
        var problem: String
        var text: String { "state" + path.joined() + " " + problem }
    }

    /// Checks the table at absolute stack index `index` of `L`.
    static func check(_ L: OpaquePointer, at index: Int32) throws(Refusal) {
        var size = 0
        try check(L, at: index, depth: 0, size: &size)
    }

    private static func check(_ L: OpaquePointer, at index: Int32, depth: Int, size: inout Int) throws(Refusal) {
        if lua_getmetatable(L, index) != 0 {
            mb_pop(L, 1)
            throw Refusal(problem: "is a table with a metatable")
        }
        // The tables it is inside are on the stack, each two slots (a key and a value) below the
        // next: finding this one among them is a cycle.
        for up in stride(from: 1, through: depth, by: 1) where lua_rawequal(L, index - Int32(2 * up), index) != 0 {
            throw Refusal(problem: "is a cycle (it holds a table it is inside)")
        }
        guard depth < maximumDepth else { throw Refusal(problem: "is more than \(maximumDepth) tables deep") }
        guard lua_checkstack(L, 4) != 0 else { throw Refusal(problem: "is too deep to read") }
        size += 2
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            let key = lua_gettop(L) - 1
            size += 2
            do throws(Refusal) { try checkKey(L, at: key, size: &size) } catch {
                mb_pop(L, 2)
                throw error
            }
            do throws(Refusal) {
                switch lua_type(L, key + 1) {
                case LUA_TTABLE: try check(L, at: key + 1, depth: depth + 1, size: &size)
                case let type: try checkLeaf(L, at: key + 1, type: type, size: &size)
                }
                if size > maximumSize { throw Refusal(problem: "takes the state past \(maximumSize) bytes") }
            } catch {
                var refusal = error
                refusal.path.insert(name(ofKey: L, at: key), at: 0)
                mb_pop(L, 2)
                throw refusal
            }
            mb_pop(L, 1)
        }
    }

    private static func checkKey(_ L: OpaquePointer, at index: Int32, size: inout Int) throws(Refusal) {
        let type = lua_type(L, index)
        guard type == LUA_TSTRING || type == LUA_TNUMBER || type == LUA_TBOOLEAN else {
            throw Refusal(problem: "has a \(typeName(L, type)) as a key (keys are strings, numbers or booleans)")
        }
        try checkLeaf(L, at: index, type: type, size: &size)
    }

    private static func checkLeaf(_ L: OpaquePointer, at index: Int32, type: Int32, size: inout Int) throws(Refusal) {
        switch type {
        case LUA_TSTRING: size += Int(lua_rawlen(L, index)) + 2
        case LUA_TNUMBER, LUA_TBOOLEAN: size += 8
        default: throw Refusal(problem: "is a \(typeName(L, type)) (game.state holds numbers, strings, booleans and tables)")
        }
    }

    private static func typeName(_ L: OpaquePointer, _ type: Int32) -> String { String(cString: lua_typename(L, type)) }

    /// `.name` for a key that is a Lua name, else `[key]` as Lua writes it.
    private static func name(ofKey L: OpaquePointer, at index: Int32) -> String {
        if lua_type(L, index) == LUA_TSTRING {
            let key = LuaVM.owner(of: L).string(at: index)
            let name = String(decoding: key.prefix(40), as: UTF8.self)
            let isName = !key.isEmpty && key.count <= 40 && key.allSatisfy { $0 == 95 || (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
                && !(48...57).contains(key[key.startIndex])
            return isName ? "." + name : "[" + quoted(name) + (key.count > 40 ? "…" : "") + "]"
        }
        return "[" + leafText(L, at: index) + "]"
    }

    /// Empties the table at `index` in place (and drops its metatable).
    static func empty(_ L: OpaquePointer, at index: Int32) {
        guard lua_checkstack(L, 3) != 0 else { return }
        lua_pushnil(L)
        _ = lua_setmetatable(L, index)
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            mb_pop(L, 1)
            lua_pushvalue(L, -1)
            lua_pushnil(L)
            lua_rawset(L, index)
        }
    }

    // MARK: The saved text

    /// The state at `index` (which passed ``check(_:at:)``) as a Lua table constructor with its
    /// keys in order (numbers, then strings, then booleans), so that equal states have equal
    /// texts whatever order Lua keeps them in.
    static func text(_ L: OpaquePointer, at index: Int32) -> String {
        guard lua_checkstack(L, 4) != 0 else { return "{}" }
        var entries: [(order: Int, number: Double, key: String, value: String)] = []
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            let key = lua_gettop(L) - 1
            let value = lua_type(L, key + 1) == LUA_TTABLE ? text(L, at: key + 1) : leafText(L, at: key + 1)
            switch lua_type(L, key) {
            case LUA_TNUMBER: entries.append((0, lua_tonumberx(L, key, nil), "[" + leafText(L, at: key) + "]", value))
            case LUA_TSTRING: entries.append((1, 0, name(ofKey: L, at: key), value))
            default: entries.append((2, 0, "[" + leafText(L, at: key) + "]", value))
            }
            mb_pop(L, 1)
        }
        entries.sort { ($0.order, $0.number, $0.key) < ($1.order, $1.number, $1.key) }
        let fields = entries.map { ($0.key.hasPrefix(".") ? String($0.key.dropFirst()) : $0.key) + "=" + $0.value }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A string, number or boolean as Lua source.
    private static func leafText(_ L: OpaquePointer, at index: Int32) -> String {
        switch lua_type(L, index) {
        case LUA_TBOOLEAN: return lua_toboolean(L, index) != 0 ? "true" : "false"
        case LUA_TNUMBER:
            var isInteger: Int32 = 0
            let i = lua_tointegerx(L, index, &isInteger)
            if isInteger != 0 { return String(i) }
            let x = lua_tonumberx(L, index, nil)
            return x.isNaN ? "(0/0)" : x.isInfinite ? (x < 0 ? "-math.huge" : "math.huge") : "\(x)"
        default:
            return quoted(String(decoding: LuaVM.owner(of: L).string(at: index), as: UTF8.self))
        }
    }

    /// `text` as a Lua string literal (control characters and non-ASCII bytes as `\ddd`).
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for byte in text.utf8 {
            switch byte {
            case 34: out += "\\\""
            case 92: out += "\\\\"
            case 32..<127: out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = String(byte)
                out += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            }
        }
        return out + "\""
    }
}
