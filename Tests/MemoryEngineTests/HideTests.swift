import Testing
@testable import MemoryEngine

/// Rules told when cards turn back face down (``ScriptEvent/hidden(_:)``): each telling is said
/// as "why [cards] down" (whether every card told is face down then), and `also` adds requests
/// (the engine's `.start` and `.turned` are asked too, for `ask`).
struct HidingRules: Rules {
    var reactions: Reactions = [.scoring, .start, .turned, .hidden]
    var also: @Sendable (ScriptEvent, TurnContext, Game) -> [Request.Kind] = { _, _, _ in [] }

    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
        var asked = also(event, turn, game.pointee)
        if case let .hidden(why) = event {
            let cards = (0..<turn.cardCount).map(turn.index)
            let down = cards.allSatisfy { game.pointee.cards[$0].state == .faceDown }
            asked.insert(.say("\(why) \(cards) \(down ? "down" : "UP")"), at: 0)
        }
        return Reaction(points: 0, requests: asked.enumerated().map { Request($1, path: "hide.lua", line: 10 + $0) })
    }
}

/// The `on_hide` event: told, with the cards and why, whenever cards turn back face down, after
/// they are down; its requests applied (and replayed) like any hook's; never told to rules that
/// do not react to it.
@Suite struct HideTests {
    static func table(_ config: GameConfig, rules: HidingRules = HidingRules()) throws -> FrostTable {
        try FrostTable(config, rules: rules)
    }

    static func told(_ events: [Event]) -> [String] {
        events.compactMap { if case let .said(text) = $0 { text } else { nil } }
    }

    @Test func aMismatchIsToldOnceItsShowIsOverWhateverTheRevealPolicy() throws {
        for reveal in [RevealPolicy.seconds(2), .seconds(0)] {
            var table = try Self.table(GameConfig(size: .groups(4), reveal: reveal))
            let (a, b) = table.strangers()
            try table.turn(a)
            try table.turn(b)
            if case .seconds(2) = reveal {
                #expect(Self.told(table.events).isEmpty, "not while the mismatch is on show")
                try table.game.apply(.advance, at: table.now + 1, rules: &table.rules, events: &table.events)
                #expect(Self.told(table.events).isEmpty)
            }
            try table.game.apply(.advance, at: table.now + 3, rules: &table.rules, events: &table.events)
            #expect(Self.told(table.events) == ["mismatch \([a, b]) down"], "\(reveal)")
            let concealed = try #require(table.events.firstIndex(of: .concealed(CardGroup([a, b]))))
            let said = try #require(table.events.firstIndex(of: .said("mismatch \([a, b]) down")))
            #expect(concealed < said)
        }
    }

    @Test func untilTheNextFlipTheMismatchIsToldAfterThatCardIsTurned() throws {
        var table = try Self.table(GameConfig(size: .groups(4), reveal: .untilNextFlip))
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        #expect(Self.told(table.events).isEmpty)
        let c = try #require(table.game.cards.indices.first { ![a, b].contains($0) })
        try table.turn(c)
        #expect(Self.told(table.events) == ["mismatch \([a, b]) down"])
        let turned = try #require(table.events.firstIndex(of: .turned(card: c, player: 0)))
        let said = try #require(table.events.firstIndex(of: .said("mismatch \([a, b]) down")))
        #expect(turned < said && table.game.cards[c].state == .faceUp)
    }

    /// The cards missed swap places as they turn back: the hook's swap is applied (face down,
    /// they may move), and a replay of the same turns reaches the same game.
    @Test func theHooksRequestsAreAppliedAndReplayed() throws {
        let rules = HidingRules(also: { event, turn, _ in
            guard event == .hidden(.mismatch), turn.cardCount == 2 else { return [] }
            return [.swap(turn.index(0), turn.index(1))]
        })
        let config = GameConfig(size: .groups(4), reveal: .seconds(0))
        var table = try Self.table(config, rules: rules)
        let (a, b) = table.strangers()
        let (keyA, keyB) = (table.game.cards[a].key, table.game.cards[b].key)
        try table.turn(a)
        try table.turn(b)
        #expect(table.events.contains(.swapped(a, b)))
        #expect(table.game.cards[a].key == keyB && table.game.cards[b].key == keyA)
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        var replay = try Self.table(config, rules: rules)
        try replay.turn(a)
        try replay.turn(b)
        #expect(replay.game == table.game && replay.events == table.events)
    }

    /// A reveal's cards are told when it ends, four at most per telling; the peek's likewise.
    @Test func aRevealAndThePeekAreToldInGroupsOfFour() throws {
        let revealing = HidingRules(also: { event, _, _ in event == .start ? [.reveal([0, 1, 2, 3, 4], seconds: 2)] : [] })
        var table = try Self.table(GameConfig(size: .groups(4), reveal: .seconds(0)), rules: revealing)
        try table.game.apply(.advance, at: 3, rules: &table.rules, events: &table.events)
        #expect(Self.told(table.events) == ["reveal [0, 1, 2, 3] down", "reveal [4] down"])

        var peek = try Self.table(GameConfig(size: .groups(3), reveal: .seconds(0), peek: 2))
        try peek.game.apply(.advance, at: 3, rules: &peek.rules, events: &peek.events)
        #expect(Self.told(peek.events) == ["peek [0, 1, 2, 3] down", "peek [4, 5] down"])
    }

    /// A request that ends a turn before its group is complete turns its cards back: told as
    /// "turn_end"; an `end_turn` asked for then is refused (the turn is already ending).
    @Test func aTurnEndedByARequestIsToldAndCannotBeEndedAgain() throws {
        let ending = HidingRules(also: { event, _, _ in
            switch event {
            case .turned: [.endTurn]
            case .hidden: [.endTurn]
            default: []
            }
        })
        var table = try Self.table(GameConfig(size: .groups(4), reveal: .seconds(0)), rules: ending)
        try table.turn(0)
        #expect(Self.told(table.events) == ["turnEnded [0] down"])
        #expect(table.refusals.contains { $0.contains("end_turn: the turn is already ending") }, "\(table.refusals)")
        #expect(table.game.turnCards.isEmpty && table.game.cards[0].state == .faceDown)
    }

    /// Rules that do not react to it are never told (the engine asks nothing of them).
    @Test func rulesWithoutTheReactionAreNotTold() throws {
        var rules = HidingRules()
        rules.reactions.remove(.hidden)
        var table = try Self.table(GameConfig(size: .groups(4), reveal: .seconds(0), peek: 1), rules: rules)
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        #expect(Self.told(table.events).isEmpty)
        #expect(table.events.contains(.concealed(CardGroup([a, b]))))
    }
}
