import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// A computer player that has seen a disguised card miss learns that the card is not what it
/// shows: two perfect players, who both trust a mask that outlives every miss, kept turning
/// the same two cards and never ended the game.
@Suite struct DisguisedMissTests {
    /// Card 1 wears the face of the first card of another key for the whole game.
    static let variant = """
    return variant {
      id = "x", name = "X", api = 2, description = "a card masked for good", players = 2,
      on_start = function(e, game)
        for i = 2, game:count() do
          if game:card(i).key ~= game:card(1).key then return game:disguise({ 1 }, i) end
        end
      end,
    }
    """

    @Test(arguments: [3, 6])
    func twoPerfectPlayersEndAGameWithAMaskThatOutlivesAMiss(pairs: Int) throws {
        let path = Scratch.folder("disguised-miss") + "/x.lua"
        try Self.variant.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
        let deck = try Deck(faces: (0..<pairs).map { Face(label: "f\($0)") })
        let plan = SimulationPlan(config: GameConfig(size: .groups(pairs), players: 2), games: 40, strategy: .perfect, seed: 3, jobs: 1)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.games == 40 && report.completed == 40, "\(report.games) games, \(report.completed) completed")
    }
}
