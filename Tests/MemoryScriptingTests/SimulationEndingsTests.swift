import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// The simulator tells a board cleared from a game a script ended otherwise (`game:finish`,
/// `game:win`), by the script's reason, as it tells the games lost by theirs.
@Suite struct SimulationEndingsTests {
    /// Simulates `games` games of a variant with `hooks` on six pairs.
    static func report(_ hooks: String, games: Int = 40) throws -> SimulationReport {
        let folder = Scratch.folder("endings")
        let path = folder + "/ending.lua"
        try "return variant { id = \"ending\", name = \"Ending\", api = 2, description = \"ends\", \(hooks) }"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPaths: [path], limits: Corpus.limits)
        let deck = try Deck(faces: (0..<6).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .groups(6))
        factory.configure(&config)
        let plan = SimulationPlan(config: config, games: games, strategy: .forgetful(0.3), seed: 3, jobs: 2)
        return try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
    }

    @Test func aScriptsFinishIsCountedByItsReason() throws {
        let report = try Self.report("on_match = function(e, game) if e.pairs_left == 3 then game:finish(\"Half way\") end end,")
        #expect(report.completed == report.games)
        #expect(report.finishedOtherwise == ["Half way": report.games], "\(report.finishedOtherwise)")
        #expect(report.unfinished.isEmpty)
    }

    @Test func aClearedBoardIsNoOtherEnding() throws {
        let report = try Self.report("on_match = function(e, game) return 0 end,")
        #expect(report.completed == report.games)
        #expect(report.finishedOtherwise.isEmpty, "\(report.finishedOtherwise)")
    }
}
