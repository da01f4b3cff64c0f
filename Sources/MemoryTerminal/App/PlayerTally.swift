import MemoryEngine

/// Each player's share of a game: the moves they made, the game time spent on their turns and
/// where their points came from. A high-score entry of a game of several players records the
/// player's own share, not the moves and time of everyone; the game-over screen gives each
/// player's moves and breaks each score into its parts.
public struct PlayerTally: Sendable, Hashable {
    /// Where a player's points came from.
    public struct Points: Sendable, Hashable {
        public var matches = 0
        public var mismatches = 0
        /// Given by a script outside the scoring hooks.
        public var awarded = 0
        /// Given by the rules at the end of the game.
        public var atTheEnd = 0
    }

    /// Moves made by each player, as ``Game/moves`` counts them: turns completed (a match or a
    /// mismatch) and turns a script ended after a card was turned (a turn clock, a bomb).
    public private(set) var moves: [Int]
    /// Each player's points by where they came from.
    public private(set) var points: [Points]
    private var spent: [Double]
    private var current = 0
    private var turnStart = 0.0
    /// Whether a card of the turn in play was turned (a script ending the turn then makes it a move).
    private var turning = false

    public init(players: Int) {
        moves = Array(repeating: 0, count: max(players, 1))
        points = Array(repeating: Points(), count: max(players, 1))
        spent = Array(repeating: 0, count: max(players, 1))
    }

    /// Counts `event`, which happened at game time `time`.
    public mutating func observe(_ event: Event, at time: Double) {
        switch event {
        case .turned:
            turning = true
        case let .matched(_, player, p) where moves.indices.contains(player):
            moves[player] += 1
            points[player].matches += p
            turning = false
        case let .mismatched(_, player, p) where moves.indices.contains(player):
            moves[player] += 1
            points[player].mismatches += p
            turning = false
        case let .turnEnded(player) where moves.indices.contains(player):
            if turning { moves[player] += 1 }
            turning = false
        case let .awarded(player, p) where points.indices.contains(player):
            points[player].awarded += p
        case let .finalPoints(player, p) where points.indices.contains(player):
            points[player].atTheEnd += p
        case let .turnPassed(from, to):
            if spent.indices.contains(from) { spent[from] += time - turnStart }
            turnStart = time
            current = to
        default: break
        }
    }

    /// The game time `player` has spent on their turns, the game being at time `now`.
    public func seconds(of player: Int, at now: Double) -> Double {
        guard spent.indices.contains(player) else { return 0 }
        return spent[player] + (player == current ? max(0, now - turnStart) : 0)
    }
}
