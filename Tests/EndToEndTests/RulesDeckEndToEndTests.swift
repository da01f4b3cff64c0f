import Foundation
import TestSupport
import Testing

/// Rules name the deck they are played with (`deck = "tens"`), through the built binary: play,
/// resume, simulate and check use it when neither the player nor a variant names a deck.
@Suite(.serialized) struct RulesDeckEndToEndTests {
    /// `memory --rules tens` deals the tens deck, and the saved game keeps that deck.
    @Test func theTensRulesAloneDealTheTensDeck() throws {
        try NamedDeckSupport.expectPlayedAndSavedWithDeck(["--rules", "tens"], ready: "Pairs: 0/", title: "Tens · Tens · Standard", deck: "tens")
    }

    /// The player's --deck comes first, then the variant's deck, then the rules'.
    @Test func theDeckNamedFirstIsThePlayersThenTheVariantsThenTheRules() throws {
        for (options, deck) in [(["--rules", "tens"], "tens"), (["--rules", "tens", "--variant", "bomb"], "party"),
                                (["--deck", "symbols", "--rules", "tens", "--variant", "bomb"], "symbols"),
                                (["--deck", "food", "--rules", "tens"], "food")] {
            let result = try Binary.run(["simulate"] + options + ["--games", "5"])
            #expect(result.status == 0, "\(options): \(result.stderr)")
            #expect(result.stdout.hasPrefix("5 games · 2x3 · \(deck) · tens · "), "\(options): \(result.stdout)")
        }
    }

    /// A comparison of rules with different decks plays each with its own and names each row's
    /// deck.
    @Test func simulateComparesRulesEachWithItsDeck() throws {
        let compared = try Binary.run(["simulate", "--rules", "classic,tens", "--games", "20"])
        #expect(compared.status == 0, "\(compared.stderr)")
        #expect(compared.stdout.contains("each with its own deck"), "\(compared.stdout)")
        #expect(compared.stdout.contains("\nclassic · emoji ") && compared.stdout.contains("\ntens · tens "), "\(compared.stdout)")
    }

    /// A rules `deck` no deck has is an error at its line (see ``NamedDeckSupport``), and so
    /// is one that is not an id.
    @Test func aRulesDeckThatDoesNotExistIsAnErrorAtItsLine() throws {
        try NamedDeckSupport.expectUnknownDeckRefused("rules", option: "--rules")
        let folder = Scratch.directory()
        let bad = try CommandSupport.write("return rules { id = \"odd\", name = \"Odd\", api = 2, description = \"d\",\n  deck = \"Not An Id\" }\n",
                                           to: "odd.lua", in: folder)
        let odd = try Binary.run(["check", bad.path])
        #expect(odd.stdout.contains("\(bad.path):2: error: deck = \"Not An Id\" is not a deck's id"), "\(odd.stdout)")
    }

    /// `memory check` plays rules' hooks with the deck they name: a match hook that reads the
    /// tens deck's values meets them, and fails at its line with another deck's faces.
    @Test func checkPlaysTheRulesWithTheirDeck() throws {
        let folder = Scratch.directory()
        let script = try CommandSupport.write("""
        return rules { id = "sums", name = "Sums", api = 2, description = "d", deck = "tens",
          match = function(cards) return cards[1].data.value + cards[2].data.value == 10 end }

        """, to: "sums.lua", in: folder)
        let checked = try Binary.run(["check", script.path, "Decks/rules/tens.lua"])
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stderr.contains("checked 2 scripts: 0 errors, 0 warnings"), "\(checked.stdout)\(checked.stderr)")
        let emoji = try Binary.run(["check", "--deck", "emoji", script.path])
        #expect(emoji.status == 1)
        #expect(emoji.stdout.contains("\(script.path):2: error:"), "\(emoji.stdout)")
    }
}
