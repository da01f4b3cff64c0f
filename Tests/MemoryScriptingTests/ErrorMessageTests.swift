import CLua
import CLuaBridge
import Testing
@testable import MemoryScripting

/// A script's error message is cut to MB_MESSAGE_BYTES before the host copies it: the copy is
/// made outside the script's memory ceiling, so a 50 MiB message would otherwise cost 50 MiB
/// (and more, in the traceback and the host's strings) on every failure.
@Suite struct ErrorMessageTests {
    /// The error string a failed chunk leaves for the host, as the bridge hands it over.
    static func rawError(of source: String) throws -> [UInt8] {
        let vm = try LuaVM(limits: .standard)
        // A fresh sandbox environment below the chunk, as LuaVM.run loads a script.
        lua_rawgeti(vm.L, mb_registryindex(), lua_Integer(vm.newEnvironmentRef))
        #expect(mb_pcall(vm.L, 0, 1, 0) == LUA_OK)
        let bytes = Array(source.utf8)
        let loaded = bytes.withUnsafeBufferPointer { buffer in
            mb_load_text(vm.L, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), buffer.count, "@huge.lua")
        }
        #expect(loaded == LUA_OK)
        #expect(mb_pcall(vm.L, 0, 0, 0) == LUA_ERRRUN)
        var length = 0
        let text = try #require(mb_tostring(vm.L, -1, &length))
        return Array(UnsafeRawBufferPointer(start: text, count: length))
    }

    @Test func aHugeMessageIsCutBeforeItIsCopied() throws {
        let message = try Self.rawError(of: "error(string.rep('E', 20 * 1024 * 1024))")
        #expect(message.count < Int(MB_MESSAGE_BYTES) + 1024, "the host received \(message.count) bytes")
        let text = String(decoding: message, as: UTF8.self)
        #expect(text.contains("E… (\(20 * 1024 * 1024 - Int(MB_MESSAGE_BYTES) + "huge.lua:1: ".utf8.count) more bytes cut)"), "\(text.prefix(200))")
    }

    @Test func aMessageIsCutAtACharactersStart() throws {
        let message = try Self.rawError(of: "error(string.rep('é', 5000), 0)")
        let text = try #require(String(validating: message, as: UTF8.self), "the cut message is valid UTF-8")
        // error(…, 0) gives no place: the handler puts the line in front (12 bytes, even).
        let place = "huge.lua:1: "
        #expect(text.hasPrefix(place + String(repeating: "é", count: (Int(MB_MESSAGE_BYTES) - place.utf8.count) / 2) + "… ("))
    }

    @Test func anOrdinaryMessageIsWhole() throws {
        let text = String(decoding: try Self.rawError(of: "error('short')"), as: UTF8.self)
        #expect(text.hasPrefix("huge.lua:1: short"))
        #expect(!text.contains("cut)"))
    }
}
