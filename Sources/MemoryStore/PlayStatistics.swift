import MemoryEngine

/// What a player has done with one configuration.
///
/// Scores, moves and times are taken over finished games (won or ended by a time limit);
/// abandoned games count only as played and abandoned.
public struct PlayStatistics: Sendable, Hashable {
    /// Finished and abandoned games.
    public var played: Int
    /// Games finished with every card matched.
    public var won: Int
    public var abandoned: Int
    /// `nil` when no game was finished.
    public var bestScore: Int?
    public var averageScore: Double?
    public var averageMoves: Double?
    public var averageSeconds: Double?
    /// How the games ended, by ending and reason, most frequent first (the games recorded
    /// before endings were kept are not counted).
    public var endings: [EndingCount]

    public init(played: Int, won: Int, abandoned: Int, bestScore: Int?, averageScore: Double?,
                averageMoves: Double?, averageSeconds: Double?, endings: [EndingCount] = []) {
        self.played = played
        self.won = won
        self.abandoned = abandoned
        self.bestScore = bestScore
        self.averageScore = averageScore
        self.averageMoves = averageMoves
        self.averageSeconds = averageSeconds
        self.endings = endings
    }
}

/// How many games ended one way (with one reason).
public struct EndingCount: Sendable, Hashable {
    public var ending: GameOverReason
    public var count: Int

    public init(_ ending: GameOverReason, count: Int) {
        self.ending = ending
        self.count = count
    }
}
