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

/// The kind of a ``Phase``: the game keeps its phase as this, with the cards on show, the time
/// the phase ends and the reason the game ended in fields of their own (see ``Game/phase``).
/// Nothing stored is then reference-counted and the kind is one byte to test: a ``Phase`` that
/// might hold a script's reason (a string) was destroyed through an outlined call at every
/// change, and its payload kept in registers across the simulator's loop for it.
enum Stage: UInt8, Sendable, Hashable {
    case peeking, playing, revealing, showingMismatch, over
}
