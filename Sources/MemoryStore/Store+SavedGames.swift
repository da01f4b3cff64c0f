import GRDB

extension Store {
    /// Saves a game in one transaction: a new entry when `game.id` is `nil`, else in place of the
    /// saved game with that id (a resumed game quit again).
    ///
    /// - Returns: The saved game's id.
    @discardableResult
    public func saveGame(_ game: SavedGame) throws(StoreError) -> Int64 {
        try write { db in
            if game.id == nil {
                try game.insert(db)
                return db.lastInsertedRowID
            }
            try game.save(db)
            return game.id!
        }
    }

    /// The most recently saved game, or `nil` when there is none.
    /// A saved game whose values are damaged is skipped (``damagedRows()`` names it).
    public func latestSavedGame() throws(StoreError) -> SavedGame? {
        try savedGames().first
    }

    /// Every saved game that decodes, most recent first.
    public func savedGames() throws(StoreError) -> [SavedGame] {
        try read { db in
            try Row.fetchAll(db, SavedGame.order(Column("date").desc, Column("id").desc)).compactMap { try? SavedGame(row: $0) }
        }
    }

    /// Deletes a saved game (once resumed, or when the player discards it). Deleting an id that
    /// is not there does nothing.
    public func deleteSavedGame(_ id: Int64) throws(StoreError) {
        _ = try write { db in try SavedGame.deleteOne(db, key: id) }
    }
}
