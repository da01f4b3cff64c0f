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

    /// The store, or nil after telling the player that this game will not be saved.
    static func openForPlay(_ options: DataOptions) -> Store? {
        do {
            return try Store(directory: directory(options))
        } catch {
            Standard.error("memory: \(error.description)")
            Standard.error("memory: playing without saving scores or games.")
            return nil
        }
    }
}
