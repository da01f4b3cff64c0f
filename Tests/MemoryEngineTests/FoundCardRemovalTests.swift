import Testing
@testable import MemoryEngine

/// A found card taken off the board (API 2): its place is empty, and its group stays found.
@Suite struct FoundCardRemovalTests {
    /// Rules that take each group found off the board and move the first face-down card into
    /// the empty place of its first card (as `variants/gravity.lua` lets cards fall).
    static func takeFoundOff(_ event: ScriptEvent, _ game: Game) -> [Request.Kind] {
        guard event == .matched else { return [] }
        let found = game.cards.indices.filter { game.cards[$0].isMatched }
        guard let down = game.cards.indices.first(where: { game.cards[$0].state == .faceDown }) else { return [.remove(found)] }
        return [.remove(found), .swap(down, found[0])]
    }

    @Test func aFoundCardTakenOffLeavesItsPlaceEmptyAndStaysFound() throws {
        var table = try FrostTable(rules: RequestingRules(ask: Self.takeFoundOff))
        let (a, b) = try #require(table.pair())
        let down = try #require(table.game.cards.indices.first { ![a, b].contains($0) })
        let face = table.game.cards[down].face
        try table.turn(a)
        try table.turn(b)
        #expect(table.refusals.isEmpty)
        #expect(table.game.cards[a].face == face && table.game.cards[a].state == .faceDown, "a card moved into the empty place")
        #expect(table.game.cards[down].state == .removed && table.game.cards[b].state == .removed)
        #expect(table.game.groupsMatched == 1 && table.game.groupsLeft == 3 && table.game.scores == [1])
        #expect(table.game.invariantViolations().isEmpty)
        #expect(table.events.contains(.removed([a, b])))
    }

    @Test func aGameWhoseFoundCardsAreTakenOffIsClearedWhenTheLastGroupIsFound() throws {
        var table = try FrostTable(rules: RequestingRules(ask: Self.takeFoundOff))
        while let (a, b) = table.pair() {
            try table.turn(a)
            try table.turn(b)
            #expect(table.game.invariantViolations().isEmpty)
        }
        #expect(table.refusals.isEmpty)
        #expect(table.game.phase == .over(.allMatched) && table.game.scores == [4])
        #expect(table.game.cards.allSatisfy { $0.state == .removed })
    }

    /// A card turned up, or taken off already, still cannot be.
    @Test func onlyFaceDownAndFoundCardsCanBeRemoved() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            event == .turned ? [.remove([game.turnCards[0]])] : event == .start ? [.remove([0]), .remove([0])] : []
        })
        let c = try #require(table.game.cards.indices.first { table.game.isTurnable($0) })
        try table.turn(c)
        #expect(table.refusals == [
            "frost.lua:11: remove: card 1 is not on the board; only face-down cards and found ones can be removed",
            "frost.lua:10: remove: card \(c + 1) is face up; only face-down cards and found ones can be removed",
        ])
    }
}
