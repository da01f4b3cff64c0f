import Testing
@testable import MemoryEngine

/// The stock (``GameConfig/stock``): dealt from the same seeded deal as the board, held off it.
@Suite struct StockDealTests {
    /// A stock changes nothing of the board a seed deals: its groups are the keys that come
    /// after the board's in the same shuffle, each group one key's cards, numbered past the board.
    @Test func theStockIsTheNextKeysOfTheSameDeal() throws {
        var config = GameConfig(size: .grid(rows: 3, columns: 4))
        let plain = try Game(config: config, faces: letters(12), seed: 42)
        config.stock = 4
        let stocked = try Game(config: config, faces: letters(12), seed: 42)
        #expect(stocked.cards == plain.cards)
        #expect(stocked.stock.count == 8)
        #expect(stocked.stock.map(\.dealtAt) == Array(12..<20))
        let boardKeys = Set(plain.cards.map(\.key))
        for g in 0..<4 {
            let group = stocked.stock[2 * g..<2 * g + 2]
            #expect(group.allSatisfy { $0.key == group.first!.key }, "group \(g) is one key's")
            #expect(!boardKeys.contains(group.first!.key), "a deck with enough keys deals the stock new ones")
        }
        #expect(stocked.groupsInStock == 4)
        #expect(stocked.groupsLeft == 6, "the stock is not on the board")
        #expect(stocked.invariantViolations().isEmpty)
    }

    @Test func aGameWithoutAStockHasNone() throws {
        let game = try Game(config: GameConfig(size: .groups(4)), faces: letters(4), seed: 1)
        #expect(game.stock.isEmpty)
        #expect(game.groupsInStock == 0)
    }

    /// Below 0, or more cards than the board may hold with it, is refused with the limit.
    @Test(arguments: [-1, 1_000_000_000, 4_995])
    func aStockOutOfRangeIsRefused(stock: Int) throws {
        var config = GameConfig(size: .grid(rows: 3, columns: 4))
        config.stock = stock
        #expect(throws: ConfigError("stock \(stock) is not allowed: with 12 cards on the board, use 0 to 4994 groups (the board and the stock hold at most 10000 cards)")) {
            try config.validate()
        }
    }
}
