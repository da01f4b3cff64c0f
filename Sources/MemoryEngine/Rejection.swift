/// Why the engine refused an action. A refused action changes nothing but the passing of time
/// (see ``Game/apply(_:at:rules:events:)``).
public enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    case outOfBounds(card: Int, count: Int)
    case alreadyFaceUp(card: Int)
    case alreadyMatched(card: Int)
    case lockedDuringReveal
    case lockedDuringPeek
    /// A script holds the board (see ``Request/Kind/hold(seconds:why:)``), saying why or not.
    case held(why: String? = nil)
    case gameOver
    /// The card was taken off the board.
    case removed(card: Int)
    /// A script froze the card (see ``Event/frozen(_:turns:)``), saying why or not.
    case frozen(card: Int, why: String? = nil)
    /// No such action, or none of its charges left.
    case noSuchAction(Int)
    case noChargesLeft(String)
    /// A time that is negative, not finite, or earlier than one the game has already seen.
    case invalidTime(Double)

    public var description: String {
        switch self {
        case let .outOfBounds(card, count): return "no card \(card) (the board has \(count))"
        case .alreadyFaceUp: return "already face up"
        case .alreadyMatched: return "already matched"
        case .lockedDuringReveal: return "wait for the cards to turn back"
        case .lockedDuringPeek: return "wait for the peek to end"
        case let .held(why): return why ?? "wait: the board is held"
        case .gameOver: return "the game is over"
        case .removed: return "that place is empty"
        case let .frozen(_, why): return why ?? "that card is frozen"
        case let .noSuchAction(i): return "no action \(i)"
        case let .noChargesLeft(name): return "no \(name) left"
        case let .invalidTime(t): return "time \(t) is not allowed: times are finite, non-negative and never go back"
        }
    }
}
