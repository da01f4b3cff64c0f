import Foundation
import TestSupport
import Testing

/// A variant names the deck it is played with (`deck = "party"`), through the built binary:
/// play, resume, simulate and check use it when the player names no deck.
@Suite(.serialized) struct VariantDeckEndToEndTests {
    /// `memory --variant bomb` deals the party deck's bomb, and the saved game keeps that deck.
    @Test func theBombVariantAloneDealsABomb() throws {
        try NamedDeckSupport.expectPlayedAndSavedWithDeck(["--variant", "bomb"], ready: "Bomb armed", title: "Party · Classic · Bomb", deck: "party")
    }

    /// `--deck` wins over the variant's deck.
    @Test func theDeckThePlayerNamesWins() throws {
        let game = try Tmux(["--deck", "symbols", "--variant", "bomb", "--grid", "2x3", "--seed", "3", "--no-animation"],
                            dataDir: Scratch.directory())
        defer { game.terminate() }
        let screen = try game.waitFor(text: "Pairs: 0/")
        #expect(screen.contains("Symbols · Classic · Bomb"), "\(screen)")
        try game.send("C-c")
        _ = try game.waitForExit()
    }

    /// Simulate plays each variant with its deck when no --deck is given, says so in the title
    /// and, in a comparison of variants with different decks, on each row.
    @Test func simulateUsesTheVariantsDeck() throws {
        let bomb = try Binary.run(["simulate", "--variant", "bomb", "--games", "20"])
        #expect(bomb.status == 0, "\(bomb.stderr)")
        #expect(bomb.stdout.hasPrefix("20 games · 2x3 · party · classic · bomb"), "\(bomb.stdout)")
        #expect(!bomb.stderr.contains("no card tagged"), "\(bomb.stderr)")
        let compared = try Binary.run(["simulate", "--variant", "bomb,standard", "--games", "20"])
        #expect(compared.status == 0, "\(compared.stderr)")
        #expect(compared.stdout.contains("each with its own deck"), "\(compared.stdout)")
        #expect(compared.stdout.contains("on deals from the same seeds (each on its own board or deck)"), "\(compared.stdout)")
        #expect(compared.stdout.contains("\nbomb · party ") && compared.stdout.contains("\nstandard · emoji "), "\(compared.stdout)")
        let emoji = try Binary.run(["simulate", "--deck", "emoji", "--variant", "bomb", "--games", "20"])
        #expect(emoji.stdout.hasPrefix("20 games · 2x3 · emoji · classic · bomb"), "\(emoji.stdout)")
        #expect(emoji.stderr.contains("no card tagged bomb"), "\(emoji.stderr)")
    }

    /// In a stack, the first variant that names a deck decides.
    @Test func theFirstVariantOfAStackThatNamesADeckDecides() throws {
        let folder = Scratch.directory()
        let food = try CommandSupport.write("return variant { id = 'eats', name = 'Eats', api = 2, deck = 'food' }\n",
                                            to: "eats.lua", in: folder)
        let party = try CommandSupport.write("return variant { id = 'fun', name = 'Fun', api = 2, deck = 'party' }\n",
                                             to: "fun.lua", in: folder)
        let plain = try CommandSupport.write("return variant { id = 'plain', name = 'Plain', api = 2 }\n", to: "plain.lua", in: folder)
        for (stack, deck) in [("\(plain.path)+\(food.path)+\(party.path)", "food"), ("\(party.path)+\(food.path)", "party")] {
            let result = try Binary.run(["simulate", "--variant", stack, "--games", "5"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("5 games · 2x3 · \(deck) · classic · "), "\(stack): \(result.stdout)")
        }
    }

    /// A `deck` no deck has is an error at its line (see ``NamedDeckSupport``).
    @Test func aDeckThatDoesNotExistIsAnErrorAtItsLine() throws {
        try NamedDeckSupport.expectUnknownDeckRefused("variant", option: "--variant")
    }

    /// A variant's deck is an id on the search path, never a file of the folder memory runs in:
    /// the same variant must not deal another deck when run from elsewhere.
    @Test func aVariantsDeckIsNeverAFileOfTheWorkingFolder() throws {
        let folder = Scratch.directory()
        _ = try CommandSupport.write("return deck { id = \"local\", name = \"Local\", faces = { \"A\", \"B\", \"C\" } }\n",
                                     to: "sub.lua", in: folder)
        let script = try CommandSupport.write("return variant { id = \"here\", name = \"Here\", api = 2, deck = \"sub.lua\" }\n",
                                              to: "here.lua", in: folder)
        let simulated = try Binary.run(["simulate", "--variant", script.path, "--games", "5"], directory: folder)
        #expect(simulated.status == 64, "\(simulated.stdout)")
        #expect(simulated.stderr.contains("deck = \"sub.lua\": no deck with this id"), "\(simulated.stderr)")
    }

    /// `memory check` plays a variant's hooks with the deck it names: the shipped variants that
    /// need a card meet it, so the check warns of nothing.
    @Test func checkPlaysTheVariantWithItsDeck() throws {
        let variants = ["bomb", "joker", "tvshow", "colourpairs"].map { "Decks/variants/\($0).lua" }
        let checked = try Binary.run(["check"] + variants)
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stderr.contains("checked 4 scripts: 0 errors, 0 warnings"), "\(checked.stdout)\(checked.stderr)")
        let stack = try Binary.run(["check", "--variant", "lives+bomb"])
        #expect(stack.stderr.contains("0 errors, 0 warnings"), "\(stack.stdout)\(stack.stderr)")
        // With another deck the missing card is warned about, as before.
        let emoji = try Binary.run(["check", "--deck", "emoji", "Decks/variants/bomb.lua"])
        #expect(emoji.stdout.contains("the Emoji zoo deck has no card tagged bomb"), "\(emoji.stdout)")
    }
}

extension CommandTests.CommandTestsPackageIds {
    /// A package's variant that names a deck by id finds the package's own deck first, ahead of
    /// a deck of the same id elsewhere on the search path (only the package's has gold).
    @Test func aPackagesVariantFindsItsPackagesDeckByItsId() throws {
        try writePackage()
        try write("""
        return variant {
          id = "goldrush", name = "Gold rush", api = 2, version = "1.0.0",
          deck = "coins",
          needs = { "gold" },
        }

        """, to: "treasure/variants/goldrush.lua")
        try write("""
        local faces = { { key = "gold", label = "Gold", tags = { "gold" } } }
        for _, metal in ipairs { "silver", "copper", "tin", "iron", "lead", "zinc", "nickel" } do
          faces[#faces + 1] = { key = metal, label = metal }
        end
        return deck { id = "coins", name = "Coins", api = 1, version = "1.0.0", faces = faces }

        """, to: "treasure/coins.lua")
        let checked = try run(["check", "treasure/variants/goldrush.lua"])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stderr.contains("0 errors, 0 warnings"), "the package's coins have the gold: \(checked.stdout)\(checked.stderr)")
        let simulated = try run(["simulate", "--variant", "treasure/variants/goldrush.lua", "--games", "5"])
        #expect(simulated.status == 0, "\(simulated.stderr)")
        #expect(simulated.stdout.hasPrefix("5 games · 2x3 · coins · "), "\(simulated.stdout)")
        #expect(!simulated.stderr.contains("no card tagged gold"), "\(simulated.stderr)")
    }
}
