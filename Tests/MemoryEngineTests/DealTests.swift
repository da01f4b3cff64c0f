import Testing
@testable import MemoryEngine

@Suite struct DealTests {
    /// "\u{E9}" and "e\u{301}" are equal Swift strings (canonically equivalent) but different
    /// keys: the engine groups by bytes, as Lua compares them, so they are two pairs, not one
    /// group of four.
    @Test func keysAreComparedByteForByte() throws {
        let faces = [Face(label: "\u{E9}"), Face(label: "e\u{301}")]
        #expect(faces[0].key == faces[1].key, "Swift's own == says equal")
        let deck = try Deck(faces: faces)
        #expect(deck.keys.count == 2)
        let game = try Game(config: GameConfig(size: .groups(2)), faces: faces, seed: 1)
        #expect(Set(game.cards.map(\.key)).count == 2)
    }

    @Test func sameSeedDealsTheSameBoard() throws {
        let config = GameConfig(size: .grid(rows: 4, columns: 4))
        let a = try Game(config: config, faces: letters(8), seed: 42)
        let b = try Game(config: config, faces: letters(8), seed: 42)
        let c = try Game(config: config, faces: letters(8), seed: 43)
        #expect(a == b)
        #expect(a.cards.map(\.key) != c.cards.map(\.key))
    }

    /// A saved game is its seed and its actions, replayed on the board the seed deals: the deal
    /// must never change between versions. Pinned here for a few shapes (more keys than groups,
    /// faces sharing a key, triples).
    @Test func theDealOfASeedNeverChanges() throws {
        let square = try Game(config: GameConfig(size: .grid(rows: 4, columns: 4)), faces: letters(8), seed: 42)
        #expect(square.cards.map(\.face) == [7, 4, 7, 1, 5, 6, 6, 3, 3, 0, 2, 1, 0, 5, 4, 2])
        let fewer = try Game(config: GameConfig(size: .groups(5)), faces: letters(11), seed: 7)
        #expect(fewer.cards.map(\.face) == [1, 9, 3, 9, 0, 3, 0, 4, 4, 1])
        let shared = [Face(label: "3×4", key: "12"), Face(label: "12", key: "12"), Face(label: "2×3", key: "6"), Face(label: "6", key: "6")]
        let math = try Game(config: GameConfig(size: .groups(4)), faces: shared, seed: 3)
        #expect(math.cards.map(\.face) == [0, 3, 0, 2, 2, 3, 1, 1])
        let triples = try Game(config: GameConfig(size: .groups(4), group: 3), faces: letters(6), seed: 99)
        #expect(triples.cards.map(\.face) == [1, 1, 4, 4, 1, 0, 3, 3, 4, 0, 3, 0])
    }

    /// `redeal` reuses a played game's storage and must give exactly the game `init` deals.
    @Test func aRedealtGameEqualsAFreshDeal() throws {
        let config = GameConfig(size: .groups(6), players: 2, peek: 2)
        let deck = try Deck(faces: letters(9))
        var game = try Game(config: config, deck: deck, seed: 5)
        var rules: any Rules = PointRules.penalty
        var events: [Event] = []
        try game.apply(.advance, at: 2, rules: &rules, events: &events)
        for card in 0..<4 { try game.apply(.turn(card), at: 3 + Double(card) * 2, rules: &rules, events: &events) }
        #expect(game.moves == 2)
        let other = try Deck(faces: letters(7))
        game.redeal(other, seed: 77)
        #expect(game == (try Game(config: config, deck: other, seed: 77)))
    }

    /// A game whose scripts changed its state (a card removed, cards revealed at the start) is
    /// redealt as new too, though `redeal` leaves the scripts' state alone in other games.
    @Test func aRedealtScriptedGameEqualsAFreshDeal() throws {
        let config = GameConfig(size: .groups(8))
        let deck = try Deck(faces: letters(8))
        var game = try Game(config: config, deck: deck, seed: 3)
        var rules = WatchfulStrategyTests.ChaosRules(wild: true)
        var events: [Event] = []
        game.begin(rules: &rules, sink: &events)
        #expect(game.scripted.removedCards > 0 && game.scripted.shown != nil, "the start hook changed the board: \(events)")
        game.redeal(deck, seed: 4)
        #expect(game == (try Game(config: config, deck: deck, seed: 4)))
    }

    /// A game that ended (here its time ran out) is redealt as new, its reason for ending gone
    /// with its phase; the phase reads back as it was set.
    @Test func aRedealtFinishedGameEqualsAFreshDeal() throws {
        let config = GameConfig(size: .groups(4), timeLimit: 5)
        let deck = try Deck(faces: letters(4))
        var game = try Game(config: config, deck: deck, seed: 8)
        var rules: any Rules = PointRules.classic
        var events: [Event] = []
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        try game.apply(.advance, at: 6, rules: &rules, events: &events)
        #expect(game.phase == .over(.timeUp))
        game.redeal(deck, seed: 9)
        #expect(game.phase == .playing)
        #expect(game == (try Game(config: config, deck: deck, seed: 9)))
    }

    @Test func everyKeyAppearsInWholeGroups() throws {
        for group in 2...4 {
            let game = try Game(config: GameConfig(size: .groups(6), group: group), faces: letters(10), seed: 7)
            #expect(game.cards.count == 6 * group)
            var counts: [Int: Int] = [:]
            for card in game.cards { counts[card.key, default: 0] += 1 }
            #expect(counts.values.allSatisfy { $0 % group == 0 })
        }
    }

    @Test func facesAreReusedWhenTheDeckIsSmall() throws {
        let game = try Game(config: GameConfig(size: .groups(5)), faces: letters(2), seed: 1)
        #expect(game.cards.count == 10)
        #expect(Set(game.cards.map(\.key)).count == 2)
    }

    @Test func facesSharingAKeyFormOneGroup() throws {
        let faces = [Face(label: "3×4", key: "12"), Face(label: "12"), Face(label: "2×5", key: "10"), Face(label: "10")]
        let game = try Game(config: GameConfig(size: .groups(2)), faces: faces, seed: 3)
        for key in game.keys.indices {
            let labels = Set(game.cards.filter { $0.key == key }.map { game.faces[$0.face].label })
            #expect(labels.count == 2, "both faces of key \(game.keys[key]) are dealt")
        }
    }

    @Test(arguments: [
        (GameConfig(size: .grid(rows: 3, columns: 3)), "do not split into groups of 2"),
        (GameConfig(size: .grid(rows: 1, columns: 2), group: 3), "fewer than one group of 3"),
        (GameConfig(size: .grid(rows: 0, columns: 4)), "rows and columns must be at least 1"),
        (GameConfig(size: .groups(0)), "deal at least 1"),
        (GameConfig(size: .groups(5001)), "at most 10000"),
        (GameConfig(size: .grid(rows: Int.max, columns: 3)), "too many"),
        (GameConfig(group: 5), "use 2, 3 or 4"),
        (GameConfig(reveal: .seconds(-1)), "reveal time -1.0"),
        (GameConfig(reveal: .seconds(.nan)), "reveal time nan"),
        (GameConfig(players: 0), "0 players"),
        (GameConfig(timeLimit: .infinity), "time limit inf"),
        (GameConfig(peek: -2), "peek time -2.0"),
    ])
    func impossibleBoardsAreRefusedWithTheValueNamed(config: GameConfig, message: String) {
        #expect {
            _ = try Game(config: config, faces: letters(4), seed: 1)
        } throws: { error in
            (error as? ConfigError)?.message.contains(message) == true
        }
    }

    @Test func anEmptyDeckIsRefused() {
        #expect(throws: ConfigError("the deck has no faces")) {
            _ = try Game(config: GameConfig(), faces: [], seed: 1)
        }
    }

    @Test func gridTextParses() {
        #expect(BoardSize(grid: "3x4") == .grid(rows: 3, columns: 4))
        #expect(BoardSize(grid: "5×6") == .grid(rows: 5, columns: 6))
        #expect(BoardSize(grid: "3by4") == nil)
        #expect(BoardSize(grid: "x4") == nil)
    }
}
