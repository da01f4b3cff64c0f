import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Finding a choice of a long list in the lobby by typing part of its name (`/`).
@Suite struct LobbySearchTests {
    let options = LobbyOptions(decks: [LobbyChoice(id: "party", name: "Party"), LobbyChoice(id: "emoji", name: "Emoji zoo")],
                               rules: [LobbyChoice(id: "classic", name: "Classic")],
                               variants: [("standard", "Standard"), ("lives", "Lives"), ("joker", "Joker"), ("bomb", "Bomb"),
                                          ("boons", "Boons"), ("minefield", "Minefield"), ("tide", "Rising tide"), ("queens", "Queens")]
                                   .map { LobbyChoice(id: $0.0, name: $0.1) })

    func lobby(focus row: LobbyScene.Row = .variant) -> LobbyScene {
        let setup = GameSetup(deck: "party", rules: "classic", variant: nil, size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        var scene = LobbyScene(options: options, preselected: setup, savedGame: nil)
        while scene.focus != row { scene.moveFocus(-1) }
        return scene
    }

    func type(_ text: String, into scene: inout LobbyScene) {
        for c in text { #expect(scene.handle(.char(c)) == nil, "typing \(c) acted") }
    }

    func text(_ scene: LobbyScene, _ size: TerminalSize = TerminalSize(columns: 100, rows: 30)) -> String {
        var canvas = Canvas(width: size.columns, height: size.rows)
        scene.render(size: size, into: &canvas)
        return canvas.text
    }

    @Test func typingFindsTheChoicesBeginningWithItFirstAndEnterKeepsIt() {
        var scene = lobby()
        _ = scene.handle(.char("/"))
        type("bo", into: &scene)
        #expect(scene.setup.variant == "bomb", "the first choice beginning with it")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "boons")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "bomb", "round again: only two match")
        #expect(scene.handle(.enter) == nil, "Enter keeps the choice; it does not play")
        #expect(scene.search == nil)
        #expect(scene.setup.variant == "bomb")
        #expect(scene.focus == .variant)
    }

    @Test func aNameContainingTheTextComesAfterThoseBeginningWithIt() {
        var scene = lobby()
        _ = scene.handle(.char("/"))
        type("ti", into: &scene)
        #expect(scene.setup.variant == "tide", "its id begins with it")
        _ = scene.handle(.enter)
        _ = scene.handle(.char("/"))
        type("FIELD", into: &scene)
        #expect(scene.setup.variant == "minefield", "inside the name, whatever the case")
    }

    /// The keys that otherwise quit or move are text while finding.
    @Test func lettersThatQuitOrMoveAreTyped() {
        var scene = lobby()
        _ = scene.handle(.char("/"))
        type("qu", into: &scene)
        #expect(scene.setup.variant == "queens")
        #expect(scene.focus == .variant)
        _ = scene.handle(.backspace)
        _ = scene.handle(.backspace)
        type("jok", into: &scene)
        #expect(scene.setup.variant == "joker")
    }

    @Test func escapePutsBackTheChoiceThereWas() {
        var scene = lobby()
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives")
        _ = scene.handle(.char("/"))
        type("mine", into: &scene)
        #expect(scene.setup.variant == "minefield")
        _ = scene.handle(.escape)
        #expect(scene.search == nil)
        #expect(scene.setup.variant == "lives")
    }

    /// Esc puts back every choice as it was, not only the row's: a match shown on the way
    /// took the stacked variant off the With row.
    @Test func escapePutsBackTheStackAMatchTookApart() {
        var scene = lobby()
        _ = scene.handle(.right)
        scene.moveFocus(1)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+joker")
        scene.moveFocus(-1)
        _ = scene.handle(.char("/"))
        type("joker", into: &scene)
        #expect(scene.setup.variant == "joker", "joker is first now, and no longer stacked")
        _ = scene.handle(.escape)
        #expect(scene.setup.variant == "lives+joker")
    }

    @Test func noMatchKeepsTheChoiceAndSaysSo() {
        var scene = lobby()
        _ = scene.handle(.char("/"))
        type("bo", into: &scene)
        type("x", into: &scene)
        #expect(scene.setup.variant == "bomb", "nothing matches 'box': the row keeps its value")
        #expect(text(scene).contains("find: box · no match"), "\(text(scene))")
        _ = scene.handle(.backspace)
        #expect(text(scene).contains("find: bo · 1 of 2"), "\(text(scene))")
        #expect(text(scene).contains("type to find"), "the key line says how to search")
    }

    @Test func pastedTextIsTypedIntoTheSearchAndIgnoredOtherwise() {
        var scene = lobby()
        let before = scene.setup.variant
        scene.paste("tide")
        #expect(scene.setup.variant == before, "a paste outside a search changes nothing")
        _ = scene.handle(.char("/"))
        scene.paste("rising\n")
        #expect(scene.setup.variant == "tide")
    }

    @Test func upOrDownKeepsTheChoiceAndMovesOn() {
        var scene = lobby()
        _ = scene.handle(.char("/"))
        type("jo", into: &scene)
        _ = scene.handle(.up)
        #expect(scene.search == nil)
        #expect(scene.focus == .rules)
        #expect(scene.setup.variant == "joker")
    }

    @Test func theDeckRowIsSearchedTooAndOtherRowsAreNot() {
        var scene = lobby(focus: .deck)
        _ = scene.handle(.char("/"))
        type("zoo", into: &scene)
        #expect(scene.setup.deck == "emoji")
        _ = scene.handle(.enter)
        scene = lobby(focus: .grid)
        _ = scene.handle(.char("/"))
        #expect(scene.search == nil, "a row that is not a list has nothing to find")
    }

    @Test func aClickEndsTheSearchKeepingItsChoice() {
        var scene = lobby()
        _ = scene.handle(.char("/"))
        type("lives", into: &scene)
        _ = scene.click(x: 0, y: 0, size: TerminalSize(columns: 100, rows: 30))
        #expect(scene.search == nil)
        #expect(scene.setup.variant == "lives")
    }

    @Test func theKeyLineOffersFindingAtEverySize() {
        for columns in [45, 60, 100] {
            let shown = text(lobby(), TerminalSize(columns: columns, rows: 30))
            #expect(shown.contains("/ find"), "at \(columns) columns: \(shown)")
        }
    }
}
