/// Why a game ended.
public enum GameOverReason: Sendable, Hashable, Codable {
    case allMatched
    case timeUp
}

/// Something that happened, in the order it happened: the engine's "delegate", as values.
public enum Event: Sendable, Hashable {
    case turned(card: Int, player: Int)
    case matched(CardGroup, player: Int, points: Int)
    case mismatched(CardGroup, player: Int, points: Int)
    /// Cards turned back face down after a mismatch.
    case concealed(CardGroup)
    case turnPassed(from: Int, to: Int)
    /// The peek at the start is over; faces are hidden and play begins.
    case peekEnded
    /// Two face-down cards changed places at the rules' request.
    case swapped(Int, Int)
    /// Points the rules gave at the end of the game.
    case finalPoints(player: Int, points: Int)
    /// The rules failed or answered something impossible; nothing was applied.
    case rulesFailed(RuleFailure)
    case gameOver(GameOverReason)
}
