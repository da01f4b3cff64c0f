import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The row an action is used with is the board's row: a tall terminal turns a grid a quarter
/// (its rows shown as columns), and the action still gets the grid's row of the cursor's card.
@Suite struct ActionRowTests {
    /// The row the last logged use was given.
    static func usedRow(_ session: GameSession) -> [Int]? {
        if case let .use(_, _, row)? = session.playable.log.last?.action { return row }
        return nil
    }

    static func useOnCard(_ card: Int, size: BoardSize, terminal: TerminalSize) -> (GameSession, BoardLayout) {
        var session = GameSession(Fixture.playable(size: size, rules: OneActionRules()), now: 0)
        let layout = Fixture.layoutOf(session, size: terminal)
        session.setCursor(card)
        _ = session.useAction(key: "r", layout: layout, at: 1)
        return (session, layout)
    }

    @Test func aTurnedGridGivesTheGridsRowNotTheScreensRow() throws {
        let (session, layout) = Self.useOnCard(5, size: .grid(rows: 2, columns: 4), terminal: TerminalSize(columns: 40, rows: 60))
        #expect(layout.transposed && layout.rows == 4 && layout.columns == 2, "a tall terminal turns the 2x4 grid: \(layout)")
        #expect(Self.usedRow(session) == [4, 5, 6, 7], "\(session.playable.log)")
        #expect(Self.usedRow(session) == session.game.logicalRow(of: 5))
    }

    @Test func anUnturnedGridGivesTheSameRow() throws {
        let (session, layout) = Self.useOnCard(5, size: .grid(rows: 2, columns: 4), terminal: TerminalSize(columns: 80, rows: 24))
        #expect(!layout.transposed)
        #expect(Self.usedRow(session) == [4, 5, 6, 7])
    }

    /// A board of a number of groups has no rows of its own: the action gets the row on screen.
    @Test func aNumberOfGroupsGivesTheRowOnScreen() throws {
        let (session, layout) = Self.useOnCard(7, size: .groups(5), terminal: TerminalSize(columns: 80, rows: 24))
        let place = layout.position(ofCard: 7)
        let onScreen = (0..<layout.columns).compactMap { layout.card(row: place.row, column: $0) }
        #expect(onScreen.contains(7) && onScreen.count > 1, "\(layout)")
        #expect(Self.usedRow(session) == onScreen)
    }
}
