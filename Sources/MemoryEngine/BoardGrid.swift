/// The rows and columns of a grid board and where its cards sit: card `i` (0-based, the order
/// cards are dealt and numbered in) is at row `i / columns`, column `i % columns`. The terminal
/// keeps these rows and columns on screen (turned a quarter on a tall terminal, which keeps
/// neighbours neighbours), so scripts and computer players can rely on them.
///
/// A board of a number of groups (`--pairs N`) has no grid: the terminal lays it out in whatever
/// rows and columns fit, which change with the terminal's size, so a card has no fixed row or
/// neighbours there (and the engine must not depend on the terminal).
public struct BoardGrid: Sendable, Hashable {
    public let rows: Int
    public let columns: Int

    /// The grid of a board of `size`, or nil for a number of groups.
    public init?(_ size: BoardSize) {
        guard case let .grid(rows, columns) = size else { return nil }
        self.rows = rows
        self.columns = columns
    }

    /// The row and column (0-based) of card `card`.
    public func position(of card: Int) -> (row: Int, column: Int) {
        (card / columns, card % columns)
    }

    /// The card at a row and column (0-based), or nil outside the grid.
    public func card(row: Int, column: Int) -> Int? {
        guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
        return row * columns + column
    }

    /// The cards of `card`'s row, in order.
    public func row(of card: Int) -> Range<Int> {
        let start = card / columns * columns
        return start..<start + columns
    }

    /// Calls `body` with each card next to `card` in increasing order: those above, below and
    /// beside it, and with `diagonal` also those touching its corners. Places whose card was
    /// taken off the board are still places: the caller looks at their state.
    @inline(__always)
    public func forEachNeighbour(of card: Int, diagonal: Bool, _ body: (Int) -> Void) {
        let (row, column) = position(of: card)
        for dr in -1...1 {
            for dc in -1...1 where (dr != 0 || dc != 0) && (diagonal || dr == 0 || dc == 0) {
                if let n = self.card(row: row + dr, column: column + dc) { body(n) }
            }
        }
    }

    /// Most neighbours a card can have.
    public static func maximumNeighbours(diagonal: Bool) -> Int { diagonal ? 8 : 4 }
}

extension Game {
    /// The board's grid, or nil for a board of a number of groups (see ``BoardGrid``).
    public var grid: BoardGrid? { BoardGrid(config.size) }
}
