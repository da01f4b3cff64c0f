import Foundation
import MemoryStore

/// Opens the score database for a command, as the user configured it.
enum DataStore {
    /// The directory scores and saved games live in.
    static func directory(_ options: DataOptions) -> URL {
        StoreLocation.resolve(dataDir: options.dataDir, environment: ProcessInfo.processInfo.environment)
    }

    /// The store, or a failure explaining why it cannot be opened (the file is left untouched).
    static func open(_ options: DataOptions) throws -> Store {
        do {
            return try Store(directory: directory(options))
        } catch {
            throw Failure(error.description)
        }
    }

    /// `memory scores --move-aside`: renames the database if the store refuses it as damaged or
    /// newer, and says what happened; a database that opens, or a folder that cannot, is left alone.
    static func moveAsideIfRefused(_ options: DataOptions) throws {
        let url: URL
        do {
            let store = try Store(directory: directory(options))
            Standard.output("The database \(store.url.path) opens fine: nothing was moved.")
            return
        } catch let .corrupt(refused, _), let .newerVersion(refused, _) {
            url = refused
        } catch {
            throw Failure(error.description)
        }
        do {
            let moved = try Store.moveAside(url)
            Standard.output("Moved the database aside to \(moved.path); the next game starts a fresh one.")
        } catch {
            throw Failure(error.description)
        }
    }

    /// The store for play, or why it cannot be opened, after telling the player (on stderr,
    /// before the game takes the screen) why this game will not be saved.
    static func openForPlay(_ options: DataOptions) -> Result<Store, StoreError> {
        do {
            return .success(try Store(directory: directory(options)))
        } catch {
            Standard.error("memory: \(error.description)")
            Standard.error("memory: playing without saving scores or games.")
            return .failure(error)
        }
    }

    /// What the lobby and the status line say for the whole run if `opened` failed.
    static func playingNotice(_ opened: Result<Store, StoreError>) -> String? {
        switch opened {
        case .success: return nil
        case .failure(.corrupt): return "scores not saved: the database is damaged"
        case .failure(.newerVersion): return "scores not saved: the database is from a newer memory"
        case .failure: return "scores not saved: the database cannot be opened"
        }
    }

    /// What to say when the game is over if `opened` failed: the words said before the game
    /// were hidden behind it, so the reason is given again.
    static func notSavedNotice(_ opened: Result<Store, StoreError>) -> String? {
        guard case let .failure(error) = opened else { return nil }
        return "memory: scores and games were not saved: \(error.cause). Use another --data-dir to keep them."
    }
}
