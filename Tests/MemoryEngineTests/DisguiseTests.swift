import Testing
@testable import MemoryEngine

/// Disguises (API 2): a card that shows another card's face while on show. Players and computer
/// players see the disguise; matching goes by the card's own face; a found card shows its own;
/// the disguise moves with its card; what the engine refuses.
@Suite struct DisguiseTests {
    /// A table whose `on_start` disguises card 0 as the first card of another key.
    static func disguised(_ extra: @escaping @Sendable (ScriptEvent, Game) -> [Request.Kind] = { _, _ in [] }) throws -> (FrostTable, source: Int) {
        let probe = try FrostTable(rules: RequestingRules { _, _ in [] })
        let source = try #require(probe.game.cards.indices.first { probe.game.cards[$0].key != probe.game.cards[0].key })
        let table = try FrostTable(rules: RequestingRules { event, game in
            (event == .start ? [.disguise([0], as: source)] : []) + extra(event, game)
        })
        return (table, source)
    }

    @Test func aDisguisedCardShowsTheFaceItWearsButMatchesByItsOwn() throws {
        var (table, source) = try Self.disguised()
        let worn = table.game.cards[source].face
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.events.contains(.disguised([0], face: worn)))
        #expect(table.game.shownFace(0) == worn && table.game.disguise(of: 0)?.key == Int32(table.game.cards[source].key))
        try table.turn(0)
        #expect(table.events.contains(.seen(card: 0, face: worn)), "the turn shows the disguise")
        #expect(table.game.visibleKey(0) == table.game.cards[source].key, "a player sees the key it wears")
        try table.turn(source)
        #expect(table.events.contains { if case .mismatched = $0 { true } else { false } }, "its own face decides")
        #expect(table.game.invariantViolations().isEmpty)
        // Paired with its true partner it matches, and found it shows its own face.
        try table.game.apply(.advance, at: 10, rules: &table.rules, events: &table.events)
        table.now = 10
        let partner = try #require(table.game.cards.indices.first { $0 != 0 && table.game.cards[$0].key == table.game.cards[0].key })
        try table.turn(0)
        try table.turn(partner)
        #expect(table.game.cards[0].isMatched)
        #expect(table.game.shownFace(0) == table.game.cards[0].face && table.game.disguise(of: 0) == nil)
    }

    @Test func aDisguiseMovesWithItsCardAndComesOffInSight() throws {
        var (table, source) = try Self.disguised { event, game in
            switch event {
            case .start: [.swap(0, 7)]
            case .mismatched where game.cards[7].isFaceUp: [.disguise([7], as: nil)]
            default: []
            }
        }
        let worn = table.game.cards[source].face
        #expect(table.game.shownFace(7) == worn && table.game.disguise(of: 0) == nil)
        let other = try #require(table.game.cards.indices.first { $0 != 7 && table.game.cards[$0].key != table.game.cards[7].key })
        try table.turn(7)
        try table.turn(other)
        #expect(table.events.contains(.disguised([7], face: nil)))
        #expect(table.game.shownFace(7) == table.game.cards[7].face, "its own face, while the mismatch is on show")
    }

    /// A perfect player that has seen a card of the key card 0 wears takes card 0, turned, for
    /// that card's partner: it turns the card it knows, not card 0's true partner.
    @Test func aComputerPlayerIsFooledByTheFaceItSees() throws {
        let probe = try FrostTable(rules: RequestingRules { _, _ in [] })
        let cards = probe.game.cards
        let source = try #require(cards.indices.first { cards[$0].key != cards[0].key })
        let known = try #require(cards.indices.first { $0 != source && cards[$0].key == cards[source].key })
        var table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.disguise([0], as: source), .reveal([known], seconds: 1)] : []
        })
        var player = WatchfulStrategy(forgetting: 0)
        var random = SeededRandom(seed: 1)
        player.reset(for: table.game, random: &random)
        for event in table.events { player.observe(event, in: table.game) }
        let told = table.events.count
        try table.turn(0)
        for event in table.events.dropFirst(told) { player.observe(event, in: table.game) }
        #expect(player.chooseCard(in: table.game, random: &random) == known)
        #expect(player.tableProblems(in: table.game).isEmpty)
    }

    @Test(arguments: [
        (Request.Kind.disguise([], as: 1), "disguise: no cards given"),
        (.disguise([1, 1], as: 2), "disguise: a card is named twice"),
        (.disguise([99], as: 2), "disguise: no card 100 (cards are 1 to 8)"),
        (.disguise([1], as: 99), "disguise: no card 100 to take the face of (cards are 1 to 8)"),
        (.disguise([1], as: -1), "disguise: no card 0 to take the face of (cards are 1 to 8)"),
        (.disguise([0], as: 2), "disguise: card 1 is not on the board; only cards still in play (face down or up) can be disguised"),
    ])
    func aBadDisguiseIsRefusedAtTheScriptsLine(kind: Request.Kind, refusal: String) throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in event == .start ? [.remove([0]), kind] : [] })
        #expect(table.refusals == ["frost.lua:11: \(refusal)"], "\(table.refusals)")
        #expect(table.game.cards.indices.allSatisfy { table.game.disguise(of: $0) == nil })
    }

    /// A found card cannot be disguised (it shows its own face), though a disguise may be taken off it.
    @Test func aFoundCardIsNotDisguised() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            let found = game.cards.indices.filter { game.cards[$0].isMatched }
            return event == .matched ? [.disguise(found, as: nil), .disguise(found, as: 0)] : []
        })
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        try table.turn(b)
        #expect(table.refusals == ["frost.lua:11: disguise: card \(min(a, b) + 1) is matched; only cards still in play (face down or up) can be disguised"],
                "\(table.refusals)")
    }

    @Test func disguisesReplay() throws {
        let rules = RequestingRules { event, game in
            event == .turnEnded ? [.disguise([game.cards.indices.last { game.cards[$0].state == .faceDown }!], as: 0)] : []
        }
        var table = try FrostTable(rules: rules)
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        let replay = try FrostTable.replaying([a, b], rules: rules)
        #expect(replay.game == table.game && replay.events == table.events)
    }
}
