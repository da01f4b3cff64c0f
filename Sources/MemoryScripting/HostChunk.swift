import CLua
import CLuaBridge
import Foundation

/// A chunk of the host's own Lua (the sandbox prelude, the game object), compiled once per
/// process: every new state (a simulation's workers, each game of `memory test`) loads its
/// bytecode rather than compiling the text again. Scripts are always loaded as text.
struct HostChunk: Sendable {
    let name: String
    let source: String
    /// nil if the text does not compile (it is then loaded as text, which reports the error).
    private let bytecode: [UInt8]?

    init(name: String, source: String) {
        self.name = name
        self.source = source
        let text = Array(source.utf8)
        var length = 0
        let compiled = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { mb_compile_host_chunk($0.baseAddress, $0.count, "=" + name, &length) }
        }
        if let compiled {
            bytecode = Array(UnsafeBufferPointer(start: compiled, count: length))
            free(compiled)
        } else {
            bytecode = nil
        }
    }

    /// Pushes the chunk's function (or an error message) onto `L`'s stack; the load's status.
    func load(into L: OpaquePointer) -> Int32 {
        if let bytecode {
            return bytecode.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { luaL_loadbufferx(L, $0.baseAddress, $0.count, "=" + name, "b") }
            }
        }
        let text = Array(source.utf8)
        return text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { luaL_loadbufferx(L, $0.baseAddress, $0.count, "=" + name, "t") }
        }
    }

    static let sandbox = HostChunk(name: "sandbox", source: SandboxPrelude.source)
    static let game = HostChunk(name: "game", source: GameObject.source)
    static let test = HostChunk(name: "test", source: TestPrelude.source)
}
