import CLua
import CLuaBridge
import Foundation
import MemoryPackages

/// The host side of the sandbox's `require` (see ``SandboxPrelude``): where a module is, its
/// text read and compiled like a script's, and the modules each script used. The prelude keeps
/// what modules returned, finds cycles, and resets their state for each game.
enum ModuleLoading {
    /// Fills the `host` table's module functions.
    static func register(_ L: OpaquePointer, table: Int32) {
        for (name, function) in [("module_file", file), ("module_load", load), ("module_used", used)] as [(String, mb_swift_fn)] {
            mb_push_swift_function(L, function)
            lua_setfield(L, table, name)
        }
    }

    /// Pushes `nil, message` (two results), for the prelude to raise at the caller's line.
    private static func refuse(_ L: OpaquePointer?, _ message: String) -> Int32 {
        lua_pushnil(L)
        LuaVM.owner(of: L).push(message)
        return 2
    }

    /// `module_file(name)`: the path of the module `name` for the script loading, or nil and why
    /// it cannot be required.
    private static let file: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        guard let name = LuaVM.string(L, at: 1) else { return refuse(L, "give a module's name as a string: require \"lives\"") }
        guard let root = vm.moduleRoot else {
            return refuse(L, "modules are loaded while a script loads: call require at the top of the script (or of a module), not in a hook or test")
        }
        if let problem = ScriptModules.problem(withName: name) { return refuse(L, problem) }
        let path = ScriptModules.file(name, root: root)
        guard FileManager.default.fileExists(atPath: path) || ArchivePath.isFile(path) else {
            let lib = root + "/lib"
            let missingLib = !FileManager.default.fileExists(atPath: lib) && ArchivePath.split(root + "/") == nil
            return refuse(L, "no module '\(name)': there is no \(Printable.text(path))"
                + (missingLib ? " (no lib/ folder beside the script, in its folder's parent or at its package's root)" : ""))
        }
        vm.push(path)
        return 1
    }

    /// `module_load(path, env)`: the module's chunk, compiled in `env` with its file as chunk
    /// name, or nil and why not (the file cannot be read, is too large or is not text, or a
    /// syntax error as `path:line: message`). Read like a script: from its archive for a package
    /// installed as a `.zip`, at most the script size limit.
    private static let load: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        guard let path = LuaVM.string(L, at: 1), lua_type(L, 2) == LUA_TTABLE else { return refuse(L, "module_load(path, env)") }
        let display = LuaVM.chunkName(path)
        let source: ScriptSource
        do throws(ScriptError) { source = try ScriptSource(reading: path, limit: vm.limits.sourceBytes) } catch {
            return refuse(L, error.diagnostics.map { "\(display): \($0.message)" }.joined(separator: "; "))
        }
        if let problem = LuaVM.textProblem(source.bytes, limit: vm.limits.sourceBytes) { return refuse(L, "\(display): \(problem)") }
        if !vm.modules.contains(path) { vm.modules.append(path) }
        lua_pushvalue(L, 2)
        guard vm.compile(source.bytes, chunk: display) == LUA_OK else {
            lua_pushnil(L)
            lua_rotate(L, -2, 1)
            return 2
        }
        return 1
    }

    /// `module_used(path)`: the script loading uses the module at `path`.
    private static let used: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        if let path = LuaVM.string(L, at: 1), !vm.usedModules.contains(path) { vm.usedModules.append(path) }
        return 0
    }
}

extension LuaVM {
    /// Calls the prelude's `modules.snapshot`, `modules.restore` or `modules.keep` (with the
    /// value at stack index `argument`); returns whether the function answered true.
    @discardableResult
    private func callModules(_ function: String, with argument: Int32? = nil) -> Bool {
        let argument = argument.map { lua_absindex(L, $0) }
        lua_rawgeti(L, mb_registryindex(), lua_Integer(modulesRef))
        lua_getfield(L, -1, function)
        if let argument { lua_pushvalue(L, argument) }
        if moduleCallLabel == 0 { moduleCallLabel = label("the scripts' fresh state") }
        var answer = false
        if mb_pcall(L, argument == nil ? 0 : 1, 1, moduleCallLabel) != LUA_OK {
            let message = error(fromTopOf: LUA_ERRRUN, path: "memory", hook: "resetting the scripts").diagnostics.first?.message ?? ""
            log("the scripts' state could not be kept or reset for a new game: " + message)
        } else {
            answer = lua_toboolean(L, -1) != 0
            mb_pop(L, 1)
        }
        mb_pop(L, 1)
        return answer
    }

    /// Makes what the script whose definition is at stack index `index` can change part of the
    /// state every game starts from: what its functions (hooks, actions, a deck's generator)
    /// reach through their upvalues, the script's locals and globals among it.
    func keepScriptState(ofDefinitionAt index: Int32) {
        callModules("keep", with: index)
    }

    /// Keeps the state of the scripts and modules loaded so far as every game will start from
    /// it: a counter in a script's local, a table it fills, a module's upvalues.
    func snapshotScriptState() {
        keepsScriptState = callModules("snapshot")
    }

    /// Puts the scripts and modules back in the state kept by ``snapshotScriptState()``:
    /// upvalues, tables and their metatables, so that nothing a game did to them reaches the
    /// next game (nothing to do when nothing was kept).
    func restoreScriptState() {
        if keepsScriptState { callModules("restore") }
    }

    /// A diagnostic for Lua's `chunk:line: message`, naming the module file the message is
    /// from (an error raised inside a module), else `path`.
    func diagnostic(parsing message: String, path: String) -> Diagnostic {
        let module = modules.first { message.hasPrefix(LuaVM.chunkName($0) + ":") }
        return LuaVM.diagnostic(parsing: message, path: module ?? path)
    }
}

extension ScriptChecker {
    /// Checks the module `name` at `path` (`memory check Decks/lib/lives.lua`): it is loaded as
    /// a script at `root` requires it, and fails as that script's `require` would.
    static func checkModule(_ name: String, root: String, path: String, limits: SandboxLimits) -> [Diagnostic] {
        do {
            let vm = try LuaVM(limits: limits)
            vm.moduleRoot = root
            try vm.run(source: Array("return require \"\(name)\"".utf8), path: path, label: vm.label("\(path) (loading)"))
            mb_pop(vm.L, 1)
            return []
        } catch {
            return error.diagnostics
        }
    }
}
