import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby's Deck row follows the rules shown (tens' tens deck) when no variant names a deck,
/// until the player picks a deck: a variant's deck comes first, as on the command line.
@Suite struct LobbyRulesDeckTests {
    let options = LobbyOptions(decks: [LobbyChoice(id: "emoji", name: "Emoji"), LobbyChoice(id: "food", name: "Food"),
                                       LobbyChoice(id: "party", name: "Party"), LobbyChoice(id: "tens", name: "Tens")],
                               rules: [LobbyChoice(id: "classic", name: "Classic"), LobbyChoice(id: "tens", name: "Tens", deck: "tens")],
                               variants: [LobbyChoice(id: "standard", name: "Standard"),
                                          LobbyChoice(id: "bomb", name: "Bomb", deck: "party")],
                               plainDeck: "emoji")

    func lobby(deck: String = "emoji", rules: String = "classic", variant: String? = nil, focus: LobbyScene.Row = .rules) -> LobbyScene {
        var scene = LobbyScene(options: options, preselected: GameSetup(deck: deck, rules: rules, variant: variant, seed: 5),
                               savedGame: nil)
        while scene.focus != focus { scene.moveFocus(-1) }
        return scene
    }

    @Test func theDeckFollowsTheRulesScrolledOnto() {
        var scene = lobby()
        _ = scene.handle(.right)
        #expect(scene.setup.rules == "tens" && scene.setup.deck == "tens")
        _ = scene.handle(.right)
        #expect(scene.setup.rules == "classic" && scene.setup.deck == "emoji", "rules that name no deck show the plain deck")
    }

    /// A variant's deck wins over the rules': bomb with tens plays the party deck, and the
    /// rules' deck comes back when the variant goes.
    @Test func aVariantsDeckComesBeforeTheRules() {
        var scene = lobby(deck: "tens", rules: "tens", focus: .variant)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "bomb" && scene.setup.deck == "party")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "standard" && scene.setup.deck == "tens")
    }

    @Test func aDeckThePlayerPickedStaysWhenTheRulesChange() {
        var scene = lobby(focus: .deck)
        _ = scene.handle(.right)
        #expect(scene.setup.deck == "food")
        while scene.focus != .rules { scene.moveFocus(1) }
        _ = scene.handle(.right)
        #expect(scene.setup.rules == "tens" && scene.setup.deck == "food", "the player's deck is kept over the rules'")
    }

    /// `--rules tens` came with the tens deck, which the row then keeps following;
    /// `--deck food --rules tens` is the player's deck.
    @Test func aPreselectedDeckTheRulesDoNotNameIsThePlayers() {
        var following = lobby(deck: "tens", rules: "tens")
        _ = following.handle(.right)
        #expect(following.setup.rules == "classic" && following.setup.deck == "emoji")
        var chosen = lobby(deck: "food", rules: "tens")
        _ = chosen.handle(.right)
        #expect(chosen.setup.rules == "classic" && chosen.setup.deck == "food")
    }
}
