/// What a simulation saw of one count the scripts keep with `game:tally(name, n)` (see
/// ``ScriptedPlay/tallies``): its summary per game and how often each value occurred, a game
/// that never tallied it counting 0, and each game's value when the plan records games.
public struct TallyReport: Sendable, Hashable {
    public private(set) var summary = Summary()
    public private(set) var counts = Tally()
    /// Each game's value, in game order (when the plan records games; else empty).
    public private(set) var games: [Int] = []

    /// A tally first seen after `games` games, which counted 0 in each of them.
    init(zeros games: Int, recording: Bool) {
        summary = Summary(zeros: games)
        if games > 0 { counts.add(0, count: games) }
        if recording { self.games = Array(repeating: 0, count: games) }
    }

    mutating func add(_ value: Int, recording: Bool) {
        summary.add(Double(value))
        counts.add(value)
        if recording { games.append(value) }
    }

    mutating func merge(_ other: TallyReport) {
        summary.merge(other.summary)
        counts.merge(other.counts)
        games += other.games
    }

    /// Each game's value over `played` games: a tally the games never kept is all zeros.
    public static func values(_ report: TallyReport?, played: Int) -> [Int] {
        report?.games ?? Array(repeating: 0, count: played)
    }
}

extension SimulationReport {
    /// Adds a finished game's tallies: each name kept so far gets the game's value (0 when the
    /// game did not tally it), and a new name is 0 in every earlier game. Out of line: most
    /// games keep no tally, and the simulator's loop only checks that. It takes the game's
    /// tallies, not the game: a `Game` passed to a call out of line was copied for it after every
    /// simulated game, whether it tallied or not.
    @inline(never)
    mutating func addTallies(_ counts: [String: Int]) {
        let earlier = games - 1
        for name in counts.keys where tallies[name] == nil {
            tallies[name] = TallyReport(zeros: earlier, recording: recordsGames)
        }
        for name in tallies.keys { tallies[name]!.add(counts[name] ?? 0, recording: recordsGames) }
    }

    /// Merges the tallies of `other`, a report of the games played after this one's `earlier`
    /// games: a name one of them never saw is 0 in each of its games.
    mutating func mergeTallies(_ other: SimulationReport, after earlier: Int) {
        guard !tallies.isEmpty || !other.tallies.isEmpty else { return }
        for name in Set(tallies.keys).union(other.tallies.keys) {
            var merged = tallies[name] ?? TallyReport(zeros: earlier, recording: recordsGames)
            merged.merge(other.tallies[name] ?? TallyReport(zeros: other.games, recording: other.recordsGames))
            tallies[name] = merged
        }
    }
}
