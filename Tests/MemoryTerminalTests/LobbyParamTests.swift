import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The lobby's param rows: one for each param the chosen rules and variants declare, changed
/// with ←→ as `--set NAME=VALUE` would set it.
@Suite struct LobbyParamTests {
    static let lives = LobbyParam(name: "lives", defaultValue: 3, minimum: 1, maximum: 5, whole: true,
                                  doc: "lives at the start", kind: "a whole number from 1 to 5")
    static let cut = LobbyParam(name: "cut", defaultValue: 0.5, minimum: 0, maximum: 10, kind: "a number from 0 to 10")
    static let shape = LobbyParam(name: "shape", defaultValue: "lagoon", choices: ["lagoon", "diamond", "reef"], kind: "one of lagoon, diamond or reef")
    static let strict = LobbyParam(name: "strict", defaultValue: false, kind: "true or false")
    static let motto = LobbyParam(name: "motto", defaultValue: "hello", kind: "text")

    let options = LobbyOptions(decks: [LobbyChoice(id: "party", name: "Party")],
                               rules: [LobbyChoice(id: "classic", name: "Classic"), LobbyChoice(id: "golf", name: "Golf", params: [lives])],
                               variants: [LobbyChoice(id: "standard", name: "Standard"),
                                          LobbyChoice(id: "lives", name: "Lives", params: [lives, strict]),
                                          LobbyChoice(id: "atoll", name: "Atoll", params: [shape, motto]),
                                          LobbyChoice(id: "speed", name: "Speed", params: [cut])])

    func lobby(variant: String?, rules: String = "classic", params: [String: ScriptParameter]? = nil) -> LobbyScene {
        var setup = GameSetup(deck: "party", rules: rules, variant: variant, size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        setup.params = params
        return LobbyScene(options: options, preselected: setup, savedGame: nil)
    }

    func focus(_ row: LobbyScene.Row, in scene: inout LobbyScene) {
        while scene.focus != row { scene.moveFocus(-1) }
    }

    func text(_ scene: LobbyScene) -> String {
        let size = TerminalSize(columns: 100, rows: 30)
        var canvas = Canvas(width: size.columns, height: size.rows)
        scene.render(size: size, into: &canvas)
        return canvas.text
    }

    @Test func theChosenScriptsParamsHaveARowEachNamedOnce() {
        #expect(!lobby(variant: nil).rows.contains { if case .param = $0 { true } else { false } })
        let scene = lobby(variant: "lives", rules: "golf")
        let params = scene.rows.compactMap { if case let .param(name) = $0 { name } else { nil } }
        #expect(params == ["lives", "strict"], "the rules' lives and the variant's are one value")
        let rows = scene.rows
        #expect(rows.firstIndex(of: .param("lives"))! > rows.firstIndex(of: .variant)!)
        #expect(rows.firstIndex(of: .param("lives"))! < rows.firstIndex(of: .grid)!)
        #expect(text(scene).contains("  lives       ◀ 3 ▶"), "\(text(scene))")
    }

    @Test func aWholeNumberStepsByOneWithinItsRangeAndGoesIntoTheGame() {
        var scene = lobby(variant: "lives")
        focus(.param("lives"), in: &scene)
        _ = scene.handle(.right)
        #expect(scene.setup.params == ["lives": 4])
        for _ in 0..<5 { _ = scene.handle(.right) }
        #expect(scene.setup.params == ["lives": 5], "no more than its most")
        for _ in 0..<9 { _ = scene.handle(.left) }
        #expect(scene.setup.params == ["lives": 1], "no less than its least")
        for _ in 0..<2 { _ = scene.handle(.right) }
        #expect(scene.setup.params == nil, "back at its default, nothing is set")
    }

    @Test func aNumberStepsByHalvesAChoiceGoesRoundAndAFlagToggles() {
        var scene = lobby(variant: "speed")
        focus(.param("cut"), in: &scene)
        _ = scene.handle(.right)
        #expect(scene.setup.params == ["cut": 1])
        scene = lobby(variant: "atoll")
        focus(.param("shape"), in: &scene)
        _ = scene.handle(.left)
        #expect(scene.setup.params == ["shape": "reef"])
        _ = scene.handle(.right)
        _ = scene.handle(.right)
        #expect(scene.setup.params == ["shape": "diamond"])
        scene = lobby(variant: "lives")
        focus(.param("strict"), in: &scene)
        _ = scene.handle(.right)
        #expect(scene.setup.params == ["strict": true])
        #expect(text(scene).contains("▶   strict      ◀ true ▶"), "\(text(scene))")
    }

    /// A narrow range steps by tenths, each step landing on the next tenth (0.6 / 0.1 is not
    /// quite 6 in binary: rounding it down stayed at 0.6).
    @Test func tenthsStepOneAtATimeBothWays() {
        let reveal = LobbyParam(name: "seconds", defaultValue: 0.5, minimum: 0.1, maximum: 3, kind: "a number from 0.1 to 3")
        var value: ScriptParameter = 0.5
        var seen: [ScriptParameter] = []
        for _ in 0..<5 { value = reveal.stepped(value, by: 1); seen.append(value) }
        #expect(seen == [0.6, 0.7, 0.8, 0.9, 1])
        for _ in 0..<3 { value = reveal.stepped(value, by: -1) }
        #expect(value == 0.7)
        #expect(reveal.stepped(1.25, by: 1) == 1.3, "a value off the steps goes to the next one")
    }

    /// Free text cannot be typed in the lobby: its row shows it and says how to set it.
    @Test func freeTextIsShownAndLeftToTheCommandLine() {
        var scene = lobby(variant: "atoll")
        focus(.param("motto"), in: &scene)
        _ = scene.handle(.right)
        #expect(scene.setup.params == nil)
        #expect(text(scene).contains("set it with --set motto=…"), "\(text(scene))")
    }

    @Test func aValueGivenWithSetIsShownKeptAndSteppedFrom() {
        var scene = lobby(variant: "lives", params: ["lives": .text("4"), "other": 7])
        #expect(text(scene).contains("  lives       ◀ 4 ▶"), "a number typed on the command line reads as one")
        focus(.param("lives"), in: &scene)
        #expect(text(scene).contains("Lives at the start. Takes a whole number from 1 to 5 (--set lives=4)"), "\(text(scene))")
        _ = scene.handle(.left)
        _ = scene.handle(.left)
        _ = scene.handle(.left)
        #expect(scene.setup.params == ["lives": 1, "other": 7], "a value given on the command line stays given, as do the others")
    }

    @Test func aCampaignChoosesItsOwnParams() {
        var options = self.options
        options.campaigns = [LobbyChoice(id: "climb", name: "Climb")]
        var setup = GameSetup(deck: "party", rules: "classic", variant: "lives", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        setup.campaign = "climb"
        let scene = LobbyScene(options: options, preselected: setup, savedGame: nil)
        #expect(!scene.rows.contains(.param("lives")))
    }
}
