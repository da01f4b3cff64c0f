import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// Computer players keep off the places `bot_avoid` names (minefield's mines) only while another
/// card may match. With jokers the mines could be the last pair that matches, two cards left
/// that match nothing: kept off the mines, a perfect player turned those two for ever.
@Suite struct AvoidedLastPairTests {
    @Test func aPerfectPlayerTurnsTheAvoidedPairWhenNothingElseCanMatch() throws {
        let variants = ["joker", "minefield"].map { Corpus.shippedDecks + "/variants/\($0).lua" }
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPaths: variants, limits: Corpus.limits)
        let deck = try Deck(faces: [Face(label: "J", tags: ["wild"])] + (1..<6).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .grid(rows: 3, columns: 4))
        factory.configure(&config)
        let plan = SimulationPlan(config: config, games: 100, strategy: .perfect, seed: 1, jobs: 1)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.completed == report.games)
    }

    /// On atoll's board minefield may keep the player off cards that are no mines: two known
    /// cards whose partners were kept off were counted as able to match and turned against each
    /// other for ever. A card kept off is no partner to count on.
    @Test func aPerfectPlayerDoesNotTurnTwoKnownCardsWhosePartnersItAvoids() throws {
        let variants = ["minefield", "atoll"].map { Corpus.shippedDecks + "/variants/\($0).lua" }
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPaths: variants, limits: Corpus.limits)
        let deck = try Deck(faces: (0..<40).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .grid(rows: 3, columns: 4))
        factory.configure(&config)
        let plan = SimulationPlan(config: config, games: 200, strategy: .perfect, seed: 1, jobs: 1)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.completed == report.games)
    }
}
