import MemoryEngine
import Testing
@testable import MemoryScripting

/// Frozen cards as `api = 2` hooks see them: `game:freeze(cards, turns)`, `game:thaw(cards)`,
/// `game:frozen(i)` (with the freeze's reason) and `game:card(i).frozen`, and bad arguments as errors at the script's line.
@Suite struct FrozenScriptTests {
    static let fixture = Corpus.fixture("frost_calls.lua")

    /// A game of 4 pairs with the frost-calls fixture (making bad call `bad`, if any), begun.
    static func begin(bad: Double = 0) throws -> (game: Game, rules: any Rules, events: [Event]) {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: fixture,
                                               limits: Corpus.limits).setting(["bad": .number(bad)])
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (game, rules, events)
    }

    static func said(_ events: [Event]) -> [String] { events.compactMap { if case let .said(text) = $0 { text } else { nil } } }

    @Test func hooksReadWhichCardsAreFrozenAndForHowLong() throws {
        var (game, rules, events) = try Self.begin()
        #expect(failures(in: [events]).isEmpty, "\(failures(in: [events]))")
        #expect(events.contains(.frozen([0, 1], turns: 3)) && events.contains(.frozen([2], turns: nil)))
        for (card, time) in [(3, 1.0), (4, 2), (5, 5), (6, 6)] { try game.apply(.turn(card), at: time, rules: &rules, events: &events) }
        #expect(Self.said(events) == [
            "true 3 true nil / true 3 true nil / true nil true held / false nil false nil",
            "true 3 true nil / false nil false nil / true nil true held / false nil false nil",
            "true 2 true nil / false nil false nil / true nil true held / false nil false nil",
            "false nil false nil / false nil false nil / false nil false nil / false nil false nil",
        ], "one turn ended between the second and the third card")
        #expect(events.contains(.thawed([1])) && events.contains(.thawed([0, 2])))
        #expect(failures(in: [events]).isEmpty, "\(failures(in: [events]))")
    }

    @Test(arguments: [
        (1.0, "frost_calls.lua:6: on_start: game:frozen(i): cards are numbered 1 to 8, not 0"),
        (2, "frost_calls.lua:7: on_start: game:frozen(i): cards are numbered 1 to 8, not 9"),
        (3, "frost_calls.lua:8: on_start: game:frozen(i): cards are numbered 1 to 8, not the string \"1\""),
        (4, "frost_calls.lua:9: on_start: game:freeze(cards, turns) takes a list of card indices from 1 to 8"),
        (5, "frost_calls.lua:10: on_start: game:freeze(cards, turns): turns must be a whole number (or nil: until thawed), not 1.5"),
        (6, "frost_calls.lua:11: on_start: game:freeze(cards, turns): turns must be a whole number (or nil: until thawed), not the string \"2\""),
        (7, "frost_calls.lua:12: on_start: game:freeze(cards, turns) takes a list of card indices from 1 to 8"),
        (8, "frost_calls.lua:13: on_start: game:thaw(cards) takes a list of card indices from 1 to 8"),
        (11, "frost_calls.lua:16: on_start: game:freeze(cards, turns, why): why is a short string (or nil), not 7"),
        (12, "frost_calls.lua:17: on_start: game:freeze: a reason is 1 to 60 characters, without control characters"),
    ])
    func aBadArgumentIsAnErrorAtTheScriptsLine(bad: Double, message: String) throws {
        let (game, _, events) = try Self.begin(bad: bad)
        let messages = failures(in: [events]).map(\.message)
        #expect(messages.count == 1 && messages[0].hasSuffix(message), "\(messages)")
        #expect(game.scripted.frozenCount == 0, "the hook stopped at the bad call")
    }

    /// A freeze the engine refuses is reported at its line and the hook goes on.
    @Test(arguments: [
        (9.0, 14, "freeze for -1 turns is not allowed: use 1 to 1000, 0 for until the next card is turned, or nil for until thawed"),
        (10, 15, "freeze: a card is named twice"),
    ])
    func aRefusedFreezeIsReportedAtItsLine(bad: Double, line: Int, message: String) throws {
        let (game, _, events) = try Self.begin(bad: bad)
        let found = failures(in: [events])
        #expect(found.count == 1 && found[0].kind == .refusedRequest && found[0].line == line, "\(found)")
        #expect(found.first?.message == "\(Self.fixture):\(line): \(message)")
        #expect(game.scripted.frozenCount == 3 && (0..<3).allSatisfy(game.isFrozen))
    }
}
