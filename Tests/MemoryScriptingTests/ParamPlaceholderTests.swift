import Foundation
import MemoryEngine
import Testing
import TestSupport
@testable import MemoryScripting

/// `{name}` in a description stands for the param's value: its default in lists, the value set
/// in a game; braces around anything else stay as written, and `memory check` warns of them.
@Suite struct ParamPlaceholderTests {
    static let params = ["turns": ParamDeclaration(.number(6), whole: true), "word": ParamDeclaration(.text("hi")),
                         "rate": ParamDeclaration(.number(0.5))]

    @Test(arguments: [
        ("Within {turns} turns", [:], "Within 6 turns"),
        ("Within {turns} turns", ["turns": 8.0], "Within 8 turns"),
        ("{rate} s, {rate} s", [:], "0.5 s, 0.5 s"),
        ("{rate} s", ["rate": 1.25], "1.25 s"),
        ("Say {word}", [:], "Say hi"),
        ("{nope}, {} and {turns", [:], "{nope}, {} and {turns"),
        ("no braces", ["turns": 8.0], "no braces"),
        ("}{turns}{", [:], "}6{"),
    ] as [(String, [String: ScriptParameter], String)])
    func aPlaceholderIsFilledWithTheParamsValue(text: String, values: [String: ScriptParameter], filled: String) {
        #expect(ParamPlaceholders.fill(text, params: Self.params, values: values) == filled)
    }

    @Test func namesThatAreNotParamsAreFound() {
        #expect(ParamPlaceholders.undeclared(in: "{turns} {turn} {rate} {a b} {}", params: Self.params) == ["turn"])
    }

    /// The shipped countdown's description follows `--set turns=8` in the game, and shows the
    /// default in the catalogue (memory list, the lobby).
    @Test func aGameAndTheCatalogueShowTheValueInEffect() throws {
        let countdown = Corpus.shippedDecks + "/variants/countdown.lua"
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: countdown)
        #expect(factory.variantDescription?.contains("within 6 turns") == true, "\(factory.variantDescription ?? "")")
        #expect(try factory.setting(["turns": 8]).variantDescription?.contains("within 8 turns") == true)
        let catalogue = ScriptCatalogue(roots: [SearchRoot(path: Corpus.shippedDecks, origin: .shipped)])
        let entry = try #require(catalogue.list(.variant).first { $0.metadata?.id == "countdown" })
        #expect(entry.description?.contains("within 6 turns") == true, "\(entry.description ?? "")")
    }

    @Test func checkWarnsOfBracesAroundANameThatIsNotAParam() throws {
        let folder = try ScriptTestRunnerTests.folder(["v.lua": """
            return variant { id = "v", name = "V", api = 2, description = "{live} lives",
              params = { lives = 3 } }
            """])
        let diagnostics = ScriptChecker.check(path: folder + "/v.lua", limits: Corpus.limits)
        #expect(diagnostics.contains { $0.severity == .warning && $0.message.contains("description names {live}, which is not one of the params") },
                "\(diagnostics)")
    }
}
