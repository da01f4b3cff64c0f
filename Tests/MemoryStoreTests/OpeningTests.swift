import Foundation
import Testing
import MemoryStore

@Suite struct OpeningTests {
    @Test func opensANewDatabaseInANewDirectoryInWALModeWithEveryMigration() throws {
        try withTemporaryDirectory { root in
            let directory = root.appendingPathComponent("a/b/memory")
            let store = try Store(directory: directory)
            #expect(store.url == directory.appendingPathComponent("memory.sqlite"))
            #expect(try sqlite3(store.url, "PRAGMA journal_mode;") == "wal")
            #expect(try sqlite3(store.url, "PRAGMA user_version;") == "8")
            #expect(try sqlite3(store.url, "SELECT identifier FROM grdb_migrations ORDER BY identifier;") == "v1\nv2\nv3\nv4\nv5\nv6\nv7\nv8")
        }
    }

    @Test func reopeningKeepsWhatWasRecorded() throws {
        try withTemporaryDirectory { directory in
            let id = try Store(directory: directory).recordScore(finished(100)).id
            let store = try Store(directory: directory)
            #expect(try store.topScores(for: classic).map(\.id) == [id])
            #expect(try sqlite3(store.url, "SELECT count(*) FROM grdb_migrations;") == "8")
        }
    }

    /// A database of the first schema (scores, no replays) gains the replay table and keeps its scores.
    @Test func aFirstVersionDatabaseIsMigratedKeepingItsScores() throws {
        try withTemporaryDirectory { directory in
            let id = try Store(directory: directory).recordScore(finished(100)).id
            let url = directory.appendingPathComponent("memory.sqlite")
            _ = try sqlite3(url, "ALTER TABLE savedGame DROP COLUMN scriptState; DROP TABLE gameReplay; DROP TABLE campaignProgress; "
                             + "\(droppedV5)\(droppedV7)\(droppedV8)DELETE FROM grdb_migrations WHERE identifier IN ('v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8'); PRAGMA user_version = 1;")
            #expect(try sqlite3(url, "SELECT count(*) FROM sqlite_master WHERE name = 'gameReplay';") == "0")
            let store = try Store(directory: directory)
            #expect(try store.topScores(for: classic).map(\.id) == [id])
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
            #expect(try store.replay(ofScore: id) == nil)
        }
    }

    /// A zero-length file is what SQLite itself calls an empty database (a crash before the first
    /// write leaves one): it becomes a new database rather than an error.
    @Test func anEmptyFileBecomesANewDatabase() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
            let store = try Store(directory: directory)
            try store.recordScore(finished(5))
            #expect(try store.topScores(for: classic).count == 1)
        }
    }

    @Test func anUnwritableDirectoryIsReportedAsCannotOpen() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("file")
            #expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)))
            #expect {
                try Store(directory: file.appendingPathComponent("memory"))
            } throws: { error in
                guard case .cannotOpen = error as? StoreError else { return false }
                return "\(error)".contains("--data-dir")
            }
        }
    }
}

@Suite struct LocationTests {
    @Test func theOptionWinsOverTheEnvironment() {
        let url = StoreLocation.resolve(dataDir: "/opt/d", environment: ["MEMORY_DATA_DIR": "/e", "XDG_DATA_HOME": "/x"])
        #expect(url.path == "/opt/d")
    }

    @Test func memoryDataDirWinsOverXDG() {
        let url = StoreLocation.resolve(dataDir: nil, environment: ["MEMORY_DATA_DIR": "/e", "XDG_DATA_HOME": "/x"])
        #expect(url.path == "/e")
    }

    @Test func xdgDataHomeHoldsAMemoryDirectory() {
        let url = StoreLocation.resolve(dataDir: nil, environment: ["XDG_DATA_HOME": "/x", "HOME": "/home/ada"])
        #expect(url.path == "/x/memory")
    }

    @Test func withoutXDGTheDirectoryIsUnderHome() {
        for environment in [["HOME": "/home/ada"], ["HOME": "/home/ada", "XDG_DATA_HOME": ""],
                            ["HOME": "/home/ada", "XDG_DATA_HOME": "relative/path"]] {
            #expect(StoreLocation.resolve(dataDir: nil, environment: environment).path == "/home/ada/.local/share/memory")
        }
    }

    @Test func aRelativeDataDirIsTakenFromTheCurrentDirectory() {
        let url = StoreLocation.resolve(dataDir: "scores", environment: [:])
        #expect(url.path == FileManager.default.currentDirectoryPath + "/scores")
    }
}

@Suite struct PlayerNameTests {
    @Test func theLoginNameComesFirst() {
        #expect(PlayerName.resolve(login: "ada", environment: ["USER": "bob", "LOGNAME": "cy"]) == "ada")
    }

    @Test func thenUserThenLognameThenPlayer() {
        #expect(PlayerName.resolve(login: nil, environment: ["USER": "bob", "LOGNAME": "cy"]) == "bob")
        #expect(PlayerName.resolve(login: " ", environment: ["USER": "", "LOGNAME": "cy"]) == "cy")
        #expect(PlayerName.resolve(login: nil, environment: [:]) == "player")
    }
}
