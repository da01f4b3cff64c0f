import Testing
@testable import MemoryEngine

/// Decks whose faces declare their group sizes: pairs and triples on one board.
@Suite struct MixedGroupTests {
    /// Pairs A, B, C and triples X, Y.
    let faces = letters(3) + [Face(label: "X", group: 3), Face(label: "Y", group: 3)]

    func cards(of label: String, in game: Game) -> [Int] {
        game.cards.indices.filter { game.faces[game.cards[$0].face].label == label }
    }

    @Test func aDealHasEachKeysOwnNumberOfCards() throws {
        let game = try Game(config: GameConfig(size: .groups(5)), faces: faces, seed: 3)
        #expect(game.cards.count == 12 && game.groupCount == 5 && game.groupsLeft == 5)
        for label in ["A", "B", "C"] { #expect(cards(of: label, in: game).count == 2) }
        for label in ["X", "Y"] { #expect(cards(of: label, in: game).count == 3) }
        #expect(game.mixesGroups && game.reactions == .mixedGroups)
        #expect(game.cards.indices.allSatisfy { game.cards[$0].dealtAt == $0 })
    }

    @Test func aGridIsFilledExactlyWithWholeGroups() throws {
        for seed: UInt64 in 1...20 {
            let game = try Game(config: GameConfig(size: .grid(rows: 3, columns: 3)), faces: faces, seed: seed)
            #expect(game.cards.count == 9)
            var perKey: [Int: Int] = [:]
            for card in game.cards { perKey[card.key, default: 0] += 1 }
            #expect(perKey.allSatisfy { $0.value % game.groupSize(ofKey: $0.key) == 0 }, "seed \(seed): \(perKey)")
            #expect(game.groupCount == perKey.reduce(0) { $0 + $1.value / game.groupSize(ofKey: $1.key) })
        }
    }

    @Test func theSameSeedDealsTheSameBoard() throws {
        let a = try Game(config: GameConfig(size: .grid(rows: 4, columns: 5)), faces: faces, seed: 9)
        var b = try Game(config: GameConfig(size: .grid(rows: 4, columns: 5)), faces: faces, seed: 1)
        b.redeal(try Deck(faces: faces), seed: 9)
        #expect(a.cards == b.cards && a.groupCount == b.groupCount)
    }

    @Test func aUniformDeclarationIsAnOrdinaryGame() throws {
        let pairs = letters(3).map { Face(label: $0.label, group: 2) }
        let game = try Game(config: GameConfig(size: .groups(3)), faces: pairs, seed: 1)
        #expect(!game.mixesGroups && game.reactions.isEmpty)
    }

    @Test func theFirstCardSetsTheTurnsLength() throws {
        var game = try Game(config: GameConfig(size: .groups(5), reveal: .seconds(0)), faces: faces, seed: 3)
        var rules: any Rules = PointRules.classic
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        let x = cards(of: "X", in: game), a = cards(of: "A", in: game)
        try game.apply(.turn(x[0]), at: 1, rules: &rules)
        #expect(game.turnGroup == 3)
        try game.apply(.turn(x[1]), at: 2, rules: &rules)
        #expect(game.moves == 0, "two of a triple are not a turn")
        let third = try game.apply(.turn(x[2]), at: 3, rules: &rules)
        #expect(third.contains(.matched(CardGroup(x), player: 0, points: 1)), "the plain rules score the match")
        try game.apply(.turn(a[0]), at: 4, rules: &rules)
        #expect(game.turnGroup == 2)
        try game.apply(.turn(a[1]), at: 5, rules: &rules)
        #expect(game.groupsMatched == 2 && game.groupsLeft == 3 && game.scores == [2])
        // A pair's card started on a triple's turn: a mismatch of three.
        let y = cards(of: "Y", in: game), b = cards(of: "B", in: game)
        try game.apply(.turn(y[0]), at: 6, rules: &rules)
        try game.apply(.turn(b[0]), at: 7, rules: &rules)
        #expect(game.moves == 2)
        let miss = try game.apply(.turn(y[1]), at: 8, rules: &rules)
        #expect(miss.contains(.mismatched(CardGroup([y[0], b[0], y[1]]), player: 0, points: 0)))
        #expect(game.invariantViolations().isEmpty)
    }

    @Test func perfectPlayClearsAndEveryStrategyFinishes() throws {
        let deck = try Deck(faces: faces)
        for strategy in [StrategyKind.perfect, .forgetful(0.3), .random] {
            var rules: any Rules = PointRules.classic
            var plan = SimulationPlan(config: GameConfig(size: .grid(rows: 4, columns: 5)), games: 100, strategy: strategy, seed: 4, jobs: 1)
            plan.groupSizes = [2, 3]
            let report = try Simulator.play(plan, deck: deck, rules: &rules)
            #expect(report.completed == 100 && report.unfinished.isEmpty && report.finishedOtherwise.isEmpty, "\(strategy)")
        }
    }

    /// A triple only when it has seen three of its cards. (Keys are dealt again when the deck has
    /// fewer than the board's groups: a group is any `size` cards of its key.)
    @Test func aPerfectPlayerGoesForAGroupOnlyWhenItHasSeenItWhole() throws {
        var started: [(seed: UInt64, knewGroup: Bool)] = []
        for seed: UInt64 in 1...10 {
            var seen: Set<Int> = []
            let config = GameConfig(size: .grid(rows: 4, columns: 5), reveal: .seconds(0))
            let (game, _) = try playToTheEnd(config, faces: faces, rules: PointRules.classic, player: WatchfulStrategy(forgetting: 0), seed: seed) { choice in
                let g = choice.game
                if g.turnCards.isEmpty && seen.contains(choice.card) {
                    let key = g.cards[choice.card].key
                    let known = g.cards.indices.filter { g.cards[$0].key == key && g.cards[$0].state == .faceDown && seen.contains($0) }
                    started.append((seed, known.count >= g.groupSize(ofKey: key)))
                }
                seen.insert(choice.card)
            }
            #expect(game.phase == .over(.allMatched))
        }
        #expect(started.count > 10, "the players went for groups they knew")
        #expect(started.filter { !$0.knewGroup }.map(\.seed) == [], "a turn began on a known card of a group not wholly seen")
    }

    @Test func aLaidOutBoardOfPairsAndTriplesPlaysToItsEnd() throws {
        var game = try Game(config: GameConfig(size: .groups(2)), deck: Deck(faces: [Face(label: "A"), Face(label: "X", group: 3)]),
                            layout: [0, 1, 1, 0, 1], seed: 1)
        #expect(game.groupCount == 2)
        var rules: any Rules = PointRules.classic
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        try game.apply(.turn(0), at: 1, rules: &rules)
        try game.apply(.turn(3), at: 2, rules: &rules)
        #expect(!game.isOver && game.groupsLeft == 1, "the triple is still to find")
        try game.apply(.turn(1), at: 3, rules: &rules)
        try game.apply(.turn(2), at: 4, rules: &rules)
        try game.apply(.turn(4), at: 5, rules: &rules)
        #expect(game.phase == .over(.allMatched))
    }

    @Test func boardsAndDecksThatCannotBeDealtAreRefused() throws {
        let pairsAndQuads = letters(2) + [Face(label: "Q", group: 4)]
        #expect(throws: ConfigError.self) { try Game(config: GameConfig(size: .grid(rows: 3, columns: 3)), faces: pairsAndQuads, seed: 1) }
        var stocked = GameConfig(size: .groups(3))
        stocked.stock = 1
        #expect(throws: ConfigError.self) { try Game(config: stocked, faces: faces, seed: 1) }
        let torn = [Face(label: "x", key: "X", group: 3), Face(label: "x2", key: "X", group: 2)]
        #expect(throws: ConfigError("the faces of key 'X' declare groups of 3 and 2: a key's faces declare one size")) { try Deck(faces: torn) }
        #expect(throws: ConfigError.self) { try Deck(faces: [Face(label: "big", group: 5)]) }
        // 3x3 splits into 3 + 2 + 2 + 2.
        #expect(throws: Never.self) { try GameConfig(size: .grid(rows: 3, columns: 3)).validate(groupSizes: [2, 3]) }
    }
}
