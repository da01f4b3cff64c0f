/// Why a game ended.
public enum GameOverReason: Sendable, Hashable, Codable {
    case allMatched
    case timeUp
    /// A script declared the game won, with its reason.
    case won(String)
    /// A script declared the game lost, with its reason.
    case lost(String)
    /// A script ended the game neither won nor lost (a score attack's end), with its reason:
    /// played to its end, so it ranks, but nothing is celebrated.
    case ended(String)
    /// Cards are left, but no group of them can match (a script's `match` or removals).
    case noMatchLeft

    /// Whether the game was played to its end rather than lost (what ranks in the high scores).
    public var isFinished: Bool {
        switch self {
        case .allMatched, .won, .ended, .noMatchLeft: return true
        case .timeUp, .lost: return false
        }
    }

    /// One line for the game-over screen and the statistics.
    public var text: String {
        switch self {
        case .allMatched: return "All found!"
        case .timeUp: return "Time is up!"
        case let .won(reason): return reason.isEmpty ? "You win!" : reason
        case let .lost(reason): return reason.isEmpty ? "Game lost" : reason
        case let .ended(reason): return reason.isEmpty ? "Game over" : reason
        case .noMatchLeft: return "No group left can match"
        }
    }
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
    /// Two face-down cards changed places at the rules' request (or a card moved to an empty
    /// place).
    case swapped(Int, Int)
    /// Face-down cards shown at a script's request until the given time: to everyone, or with
    /// `to` only to that player (0-based; see ``hides(from:)``).
    case revealed([Int], until: Double, to: Int? = nil)
    /// Cards a script revealed are hidden again (`to`: the player of a private reveal).
    case revealEnded([Int], to: Int? = nil)
    /// A script holds the board until the given time: no card can be turned, none is on show
    /// (`why`: the script's reason, if it gave one).
    case held(until: Double, why: String?)
    /// A script's hold is over.
    case holdEnded
    /// Face-down cards taken off the board at a script's request.
    case removed([Int])
    /// The stock's next group dealt onto these places (found or empty before) at a script's
    /// request: face-down cards nobody has seen.
    case dealt([Int])
    /// Cards a script froze: they cannot be turned until `turns` more turns have ended (nil:
    /// until a script thaws them).
    case frozen([Int], turns: Int?)
    /// Frozen cards that can be turned again (their turns ran out, a script thawed them, or
    /// nothing else was left to turn).
    case thawed([Int])
    /// Cards a script marked with a short text shown on them (nil: their marks taken off).
    case marked([Int], text: String?)
    /// Cards a script disguised: on show they show this face (an index into ``Game/faces``)
    /// instead of their own; nil: their own face again.
    case disguised([Int], face: Int?)
    /// In a game whose scripts react: the card just turned shows this face (its disguise, if it
    /// wears one). (The card may move
    /// before an observer looks at the board; players learn what they saw from this.)
    case seen(card: Int, face: Int)
    /// A script ended the turn: its face-up cards turned back (also in ``concealed(_:)``).
    case turnEnded(player: Int)
    /// A script kept the turn after a mismatch: this player plays again.
    case turnKept(player: Int)
    /// Found cards a script put back: face down on the board, their group to be found again
    /// (their faces were seen when they were found).
    case unfound([Int])
    /// Points a script awarded outside the scoring hooks.
    case awarded(player: Int, points: Int)
    /// A script's message for the player.
    case said(String)
    /// A script rang the bell.
    case bell
    /// A player used a script's action (its index in ``Rules/playerActions``).
    case actionUsed(Int, player: Int)
    /// A player's action had nothing to do (its script declined it): no charge was spent and
    /// nothing changed; what the script said why (may be empty).
    case actionDeclined(Int, player: Int, reason: String)
    /// A script gave a player `count` more uses of an action (fewer when negative), its index
    /// in ``Rules/playerActions``.
    case granted(Int, count: Int, player: Int)
    /// Points the rules gave at the end of the game.
    case finalPoints(player: Int, points: Int)
    /// The rules failed or answered something impossible; nothing was applied.
    case rulesFailed(RuleFailure)
    case gameOver(GameOverReason)

    /// The one player (0-based) this event is for, when it shows faces only they may see: a
    /// reveal to them alone, or its end; nil for an event everyone sees.
    @inline(__always)
    public var privateTo: Int? {
        switch self {
        case let .revealed(_, _, to), let .revealEnded(_, to): return to
        default: return nil
        }
    }

    /// Whether this event shows faces that `player` (0-based) may not see (see ``privateTo``). A
    /// computer player is not told of such an event; the others at the table see only that the
    /// cards are being looked at.
    @inline(__always)
    public func hides(from player: Int) -> Bool {
        guard let to = privateTo else { return false }
        return to != player
    }
}
