import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby's Deck row follows the variant shown (bomb's party deck), else the rules shown
/// (tens' tens deck), until the player picks a deck, as the Grid row follows its board.
@Suite struct LobbyDeckTests {
    let options = LobbyOptions(decks: [LobbyChoice(id: "emoji", name: "Emoji"), LobbyChoice(id: "food", name: "Food"),
                                       LobbyChoice(id: "party", name: "Party"), LobbyChoice(id: "prizes", name: "Prizes"),
                                       LobbyChoice(id: "tens", name: "Tens")],
                               rules: [LobbyChoice(id: "classic", name: "Classic"), LobbyChoice(id: "tens", name: "Tens", deck: "tens")],
                               variants: [LobbyChoice(id: "standard", name: "Standard"),
                                          LobbyChoice(id: "bomb", name: "Bomb", deck: "party"),
                                          LobbyChoice(id: "lives", name: "Lives"),
                                          LobbyChoice(id: "tvshow", name: "TV show", players: 2, deck: "prizes")],
                               plainDeck: "emoji")

    func lobby(deck: String = "emoji", rules: String = "classic", variant: String? = nil,
               focus: LobbyScene.Row = .variant) -> LobbyScene {
        var scene = LobbyScene(options: options, preselected: GameSetup(deck: deck, rules: rules, variant: variant, seed: 5),
                               savedGame: nil)
        while scene.focus != focus { scene.moveFocus(-1) }
        return scene
    }

    @Test func theDeckFollowsEachVariantScrolledOnto() {
        var scene = lobby()
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "bomb" && scene.setup.deck == "party")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives" && scene.setup.deck == "emoji", "a variant that names no deck shows the plain deck")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "tvshow" && scene.setup.deck == "prizes")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "standard" && scene.setup.deck == "emoji")
    }

    @Test func aDeckThePlayerPickedStays() {
        var scene = lobby()
        while scene.focus != .deck { scene.moveFocus(-1) }
        _ = scene.handle(.right)
        #expect(scene.setup.deck == "food")
        while scene.focus != .variant { scene.moveFocus(1) }
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "bomb" && scene.setup.deck == "food", "the player's deck is kept over the variant's")
        _ = scene.handle(.right)
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "tvshow" && scene.setup.deck == "food")
    }

    /// `--deck food --variant bomb` is the player's deck; `--variant bomb` alone came with party,
    /// which the row then keeps following.
    @Test func aPreselectedDeckTheVariantDoesNotNameIsThePlayers() {
        var chosen = lobby(deck: "food", variant: "bomb")
        _ = chosen.handle(.right)
        #expect(chosen.setup.variant == "lives" && chosen.setup.deck == "food")
        var following = lobby(deck: "party", variant: "bomb")
        _ = following.handle(.right)
        #expect(following.setup.variant == "lives" && following.setup.deck == "emoji")
    }

    /// In a stack, the first variant that names a deck decides.
    @Test func aStackedVariantsDeckIsShownWhenTheFirstNamesNone() {
        var scene = lobby(variant: "lives")
        scene.moveFocus(1)
        #expect(scene.focus == .stacked(0))
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives+bomb" && scene.setup.deck == "party")
    }

    @Test func theDeckFollowsTheRulesScrolledOnto() {
        var scene = lobby(focus: .rules)
        _ = scene.handle(.right)
        #expect(scene.setup.rules == "tens" && scene.setup.deck == "tens")
        _ = scene.handle(.right)
        #expect(scene.setup.rules == "classic" && scene.setup.deck == "emoji", "rules that name no deck show the plain deck")
    }

    /// A variant's deck wins over the rules': bomb with tens plays the party deck, and the
    /// rules' deck comes back with a variant that names none.
    @Test func aVariantsDeckComesBeforeTheRules() {
        var scene = lobby(deck: "tens", rules: "tens")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "bomb" && scene.setup.deck == "party")
        _ = scene.handle(.right)
        #expect(scene.setup.variant == "lives" && scene.setup.deck == "tens", "lives names no deck: the rules' is shown")
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
        var following = lobby(deck: "tens", rules: "tens", focus: .rules)
        _ = following.handle(.right)
        #expect(following.setup.rules == "classic" && following.setup.deck == "emoji")
        var chosen = lobby(deck: "food", rules: "tens", focus: .rules)
        _ = chosen.handle(.right)
        #expect(chosen.setup.rules == "classic" && chosen.setup.deck == "food")
    }

    /// A variant naming a deck the lobby does not have is dealt with no deck, so that dealing
    /// says why it cannot be played (never with the deck the row showed before); a deck the
    /// player picks is played, as `--deck` plays it; back in the lobby (after the error), the
    /// row still follows the variant.
    @Test func aVariantsDeckTheLobbyDoesNotHaveIsLeftToTheDealer() {
        var lost = options
        lost.variants.append(LobbyChoice(id: "lost", name: "Lost", deck: "nosuch"))
        var scene = LobbyScene(options: lost, preselected: GameSetup(deck: "emoji", rules: "classic", seed: 5), savedGame: nil)
        while scene.focus != .variant { scene.moveFocus(-1) }
        _ = scene.handle(.left)
        #expect(scene.setup.variant == "lost" && scene.setup.deck == nil)
        guard case let .play(setup) = scene.activate() else { Issue.record("Play did nothing"); return }
        #expect(setup.deck == nil)
        var again = LobbyScene(options: lost, preselected: setup, savedGame: nil)
        #expect(again.setup.variant == "lost" && again.setup.deck == nil && again.deckChosen == false)
        while again.focus != .deck { again.moveFocus(-1) }
        _ = again.handle(.right)
        #expect(again.setup.variant == "lost" && again.setup.deck == "food")
    }
}
