import MemoryEngine

/// The scoring a run uses: `swift` is ``PointRules/penalty`` (the engine alone); `lua` is the
/// shipped `Decks/rules/penalty.lua` through the Lua host.
enum RulesChoice {
    static func factory(_ name: String) throws(BenchError) -> @Sendable () throws -> any Rules {
        switch name {
        case "swift": return { PointRules.penalty }
        default: throw BenchError("--rules \(name): use swift or lua")
        }
    }
}
