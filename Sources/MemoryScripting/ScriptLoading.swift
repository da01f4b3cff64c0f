import CLua
import CLuaBridge
import Foundation
import Glibc
import MemoryEngine
import MemoryPackages

/// A script file's text, read once (a simulator's workers each load it again from these bytes).
struct ScriptSource: Sendable, Hashable {
    /// The path as given, for messages.
    let path: String
    let bytes: [UInt8]
    /// The folder holding the script (images are relative to it).
    var directory: String {
        let folder = FolderPath.parent(of: path)
        return folder.isEmpty ? "." : folder
    }

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Reads `path`, refusing files over `limit` bytes before reading them (see `RegularFile`).
    /// A path that does not exist, or is not a regular file (a folder, a FIFO, a device, a
    /// dangling symbolic link), is "no such script file"; a regular file that cannot be opened
    /// or read is "cannot be read". A symbolic link to a script is followed (a modder may link a
    /// deck into `Decks/`).
    init(reading path: String, limit: Int) throws(ScriptError) {
        do {
            self.init(path: path, bytes: try FileContents.read(path, limit: limit))
        } catch {
            switch error {
            case let .archive(problem): throw ScriptError(path: path, problem.message)
            case .file(.missing), .file(.notRegular): throw ScriptError(path: path, "no such script file")
            case .file(.unreadable): throw ScriptError(path: path, "the script cannot be read")
            case let .file(.tooLarge(size)): throw ScriptError(path: path, "the script is \(size) bytes; at most \(limit) are allowed")
            }
        }
    }
}

extension LuaVM {
    /// Runs a script and returns what its constructor built (with the modules it used), plus
    /// any warnings. Every game starts from the state of the modules as the script left them.
    func load(_ source: ScriptSource) throws(ScriptError) -> (ScriptDefinition, warnings: [Diagnostic]) {
        loading = LoadContext(path: source.path, directory: source.directory, source: source.bytes)
        moduleRoot = ScriptModules.root(ofScript: source.path)
        usedModules = []
        defer {
            loading = nil
            moduleRoot = nil
        }
        do {
            try run(source: source.bytes, path: source.path, label: label("\(source.path) (loading)"))
        } catch {
            let found = loading?.diagnostics ?? []
            throw found.contains { $0.severity == .error } ? ScriptError(found) : ScriptError(error.diagnostics + found)
        }
        let context = loading!
        defer { mb_pop(L, 1) }
        guard var definition = context.definition, let resultRef = context.resultRef else {
            throw ScriptError(context.diagnostics + [Diagnostic(path: source.path,
                message: "the script must return deck { … }, rules { … }, variant { … } or campaign { … }")])
        }
        lua_rawgeti(L, mb_registryindex(), lua_Integer(resultRef))
        let returned = lua_rawequal(L, -1, -2) != 0
        mb_pop(L, 1)
        unref(resultRef)
        guard returned else {
            throw ScriptError(context.diagnostics + [Diagnostic(path: source.path,
                message: "the script builds \(definition.metadata.kind) { } but does not return it: write `return \(definition.metadata.kind) { … }`")])
        }
        definition.metadata.modules = usedModules
        keepScriptState(ofDefinitionAt: -1)
        snapshotScriptState()
        return (definition, context.diagnostics)
    }
}
