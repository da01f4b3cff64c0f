import Foundation
import GRDB
import MemoryEngine

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
    /// Whether the game ranks: played to its end and not lost (see the front's `ranks`). A game
    /// that is not won is recorded for the statistics only.
    public var won: Bool
    /// When the game ended.
    public var date: Date
    /// Why it ended.
    public var ending: GameOverReason?
    /// The lines scripts added to the game-over screen (`game.scripted.endNotes`).
    public var notes: [String]
    /// The UTC day (`yyyy-MM-dd`) of a daily game's board, or nil: the game ranks among that
    /// day's games of its configuration, not in its usual table.
    public var daily: String?
    /// Whether a daily game was played as practice, after the day's ranked try of its
    /// configuration: it ranks nowhere (its day's table and `memory scores --daily` leave it
    /// out) and counts in the statistics only.
    public var practice = false

    public init(key: ConfigurationKey, player: String, score: Int, moves: Int, seconds: Double,
                seed: UInt64, won: Bool, date: Date = Date(), ending: GameOverReason? = nil, notes: [String] = [],
                daily: String? = nil, practice: Bool = false) {
        self.key = key
        self.player = player
        self.score = score
        self.moves = moves
        self.seconds = seconds
        self.seed = seed
        self.won = won
        self.date = date
        self.ending = ending
        self.notes = notes
        self.daily = daily
        self.practice = practice
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
    /// Why the game ended; nil for the games recorded before endings were kept.
    public var ending: GameOverReason?
    /// The lines scripts added to its game-over screen, e.g. "Flawless — no card turned twice".
    public var notes: [String]
    /// The UTC day (`yyyy-MM-dd`) of a daily game's board, or nil.
    public var daily: String?

    /// Decodes a `game` row, throwing ``DamagedRow`` for a value of the wrong type or out of range.
    public init(row: Row) throws {
        let values = StoredValue(row: row, table: "game")
        id = try values.value("id")
        player = try values.value("player")
        score = try values.value("score")
        moves = try values.integer("moves", in: 0...Int(Int32.max))
        seconds = try values.seconds("seconds")
        seed = UInt64(bitPattern: try values.value("seed", Int64.self))
        date = try values.value("date")
        ending = try values.ending()
        notes = try values.lines("notes")
        daily = try values.value("daily")
    }
}

/// The day's ranked try of a configuration's daily board (``Store/dailyTry(for:day:)``).
public struct DailyTry: Sendable, Hashable {
    /// Its row (``HighScore/id``).
    public var id: Int64
    /// Whether it was won (a lost try ranks nowhere, and is still the day's try).
    public var won: Bool
    public var score: Int
    /// Its 1-based place in the day's table, or nil when lost or not among the ``Store/tableSize`` best.
    public var rank: Int?

    public init(id: Int64, won: Bool, score: Int, rank: Int?) {
        self.id = id
        self.won = won
        self.score = score
        self.rank = rank
    }
}
