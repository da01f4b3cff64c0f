import CLua
import CLuaBridge
import Foundation
import Glibc

/// A script file's text, read once (a simulator's workers each load it again from these bytes).
struct ScriptSource: Sendable, Hashable {
    /// The path as given, for messages.
    let path: String
    let bytes: [UInt8]
    /// The folder holding the script (images are relative to it).
    var directory: String { (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent }

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Reads `path`, refusing files over `limit` bytes before reading them.
    ///
    /// Plain open/fstat/read: FileManager's attributes look up the owner's and group's names
    /// (reading /etc/passwd and /etc/group, asking nscd) and cast each value from `Any`, which
    /// cost more than loading the script itself. The answers are the same: a path that does not
    /// exist, or is not a regular file (a folder, a FIFO, a device, a dangling symbolic link), is
    /// "no such script file"; a regular file that cannot be opened or read is "cannot be read".
    /// A symbolic link to a script is followed (a modder may link a deck into `Decks/`).
    init(reading path: String, limit: Int) throws(ScriptError) {
        // O_NONBLOCK: opening a FIFO does not wait for a writer.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw ScriptError(path: path, "no such script file")
            }
            throw ScriptError(path: path, "the script cannot be read")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ScriptError(path: path, "no such script file")
        }
        let size = Int(info.st_size)
        if size > limit {
            throw ScriptError(path: path, "the script is \(size) bytes; at most \(limit) are allowed")
        }
        // Read to the end (the file may have changed since fstat), but never past the limit.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(size, limit) + 1)
        let complete = withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 1) { chunk -> Bool in
            while bytes.count <= limit {
                let n = read(fd, chunk.baseAddress, chunk.count)
                if n > 0 { bytes += chunk[..<n] } else if n == 0 { return true } else if errno != EINTR { return false }
            }
            return true
        }
        guard complete else { throw ScriptError(path: path, "the script cannot be read") }
        if bytes.count > limit {
            throw ScriptError(path: path, "the script is more than \(limit) bytes; at most \(limit) are allowed")
        }
        self.init(path: path, bytes: bytes)
    }
}

extension LuaVM {
    /// Runs a script and returns what its constructor built, plus any warnings.
    func load(_ source: ScriptSource) throws(ScriptError) -> (ScriptDefinition, warnings: [Diagnostic]) {
        loading = LoadContext(path: source.path, directory: source.directory)
        defer { loading = nil }
        do {
            try run(source: source.bytes, path: source.path, label: label("\(source.path) (loading)"))
        } catch {
            let found = loading?.diagnostics ?? []
            throw found.contains { $0.severity == .error } ? ScriptError(found) : ScriptError(error.diagnostics + found)
        }
        let context = loading!
        defer { mb_pop(L, 1) }
        guard let definition = context.definition, let resultRef = context.resultRef else {
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
        return (definition, context.diagnostics)
    }
}
