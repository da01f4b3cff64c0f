import Testing
@testable import MemoryEngine

/// Cards frozen for 0 turns (API 2): they thaw as soon as the next card is turned, so a script
/// can say where a turn may start (as `variants/fog.lua` does).
@Suite struct OneCardFreezeTests {
    /// Every card but card 0 frozen at the start for `turns`.
    static func allButTheFirst(turns: Int?) throws -> FrostTable {
        try FrostTable(rules: RequestingRules { event, game in
            event == .start ? [.freeze(Array(1..<game.cards.count), turns: turns)] : []
        })
    }

    @Test func theFrozenCardsThawWhenTheNextCardIsTurned() throws {
        var table = try Self.allButTheFirst(turns: 0)
        #expect(table.frost == ["frozen [1, 2, 3, 4, 5, 6, 7] 0"], "their groups are free once a card is turned")
        #expect((1..<8).allSatisfy { table.game.frost(of: $0) == .frozen(turnsLeft: nil) && !table.game.isTurnable($0) })
        #expect(throws: Rejection.frozen(card: 3)) { try table.turn(3) }
        try table.turn(0)
        #expect(table.frost.last == "thawed [1, 2, 3, 4, 5, 6, 7]")
        #expect(table.game.scripted.frozenCount == 0 && table.game.invariantViolations().isEmpty)
        let partner = try #require((1..<8).first { table.game.cards[$0].key == table.game.cards[0].key })
        try table.turn(partner)
        #expect(table.game.groupsMatched == 1)
    }

    /// The same cards frozen until thawed would leave no group to find: the engine thaws them.
    @Test func frozenUntilThawedTheSameCardsThawAtOnce() throws {
        let table = try Self.allButTheFirst(turns: nil)
        #expect(table.frost == ["frozen [1, 2, 3, 4, 5, 6, 7] nil", "thawed [1, 2, 3, 4, 5, 6, 7]"])
    }

    /// Asked after a mismatch, the freeze outlasts the turn's end and holds the next turn's start.
    @Test func aFreezeAskedDuringATurnHoldsTheNextTurnsStart() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            guard event == .mismatched else { return [] }
            return [.freeze(game.cards.indices.filter { game.cards[$0].state == .faceDown }.dropFirst().map(\.self), turns: 0)]
        })
        let (a, b) = table.strangers()
        try table.mismatch(a, b)
        let free = try #require(table.game.cards.indices.first { table.game.isTurnable($0) })
        #expect(table.game.frozenCards.count == 5 && !table.game.frozenCards.contains(free))
        try table.turn(free)
        #expect(table.game.frozenCards.isEmpty)
    }

    /// A swap carries the freeze; a later freeze for turns replaces it.
    @Test func aSwapCarriesItAndAFreezeForTurnsReplacesIt() throws {
        var table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.freeze([0, 1], turns: 0), .swap(0, 5), .freeze([1], turns: 2)] : []
        })
        #expect(table.game.isFrozen(5) && !table.game.isFrozen(0) && table.game.frost(of: 1) == .frozen(turnsLeft: 2))
        try table.turn(3)
        #expect(table.frost.last == "thawed [5]")
        #expect(table.game.isFrozen(1) && !table.game.isFrozen(5))
    }
}
