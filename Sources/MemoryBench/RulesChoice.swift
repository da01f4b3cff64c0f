import MemoryEngine
import MemoryScripting

/// The scoring a run uses: `swift` is ``PointRules/penalty`` (the engine alone); `lua` is a
/// rules script (by default the shipped `Decks/rules/penalty.lua`) through the Lua host, one
/// Lua state per worker.
enum RulesChoice {
    static func factory(_ name: String, script: String) throws -> @Sendable () throws -> any Rules {
        switch name {
        case "swift":
            return { PointRules.penalty }
        case "lua":
            let factory = try ScriptedRulesFactory(rulesPath: script, variantPath: nil)
            return { try factory.makeRules() }
        default:
            throw BenchError("--rules \(name): use swift or lua")
        }
    }
}
