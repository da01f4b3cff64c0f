import Foundation
import Testing
import MemoryStore

/// Files the store must refuse, leaving every byte as it was.
@Suite struct DamagedDatabaseTests {
    /// Opens the store in `directory` and returns the error, checking that no file changed.
    func refusal(in directory: URL) throws -> StoreError? {
        let before = try snapshot(directory)
        var refusal: StoreError?
        do {
            _ = try Store(directory: directory)
        } catch {
            refusal = error
        }
        #expect(try snapshot(directory) == before)
        return refusal
    }

    /// A database with a few hundred scores, closed (so its WAL is checkpointed and removed).
    func populated(_ directory: URL) throws -> URL {
        let store = try Store(directory: directory)
        for score in 0..<500 { try store.recordScore(finished(score, player: String(repeating: "p", count: 200))) }
        return store.url
    }

    @Test func garbageIsCorruptAndLeftUntouched() throws {
        try withTemporaryDirectory { directory in
            let garbage = Data((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
            try garbage.write(to: directory.appendingPathComponent("memory.sqlite"))
            let error = try refusal(in: directory)
            guard case .corrupt(_, let reason) = error else {
                Issue.record("expected corrupt, got \(String(describing: error))")
                return
            }
            #expect(reason == "it is not an SQLite database")
            #expect("\(error!)".contains("memory scores --move-aside"))
        }
    }

    @Test func aTruncatedDatabaseIsCorruptAndLeftUntouched() throws {
        try withTemporaryDirectory { directory in
            let url = try populated(directory)
            let bytes = try Data(contentsOf: url)
            #expect(bytes.count >= 8 * 4096)
            try bytes.prefix(bytes.count / 2).write(to: url)
            guard case .corrupt = try refusal(in: directory) else {
                Issue.record("a truncated database was not reported as corrupt")
                return
            }
        }
    }

    /// Pages scrambled inside a readable file make `quick_check` report a hundred lines; the
    /// reason keeps three, so the advice after it is still read.
    @Test func scrambledPagesAreCorruptWithAShortReason() throws {
        try withTemporaryDirectory { directory in
            let url = try populated(directory)
            var bytes = [UInt8](try Data(contentsOf: url))
            for i in stride(from: 2 * 4096, to: bytes.count, by: 7) { bytes[i] ^= 0x5A }
            try Data(bytes).write(to: url)
            let error = try refusal(in: directory)
            guard case .corrupt(_, let reason) = error else {
                Issue.record("expected corrupt, got \(String(describing: error))")
                return
            }
            #expect(!reason.contains("\n"))
            #expect(reason.components(separatedBy: "; ").count <= 4)
            #expect(reason.hasSuffix(" more"))
            #expect(!reason.contains("***"))
        }
    }

    @Test func anUnknownMigrationIsANewerVersionAndLeftUntouched() throws {
        try withTemporaryDirectory { directory in
            let url = try Store(directory: directory).url
            try sqlite3(url, "INSERT INTO grdb_migrations VALUES ('v2-hall-of-fame');")
            let error = try refusal(in: directory)
            guard case .newerVersion(_, let reason) = error else {
                Issue.record("expected newerVersion, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("v2-hall-of-fame"))
            #expect("\(error!)".contains("newer version of memory"))
        }
    }

    @Test func aHigherUserVersionIsANewerVersionAndLeftUntouched() throws {
        try withTemporaryDirectory { directory in
            let url = try Store(directory: directory).url
            try sqlite3(url, "PRAGMA user_version = 9;")
            guard case .newerVersion(_, let reason) = try refusal(in: directory) else {
                Issue.record("a higher user_version was not reported as a newer version")
                return
            }
            #expect(reason.contains("schema version 9"))
        }
    }

    @Test func movingAsideRenamesTheFileAndItsCompanionsSoANewDatabaseOpens() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            let garbage = Data("not a database, not at all, not even close to one".utf8)
            try garbage.write(to: url)
            try Data("wal".utf8).write(to: URL(fileURLWithPath: url.path + "-wal"))
            let date = Date(timeIntervalSince1970: 1_700_000_000)
            let moved = try Store.moveAside(url, date: date)
            #expect(moved.lastPathComponent == "memory.sqlite.broken-20231114-221320")
            #expect(try Data(contentsOf: moved) == garbage)
            #expect(try Data(contentsOf: URL(fileURLWithPath: moved.path + "-wal")) == Data("wal".utf8))
            #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))

            try garbage.write(to: url)
            let again = try Store.moveAside(url, date: date)
            #expect(again.lastPathComponent == "memory.sqlite.broken-20231114-221320-2")

            let store = try Store(directory: directory)
            #expect(try store.topScores(for: classic).isEmpty)
        }
    }
}
