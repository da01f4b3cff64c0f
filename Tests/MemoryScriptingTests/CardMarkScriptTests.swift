import MemoryEngine
import Testing
@testable import MemoryScripting

/// Marks as `api = 2` hooks use them: `game:mark(cards, text)`, `game:unmark(cards)` and
/// `game:card(i).mark`, and bad arguments as errors at the script's line.
@Suite struct CardMarkScriptTests {
    static func begin(bad: Double = 0) throws -> (game: Game, rules: any Rules, events: [Event]) {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: Corpus.fixture("mark_calls.lua"), limits: Corpus.limits).setting(["bad": .number(bad)])
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (game, rules, events)
    }

    @Test func hooksMarkCardsAndReadTheirMarks() throws {
        var (game, rules, events) = try Self.begin()
        #expect(events.contains(.marked([0, 1], text: "★")) && events.contains(.marked([2], text: "7")))
        try game.apply(.turn(2), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(0), at: 2, rules: &rules, events: &events)
        let said = events.compactMap { if case let .said(text) = $0 { text } else { nil } }
        #expect(said == ["7 ★", "nil nil"], "the first turn's unmark took card 1's mark off")
        #expect(game.mark(of: 1) == "★" && game.mark(of: 0) == nil)
        #expect(failures(in: [events]).isEmpty, "\(failures(in: [events]))")
    }

    @Test(arguments: [
        (1.0, "mark_calls.lua:6: on_start: game:mark(cards, text): text is a short string (or nil: no mark), not a table"),
        (2, "mark_calls.lua:7: on_start: game:mark: a mark is 1 to 8 characters, without control characters"),
        (3, "mark_calls.lua:8: on_start: game:mark(cards, text) takes a list of card indices from 1 to 8"),
        (4, "mark_calls.lua:9: on_start: game:unmark(cards) takes a list of card indices from 1 to 8"),
    ])
    func aBadArgumentIsAnErrorAtTheScriptsLine(bad: Double, message: String) throws {
        let (_, _, events) = try Self.begin(bad: bad)
        let messages = failures(in: [events]).map(\.message)
        #expect(messages.count == 1 && messages[0].hasSuffix(message), "\(messages)")
    }
}
