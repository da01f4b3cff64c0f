import Foundation
import MemoryEngine
import Testing
import TestSupport
@testable import MemoryScripting

/// Params of words and booleans: `choices = { … }` declared, checked at the script's line, and
/// the values `--set`, a campaign level and a test give them checked against the declaration.
@Suite struct ParamChoiceTests {
    static let fields = """
          params = {
            shape = { default = "lagoon", choices = { "lagoon", "diamond", "reef" }, doc = "where the holes go" },
            mirror = { default = false },
            title = "plain",
          },
          on_start = function(e, game)
            game:say(game.params.shape .. " " .. tostring(game.params.mirror) .. " " .. game.params.title)
          end,
        """

    static func factory() throws -> ScriptedRulesFactory {
        try ScriptedRulesFactory(rulesPath: ParamTests.classic, variantPath: try ParamTests.variant(Self.fields))
    }

    /// What the script says as the game begins, with these values set.
    static func said(_ values: [String: ScriptParameter]) throws -> String? {
        var rules: any Rules = try factory().setting(values).makeRules()
        var game = try Game(config: GameConfig(size: .groups(2)), faces: [Face(label: "a"), Face(label: "b")], seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return events.compactMap { if case let .said(text) = $0 { text } else { nil } }.first
    }

    @Test func aDeclarationWithChoicesIsRead() throws {
        let params = try Self.factory().params
        #expect(params["shape"] == ParamDeclaration(.text("lagoon"), choices: ["lagoon", "diamond", "reef"], doc: "where the holes go"))
        #expect(params["shape"]?.description == "\"lagoon\" (one of lagoon, diamond or reef): where the holes go")
        #expect(params["mirror"]?.kindText == "true or false")
        #expect(params["shape"]?.everyValue == [.text("lagoon"), .text("diamond"), .text("reef")])
        #expect(params["mirror"]?.everyValue == [.flag(false), .flag(true)])
    }

    @Test func wordsAndBooleansReachTheScript() throws {
        #expect(try Self.said([:]) == "lagoon false plain")
        #expect(try Self.said(["shape": "reef", "mirror": true, "title": "fancy"]) == "reef true fancy")
        // A number given to a text param is its text (the command line cannot tell them apart).
        #expect(try Self.said(["title": 42]) == "lagoon false 42")
    }

    @Test(arguments: [
        ("shape", ScriptParameter.text("moon"), "parameter 'shape' = moon is not allowed: it takes one of lagoon, diamond or reef"),
        ("shape", .flag(true), "parameter 'shape' = true is not allowed: it takes one of lagoon, diamond or reef"),
        ("shape", .text("REEF"), "parameter 'shape' = REEF is not allowed: it takes one of lagoon, diamond or reef (did you mean reef?)"),
        ("mirror", .text("yes"), "parameter 'mirror' = yes is not allowed: it takes true or false, not text"),
        ("mirror", .number(1), "parameter 'mirror' = 1 is not allowed: it takes true or false, not a number"),
    ])
    func aValueTheParamDoesNotTakeIsRefused(name: String, value: ScriptParameter, message: String) throws {
        let error = #expect(throws: ConfigError.self) { try Self.factory().setting([name: value]) }
        #expect(error?.message == message)
    }

    /// What a command line types reaches a text param as typed (`007` is not 7, `1e2` not 100),
    /// and a number param as the number it reads as.
    @Test func aCommandLinesWordsThatLookLikeNumbersStayAsTyped() throws {
        let typed = { (text: Substring) in ScriptParameter(parsing: text) }
        #expect(typed("007") == .text("007") && typed("1e2") == .text("1e2") && typed("3") == .number(3))
        #expect(typed("0.5") == .number(0.5) && typed("-2") == .number(-2) && typed("true") == .flag(true))
        #expect(try Self.said(["title": typed("007")]) == "lagoon false 007")
        #expect(try Self.said(["title": typed("1e20")]) == "lagoon false 1e20")
        let lives = try ScriptedRulesFactory(rulesPath: ParamTests.classic, variantPath: ParamTests.lives)
        #expect(try lives.setting(["lives": typed("1e1")]).overrides["lives"] == .number(10))
        #expect(try lives.setting(["lives": typed("007")]).overrides["lives"] == .number(7))
        let error = #expect(throws: ConfigError.self) { try lives.setting(["lives": typed("1e400")]) }
        #expect(error?.message == "parameter 'lives' = inf is not allowed: give a finite number")
    }

    @Test func aNumberParamRefusesWords() throws {
        let lives = try ScriptedRulesFactory(rulesPath: ParamTests.classic, variantPath: ParamTests.lives)
        let error = #expect(throws: ConfigError.self) { try lives.setting(["lives": "many"]) }
        #expect(error?.message == "parameter 'lives' = many is not allowed: it takes a whole number of at least 1, not text")
    }

    /// `memory check` names each bad declaration of choices at the param's own line.
    @Test func badChoicesAreReportedAtTheirLines() throws {
        let path = try ParamTests.variant("""
              params = {
                a = { default = "storm", choices = { "calm", "wild" } },
                b = { default = 3, choices = { "calm" } },
                c = { default = "x", choices = "x" },
                d = { default = "x", choices = {} },
              },
            """)
        let found = ScriptChecker.check(path: path).sorted { ($0.line ?? 0) < ($1.line ?? 0) }.map { "\($0.line ?? 0): \($0.message)" }
        #expect(found == [
            "4: params.a.default \"storm\" is not one of its choices (calm or wild)",
            "5: params.b has choices, so its default must be one of them (a string), not 3",
            "6: params.c.choices must be a list of words such as { \"lagoon\", \"reef\" }, not the string \"x\"",
            "7: params.d.choices is empty: list at least one word, such as { \"lagoon\", \"reef\" }, or leave it out",
        ])
    }

    /// A campaign level gives a word as `--set` does, checked against the declaration.
    @Test func aCampaignLevelGivesWords() throws {
        let (campaign, diagnostics) = try CampaignTests.load("""
            return campaign { id = 'c', name = 'C', api = 2, levels = {
              { deck = 'emoji', variant = 'atoll', grid = '4x5', goal = 1, params = { shape = 'reef' } },
              { deck = 'emoji', variant = 'atoll', grid = '4x5', goal = 1, params = { shape = 'moon' } },
            } }
            """)
        #expect(campaign.levels.first?.params == ["shape": "reef"])
        #expect(diagnostics.map(\.message) == ["levels[2]: params: parameter 'shape' = moon is not allowed: it takes one of lagoon, diamond or reef"],
                "\(diagnostics)")
    }

    @Test func aSavedValueReadsBackAsItWasAndOldNumbersStillRead() throws {
        let values: [String: ScriptParameter] = ["a": 3, "b": "reef", "c": true, "d": 2.5]
        let data = try JSONEncoder().encode(values)
        #expect(try JSONDecoder().decode([String: ScriptParameter].self, from: data) == values)
        #expect(try JSONDecoder().decode([String: ScriptParameter].self, from: Data(#"{"lives":5}"#.utf8)) == ["lives": 5])
    }
}
