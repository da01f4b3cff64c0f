import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// Every script in the repository's Decks/ loads and plays a simulated game.
@Suite struct ShippedScriptsTests {
    static let catalogue = ScriptCatalogue(roots: [SearchRoot(path: Corpus.shippedDecks, origin: .shipped)])

    @Test(arguments: ScriptKind.allCases)
    func everyShippedScriptChecksClean(kind: ScriptKind) {
        let entries = Self.catalogue.list(kind)
        for entry in entries {
            let errors = ScriptChecker.check(path: entry.path).filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(errors)")
            #expect(entry.hiddenBy == nil, "\(entry.path) has the same id as \(entry.hiddenBy ?? "")")
        }
    }

    @Test func shippedDecksPlayWithShippedRules() throws {
        let decks = Self.catalogue.list(.deck).filter { $0.metadata != nil }
        let rules = Self.catalogue.list(.rules).filter { $0.metadata != nil }
        for rulesEntry in rules {
            let factory = try ScriptedRulesFactory(rulesPath: rulesEntry.path, variantPath: nil)
            var scripted: any Rules = try factory.makeRules()
            for deckEntry in decks {
                let deck = try DeckScript(path: deckEntry.path)
                let config = GameConfig(size: .groups(8))
                let games = try play(rules: &scripted, config: config, faces: try deck.faces(groups: 8, seed: 3), seeds: 1...1)
                #expect(failures(in: games).isEmpty, "\(rulesEntry.path) with \(deckEntry.path): \(failures(in: games))")
            }
        }
    }
}
