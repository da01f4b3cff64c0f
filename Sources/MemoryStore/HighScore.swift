import Foundation
import GRDB

/// A game that ended with its score, as the front end reports it to ``Store/recordScore(_:)``.
public struct FinishedGame: Sendable, Hashable {
    public var key: ConfigurationKey
    /// The name the score is recorded under: ``PlayerName/current(environment:)`` at first.
    public var player: String
    public var score: Int
    /// Turns taken (groups turned over).
    public var moves: Int
    /// Game time in seconds.
    public var seconds: Double
    public var seed: UInt64
    /// Whether every card was matched (false when a time limit ended the game).
    public var won: Bool
    /// When the game ended.
    public var date: Date

    public init(key: ConfigurationKey, player: String, score: Int, moves: Int, seconds: Double,
                seed: UInt64, won: Bool, date: Date = Date()) {
        self.key = key
        self.player = player
        self.score = score
        self.moves = moves
        self.seconds = seconds
        self.seed = seed
        self.won = won
        self.date = date
    }
}

/// One row of a high-score table.
public struct HighScore: Sendable, Hashable, Identifiable, FetchableRecord {
    /// What ``Store/renameScore(_:to:)`` takes.
    public var id: Int64
    public var player: String
    public var score: Int
    public var moves: Int
    public var seconds: Double
    public var seed: UInt64
    public var date: Date

    public init(row: Row) throws {
        id = row["id"]
        player = row["player"]
        score = row["score"]
        moves = row["moves"]
        seconds = row["seconds"]
        seed = UInt64(bitPattern: row["seed"])
        date = row["date"]
    }
}
