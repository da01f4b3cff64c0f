import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// A face's `group`: read with the face, an error at its line when it is no size a group can
/// have, and a deck whose faces mix sizes checked against boards before the deal.
extension CheckLineTests {
    @Test func aFacesGroupIsReadWithIt() throws {
        let deck = try DeckScript(path: Corpus.shippedDecks + "/trios.lua")
        let faces = try deck.faces(groups: 8, seed: 1)
        #expect(faces.first { $0.label == "🐷" }?.group == 3)
        #expect(faces.first { $0.label == "🍎" }?.group == nil)
        #expect(deck.groupSizes(defaultGroup: 2) == [2, 3])
        #expect(deck.groupSizes(defaultGroup: 3) == [], "the triples variant makes every group a triple")
        #expect(ScriptChecker.check(path: Corpus.shippedDecks + "/trios.lua").isEmpty)
    }

    @Test func aGroupThatNoGroupCanHaveIsAnErrorAtItsLine() throws {
        let found = try check("""
            return deck { id = "d", name = "D", api = 1, faces = {
              { label = "a", group = 5 },
              { label = "b", group = "three" },
              { label = "c", group = 2.5 },
              { label = "d", group = 3 },
            } }
            """)
        #expect(found.map(\.description).map { $0.components(separatedBy: "broken.lua:").last ?? $0 } == [
            "2: error: faces[1].group must be 2, 3 or 4 (how many cards of its key make a group), not 5",
            "3: error: faces[2].group must be 2, 3 or 4 (how many cards of its key make a group), not the string \"three\"",
            "4: error: faces[3].group must be 2, 3 or 4 (how many cards of its key make a group), not 2.5",
        ], "\(found)")
    }
}

/// `game:group(i)` and a reactive script's hooks on a deck mixing pairs and triples.
@Suite struct GameGroupOfCardTests {
    @Test func aCardsGroupIsItsFacesOwnAndAMatchHasThatManyCards() throws {
        var scripted = try rules("penalty.lua", variant: "game_group_of_card.lua")
        let faces = ["A", "B", "C"].map { Face(label: $0) } + ["X", "Y"].map { Face(label: $0, group: 3) }
        let games = try play(rules: &scripted, config: GameConfig(size: .grid(rows: 4, columns: 4)), faces: faces, seeds: 1...4)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        let matchedTriples = games.joined().filter { if case let .matched(group, _, _) = $0 { group.count == 3 } else { false } }
        #expect(!matchedTriples.isEmpty, "triples were found")
        #expect(games.allSatisfy { $0.contains(.gameOver(.allMatched)) })
    }
}
