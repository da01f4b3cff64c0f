import MemoryEngine
import Testing
@testable import MemoryScripting

/// Disguises as `api = 2` hooks use them: `game:disguise(cards, as)` and `game:card(i).disguise`,
/// and bad arguments as errors at the script's line.
@Suite struct DisguiseScriptTests {
    static func begin(bad: Double = 0) throws -> (game: Game, rules: any Rules, events: [Event]) {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: Corpus.fixture("disguise_calls.lua"), limits: Corpus.limits).setting(["bad": .number(bad)])
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (game, rules, events)
    }

    @Test func hooksDisguiseCardsAndReadTheirDisguises() throws {
        var (game, rules, events) = try Self.begin()
        let worn = game.faces[game.cards[1].face]
        #expect(events.contains(.disguised([0], face: game.cards[1].face)))
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        #expect(events.contains(.seen(card: 0, face: game.cards[1].face)), "the turn shows the disguise")
        let said = events.compactMap { if case let .said(text) = $0 { text } else { nil } }
        let own = game.faces[game.cards[0].face].label
        #expect(said == ["\(own) wears \(worn.label)"], "hooks read the card's own label and its disguise")
        #expect(game.disguise(of: 0) == nil && events.contains(.disguised([0], face: nil)), "taken off in sight")
        #expect(failures(in: [events]).isEmpty, "\(failures(in: [events]))")
    }

    @Test(arguments: [
        (1.0, "disguise_calls.lua:5: on_start: game:disguise(cards, as): as is the card (1 to 8) whose face they show, or nil for their own, not the string \"2\""),
        (2, "disguise_calls.lua:6: on_start: game:disguise(cards, as): as is the card (1 to 8) whose face they show, or nil for their own, not 9"),
        (3, "disguise_calls.lua:7: on_start: game:disguise(cards, as) takes a list of card indices from 1 to 8"),
        (4, "disguise_calls.lua:8: on_start: game:disguise(cards, as): as is the card (1 to 8) whose face they show, or nil for their own, not 1.5"),
    ])
    func aBadArgumentIsAnErrorAtTheScriptsLine(bad: Double, message: String) throws {
        let (game, _, events) = try Self.begin(bad: bad)
        let messages = failures(in: [events]).map(\.message)
        #expect(messages.count == 1 && messages[0].hasSuffix(message), "\(messages)")
        #expect(game.cards.indices.allSatisfy { game.disguise(of: $0) == nil }, "a failed hook's requests are dropped")
    }
}
