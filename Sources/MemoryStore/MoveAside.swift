import Foundation

extension Store {
    /// Renames a database the store refused (and its `-wal` and `-shm` files, if any) to
    /// `memory.sqlite.broken-<yyyyMMdd-HHmmss>` beside it, so the next ``init(directory:)`` starts a
    /// fresh one. Call it only with the player's consent. Nothing is deleted.
    ///
    /// - Parameters:
    ///   - url: The database file, ``url`` or ``StoreError``'s URL.
    ///   - date: The time written into the new name.
    /// - Returns: The database file's new URL.
    @discardableResult
    public static func moveAside(_ url: URL, date: Date = Date()) throws(StoreError) -> URL {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "\(url.lastPathComponent).broken-\(formatter.string(from: date))"
        let manager = FileManager.default
        var target = url.deletingLastPathComponent().appendingPathComponent(stem)
        var attempt = 1
        while manager.fileExists(atPath: target.path) {
            attempt += 1
            target = url.deletingLastPathComponent().appendingPathComponent("\(stem)-\(attempt)")
        }
        do {
            for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: url.path + suffix) {
                try manager.moveItem(atPath: url.path + suffix, toPath: target.path + suffix)
            }
            try manager.moveItem(at: url, to: target)
        } catch {
            throw .cannotOpen(url, reason: "cannot move it aside: \(error.localizedDescription)")
        }
        return target
    }
}
