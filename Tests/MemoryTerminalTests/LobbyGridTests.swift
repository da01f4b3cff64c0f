import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby's Grid row follows the variant shown until the player chooses a board.
@Suite struct LobbyGridTests {
    let options = LobbyOptions(decks: [LobbyChoice(id: "party", name: "Party")], rules: [LobbyChoice(id: "classic", name: "Classic")],
                               variants: [LobbyChoice(id: "standard", name: "Standard"),
                                          LobbyChoice(id: "shop", name: "Shop", size: .grid(rows: 3, columns: 4)),
                                          LobbyChoice(id: "steal", name: "Steal"),
                                          LobbyChoice(id: "teams", name: "Teams", players: 4, size: .grid(rows: 4, columns: 4))])

    func lobby(variant: String?, size: BoardSize = .grid(rows: 2, columns: 3)) -> LobbyScene {
        var scene = LobbyScene(options: options, preselected: GameSetup(deck: "party", rules: "classic", variant: variant, size: size, seed: 5),
                               savedGame: nil)
        while scene.focus != .variant { scene.moveFocus(-1) }
        return scene
    }

    @Test func theGridFollowsEachVariantScrolledOnto() {
        var scene = lobby(variant: nil)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "shop" && scene.size == .grid(rows: 3, columns: 4))
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "steal")
        #expect(scene.size == .grid(rows: 2, columns: 3), "a variant that names no board shows the plain board, not shop's")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "teams" && scene.size == .grid(rows: 4, columns: 4))
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "standard" && scene.size == .grid(rows: 2, columns: 3))
    }

    @Test func aBoardThePlayerChoseStays() {
        var scene = lobby(variant: nil)
        while scene.focus != .grid { scene.moveFocus(1) }
        _ = scene.handle(.right)
        let chosen = scene.size
        #expect(chosen != .grid(rows: 2, columns: 3))
        while scene.focus != .variant { scene.moveFocus(-1) }
        _ = scene.handle(.right)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "steal" && scene.size == chosen)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "teams" && scene.size == chosen, "the player's board is kept over the variant's")
    }

    @Test func aPreselectedBoardTheVariantDoesNotNameIsThePlayers() {
        var scene = lobby(variant: "shop", size: .grid(rows: 5, columns: 6))
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "steal" && scene.size == .grid(rows: 5, columns: 6), "--grid 5x6 is kept")
        var plain = lobby(variant: "shop", size: .grid(rows: 3, columns: 4))
        _ = plain.handle(.right)
        #expect(plain.setup.variant == "steal" && plain.size == .grid(rows: 2, columns: 3), "shop's own board follows the variant")
    }
}
