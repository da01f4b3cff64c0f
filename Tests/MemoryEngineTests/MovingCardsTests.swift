import Testing
@testable import MemoryEngine

/// Scripts move found cards as well as face-down ones (a swap, or an arrangement of several
/// places at once); cards face up or revealed stay put.
@Suite struct MovingCardsTests {
    /// After each match, asks for `requests(game)` (the found cards are those of the match).
    static func afterMatch(_ requests: @escaping @Sendable (Game) -> [Request.Kind]) -> RequestingRules {
        RequestingRules { event, game in event == .matched ? requests(game) : [] }
    }

    @Test func aFoundCardSwapsWithAFaceDownOne() throws {
        var table = try FrostTable(rules: Self.afterMatch { game in
            let found = game.cards.indices.first { game.cards[$0].isMatched }!
            let down = game.cards.indices.last { game.cards[$0].state == .faceDown }!
            return [.swap(found, down)]
        })
        let (a, b) = try #require(table.pair())
        let down = try #require(table.game.cards.indices.last { ![a, b].contains($0) })
        let face = table.game.cards[down].face
        try table.turn(a)
        try table.turn(b)
        #expect(table.refusals.isEmpty)
        #expect(table.game.cards[min(a, b)].face == face && table.game.cards[min(a, b)].state == .faceDown)
        #expect(table.game.cards[down].state == .matched)
        #expect(table.events.contains(.swapped(min(a, b), down)))
        #expect(table.game.invariantViolations().isEmpty)
    }

    /// A rotation of every place (found ones among them) moves each card where it was asked to,
    /// one `swapped` event per exchange.
    @Test func anArrangementMovesEveryCardToItsPlace() throws {
        let count = 8
        let from = Array(0..<count), to = from.map { ($0 + 3) % count }
        var table = try FrostTable(rules: Self.afterMatch { _ in [.arrange(from: from, to: to)] })
        let before = table.game.cards
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        try table.turn(b)
        #expect(table.refusals.isEmpty)
        for (p, q) in zip(from, to) {
            #expect(table.game.cards[q].face == before[p].face, "the card at \(p) went to \(q)")
            #expect(table.game.cards[q].isMatched == [a, b].contains(p))
        }
        let swaps = table.events.filter { if case .swapped = $0 { true } else { false } }
        #expect(swaps.count == count - 1, "one cycle of \(count) places is \(count - 1) exchanges")
        #expect(table.game.invariantViolations().isEmpty)
    }

    @Test func anArrangementWithACardFaceUpOrABadOrderIsRefusedWhole() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            guard event == .turned, let up = game.turnCards.first else { return [] }
            let other = up == 0 ? 1 : 0
            return [.arrange(from: [up, other], to: [other, up]), .arrange(from: [2, 3], to: [2, 2]),
                    .arrange(from: [2, 3], to: [3]), .swap(4, 4)]
        })
        let before = table.game.cards
        let c = try #require(table.game.cards.indices.first { table.game.isTurnable($0) })
        try table.turn(c)
        #expect(table.refusals == [
            "frost.lua:10: arrange: card \(c + 1) cannot move: only face-down and found cards move (not one face up or revealed), unless the whole board moves",
            "frost.lua:11: arrange: the places to move to must be the places moved from, in another order",
            "frost.lua:12: arrange: 2 places to move from but 1 to move to",
            "frost.lua:13: cannot swap cards 5 and 5: give two different cards from 1 to 8",
        ])
        #expect(table.game.cards.map(\.face) == before.map(\.face), "nothing moved")
    }

    @Test func twoEmptyPlacesDoNotSwap() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.remove([0, 1]), .swap(0, 1)] : []
        })
        #expect(table.refusals == ["frost.lua:11: cannot swap cards 1 and 2: both places are empty"])
    }
}

/// The whole board may move at once under a face-up card (the carousel variant): the card moves
/// and stays face up, and the turn, a mismatch on show and a reveal follow it.
@Suite struct WholeBoardMoveTests {
    /// Every place moves one on (place i to i + 1), asked where `event` happens the first time.
    static func rotating(at event: ScriptEvent) -> RequestingRules {
        RequestingRules { e, game in
            let all = Array(game.cards.indices)
            let first = event == .turned ? game.moves == 0 && game.turnCards.count == 1 : game.moves == 1
            return e == event && first ? [.arrange(from: all, to: all.map { ($0 + 1) % all.count })] : []
        }
    }

    @Test func aFaceUpCardRidesAlongAndTheTurnFollowsIt() throws {
        var table = try FrostTable(rules: Self.rotating(at: .turned))
        let before = table.game.cards
        try table.turn(2)
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.game.cards[3].isFaceUp && table.game.cards[3].face == before[2].face)
        #expect(Array(table.game.turnCards) == [3])
        #expect(table.game.invariantViolations().isEmpty)
        // The partner of the card turned, wherever it went, completes the group.
        let partner = try #require(table.game.cards.indices.first { $0 != 3 && table.game.cards[$0].key == table.game.cards[3].key })
        try table.turn(partner)
        #expect(table.game.cards[3].isMatched && table.game.cards[partner].isMatched)
        #expect(table.game.invariantViolations().isEmpty)
    }

    @Test func aMismatchOnShowFollowsItsCards() throws {
        let config = GameConfig(size: .groups(4), reveal: .seconds(2))
        var table = try FrostTable(config, rules: Self.rotating(at: .mismatched))
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        let moved = Set([(a + 1) % 8, (b + 1) % 8])
        guard case let .revealing(group, _) = table.game.phase else { Issue.record("no mismatch on show"); return }
        #expect(Set(group) == moved)
        #expect(table.game.invariantViolations().isEmpty)
        try table.game.apply(.advance, at: 10, rules: &table.rules, events: &table.events)
        #expect(table.game.cards.allSatisfy { $0.state == .faceDown }, "the moved cards turned back where they went")
    }

    @Test func partOfTheBoardCannotMoveAFaceUpCard() throws {
        let table = try FrostTable(rules: RequestingRules { event, game in
            guard event == .turned, let up = game.turnCards.first else { return [] }
            let rest = game.cards.indices.filter { $0 != (up + 4) % 8 }
            return [.arrange(from: rest, to: Array(rest.dropFirst()) + [rest[0]])]
        })
        var t = table
        try t.turn(0)
        #expect(t.refusals == ["frost.lua:10: arrange: card 1 cannot move: only face-down and found cards move (not one face up or revealed), unless the whole board moves"],
                "\(t.refusals)")
    }
}
