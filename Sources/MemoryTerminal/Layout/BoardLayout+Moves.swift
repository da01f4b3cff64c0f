extension BoardLayout {
    /// Where the cursor goes from card `from` when moved by one place on screen (`rows` or
    /// `columns` is ±1, the other 0), among the places `reachable` accepts (a hole is not one
    /// unless an action can be used on it). Along a row, the next reachable place in that
    /// direction, past the others; along a column, the next row that has a reachable place: the
    /// one in the same column, or else the one nearest to it (the left one of two as near). So
    /// every reachable place can be reached from every other (a move down never jumps a row that
    /// has one, as a column of holes made it do). Nil when there is none that way: the cursor
    /// stays, as it does at the board's edge.
    public func cursorTarget(from: Int, rows dr: Int, columns dc: Int, reachable: (Int) -> Bool) -> Int? {
        let p = position(ofCard: from)
        func accepts(_ row: Int, _ column: Int) -> Int? {
            card(row: row, column: column).flatMap { reachable($0) ? $0 : nil }
        }
        guard dr != 0 else {
            var column = p.column + dc
            while (0..<columns).contains(column) {
                if let card = accepts(p.row, column) { return card }
                column += dc
            }
            return nil
        }
        var row = p.row + dr
        while (0..<rows).contains(row) {
            let nearest = (0..<columns).filter { accepts(row, $0) != nil }.min { abs($0 - p.column) < abs($1 - p.column) }
            if let nearest { return accepts(row, nearest) }
            row += dr
        }
        return nil
    }
}
