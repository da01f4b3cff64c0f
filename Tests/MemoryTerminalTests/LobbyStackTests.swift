import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby's With row: a second variant stacked on the first (`--variant lives+bomb`).
@Suite struct LobbyStackTests {
    let options = LobbyOptions(decks: [LobbyChoice(id: "party", name: "Party")], rules: [LobbyChoice(id: "classic", name: "Classic")],
                               variants: ["standard", "lives", "bomb"].map { LobbyChoice(id: $0, name: $0.capitalized) })

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
        #expect(!scene.rows.contains(.stacked), "plain play has nothing to stack on")
        while scene.focus != .variant { scene.moveFocus(-1) }
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives")
        let rows = scene.rows
        #expect(rows[try #require(rows.firstIndex(of: .variant)) + 1] == .stacked)
        scene.moveFocus(1)
        #expect(text(scene).contains("▶   With        ◀ none ▶"), "\(text(scene))")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+bomb", "neither the default nor the first is offered")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives")
        // Choosing the second as the first, or plain play, leaves nothing stacked.
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
        while scene.focus != .stacked { scene.moveFocus(-1) }
        let shown = text(scene)
        #expect(shown.contains("(--variant lives+bomb)"), "\(shown)")
        #expect(!shown.contains("(--variant bomb)"), "\(shown)")
    }
}
