import Foundation
import Testing
import MemoryStore

/// Two games played at once, each with its own `Store` on the same file.
@Suite struct ConcurrencyTests {
    @Test func twoStoresWritingAtOnceLoseNothing() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("memory-store-tests-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stores = try await withThrowingTaskGroup(of: Store.self) { group in
            for _ in 0..<2 { group.addTask { try Store(directory: directory) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in stores.enumerated() {
                group.addTask {
                    for n in 0..<100 {
                        try store.recordScore(finished(n, player: "player\(index)"))
                        try store.saveGame(SavedGame(key: classic, deckPath: "d", rulesPath: "r", variantPath: "v",
                                                     players: 1, bot: nil, seed: UInt64(n), fingerprint: "f",
                                                     settings: Data(), actions: [], elapsed: 0))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try stores[0].statistics(for: classic).played == 200)
        #expect(try stores[1].savedGames().count == 200)
        #expect(try sqlite3(stores[0].url, "PRAGMA integrity_check;") == "ok")
    }
}
