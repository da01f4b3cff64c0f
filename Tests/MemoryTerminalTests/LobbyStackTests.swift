import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby's With rows: variants stacked on the first (`--variant lives+bomb+clock`), one row each.
@Suite struct LobbyStackTests {
    let options = LobbyOptions(decks: [LobbyChoice(id: "party", name: "Party")], rules: [LobbyChoice(id: "classic", name: "Classic")],
                               variants: ["standard", "lives", "bomb", "clock", "combo"].map { LobbyChoice(id: $0, name: $0.capitalized) })

    func lobby(variant: String?) -> LobbyScene {
        let setup = GameSetup(deck: "party", rules: "classic", variant: variant, size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        return LobbyScene(options: options, preselected: setup, savedGame: nil)
    }

    func text(_ scene: LobbyScene) -> String {
        let size = TerminalSize(columns: 100, rows: 30)
        var canvas = Canvas(width: size.columns, height: size.rows)
        scene.render(size: size, into: &canvas)
        return canvas.text
    }

    @Test func theRowAppearsOnceAVariantIsChosenAndStacksASecond() throws {
        var scene = lobby(variant: nil)
        #expect(!scene.rows.contains(.stacked(0)), "plain play has nothing to stack on")
        while scene.focus != .variant { scene.moveFocus(-1) }
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives")
        let rows = scene.rows
        #expect(rows[try #require(rows.firstIndex(of: .variant)) + 1] == .stacked(0))
        scene.moveFocus(1)
        #expect(text(scene).contains("▶   With        ◀ none ▶"), "\(text(scene))")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+bomb", "neither the default nor the first is offered")
        _ = scene.handle(.left)
        #expect(scene.setup.variant == "lives")
        // Choosing the second as the first leaves it stacked no more.
        _ = scene.handle(.right)
        scene.moveFocus(-1)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "bomb")
    }

    @Test func aStackAskedForIsShownOnBothRows() {
        let scene = lobby(variant: "lives+bomb")
        #expect(scene.setup.variant == "lives+bomb")
        let shown = text(scene)
        #expect(shown.contains("Variant       ◀ Lives ▶") && shown.contains("With        ◀ Bomb ▶"), "\(shown)")
    }

    /// The With row's description gives the option that plays the whole stack, not the second alone.
    @Test func theWithRowNamesTheWholeStacksOption() {
        var scene = lobby(variant: "lives+bomb")
        while scene.focus != .stacked(0) { scene.moveFocus(-1) }
        let shown = text(scene)
        #expect(shown.contains("(--variant lives+bomb)"), "\(shown)")
        #expect(!shown.contains("(--variant bomb)"), "\(shown)")
    }

    /// Each With row that holds a variant is followed by one more, until every variant is in
    /// the stack; none is offered twice.
    @Test func aStackGrowsARowAtATimeToEveryVariant() {
        var scene = lobby(variant: "lives")
        for (row, expected) in ["lives+bomb", "lives+bomb+clock", "lives+bomb+clock+combo"].enumerated() {
            scene.focus = .stacked(row)
            _ = scene.handle(.right)
            #expect(scene.setup.variant == expected)
        }
        #expect(!scene.rows.contains(.stacked(3)), "nothing is left to add")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+bomb+clock", "the last row offers only none and what no other row holds")
    }

    @Test func aLongerStackAskedForFillsARowEach() {
        let scene = lobby(variant: "clock+lives+combo")
        #expect(scene.setup.variant == "clock+lives+combo")
        let shown = text(scene)
        #expect(shown.contains("Variant       ◀ Clock ▶") && shown.contains("With        ◀ Lives ▶")
                && shown.contains("With        ◀ Combo ▶") && shown.contains("With        ◀ none ▶"), "\(shown)")
    }

    /// A middle row set to none stays while it has the focus (the cursor does not jump to the
    /// row below), and goes when the focus leaves it.
    @Test func aMiddleRowSetToNoneGoesWhenTheFocusLeavesIt() {
        var scene = lobby(variant: "lives+bomb+clock")
        scene.focus = .stacked(0)
        while scene.value(.stacked(0)) != "none" { _ = scene.handle(.left) }
        #expect(scene.setup.variant == "lives+clock")
        #expect(scene.rows.contains(.stacked(1)) && scene.value(.stacked(1)) == "Clock")
        _ = scene.handle(.down)
        #expect(scene.focus == .stacked(0) && scene.value(.stacked(0)) == "Clock", "the focus moved to Clock's row, now the first")
        #expect(scene.setup.variant == "lives+clock")
    }

    /// `memory --variant lives+bomb --set lives=5`, then back to the lobby and Play: the game
    /// played from the lobby still has five lives.
    @Test func theSetValuesGoOnThroughTheLobby() {
        var setup = GameSetup(deck: "party", rules: "classic", variant: "lives+bomb", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        setup.params = ["lives": 5]
        var scene = LobbyScene(options: options, preselected: setup, savedGame: nil)
        scene.focus = .stacked(1)
        _ = scene.handle(.right)
        guard case let .play(played)? = scene.handle(.enter) else { Issue.record("Enter plays"); return }
        #expect(played.variant == "lives+bomb+clock")
        #expect(played.params == ["lives": 5])
    }

    /// A With row's variant seats players and names a board as the Variant row's does: the
    /// Players row shows a duel's two, the board rows the largest board the stack names.
    @Test func theStackedVariantsSeatsAndBoardAreShown() {
        let options = LobbyOptions(decks: self.options.decks, rules: self.options.rules, variants: [
            LobbyChoice(id: "standard", name: "Standard", players: 1), LobbyChoice(id: "lives", name: "Lives"),
            LobbyChoice(id: "duel", name: "Duel", players: 2), LobbyChoice(id: "gravity", name: "Gravity", size: .grid(rows: 4, columns: 4)),
            LobbyChoice(id: "shop", name: "Shop", size: .grid(rows: 3, columns: 4))])
        let setup = GameSetup(deck: "party", rules: "classic", variant: "lives", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        var scene = LobbyScene(options: options, preselected: setup, savedGame: nil)
        scene.focus = .stacked(0)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+duel" && scene.players == 2)
        scene.focus = .stacked(1)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+duel+gravity" && scene.setup.size == .grid(rows: 4, columns: 4))
        scene.focus = .stacked(2)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+duel+gravity+shop" && scene.setup.size == .grid(rows: 4, columns: 4), "the largest")
        scene.focus = .stacked(0)
        _ = scene.handle(.left)
        #expect(scene.players == 1, "no duel, one player")
    }
}
