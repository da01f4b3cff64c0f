import Foundation
import MemoryStore

/// A fresh directory under the system's temporary directory, removed by `body`'s end.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("memory-store-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

let classic = ConfigurationKey(deck: "animals", rules: "classic", variant: "standard", grid: "4x4")

func finished(_ score: Int, moves: Int = 10, seconds: Double = 30, player: String = "ada",
              won: Bool = true, at time: TimeInterval = 1_700_000_000, key: ConfigurationKey = classic) -> FinishedGame {
    FinishedGame(key: key, player: player, score: score, moves: moves, seconds: seconds,
                 seed: 42, won: won, date: Date(timeIntervalSince1970: time))
}

/// SQL that takes a database back to before schema v5 (endings kept with each game), for the
/// tests that build an older database; they also remove the `v5` migration's row.
let droppedV5 = "ALTER TABLE game DROP COLUMN ending; ALTER TABLE game DROP COLUMN reason; ALTER TABLE game DROP COLUMN notes; "

/// SQL that takes a database back to before schema v6 (what campaigns carry between levels),
/// for the tests that build an older database; they also remove the `v6` migration's row.
let droppedV6 = "ALTER TABLE campaignProgress DROP COLUMN carried; "

/// SQL that takes a database back to before schema v7 (the day of a daily game), for the
/// tests that build an older database; they also remove the `v7` migration's row.
let droppedV7 = "DROP INDEX game_by_day; ALTER TABLE game DROP COLUMN daily; "

/// SQL that takes a database back to before schema v8 (daily games played as practice), for
/// the tests that build an older database; they also remove the `v8` migration's row.
let droppedV8 = "ALTER TABLE game DROP COLUMN practice; "

struct ToolFailure: Error, CustomStringConvertible {
    var description: String
}

/// Runs the `sqlite3` command-line shell on `database` with `sql` on its standard input and
/// returns its standard output; throws with its standard error when it fails.
@discardableResult
func sqlite3(_ database: URL, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = ["-bail", database.path]
    let input = Pipe(), output = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(sql.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ToolFailure(description: "sqlite3 failed: " + String(decoding: err, as: UTF8.self))
    }
    return String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The bytes of every file in `directory`, by name.
func snapshot(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
}
