import Foundation
import Testing
import MemoryStore

/// A writer killed with SIGKILL in the middle of its transactions must leave a database the store
/// opens, intact, with every committed transaction and nothing of the one cut short.
@Suite struct CrashTests {
    static let rowsPerTransaction = 50

    /// `transactions` transactions of `rowsPerTransaction` finished games each (score `n` in the
    /// `n`-th), each followed by a `SELECT n` printed only once it is committed.
    func script(transactions: Int) -> String {
        var script = ""
        for n in 1...transactions {
            script += """
                BEGIN; INSERT INTO game (deck, rules, variant, grid, outcome, player, score, moves, seconds, seed, date) \
                WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < \(Self.rowsPerTransaction)) \
                SELECT 'animals', 'classic', 'standard', '4x4', 'won', 'crash', \(n), x, 30.0, 42, '2023-11-14 22:13:20.000' FROM c; \
                COMMIT; SELECT \(n);

                """
        }
        return script
    }

    /// Reads the child's output until it reports at least `wanted` committed transactions (or
    /// ends), and returns the highest transaction reported.
    func commits(_ output: FileHandle, atLeast wanted: Int) -> Int {
        var text = "", committed = 0
        while committed < wanted {
            let chunk = output.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
            guard let lastNewline = text.lastIndex(of: "\n") else { continue }
            committed = text[..<lastNewline].split(separator: "\n").compactMap { Int($0) }.max() ?? 0
        }
        return committed
    }

    @Test func killingAWriterMidTransactionKeepsEveryCommittedRow() throws {
        try withTemporaryDirectory { directory in
            let (url, before) = try {
                let store = try Store(directory: directory)
                return (store.url, try store.recordScore(finished(1_000_000, player: "before")).id)
            }()
            let scriptURL = directory.appendingPathComponent("writes.sql")
            try script(transactions: 20_000).write(to: scriptURL, atomically: true, encoding: .utf8)

            let writer = Process()
            writer.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
            writer.arguments = ["-bail", url.path]
            writer.standardInput = try FileHandle(forReadingFrom: scriptURL)
            let output = Pipe()
            writer.standardOutput = output
            try writer.run()
            let committed = commits(output.fileHandleForReading, atLeast: 300)
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            #expect(writer.terminationReason == .uncaughtSignal)
            #expect(committed >= 300)

            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA integrity_check;") == "ok")
            let counts = try sqlite3(url, """
                SELECT count(DISTINCT score), min(score), max(score), min(c), max(c) FROM
                (SELECT score, count(*) AS c FROM game WHERE player = 'crash' GROUP BY score);
                """).split(separator: "|").compactMap { Int($0) }
            let kept = counts[0]
            #expect(kept >= committed)
            #expect(counts == [kept, 1, kept, Self.rowsPerTransaction, Self.rowsPerTransaction])
            #expect(try store.topScores(for: classic).first?.id == before)
            #expect(try store.recordScore(finished(2_000_000)).rank == 1)
        }
    }
}
