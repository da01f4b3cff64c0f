import Foundation

/// Why the store cannot be opened or cannot do what was asked, with a message fit for the player.
///
/// When opening fails the database file is left exactly as it was; the game can still be played
/// without saving.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not an SQLite database, or its contents are damaged.
    case corrupt(URL, reason: String)
    /// The file was written by a newer version of memory, whose schema this one does not know.
    case newerVersion(URL, reason: String)
    /// The file or its directory cannot be created, opened or written (permissions, disk full…).
    case cannotOpen(URL, reason: String)
    /// No high score has this id.
    case noSuchScore(Int64)
    /// A player name that is empty once surrounding spaces are removed.
    case emptyName

    /// What is wrong, in one clause without the advice: `cannot open the database PATH (REASON)`.
    public var cause: String {
        switch self {
        case let .corrupt(url, reason): return "the database \(url.path) is damaged (\(reason))"
        case let .newerVersion(url, reason): return "the database \(url.path) was written by a newer version of memory (\(reason))"
        case let .cannotOpen(url, reason): return "cannot open the database \(url.path) (\(reason))"
        case .noSuchScore, .emptyName: return description
        }
    }

    public var description: String {
        switch self {
        case .corrupt:
            return "\(cause); scores and saved games cannot be read or saved. "
                + "Run `memory scores --move-aside` to keep it as \(StoreLocation.fileName).broken-<time> and start a fresh one, "
                + "restore a backup, or use another --data-dir; you can still play without saving"
        case .newerVersion:
            return "\(cause). "
                + "Update memory to use it, run `memory scores --move-aside` to keep it aside and start a fresh one, "
                + "or use another --data-dir; you can still play without saving"
        case .cannotOpen:
            return "\(cause). "
                + "Check that the directory is writable, or use another --data-dir; you can still play without saving"
        case let .noSuchScore(id):
            return "there is no high score with id \(id)"
        case .emptyName:
            return "a player name cannot be empty"
        }
    }
}
