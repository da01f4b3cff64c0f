import Testing
@testable import MemoryEngine

/// A card's place at the deal (``Card/dealtAt``) names it all game long: it moves with the card
/// when a script swaps it or moves it into an empty place, so scripts can keep what they know of
/// each card whatever other scripts do to places.
@Suite struct CardIdentityTests {
    @Test func aDealtCardIsNamedByItsPlace() throws {
        let game = try Game(config: GameConfig(size: .groups(6)), faces: letters(6), seed: 11)
        #expect(game.cards.map(\.dealtAt) == Array(0..<12))
        let laid = try Game(config: GameConfig(size: .groups(2)), deck: Deck(faces: letters(2)), layout: [1, 0, 0, 1], seed: 1)
        #expect(laid.cards.map(\.dealtAt) == [0, 1, 2, 3])
    }

    @Test func theDealPlaceMovesWithItsCard() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.swap(1, 6), .remove([3]), .swap(3, 5)] : []
        })
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.game.cards.map(\.dealtAt) == [0, 6, 2, 5, 4, 3, 1, 7])
    }

    /// The deal place lives in the padding after the state: a card stays 32 bytes.
    @Test func aCardIsThirtyTwoBytes() {
        #expect(MemoryLayout<Card>.size == 32)
    }
}
