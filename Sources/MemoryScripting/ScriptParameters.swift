import CLua
import CLuaBridge
import MemoryEngine

extension ScriptParameter {
    /// Reads the value at `index` of `vm`'s stack, if it is a number, a string or a boolean.
    static func read(at index: Int32, vm: LuaVM) -> ScriptParameter? {
        switch lua_type(vm.L, index) {
        case LUA_TNUMBER: return .number(lua_tonumberx(vm.L, index, nil))
        case LUA_TSTRING: return .text(String(decoding: vm.string(at: index), as: UTF8.self))
        case LUA_TBOOLEAN: return .flag(lua_toboolean(vm.L, index) != 0)
        default: return nil
        }
    }
}

extension ScriptedRulesFactory {
    /// The same scripts with the values in `values` given to the params of those names (in the
    /// rules, the variant or both, wherever declared), for play and simulation (`--set lives=5`,
    /// `--set shape=lagoon`). A name no script declares is refused with the names there are; a
    /// value the param does not take (text for a number, a fraction for a whole one, one out of
    /// its range, a word not among its choices), with what it takes (and, when several scripts
    /// declare it, the script that does not take it).
    public func setting(_ given: [String: ScriptParameter]) throws(ConfigError) -> ScriptedRulesFactory {
        var values = given
        for (name, value) in given.sorted(by: { $0.key < $1.key }) {
            guard params[name] != nil else {
                let known = params.keys.sorted()
                throw ConfigError("unknown parameter '\(name)': "
                    + (known.isEmpty ? "the rules and variant declare no params (params = { lives = 3 } in an api = 2 script)"
                                     : "the rules and variant declare \(known.joined(separator: ", "))"))
            }
            // In a stack, every script declaring the name gets the value: each must take it.
            let declaring = declared.compactMap { script in script.params[name].map { (script.id, $0) } }
            let value = declaring.first.map { $0.1.fitted(value) } ?? value
            values[name] = value
            for (field, param) in settings.paramFields where param == name {
                if let problem = field.problem(giving: value, to: name) { throw ConfigError(problem) }
            }
            for (script, declaration) in declaring {
                if let problem = declaration.problem(giving: value, to: name) {
                    throw ConfigError(declaring.count > 1 ? "\(problem) in \(script)" : problem)
                }
            }
        }
        var copy = self
        copy.overrides.merge(values) { $1 }
        return copy
    }
}

extension RulesSession {
    /// Gives each script that declares one of `overrides` in its params the new value, before
    /// the game objects read them.
    static func applyOverrides(_ overrides: [String: ScriptParameter], to hooks: [ReactiveHooks], vm: LuaVM) {
        guard !overrides.isEmpty else { return }
        let L = vm.L
        for script in hooks {
            lua_rawgeti(L, mb_registryindex(), lua_Integer(script.table))
            if lua_getfield(L, -1, "params") == LUA_TTABLE {
                for (name, value) in overrides where script.params[name] != nil {
                    switch value {
                    case let .number(n): vm.push(number: n)
                    case let .text(t): vm.push(t)
                    case let .flag(b): lua_pushboolean(L, b ? 1 : 0)
                    }
                    lua_setfield(L, -2, name)
                }
            }
            mb_pop(L, 2)
        }
    }
}
