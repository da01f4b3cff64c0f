import Testing
@testable import MemoryEngine

/// `game:unfind(cards)` (API 2): a whole found group goes back face down, to be found again.
@Suite struct UnfindTests {
    /// Rules that put the first group found back when the second is found, once (a thief).
    static func thief(_ event: ScriptEvent, _ game: Game) -> [Request.Kind] {
        guard event == .matched, game.groupsMatched == 2, game.scripted.tallies["stolen"] == nil else { return [] }
        let found = game.cards.indices.filter { game.cards[$0].isMatched }
        let last = found.compactMap { game.cards[$0].matchedAt }.max()
        return [.unfind(found.filter { game.cards[$0].matchedAt != last }), .tally(name: "stolen", by: 1)]
    }

    @Test func aFoundGroupPutBackIsFaceDownAndToBeFoundAgain() throws {
        var table = try FrostTable(rules: RequestingRules(ask: Self.thief))
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        try table.turn(b)
        let (c, d) = try #require(table.pair())
        try table.turn(c)
        try table.turn(d)
        #expect(table.refusals.isEmpty)
        #expect(table.events.contains(.unfound([a, b])))
        #expect(table.game.cards[a].state == .faceDown && table.game.cards[b].state == .faceDown)
        #expect(table.game.isTurnable(a) && table.game.cards[c].isMatched)
        #expect(table.game.groupsMatched == 1 && table.game.groupsLeft == 3)
        #expect(table.game.scores == [2], "the engine takes no points")
        #expect(table.game.invariantViolations().isEmpty)
    }

    /// The game does not end while a group put back is on the board: found again, it ends.
    @Test func theGameEndsOnlyOnceTheGroupPutBackIsFoundAgain() throws {
        var table = try FrostTable(GameConfig(size: .groups(2), reveal: .seconds(0)), rules: RequestingRules(ask: Self.thief))
        var found = 0
        while let (a, b) = table.pair() {
            try table.turn(a)
            try table.turn(b)
            found += 1
            #expect(table.game.invariantViolations().isEmpty)
        }
        #expect(found == 3, "the first group was found twice")
        #expect(table.game.phase == .over(.allMatched) && table.game.scores == [3])
    }

    @Test func onlyAWholeFoundGroupCanBePutBack() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            guard event == .matched else { return [] }
            let found = game.cards.indices.filter { game.cards[$0].isMatched }
            let down = game.cards.indices.filter { game.cards[$0].state == .faceDown }
            return [.unfind([found[0]]), .unfind([down[0], down[1]]), .unfind([found[0], found[0]]), .unfind([])]
        })
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        try table.turn(b)
        #expect(table.refusals == [
            "frost.lua:10: unfind: name a whole group found, 2 cards, not 1",
            "frost.lua:11: unfind: card \(table.game.cards.indices.first { table.game.cards[$0].state == .faceDown }! + 1) is face down; only found cards can be put back (a whole group found)",
            "frost.lua:12: unfind: a card is named twice",
            "frost.lua:13: unfind: no cards given",
        ])
        #expect(table.game.groupsMatched == 1 && table.game.cards[a].isMatched)
    }

    /// Two found cards of different groups were not found together.
    @Test func cardsOfTwoGroupsAreNotAGroup() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            guard event == .matched, game.groupsMatched == 2 else { return [] }
            let found = game.cards.indices.filter { game.cards[$0].isMatched }
            let other = found.first { game.cards[$0].key != game.cards[found[0]].key }!
            return [.unfind([found[0], other])]
        })
        for _ in 0..<2 {
            let (a, b) = try #require(table.pair())
            try table.turn(a)
            try table.turn(b)
        }
        #expect(table.refusals.count == 1 && table.refusals[0].contains("were not found together"), "\(table.refusals)")
        #expect(table.game.groupsMatched == 2)
    }

    /// Computer players, perfect and forgetful, play a game with a thief to its end.
    @Test func computerPlayersPlayAGameWithAThiefToTheEnd() throws {
        for (seed, forgetting) in [(1, 0.0), (2, 0.0), (3, 0.5), (4, 1.0)] as [(UInt64, Double)] {
            let (game, _) = try playToTheEnd(GameConfig(size: .groups(6)), rules: RequestingRules(ask: Self.thief),
                                             player: WatchfulStrategy(forgetting: forgetting), seed: seed)
            #expect(game.phase == .over(.allMatched) && game.invariantViolations().isEmpty)
            #expect(game.scripted.tallies["stolen"] == 1 && game.scores == [7])
        }
    }

    /// The watchful player's tables stay sound across a theft.
    @Test func theWatchfulTablesStaySound() throws {
        var table = try FrostTable(rules: RequestingRules(ask: Self.thief))
        var player = WatchfulStrategy(forgetting: 0)
        var random = SeededRandom(seed: 1)
        player.reset(for: table.game, random: &random)
        for event in table.events { player.observe(event, in: table.game) }
        var told = table.events.count
        for _ in 0..<2 {
            let (a, b) = try #require(table.pair())
            try table.turn(a)
            try table.turn(b)
            for event in table.events[told...] { player.observe(event, in: table.game) }
            told = table.events.count
        }
        #expect(player.tableProblems(in: table.game).isEmpty, "\(player.tableProblems(in: table.game))")
        let back = table.game.cards.indices.filter { table.game.cards[$0].state == .faceDown && table.game.cards[$0].timesTurned > 0 }
        #expect(back.count == 2 && back.allSatisfy(player.remembers))
        #expect(back.contains(player.chooseCard(in: table.game, random: &random)), "it goes for the group it knows")
    }
}

/// With four cards of one key (two pairs), only the cards of one pair found together go back.
@Suite struct FoundTogetherTests {
    /// Rules that, at the second pair of key `a` found, ask to put back one card of each pair, then
    /// the first pair whole.
    static let mixing = RequestingRules { event, game in
        guard event == .matched, game.groupsMatched == 2 else { return [] }
        let found = game.cards.indices.filter { game.cards[$0].isMatched }.sorted { game.cards[$0].matchedAt! < game.cards[$1].matchedAt! }
        // found: the first pair's two cards, then the second's.
        return [.unfind([found[0], found[2]]), .unfind([found[0], found[1]])]
    }

    @Test func cardsFoundApartAreRefusedAndAPairFoundTogetherGoesBack() throws {
        var table = try FrostTable(GameConfig(size: .groups(3), reveal: .seconds(0)),
                                   faces: [Face(label: "a"), Face(label: "a"), Face(label: "b")], rules: Self.mixing)
        let keyA = try #require(table.game.cards.first { table.game.faces[$0.face].label == "a" }).key
        let a = table.game.cards.indices.filter { table.game.cards[$0].key == keyA }
        try #require(a.count == 4, "four cards of key a")
        for c in a { try table.turn(c) }
        #expect(table.refusals.count == 1, "\(table.refusals)")
        let partner = a[1] + 1
        #expect(table.refusals.first == "frost.lua:10: unfind: cards \(a[0] + 1), \(a[2] + 1) were not found together (card \(a[0] + 1) was found with \(partner)); name the cards of one group found")
        #expect(table.events.contains(.unfound([a[0], a[1]])))
        #expect(table.game.cards[a[2]].isMatched && table.game.cards[a[3]].isMatched)
        // Found again, the pair is one finding again and may go back again.
        #expect(table.game.foundTogetherProblem([a[0], a[1]]) != nil, "face down, not found")
        try table.turn(a[1])
        try table.turn(a[0])
        #expect(table.game.foundTogetherProblem([a[0], a[1]]) == nil)
        #expect(table.game.foundTogetherProblem([a[0], a[3]]) != nil)
    }
}
