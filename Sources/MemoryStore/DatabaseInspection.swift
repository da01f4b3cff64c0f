import Foundation
import GRDB

/// Looks at an existing database file without changing it, before the store opens it for writing.
enum DatabaseInspection {
    /// Throws ``StoreError/corrupt(_:reason:)`` or ``StoreError/newerVersion(_:reason:)`` when the
    /// file at `url` must not be opened for writing. A missing or empty file is a new database.
    ///
    /// The file's bytes are never changed, nor any file created beside it. Even a read-only
    /// connection creates `-wal` and `-shm` files for a database in WAL mode, so when there is no
    /// `-wal` file (the database was closed cleanly) a copy is inspected instead. When there is
    /// one, it holds committed transactions (after a crash) or another process has the database
    /// open, and the database is inspected in place, read-only.
    static func check(_ url: URL, migrator: DatabaseMigrator) throws(StoreError) {
        let manager = FileManager.default
        let size = (try? manager.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size > 0 else { return }
        guard !manager.fileExists(atPath: url.path + "-wal") else {
            return try inspect(url, reportedAs: url, migrator: migrator)
        }
        let scratch = manager.temporaryDirectory.appendingPathComponent("memory-check-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: scratch) }
        let copy = scratch.appendingPathComponent(StoreLocation.fileName)
        do {
            try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
            try manager.copyItem(at: url, to: copy)
        } catch {
            throw .cannotOpen(url, reason: "cannot read it: \(error.localizedDescription)")
        }
        try inspect(copy, reportedAs: url, migrator: migrator)
    }

    private static func inspect(_ file: URL, reportedAs url: URL, migrator: DatabaseMigrator) throws(StoreError) {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: file.path, configuration: configuration)
            try queue.read { db in try check(db, url: url, migrator: migrator) }
        } catch let error as StoreError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .corrupt(url, reason: "it is not an SQLite database")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            throw .corrupt(url, reason: error.message ?? "database disk image is malformed")
        } catch let error as DatabaseError {
            throw .cannotOpen(url, reason: error.message ?? "\(error.resultCode)")
        } catch {
            throw .cannotOpen(url, reason: "\(error)")
        }
    }

    /// The first `limit` lines of a `PRAGMA quick_check` report on one line, with how many more
    /// there are: a row may hold many lines, and a damaged file gives hundreds, which would
    /// bury the advice that follows them in the message.
    static func summary(_ problems: [String], limit: Int = 3) -> String {
        let lines = problems.flatMap { $0.split(whereSeparator: \.isNewline) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !($0.hasPrefix("***") && $0.hasSuffix("***")) }
        let shown = lines.prefix(limit).joined(separator: "; ")
        return lines.count > limit ? shown + "; and \(lines.count - limit) more" : shown
    }

    private static func check(_ db: Database, url: URL, migrator: DatabaseMigrator) throws {
        let problems = try String.fetchAll(db, sql: "PRAGMA quick_check")
        guard problems == ["ok"] else {
            throw StoreError.corrupt(url, reason: summary(problems))
        }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        guard version <= Schema.version else {
            throw StoreError.newerVersion(url, reason: "schema version \(version), this memory knows up to \(Schema.version)")
        }
        let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted()
        guard unknown.isEmpty else {
            throw StoreError.newerVersion(url, reason: "unknown migration \(unknown.joined(separator: ", "))")
        }
    }
}
