import CLua
import CLuaBridge
import Foundation
import Synchronization

/// A chunk of the host's own Lua (the sandbox prelude, the game object, the test prelude). A
/// process that opens a second state (a simulation's workers, each game of `memory test`) keeps
/// the chunk's bytecode, and every later state loads it instead of compiling the text again; a
/// process with one state (`memory check` of a deck) only compiles. Scripts are always loaded as
/// text.
final class HostChunk: Sendable {
    let name: String
    let source: String
    /// Text loads so far (counted up to 2), and the bytecode once kept.
    private let cache = Mutex<(loads: Int, bytecode: [UInt8]?)>((0, nil))

    init(name: String, source: String) {
        self.name = name
        self.source = source
    }

    /// Pushes the chunk's function (or an error message) onto `L`'s stack; the load's status.
    func load(into L: OpaquePointer) -> Int32 {
        let (loads, kept) = cache.withLock { cache in
            defer { cache.loads = min(cache.loads + 1, 2) }
            return (cache.loads, cache.bytecode)
        }
        if let bytes = kept {
            return bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { luaL_loadbufferx(L, $0.baseAddress, $0.count, "=" + name, "b") }
            }
        }
        let text = Array(source.utf8)
        let status = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { luaL_loadbufferx(L, $0.baseAddress, $0.count, "=" + name, "t") }
        }
        guard status == LUA_OK, loads >= 1 else { return status }
        var length = 0
        if let dumped = mb_dump_function(L, &length) {
            let bytes = Array(UnsafeBufferPointer(start: dumped, count: length))
            free(dumped)
            cache.withLock { $0.bytecode = bytes }
        }
        return status
    }

    static let sandbox = HostChunk(name: "sandbox", source: SandboxPrelude.source)
    static let game = HostChunk(name: "game", source: GameObject.source)
    static let test = HostChunk(name: "test", source: TestPrelude.source)
}
