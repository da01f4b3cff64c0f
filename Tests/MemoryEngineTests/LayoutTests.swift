import Testing
@testable import MemoryEngine

/// A board laid out by hand (script tests): the cards show the faces named, and a layout that
/// could not be dealt is refused.
@Suite struct LayoutTests {
    let deck = try! Deck(faces: [Face(label: "a"), Face(label: "b")])

    @Test func theCardsShowTheFacesInOrder() throws {
        let game = try Game(config: GameConfig(size: .groups(2)), deck: deck, layout: [1, 0, 0, 1], seed: 1)
        #expect(game.cards.map { game.faces[$0.face].label } == ["b", "a", "a", "b"])
        #expect(game.cards[1].key == game.cards[2].key)
    }

    @Test func aLayoutThatCannotBeDealtIsRefused() {
        #expect(throws: ConfigError.self) { try Game(config: GameConfig(size: .groups(2)), deck: deck, layout: [0, 0, 1], seed: 1) }
        #expect(throws: ConfigError.self) { try Game(config: GameConfig(size: .groups(2)), deck: deck, layout: [0, 0, 0, 1], seed: 1) }
        #expect(throws: ConfigError.self) { try Game(config: GameConfig(size: .groups(2)), deck: deck, layout: [0, 0, 1, 5], seed: 1) }
    }
}
