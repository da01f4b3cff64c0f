import Foundation
import GRDB

/// The player's database: high scores, statistics and saved games, in one SQLite file.
///
/// Open it once per process with ``init(directory:)``. Every write is one transaction, so a
/// process killed at any moment leaves the last committed score in place and the file intact.
/// The file is in WAL mode with a busy timeout, so two games played at once can share it.
///
/// ```swift
/// let directory = StoreLocation.resolve(dataDir: options.dataDir,
///                                       environment: ProcessInfo.processInfo.environment)
/// let store = try Store(directory: directory)
/// ```
public final class Store: Sendable {
    /// The database file.
    public let url: URL
    let writer: DatabasePool

    /// Opens (creating if needed) `memory.sqlite` in `directory`, creating the directory too, and
    /// brings its schema up to date.
    ///
    /// A damaged file, or one from a newer version of memory, is left untouched byte for byte and
    /// reported as ``StoreError/corrupt(_:reason:)`` or ``StoreError/newerVersion(_:reason:)``;
    /// ``moveAside(_:)`` puts it out of the way if the player agrees. An empty file is taken as a
    /// new database.
    public init(directory: URL) throws(StoreError) {
        url = directory.appendingPathComponent(StoreLocation.fileName)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(url, reason: "cannot create the directory: \(error.localizedDescription)")
        }
        let migrator = Schema.migrator
        try DatabaseInspection.check(url, migrator: migrator)
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        do {
            writer = try DatabasePool(path: url.path, configuration: configuration)
            // The migrator reads which migrations ran before it runs each pending one in its own
            // transaction: another memory opening the file at the same moment may run one in
            // between, and this one then fails (rolled back). Read again and go on.
            do { try migrator.migrate(writer) } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
                try migrator.migrate(writer)
            }
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw .corrupt(url, reason: error.message ?? "\(error.resultCode)")
        } catch let error as DatabaseError {
            throw .cannotOpen(url, reason: error.message ?? "\(error.resultCode)")
        } catch {
            throw .cannotOpen(url, reason: "\(error)")
        }
    }

    /// Runs `body` in one write transaction, translating database failures into ``StoreError``.
    func write<T>(_ body: @Sendable (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.write(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.failure(error, url: url)
        }
    }

    /// Runs `body` with a consistent read-only view of the database.
    func read<T>(_ body: @Sendable (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.read(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.failure(error, url: url)
        }
    }

    private static func failure(_ error: any Error, url: URL) -> StoreError {
        guard let error = error as? DatabaseError else { return .cannotOpen(url, reason: "\(error)") }
        let reason = error.message ?? "\(error.resultCode)"
        return [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode)
            ? .corrupt(url, reason: reason) : .cannotOpen(url, reason: reason)
    }
}
