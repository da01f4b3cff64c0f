import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby's Watch files row: `--watch` as a setting, described, remembered by the host, and
/// played (the game started watches its scripts).
@Suite struct LobbyWatchTests {
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
    let size = TerminalSize(columns: 100, rows: 30)

    func scene() -> LobbyScene {
        let options = LobbyOptions(decks: [LobbyChoice(id: "fruit", name: "Fruit")], rules: [LobbyChoice(id: "classic", name: "Classic")],
                                   variants: [LobbyChoice(id: "standard", name: "Standard")])
        return LobbyScene(options: options, preselected: setup, savedGame: nil)
    }

    func text(_ scene: LobbyScene) -> String {
        var canvas = Canvas(width: size.columns, height: size.rows)
        scene.render(size: size, into: &canvas)
        return canvas.text
    }

    @Test func theRowComesAfterTheBellAndTurnsWatchingOnAndOff() throws {
        var lobby = scene()
        let rows = lobby.rows
        let bell = try #require(rows.firstIndex(of: .bell))
        #expect(rows[bell + 1] == .watch)
        while lobby.focus != .watch { lobby.moveFocus(-1) }
        let off = text(lobby)
        #expect(off.contains("▶ Watch files   ◀ off ▶"), "\(off)")
        let words = off.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("when the deck, rules or variant in play is saved, the game reloads it"), "the row is described")
        #expect(lobby.handle(.right) == nil)
        #expect(lobby.watch)
        #expect(text(lobby).contains("▶ Watch files   ◀ on ▶"))
        _ = lobby.handle(.left)
        #expect(!lobby.watch)
    }

    @Test func theSettingIsShownAsRememberedKeptWhenChangedAndPlayed() throws {
        let host = FakeHost()
        host.watches = true
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        while !model.render(now: 0).text.contains("▶ Watch files") { key(model, .up) }
        #expect(model.render(now: 0).text.contains("▶ Watch files   ◀ on ▶"), "the remembered setting")
        key(model, .right)
        #expect(host.rememberedWatches == [false])
        key(model, .left)
        #expect(host.rememberedWatches == [false, true])
        key(model, .down)
        #expect(host.rememberedWatches == [false, true], "moving on changes nothing")
        key(model, .enter)
        guard case .game = model.screen else { throw Failure("no game was started") }
        #expect(model.watchedPaths == ["/decks/fruit.lua"], "the game started is watched")
    }

    @Test func aGameIsNotWatchedWhenTheSettingIsOff() throws {
        let model = AppModel(host: FakeHost(), start: .play(setup), size: size, colorMode: .none, now: 0)
        guard case .game = model.screen else { throw Failure("no game was started") }
        #expect(model.watchedPaths.isEmpty)
    }
}
