extension WatchfulMemory {
    /// The first card of a turn for a player told to start at one of `places` (the scripts'
    /// `bot_cards`): a known card of a group it knows whole (of `keys`, when the scripts name
    /// keys too), in the order of `places`; else one it has not seen, drawn uniformly; else a
    /// known one, drawn uniformly. Nil when none of the places can be turned.
    func firstCard(among places: [Int], keys: [Int]?, at game: UnsafePointer<Game>,
                   random: inout SeededRandom) -> Int? {
        var unseenCount = 0, knownCount = 0
        for c in places where c >= 0 && c < cards {
            let cls = Int(listed[c])
            if cls >= 0 {
                // A known card that can be turned: its class is ready when the rest of a group
                // is known too (by keys or by the `match` hook's verdicts; a search finds none).
                let key = game.shownKey(c)
                if readyPosition[cls] >= 0 && keys.map({ $0.contains(key) }) ?? true { return c }
                knownCount += 1
            } else if pool[c &>> 6] & (UInt64(1) &<< UInt64(c & 63)) != 0 {
                unseenCount += 1
            }
        }
        if unseenCount > 0 {
            return nth(random.below(unseenCount), of: places) { pool[$0 &>> 6] & (UInt64(1) &<< UInt64($0 & 63)) != 0 }
        }
        if knownCount > 0 { return nth(random.below(knownCount), of: places) { listed[$0] >= 0 } }
        return nil
    }

    /// The `n`-th place of `places` (from 0) for which `counts` holds.
    private func nth(_ n: Int, of places: [Int], _ counts: (Int) -> Bool) -> Int? {
        var n = n
        for c in places where c >= 0 && c < cards && counts(c) {
            if n == 0 { return c }
            n -= 1
        }
        return nil
    }
}
