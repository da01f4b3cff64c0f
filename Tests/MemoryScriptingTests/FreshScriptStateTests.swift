import Foundation
@testable import MemoryEngine
@testable import MemoryScripting
import Testing

/// Every game starts from the scripts' state as it was once they had loaded: a counter in a
/// script's local, a table it fills, a global it sets, a deck generator's count. The issue's
/// defect was a rules script's upvalue that counted on over 1000 simulated games (and whose
/// count depended on how games fell to workers).
@Suite struct FreshScriptStateTests {
    static func write(_ files: [String: String]) throws -> String { try ScriptTestRunnerTests.folder(files) }

    /// The points of each game's matches, added up.
    static func points(_ games: [[Event]]) -> [Int] {
        games.map { events in events.reduce(0) { sum, event in if case let .matched(_, _, points) = event { sum + points } else { sum } } }
    }

    @Test func aRulesScriptsLocalsAndTablesStartEachGameAfresh() throws {
        let folder = try Self.write(["rules/counting.lua": """
            -- A counter in a local, and a table that grows: state a game could leak into the next.
            local n = 0
            local seen = {}
            return rules { id = "counting", name = "Counting", api = 1, on_match = function(e)
              n = n + 1
              seen[#seen + 1] = n
              return n + #seen
            end }
            """])
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: folder + "/rules/counting.lua", variantPath: nil, limits: Corpus.limits).makeRules()
        // Six matches score 2, 4, …, 12 in every game.
        #expect(Self.points(try play(rules: &rules, seeds: 1...4)) == [42, 42, 42, 42])
    }

    @Test func aVariantsGlobalsStartEachGameAfresh() throws {
        let folder = try Self.write(["rules/plain.lua": "return rules { id = 'plain', name = 'Plain', api = 1, on_match = function() return 0 end }",
                                     "variants/tally.lua": """
            return variant { id = "tally", name = "Tally", api = 2, on_match = function(e, game)
              total = (total or 0) + 1
              return total
            end }
            """])
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: folder + "/rules/plain.lua", variantPath: folder + "/variants/tally.lua",
                                                        limits: Corpus.limits).makeRules()
        // 1 + 2 + … + 6 in every game.
        #expect(Self.points(try play(rules: &rules, seeds: 1...3)) == [21, 21, 21])
    }

    @Test func aDeckGeneratorsLocalsStartEachDealAfresh() throws {
        let folder = try Self.write(["d.lua": """
            local made = 0
            return deck { id = "d", name = "D", api = 1, faces = function(n, random)
              local faces = {}
              for i = 1, n do made = made + 1; faces[i] = "f" .. made end
              return faces
            end }
            """])
        let deck = try DeckScript(path: folder + "/d.lua", limits: Corpus.limits)
        #expect(try deck.faces(groups: 3, seed: 1).map(\.label) == ["f1", "f2", "f3"])
        #expect(try deck.faces(groups: 3, seed: 2).map(\.label) == ["f1", "f2", "f3"])
    }

    /// A script with nothing a game could change (hooks with no upvalues, no globals set) keeps
    /// nothing, and its games pay for no reset.
    @Test func aScriptWithoutStateKeepsNothing() throws {
        let folder = try Self.write(["rules/still.lua": "return rules { id = 'still', name = 'Still', api = 1, on_match = function() return 1 end }"])
        let session = try RulesSession(rules: ScriptSource(reading: folder + "/rules/still.lua", limit: 1 << 20), variants: [], limits: Corpus.limits)
        #expect(!session.vm.keepsScriptState)
    }
}
