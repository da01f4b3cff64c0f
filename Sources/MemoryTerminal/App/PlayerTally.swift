import MemoryEngine

/// Each player's share of a game: the turns they completed and the game time spent on their
/// turns. A high-score entry of a game of several players records the player's own share, not
/// the moves and time of everyone.
public struct PlayerTally: Sendable, Hashable {
    /// Turns completed (a match or a mismatch) by each player.
    public private(set) var moves: [Int]
    private var spent: [Double]
    private var current = 0
    private var turnStart = 0.0

    public init(players: Int) {
        moves = Array(repeating: 0, count: max(players, 1))
        spent = Array(repeating: 0, count: max(players, 1))
    }

    /// Counts `event`, which happened at game time `time`.
    public mutating func observe(_ event: Event, at time: Double) {
        switch event {
        case let .matched(_, player, _), let .mismatched(_, player, _):
            if moves.indices.contains(player) { moves[player] += 1 }
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
