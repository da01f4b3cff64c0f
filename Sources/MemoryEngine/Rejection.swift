/// Why the engine refused an action. A refused action changes nothing.
public enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    case outOfBounds(card: Int, count: Int)
    case alreadyFaceUp(card: Int)
    case alreadyMatched(card: Int)
    case lockedDuringReveal
    case lockedDuringPeek
    case gameOver
    /// A time that is negative, not finite, or earlier than one the game has already seen.
    case invalidTime(Double)

    public var description: String {
        switch self {
        case let .outOfBounds(card, count): return "no card \(card) (the board has \(count))"
        case .alreadyFaceUp: return "already face up"
        case .alreadyMatched: return "already matched"
        case .lockedDuringReveal: return "wait for the cards to turn back"
        case .lockedDuringPeek: return "wait for the peek to end"
        case .gameOver: return "the game is over"
        case let .invalidTime(t): return "time \(t) is not allowed: times are finite, non-negative and never go back"
        }
    }
}
