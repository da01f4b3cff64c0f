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
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else { break }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count)))
            }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n > 0 { count += n } else if n == 0 { break } else if errno != EINTR {
                throw ScriptError(path: path, "the script cannot be read")
            }
        }
        if count > limit {
            throw ScriptError(path: path, "the script is more than \(limit) bytes; at most \(limit) are allowed")
        }
        bytes.removeLast(bytes.count - count)
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
                message: "the script must return deck { … }, rules { … } or variant { … }")])
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
