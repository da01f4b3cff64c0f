import CLua
import CLuaBridge
import MemoryEngine
import Testing
@testable import MemoryScripting

/// Hooks that only return a constant are answered without entering Lua (mb_constant_hook reads
/// their bytecode). Only that exact shape may be folded: everything else is called as usual, so
/// that its effects and errors stay what they were.
@Suite struct ConstantHookTests {
    /// The constant `function` (Lua source) always returns, or nil if it is not folded.
    static func folded(_ function: String) throws -> Int? {
        let vm = try LuaVM(limits: Corpus.limits)
        let source = Array("return \(function)".utf8)
        try vm.run(source: source, path: "constant.lua", label: vm.label("constant.lua"))
        defer { mb_pop(vm.L, 1) }
        var value: Int64 = 0
        return mb_constant_hook(vm.L, lua_gettop(vm.L), &value) != 0 ? Int(value) : nil
    }

    static let constants: [(String, Int)] = [
        ("function(e) return 10 end", 10),
        ("function(e) return -5 end", -5),
        ("function() return 0 end", 0),
        ("function(e) end", 0),
        ("function(e) return end", 0),
        ("function(e) return nil end", 0),
        ("function(e) return 10.0 end", 10),
        ("function(e) return 2^40 end", 1 << 40),
        ("function(e) return 123456789012 end", 123_456_789_012),
        ("function(e) return -131072 end", -131_072),
        ("function(e) return -9223372036854775807 - 1 end", Int.min),
    ]

    static let calls = [
        "function(e) return 1.5 end",            // a float with a fraction: an error, every call
        "function(e) return '10' end",           // a string: an error, every call
        "function(e) return true end",
        "function(e) return 2^63 end",           // too large for an integer
        "function(e) return e.streak end",
        "function(e) return math.mininteger end",
        "function(e) return e and 10 end",
        "function(...) return 1 end",
        "function(e) return 1, 2 end",
        "function(e) local t = {} return 1 end",
        "function(e) return math.random(3) end",
        "(function() local n = 0 return function(e) n = n + 1 return 1 end end)()",
        "(function() local n = 4 return function(e) return n end end)()",
        "print",
        "{}",
    ]

    @Test(arguments: constants)
    func constantHooksAreFolded(function: String, points: Int) throws {
        #expect(try Self.folded(function) == points, "\(function)")
    }

    @Test(arguments: calls)
    func otherFunctionsAreCalled(function: String) throws {
        #expect(try Self.folded(function) == nil, "\(function)")
    }

    /// The shipped rules' constant hooks are folded, the others called; scores do not change
    /// (HookTests.penaltyRulesScoreLikeTheSwiftRules plays the folded penalty.lua).
    @Test func rulesKeepTheirConstantsInsteadOfCalling() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/penalty.lua", variantPath: nil)
        let session = try factory.makeRules().session
        #expect(session.onMatch.slot == 0 && session.onMatch.constant == 10)
        #expect(session.onMismatch.slot != 0)
        #expect(session.onFinish.slot == 0 && session.onFinish.constant == 0)
    }
}
