import Foundation
import Testing
import MemoryEngine
import MemoryStore

/// Finished games kept for `memory replay`, under their score's id.
@Suite struct ReplayStoreTests {
    func kept(seed: UInt64, at time: TimeInterval) -> SavedGame {
        SavedGame(key: classic, deckPath: "/decks/animals.lua", rulesPath: "/rules/classic.lua",
                  variantPath: "/variants/standard.lua", players: 1, bot: nil, seed: seed, fingerprint: "f",
                  settings: Data("{}".utf8), actions: [TimedAction(.turn(1), at: 0.5), TimedAction(.turn(2), at: 1)],
                  elapsed: 1, date: Date(timeIntervalSince1970: time))
    }

    @Test func aFinishedGameIsKeptUnderItsScoresID() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            #expect(try store.latestReplay() == nil)
            let first = try store.recordScore(finished(10)).id
            let second = try store.recordScore(finished(20)).id
            try store.recordReplay(kept(seed: 1, at: 1_700_000_000), forScore: first)
            try store.recordReplay(kept(seed: 2, at: 1_700_000_100), forScore: second)
            var expected = kept(seed: 1, at: 1_700_000_000)
            expected.id = first
            #expect(try store.replay(ofScore: first) == expected)
            #expect(try store.replay(ofScore: second)?.seed == 2)
            #expect(try store.latestReplay()?.id == second)
            // Counted back from the last one kept (`memory replay -2`).
            #expect(try store.latestReplay(skipping: 1)?.id == first)
            #expect(try store.latestReplay(skipping: 2) == nil)
            #expect(try store.replayCount() == 2)
            #expect(try store.replay(ofScore: 999) == nil)
            // Kept with the score it belongs to, never on its own.
            #expect(throws: StoreError.self) { try store.recordReplay(kept(seed: 3, at: 0), forScore: 999) }
        }
    }
}
