import Testing
@testable import MemoryEngine

/// A deck dealt for a variant that needs tagged faces (`needs = { "bomb" }`).
@Suite struct NeededTagTests {
    /// Twelve plain faces and one each tagged bomb and wild, like the party deck.
    private func party() -> [Face] {
        (0..<12).map { Face(label: "face \($0)") }
            + [Face(label: "🃏", key: "joker", tags: ["wild"]), Face(label: "💣", key: "bomb", tags: ["bomb"])]
    }

    private func keys(_ game: Game) -> Set<String> { Set(game.cards.map { game.keys[$0.key] }) }

    @Test func everyDealIncludesTheNeededFace() throws {
        let config = GameConfig(size: .grid(rows: 2, columns: 3))
        let deck = try Deck(faces: party(), needing: ["bomb"])
        var without = 0
        for seed in UInt64(1)...200 {
            let game = try Game(config: config, deck: deck, seed: seed)
            #expect(keys(game).contains("bomb"), "seed \(seed)")
            if !keys(try Game(config: config, deck: try Deck(faces: party()), seed: seed)).contains("bomb") { without += 1 }
        }
        #expect(without > 100, "without needs, most deals of 3 keys in 14 have no bomb")
    }

    @Test func twoNeededTagsAreBothDealt() throws {
        let deck = try Deck(faces: party(), needing: ["wild", "bomb"])
        for seed in UInt64(1)...200 {
            let game = try Game(config: GameConfig(size: .groups(3)), deck: deck, seed: seed)
            #expect(keys(game).isSuperset(of: ["joker", "bomb"]), "seed \(seed)")
        }
        // One group on the board: room for the first tag only.
        let single = try Game(config: GameConfig(size: .groups(1)), deck: deck, seed: 4)
        #expect(keys(single) == ["joker"])
    }

    /// The tagged face is the seed's choice among those that carry the tag, and the same seed
    /// deals the same board.
    @Test func theSeedChoosesAmongTaggedFacesAndReproducesTheDeal() throws {
        let faces = party() + [Face(label: "🧨", key: "dynamite", tags: ["bomb"])]
        let deck = try Deck(faces: faces, needing: ["bomb"])
        var chosen: Set<String> = []
        for seed in UInt64(1)...100 {
            let game = try Game(config: GameConfig(size: .groups(2)), deck: deck, seed: seed)
            chosen.formUnion(keys(game).intersection(["bomb", "dynamite"]))
            #expect(game.cards == (try Game(config: GameConfig(size: .groups(2)), deck: deck, seed: seed)).cards)
        }
        #expect(chosen == ["bomb", "dynamite"])
    }

    /// A deal takes a key's first `group` faces: a tag on a later face does not count.
    @Test func onlyFacesThatAreDealtCount() throws {
        let faces = [Face(label: "a"), Face(label: "b"), Face(label: "c"),
                     Face(label: "x1", key: "x"), Face(label: "x2", key: "x"), Face(label: "x3", key: "x", tags: ["bomb"])]
        let deck = try Deck(faces: faces, needing: ["bomb"])
        #expect(deck.missingTags.isEmpty)
        let pairs = (UInt64(1)...50).map { try! Game(config: GameConfig(size: .groups(1)), deck: deck, seed: $0) }
        #expect(pairs.contains { !keys($0).contains("x") }, "pairs of x never show its third face: no key is forced")
        for seed in UInt64(1)...50 {
            let triples = try Game(config: GameConfig(size: .groups(1), group: 3), deck: deck, seed: seed)
            #expect(keys(triples) == ["x"], "seed \(seed)")
        }
    }

    @Test func aDeckWithoutTheTagSaysSoAndDealsAsWithoutNeeds() throws {
        let faces = (0..<8).map { Face(label: "face \($0)") }
        let deck = try Deck(faces: faces, needing: ["bomb", "wild"])
        #expect(deck.missingTags == ["bomb", "wild"])
        #expect(try Deck(faces: party(), needing: ["bomb", "luck"]).missingTags == ["luck"])
        for seed in UInt64(1)...20 {
            let config = GameConfig(size: .groups(3))
            #expect(try Game(config: config, deck: deck, seed: seed).cards == (try Game(config: config, faces: faces, seed: seed)).cards)
        }
    }

    @Test func aRedealKeepsTheNeeds() throws {
        let config = GameConfig(size: .groups(2))
        let deck = try Deck(faces: party(), needing: ["bomb"])
        var game = try Game(config: config, deck: deck, seed: 1)
        for seed in UInt64(2)...50 {
            game.redeal(deck, seed: seed)
            #expect(game == (try Game(config: config, deck: deck, seed: seed)))
            #expect(keys(game).contains("bomb"))
        }
    }
}
