import Testing
@testable import MemoryEngine

/// A freeze's reason (`game:freeze(cards, turns, why)`): what a player who tries to turn the card
/// reads, kept per card, moved by swaps, gone when the card thaws, checked like a mark.
@Suite struct FrozenReasonTests {
    @Test func theRefusalSaysTheFreezesReasonAndACardFrozenWithoutOneSaysFrozen() throws {
        var table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.freeze([2, 3], turns: nil, why: "in the fog: start next to the last card"), .freeze([4], turns: nil)] : []
        })
        #expect(throws: Rejection.frozen(card: 2, why: "in the fog: start next to the last card")) { try table.turn(2) }
        #expect(Rejection.frozen(card: 2, why: "in the fog").description == "in the fog")
        #expect(throws: Rejection.frozen(card: 4, why: nil)) { try table.turn(4) }
        #expect(table.game.frozenReason(of: 3) == "in the fog: start next to the last card")
        #expect(table.game.frozenReason(of: 4) == nil && table.game.frozenReason(of: 0) == nil)
        #expect(table.game.invariantViolations().isEmpty)
    }

    @Test func aSwapMovesTheReasonWithItsCard() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.freeze([0], turns: 2, why: "iced"), .swap(0, 5), .remove([6]), .freeze([1], turns: nil, why: "stuck"), .swap(1, 6)] : []
        })
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.game.frozenReason(of: 5) == "iced" && table.game.frozenReason(of: 6) == "stuck")
        #expect(table.game.frozenReason(of: 0) == nil && table.game.frozenReason(of: 1) == nil)
        #expect(table.game.scripted.frozenWhy[0] == nil && table.game.scripted.frozenWhy[1] == nil, "nothing left behind")
        #expect(table.game.invariantViolations().isEmpty)
    }

    /// Thawed, by its turns running out or by a script, the card keeps no reason: frozen again
    /// without one, it is refused as frozen.
    @Test func aThawedCardKeepsNoReason() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            switch event {
            case .start: [.freeze([0], turns: 1, why: "for one turn"), .freeze([1], turns: nil, why: "until thawed")]
            case .turnEnded where game.moves == 1: [.thaw([1])]
            case .turnEnded where game.moves == 2: [.freeze([0, 1], turns: nil)]
            default: []
            }
        })
        let (a, b) = table.strangers(avoiding: [0, 1])
        try table.mismatch(a, b)
        #expect(!table.game.isFrozen(0) && !table.game.isFrozen(1))
        #expect(table.game.scripted.frozenWhy.allSatisfy { $0 == nil })
        #expect(table.game.invariantViolations().isEmpty)
        let (c, d) = table.strangers(avoiding: [0, 1])
        try table.mismatch(c, d)
        #expect(throws: Rejection.frozen(card: 0, why: nil)) { try table.turn(0) }
        #expect(table.game.frozenReason(of: 1) == nil)
    }

    @Test func aCardFrozenAgainTakesTheNewReason() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.freeze([0, 1], turns: nil, why: "first"), .freeze([1], turns: 3, why: "second"), .freeze([0], turns: 2)] : []
        })
        #expect(table.game.frozenReason(of: 0) == nil && table.game.frozenReason(of: 1) == "second")
    }

    @Test func aMatchedCardKeepsNoReason() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            event == .turned && game.turnCards.count == 1 ? [.freeze(game.turnCards.map(\.self), turns: nil, why: "held")] : []
        })
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        #expect(table.game.frozenReason(of: a) == "held")
        try table.turn(b)
        #expect(table.game.cards[a].isMatched && table.game.frozenReason(of: a) == nil)
        #expect(table.game.scripted.frozenWhy[a] == nil && table.game.invariantViolations().isEmpty)
    }

    /// A reason is checked like a mark: 1 to 60 characters, no control characters.
    @Test func aBadReasonIsRefusedAtItsLine() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.freeze([0], turns: nil, why: ""), .freeze([0], turns: nil, why: "a\u{1B}[2J"),
                               .freeze([0], turns: nil, why: String(repeating: "x", count: 61)),
                               .freeze([0], turns: nil, why: String(repeating: "❄", count: 60))] : []
        })
        let message = "freeze: a reason is 1 to 60 characters, without control characters"
        #expect(table.refusals == ["frost.lua:10: \(message)", "frost.lua:11: \(message)", "frost.lua:12: \(message)"])
        #expect(table.game.frozenReason(of: 0) == String(repeating: "❄", count: 60))
        #expect(Game.reasonProblem("in the fog: start next to the last card", of: "freeze") == nil)
    }

    /// A replay of the same actions asks for the same freezes and so keeps the same reasons.
    @Test func aReplayKeepsTheReasons() throws {
        let rules = RequestingRules { event, game in
            event == .mismatched ? [.freeze(game.cards.indices.filter { game.cards[$0].state == .faceDown }, turns: 0, why: "fog")] : []
        }
        var table = try FrostTable(rules: rules)
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        let replay = try FrostTable.replaying([a, b], rules: rules)
        #expect(replay.game == table.game)
        let frozen = try #require(table.game.frozenCards.first)
        #expect(replay.game.frozenReason(of: frozen) == "fog")
    }
}
