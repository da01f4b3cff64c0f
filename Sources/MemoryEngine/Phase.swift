/// Where the game is in its turn cycle.
public enum Phase: Sendable, Hashable {
    /// All faces shown until the given time; input locked.
    case peeking(until: Double)
    /// Cards can be turned.
    case playing
    /// A mismatch is on show until the given time; input locked.
    case revealing(CardGroup, until: Double)
    /// A mismatch is on show until the next card is turned (the `next-flip` policy).
    case showingMismatch(CardGroup)
    case over(GameOverReason)
}
