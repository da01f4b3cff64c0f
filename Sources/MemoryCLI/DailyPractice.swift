import MemoryStore
import MemoryTerminal

/// One ranked try a day: whether a daily game is its day's try of its configuration or
/// practice, and what the game and its game-over screen say of it.
enum DailyPractice {
    /// Why a daily game of `key` on `day` dealt now is practice, said on its status line before
    /// the first card, or nil when it is the day's try: a try was recorded, or a game begun as
    /// the try is kept in progress (among `saved`, other than `resuming`, the one being resumed).
    static func reason(_ store: Store, key: ConfigurationKey, day: String, saved: [SavedGame], resuming: Int64? = nil) -> String? {
        if let done = try? store.dailyTry(for: key, day: day) {
            return "Practice: today's try is played (\(result(done, table: nil))); this game does not rank"
        }
        let begun = saved.contains { game in
            guard game.id != resuming, game.key == key, let setup = game.setup else { return false }
            return setup.daily == day && setup.practice != true
        }
        return begun ? "Practice: today's try is in progress (memory resume); this game does not rank" : nil
    }

    /// The game-over screen's lines for a practice game: that it does not rank, and the day's
    /// try (`done`; nil while the game begun as the try is still in progress) in the day's
    /// table of `tableSize` entries.
    static func gameOverLines(_ done: DailyTry?, day: String, tableSize: Int) -> [String] {
        ["Practice: this game does not rank (one ranked try a day)",
         "Today's ranked try: " + (done.map { result($0, table: tableSize) + " in the daily scores of \(day)" } ?? "in progress (memory resume)")]
    }

    /// A try's result: "12 points, #2 of 5" (or "#2" without the table's size), or that it was
    /// lost or did not make the table.
    private static func result(_ done: DailyTry, table: Int?) -> String {
        guard done.won else { return "lost, \(Counted.text(done.score, "point"))" }
        guard let rank = done.rank else { return Counted.text(done.score, "point") + ", not in the top \(Store.tableSize)" }
        return Counted.text(done.score, "point") + ", #\(rank)" + (table.map { " of \($0)" } ?? "")
    }
}
