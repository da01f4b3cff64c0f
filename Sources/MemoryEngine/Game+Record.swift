/// The score a finished game keeps for the record, and whose it is (see ``Game/recordedScore(people:)``).
public struct RecordedScore: Sendable, Hashable {
    /// The points kept.
    public var points: Int
    /// The seat whose points they are (its own moves and time go with them), or nil for a co-op
    /// game's team: every seat's points, with the whole game's moves and time.
    public var seat: Int?

    public init(points: Int, seat: Int?) {
        self.points = points
        self.seat = seat
    }
}

extension Game {
    /// The score this game keeps for the record: the one the high scores keep, a campaign
    /// level's points goal counts and `memory simulate` reports. In a co-op game
    /// (``GameConfig/coop``), which the seats win or lose together, the team's: every seat's
    /// points added up. Else the best score of the first `people` seats (the people at the
    /// keyboard, who sit before any computer player; every seat when nil), the first of them
    /// on a tie.
    @inline(__always)
    public func recordedScore(people: Int? = nil) -> RecordedScore {
        // A solo game's only score, read directly: the simulator asks after every game.
        if scores.count == 1 { return RecordedScore(points: scores[0], seat: 0) }
        if config.coop { return RecordedScore(points: scores.reduce(0, +), seat: nil) }
        let seats = max(1, min(people ?? scores.count, scores.count))
        var best = 0
        for seat in 1..<seats where scores[seat] > scores[best] { best = seat }
        return RecordedScore(points: scores[best], seat: best)
    }
}
