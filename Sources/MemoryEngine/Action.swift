/// What a player (or the clock) asks of the game.
public enum Action: Sendable, Hashable, Codable {
    /// Turn the card at this board index face up.
    case turn(Int)
    /// Nothing but the passing of time: ends a reveal, a peek or the time limit when due.
    case advance
    /// Use the script's action with this index (see ``Rules/playerActions``) with the card under
    /// the cursor and the cards of its row on the board (a grid's row, however the terminal turns
    /// the board; for a number of groups, its row on screen).
    case use(Int, card: Int, row: [Int])
}

/// A timed action, as saved games record them.
public struct TimedAction: Sendable, Hashable, Codable {
    public var action: Action
    public var time: Double
    public init(_ action: Action, at time: Double) {
        self.action = action
        self.time = time
    }
}
