import CLua
import CLuaBridge

/// Copies a script's `game.state` from the rules' Lua state into a test's: plain values
/// (booleans, numbers, strings, tables of them); a function or other value arrives as its type
/// name. Bounded in depth and entries, so a huge or cyclic state cannot stall the test.
enum ScriptStateCopy {
    static let maximumDepth = 8
    static let maximumEntries = 10_000

    /// Pushes the copy of script `script`'s state onto `target`'s stack; false (nothing pushed)
    /// when that script keeps no state (an `api = 1` script, or none of them).
    static func push(session: RulesSession, script: Int, onto target: LuaVM) -> Bool {
        guard let reactive = session.reactive else { return false }
        let S = session.vm.L
        lua_rawgeti(S, mb_registryindex(), lua_Integer(reactive.apiRef))
        lua_getfield(S, -1, "state")
        lua_pushinteger(S, lua_Integer(script))
        guard mb_pcall(S, 1, 1, session.vm.label("a script test reading game.state")) == LUA_OK, lua_type(S, -1) != LUA_TNIL else {
            mb_pop(S, 2)
            return false
        }
        var entries = maximumEntries
        copy(from: S, at: lua_gettop(S), to: target.L, depth: 0, entries: &entries)
        mb_pop(S, 2)
        return true
    }

    /// Pushes onto `T` a copy of the value at absolute index `index` of `S`.
    private static func copy(from S: OpaquePointer, at index: Int32, to T: OpaquePointer, depth: Int, entries: inout Int) {
        guard lua_checkstack(T, 4) != 0, lua_checkstack(S, 4) != 0 else { return lua_pushnil(T) }
        switch lua_type(S, index) {
        case LUA_TNIL: lua_pushnil(T)
        case LUA_TBOOLEAN: lua_pushboolean(T, lua_toboolean(S, index))
        case LUA_TNUMBER:
            var isInteger: Int32 = 0
            let i = lua_tointegerx(S, index, &isInteger)
            if isInteger != 0 { lua_pushinteger(T, i) } else { lua_pushnumber(T, lua_tonumberx(S, index, nil)) }
        case LUA_TSTRING:
            var length = 0
            let bytes = mb_tostring(S, index, &length)
            lua_pushlstring(T, bytes, length)
        case LUA_TTABLE where depth < maximumDepth:
            mb_newtable(T)
            lua_pushnil(S)
            while lua_next(S, index) != 0 {
                entries -= 1
                let keyType = lua_type(S, -2)
                if entries >= 0 && (keyType == LUA_TSTRING || keyType == LUA_TNUMBER || keyType == LUA_TBOOLEAN) {
                    let top = lua_gettop(S)
                    copy(from: S, at: top - 1, to: T, depth: depth + 1, entries: &entries)
                    copy(from: S, at: top, to: T, depth: depth + 1, entries: &entries)
                    lua_rawset(T, -3)
                }
                mb_pop(S, 1)
                if entries < 0 { mb_pop(S, 1); break }
            }
        default:
            let name = String(cString: lua_typename(S, lua_type(S, index)))
            LuaVM.owner(of: T).push(name)
        }
    }
}
