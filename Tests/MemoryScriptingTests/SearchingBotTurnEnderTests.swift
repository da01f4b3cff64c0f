import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// A perfect computer player finds groups of three matched by a `match` hook by searching what it
/// knows (there are no pair verdicts to go by). When a script ends the turn as a whole group's
/// last card is turned (armour cracking it), that card is taken for a turn ender; once every
/// group left had one, the player took every other known card for one that may complete the
/// turn, never turned a turn ender, and the game never ended.
@Suite struct SearchingBotTurnEnderTests {
    /// Groups of three matched by key through a `match` hook; each key's first whole group turned
    /// ends the turn unjudged.
    static let variant = """
    return variant {
      id = "shell", name = "Shell", api = 2, description = "each group's first whole turn ends unjudged",
      group = 3,
      match = function(cards, game)
        for k = 2, #cards do
          if cards[k].key ~= cards[1].key then return false end
        end
        return true
      end,
      on_start = function(e, game) game.state.cracked = {} end,
      on_turn = function(e, game)
        if #e.cards < 3 then return end
        local key = e.cards[1].key
        for _, card in ipairs(e.cards) do
          if card.key ~= key then return end
        end
        if game.state.cracked[key] then return end
        game.state.cracked[key] = true
        game:end_turn()
      end,
    }
    """

    @Test func aPerfectPlayerFinishesWhenEveryGroupLeftHasACardThatEndedATurn() throws {
        let path = Scratch.folder("turn-ender") + "/shell.lua"
        try Self.variant.write(toFile: path, atomically: true, encoding: .utf8)
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPaths: [path], limits: Corpus.limits)
        let deck = try Deck(faces: (0..<3).map { Face(label: "f\($0)") })
        var config = GameConfig(size: .groups(3))
        factory.configure(&config)
        #expect(config.group == 3)
        let plan = SimulationPlan(config: config, games: 30, strategy: .perfect, seed: 5, jobs: 1)
        let report = try Simulator.run(plan, decks: .fixed(deck), makeRules: { try! factory.makeRules() })
        #expect(report.completed == report.games)
        #expect(report.unfinished.isEmpty, "\(report.unfinished)")
    }
}
