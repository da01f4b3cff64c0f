import MemoryEngine
import Testing
@testable import MemoryTerminal

/// `--watch`: the app asks its host to reload the game in play when a watched file changes.
@Suite struct ReloadTests {
    /// A host whose games are watched, and whose reloads give `next`.
    final class WatchingHost: PlayHost {
        var lobbyOptions = LobbyOptions(decks: [], rules: [], variants: [])
        var savedGameSummary: String?
        var storeProblem: String?
        var playerName = "me"
        var bell = false
        var next: Reload = .failed("unset")
        var reloaded: [PlayableGame] = []

        func makeGame(_ setup: GameSetup) throws -> PlayableGame { Fixture.playable(size: setup.size, seed: setup.seed) }
        func gameFinished(_ game: PlayableGame) -> HighScoreReport? { nil }
        func renameLastScore(to name: String) -> HighScoreReport? { nil }
        func saveInProgress(_ game: PlayableGame) {}
        func resumeSavedGame() throws -> PlayableGame { Fixture.playable() }
        func rememberBell(_ on: Bool) {}
        func watchedPaths(for game: PlayableGame) -> [String] { ["/decks/fruit.lua"] }
        func reload(_ game: PlayableGame) -> Reload {
            reloaded.append(game)
            return next
        }
    }

    func game(_ host: WatchingHost) -> AppModel {
        let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 2), seed: 3, animations: false)
        return AppModel(host: host, start: .play(setup), size: TerminalSize(columns: 80, rows: 24), colorMode: .none, now: 0)
    }

    func session(_ model: AppModel) -> GameSession? {
        if case let .game(session, _) = model.screen { return session }
        return nil
    }

    @Test func aReloadCarriesOnFromTheMomentOfTheChange() throws {
        let host = WatchingHost()
        let model = game(host)
        #expect(model.watchedPaths == ["/decks/fruit.lua"])
        _ = key(model, .char(" "), at: 1)
        host.next = .replayed(Fixture.playable(size: .grid(rows: 2, columns: 2), seed: 3))
        model.filesChanged(now: 4)
        // The log handed over ends at the change: a turn at 1 s (where the game's clock starts),
        // then time up to 4 s, 3 s of play.
        #expect(host.reloaded.first?.log.map(\.action) == [.turn(0), .advance])
        #expect(host.reloaded.first?.log.last?.time == 3)
        #expect(model.render(now: 4).text.contains("reloaded"))
    }

    /// A hook that fails while the moves are replayed (an endless loop saved into `on_mismatch`)
    /// is switched off then, out of sight: the reload says so, naming the script and its line.
    @Test func aFailureWhileTheMovesAreReplayedIsSaid() throws {
        let host = WatchingHost()
        let model = game(host)
        _ = key(model, .char(" "), at: 1)
        let failure = RuleFailure(.budget, hook: "on_mismatch", path: "/decks/variants/mine.lua", line: 55, detail: "ran too long")
        host.next = .replayed(Fixture.playable(size: .grid(rows: 2, columns: 2), seed: 3), failure: failure)
        model.filesChanged(now: 4)
        let screen = model.render(now: 4).text
        #expect(screen.contains("reloaded; rules failed: mine.lua:55"), "\(screen)")
    }

    @Test func aScriptErrorWaitsForTheFixWithTheClockStopped() throws {
        let host = WatchingHost()
        let model = game(host)
        host.next = .failed("/decks/fruit.lua:3: error: faces[2] must be a string")
        model.filesChanged(now: 2)
        let screen = model.render(now: 2).text
        #expect(screen.contains("Script error"))
        #expect(screen.contains("/decks/fruit.lua:3: error: faces[2] must be a string"))
        #expect(key(model, .char(" "), at: 3) == nil)
        #expect(session(model)?.game.cards.allSatisfy { !$0.isFaceUp } == true, "input waits for the fix")
        model.tick(now: 30)
        #expect(session(model)?.gameTime(at: 30) ?? 99 <= 2, "the clock stands still meanwhile")
        host.next = .restarted(Fixture.playable(size: .grid(rows: 2, columns: 2), seed: 3), reason: "the new scripts refuse the game so far")
        model.filesChanged(now: 31)
        let after = model.render(now: 31).text
        #expect(!after.contains("Script error"))
        #expect(after.contains("started again: the new scripts refuse the game so far"))
        #expect(model.reloadError == nil)
    }

    @Test func aPathLongerThanTheBoxKeepsItsFileAndLine() throws {
        let host = WatchingHost()
        let model = game(host)
        let path = "/home/someone/" + String(repeating: "nested-folder/", count: 5) + "fruit.lua"
        host.next = .failed("\(path):3: error: faces[2] must be a string")
        model.filesChanged(now: 2)
        // Wider than the box's 70 columns: broken across its lines, not cut.
        let inside = model.render(now: 2).lines
            .map { $0.replacingOccurrences(of: "║", with: "").trimmingCharacters(in: .whitespaces) }.joined()
        #expect(inside.contains("\(path):3:"), "\(model.render(now: 2).text)")
    }
}
