import GRDB

/// A finished game kept to be played back (`memory replay`): what a saved game holds, under the
/// id of the game's entry in the scores (``FinishedGame``, ``HighScore/id``).
struct GameReplay: FetchableRecord, PersistableRecord {
    static let databaseTableName = "gameReplay"

    var game: SavedGame

    init(_ game: SavedGame) { self.game = game }

    init(row: Row) throws { game = try SavedGame(row: row) }

    func encode(to container: inout PersistenceContainer) throws { try game.encode(to: &container) }
}

extension Store {
    /// Keeps what replays the finished game recorded as `id` (returned by ``recordScore(_:)``);
    /// `game.id` is ignored. A second call for the same id replaces the first.
    public func recordReplay(_ game: SavedGame, forScore id: Int64) throws(StoreError) {
        var kept = game
        kept.id = id
        let record = GameReplay(kept)
        try write { db in try record.save(db) }
    }

    /// The finished game recorded as `id`, ready to be dealt again, or nil when none was kept.
    public func replay(ofScore id: Int64) throws(StoreError) -> SavedGame? {
        try read { db in try GameReplay.fetchOne(db, key: id)?.game }
    }

    /// The finished game kept most recently, or the one kept `skipping` games before it; nil
    /// when fewer are kept.
    public func latestReplay(skipping: Int = 0) throws(StoreError) -> SavedGame? {
        try read { db in
            try GameReplay.order(Column("date").desc, Column("id").desc).limit(1, offset: max(0, skipping)).fetchOne(db)?.game
        }
    }

    /// How many finished games are kept to be played back.
    public func replayCount() throws(StoreError) -> Int {
        try read { db in try GameReplay.fetchCount(db) }
    }
}
