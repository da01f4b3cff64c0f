import MemoryEngine
import MemoryScripting

/// The scoring a run uses: `swift` is ``PointRules/penalty`` (the engine alone); `lua` is a
/// rules script (by default the shipped `Decks/rules/penalty.lua`) through the Lua host, one
/// Lua state per worker, with the `variant` script when one is given.
enum RulesChoice {
    static func factory(_ name: String, script: String, variant: String?) throws -> @Sendable () throws -> any Rules {
        switch name {
        case "swift":
            guard variant == nil else { throw BenchError("--variant needs --rules lua") }
            return { PointRules.penalty }
        case "lua":
            let factory = try ScriptedRulesFactory(rulesPath: script, variantPath: variant)
            return { try factory.makeRules() }
        default:
            throw BenchError("--rules \(name): use swift or lua")
        }
    }
}
