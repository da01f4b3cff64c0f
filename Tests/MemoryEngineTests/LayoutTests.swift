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

/// The rows and columns of a grid board, and the engine's rows for actions on any board.
@Suite struct BoardGridTests {
    @Test func aGridNumbersItsCardsAlongItsRows() throws {
        let grid = try #require(BoardGrid(.grid(rows: 3, columns: 4)))
        #expect(grid.position(of: 6) == (1, 2))
        #expect(grid.card(row: 2, column: 3) == 11)
        #expect(grid.card(row: 3, column: 0) == nil && grid.card(row: 0, column: 4) == nil && grid.card(row: -1, column: 0) == nil)
        for card in 0..<12 { #expect(grid.card(row: grid.position(of: card).row, column: grid.position(of: card).column) == card) }
        #expect(BoardGrid(.groups(6)) == nil)
    }

    @Test func neighboursAreTheCardsAroundInOrder() throws {
        let grid = try #require(BoardGrid(.grid(rows: 3, columns: 4)))
        func neighbours(_ card: Int, diagonal: Bool) -> [Int] {
            var list: [Int] = []
            grid.forEachNeighbour(of: card, diagonal: diagonal) { list.append($0) }
            return list
        }
        #expect(neighbours(0, diagonal: false) == [1, 4])
        #expect(neighbours(5, diagonal: false) == [1, 4, 6, 9])
        #expect(neighbours(5, diagonal: true) == [0, 1, 2, 4, 6, 8, 9, 10])
        #expect(neighbours(11, diagonal: true) == [6, 7, 10])
        let line = try #require(BoardGrid(.grid(rows: 1, columns: 4)))
        var list: [Int] = []
        line.forEachNeighbour(of: 3, diagonal: true) { list.append($0) }
        #expect(list == [2])
    }

    @Test func theRowOfAnActionIsTheGridsRow() throws {
        let grid = try Game(config: GameConfig(size: .grid(rows: 3, columns: 4)), faces: (0..<6).map { Face(label: "\($0)") }, seed: 1)
        #expect(grid.logicalRow(of: 6) == [4, 5, 6, 7])
        #expect(grid.logicalRow(of: 6) == (0..<4).compactMap { grid.grid?.card(row: 1, column: $0) })
        let groups = try Game(config: GameConfig(size: .groups(5)), faces: (0..<5).map { Face(label: "\($0)") }, seed: 1)
        #expect(groups.grid == nil)
        #expect(groups.logicalRow(of: 9) == [8, 9], "rows of ⌈√10⌉ = 4 cards, the last one short")
    }
}
