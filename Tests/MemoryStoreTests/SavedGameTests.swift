import Foundation
import Testing
import MemoryEngine
import MemoryStore

@Suite struct SavedGameTests {
    func game(seed: UInt64 = 7, actions: [TimedAction] = [], at time: TimeInterval = 1_700_000_000) -> SavedGame {
        SavedGame(key: classic, deckPath: "/decks/animals.lua", rulesPath: "/rules/classic.lua",
                  variantPath: "/variants/standard.lua", players: 2, bot: "forgetful:0.3", seed: seed,
                  fingerprint: "sha256:abc", settings: Data(#"{"animation":false}"#.utf8),
                  actions: actions, elapsed: 12.25, date: Date(timeIntervalSince1970: time))
    }

    @Test func aSavedGameComesBackExactly() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let log = [TimedAction(.turn(3), at: 0.5), TimedAction(.turn(11), at: 1.25),
                       TimedAction(.advance, at: 2.25), TimedAction(.turn(0), at: 3)]
            var saved = game(seed: UInt64.max, actions: log)
            saved.bot = nil
            saved.id = try store.saveGame(saved)
            #expect(try store.latestSavedGame() == saved)
            #expect(try Store(directory: directory).savedGames() == [saved])
        }
    }

    @Test func theScriptsStateIsSavedWithTheGame() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            var saved = game()
            saved.scriptState = "variant={draws={12,345}}"
            saved.id = try store.saveGame(saved)
            #expect(try Store(directory: directory).latestSavedGame()?.scriptState == "variant={draws={12,345}}")
            #expect(try sqlite3(store.url, "SELECT scriptState FROM savedGame;") == "variant={draws={12,345}}")
        }
    }

    /// A game saved before the state was kept (schema v3) still resumes, with no state to compare.
    @Test func aGameSavedBeforeTheStateColumnKeepsComingBack() throws {
        try withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("memory.sqlite")
            let id = try Store(directory: directory).saveGame(game())
            _ = try sqlite3(url, "ALTER TABLE savedGame DROP COLUMN scriptState; ALTER TABLE gameReplay DROP COLUMN scriptState; "
                                 + "\(droppedV5)\(droppedV6)\(droppedV7)\(droppedV8)DELETE FROM grdb_migrations WHERE identifier IN ('v4', 'v5', 'v6', 'v7', 'v8'); PRAGMA user_version = 3;")
            let store = try Store(directory: directory)
            #expect(try sqlite3(url, "PRAGMA user_version;") == "8")
            let back = try #require(try store.latestSavedGame())
            #expect(back.id == id && back.scriptState == nil)
        }
    }

    @Test func theLatestIsTheMostRecentlySaved() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            #expect(try store.latestSavedGame() == nil)
            let old = try store.saveGame(game(seed: 1, at: 1000))
            let new = try store.saveGame(game(seed: 2, at: 3000))
            let middle = try store.saveGame(game(seed: 3, at: 2000))
            #expect(try store.latestSavedGame()?.id == new)
            #expect(try store.savedGames().map(\.id) == [new, middle, old])
        }
    }

    @Test func savingWithAnIdReplacesThatGame() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            var resumed = game()
            resumed.id = try store.saveGame(resumed)
            resumed.actions.append(TimedAction(.turn(1), at: 4))
            resumed.elapsed = 20
            #expect(try store.saveGame(resumed) == resumed.id)
            #expect(try store.savedGames() == [resumed])
        }
    }

    @Test func deletingRemovesOnlyThatGame() throws {
        try withTemporaryDirectory { directory in
            let store = try Store(directory: directory)
            let first = try store.saveGame(game(at: 1000))
            let second = try store.saveGame(game(at: 2000))
            try store.deleteSavedGame(second)
            try store.deleteSavedGame(second)
            #expect(try store.savedGames().map(\.id) == [first])
        }
    }

    @Test func aChangedFingerprintExplainsWhyTheGameCannotResume() {
        let saved = game()
        #expect(saved.fingerprintMismatch(current: "sha256:abc") == nil)
        let message = saved.fingerprintMismatch(current: "sha256:def")
        #expect(message?.contains("changed since it was saved") == true)
        #expect(message?.contains("/decks/animals.lua") == true)
    }

    @Test func onlyTheScriptsThatChangedAreNamed() {
        var saved = game()
        saved.fingerprint = ScriptFingerprint(whole: "w1", scripts: ["d1", "r1", "v1"]).text
        #expect(saved.fingerprintMismatch(current: saved.fingerprint) == nil)
        let deck = saved.fingerprintMismatch(current: "w2 d2 r1 v1") ?? ""
        #expect(deck.contains("its deck (/decks/animals.lua) changed since it was saved, "), "\(deck)")
        #expect(!deck.contains("classic.lua") && !deck.contains("standard.lua"), "\(deck)")
        let two = saved.fingerprintMismatch(current: "w2 d1 r2 v2") ?? ""
        #expect(two.contains("its rules (/rules/classic.lua) and variant (/variants/standard.lua) changed"), "\(two)")
        // A variant that requires a module: the module may be what changed.
        let module = saved.fingerprintMismatch(current: "w2 d1 r1 v2", modules: [[], [], ["/lib/life.lua"]]) ?? ""
        #expect(module.contains("its variant (/variants/standard.lua) or a module it requires (/lib/life.lua) changed"), "\(module)")
        // A game saved before the per-script digests: the same files still resume, a change names all three.
        saved.fingerprint = "w1"
        #expect(saved.fingerprintMismatch(current: "w1 d1 r1 v1") == nil)
        let old = saved.fingerprintMismatch(current: "w2 d2 r1 v1") ?? ""
        #expect(old.contains("its deck (/decks/animals.lua), rules (/rules/classic.lua) and variant (/variants/standard.lua) changed"), "\(old)")
    }
}
