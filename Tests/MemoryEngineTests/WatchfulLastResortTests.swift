import Testing
@testable import MemoryEngine

/// What the API-2 memory player turns when what it remembers cannot be trusted to make a group:
/// a card that ended a turn as it was turned (a bomb wearing another card's face, as a ghost
/// stacked with the bomb makes it), and cards remembered with faces that no card left has (masks
/// seen in a look, as the spyglass stacked with masquerade shows them). Taken at their word, both
/// kept the player turning the same cards for ever.
@Suite struct WatchfulLastResortTests {
    /// Tells the player of each event as the game makes it.
    struct TellingSink: EventSink {
        var player: WatchfulStrategy
        mutating func append(_ event: Event, at game: UnsafePointer<Game>) { player.observe(event, at: game) }
    }

    /// The board's places of face `face`, in board order.
    static func places(of face: Int, in game: Game) -> [Int] { game.cards.indices.filter { game.cards[$0].face == face } }

    /// Face 0 is a bomb: one of the two is taken off and the other wears face 1's look; turned,
    /// it ends the turn and hides under another face-down card.
    static func bombRules(bomb: Int, wearing source: Int, removing other: Int) -> RequestingRules {
        RequestingRules { event, game in
            switch event {
            case .start:
                return [.remove([other]), .disguise([bomb], as: source)]
            case .turned:
                guard let card = game.turnCards.last, game.cards[card].face == 0 else { return [] }
                let hide = game.cards.indices.first { game.cards[$0].state == .faceDown && !game.turnCards.contains($0) }
                return [.endTurn] + (hide.map { [.swap(card, $0)] } ?? [])
            default:
                return []
            }
        }
    }

    /// The person turns the card whose face the bomb wears, then the bomb: the turn ends there.
    /// The computer then goes for neither that "group" nor the bomb: it turns cards it has not seen.
    @Test(arguments: UInt64(1)...12)
    func aCardThatEndedTheTurnIsNoPartner(seed: UInt64) throws {
        let config = GameConfig(size: .groups(4), reveal: .seconds(0))
        let probe = try Game(config: config, faces: letters(4), seed: seed)
        let bombs = Self.places(of: 0, in: probe), worn = Self.places(of: 1, in: probe)[0]
        var game = probe
        var any = AnyRules(Self.bombRules(bomb: bombs[0], wearing: worn, removing: bombs[1]))
        var sink = TellingSink(player: WatchfulStrategy(forgetting: 0))
        var random = SeededRandom(seed: seed)
        sink.player.reset(for: game, random: &random)
        game.begin(rules: &any, sink: &sink)
        #expect(game.shownFace(bombs[0]) == 1, "the bomb wears face 1")
        try game.apply(.turn(worn), at: 1, rules: &any, sink: &sink)
        try game.apply(.turn(bombs[0]), at: 2, rules: &any, sink: &sink)
        #expect(game.turnCards.isEmpty && game.scripted.turnsEndedByRequest == 1, "the bomb ended the turn")
        let bomb = try #require(game.cards.indices.first { game.cards[$0].face == 0 && game.cards[$0].state == .faceDown })
        for (step, now) in [3.0, 4.0].enumerated() {
            let card = sink.player.chooseCard(in: game, random: &random)
            #expect(card != bomb, "seed \(seed), card \(step + 1) of the turn: the bomb")
            #expect(card != worn || step == 1, "seed \(seed): the card the bomb wore first, for the bomb")
            try game.apply(.turn(card), at: now, rules: &any, sink: &sink)
            if game.turnCards.isEmpty { break }
        }
        #expect(sink.player.tableProblems(in: game).isEmpty)
    }

    /// Masks on two cards (faces 0 and 1 wear 2's and 3's looks), seen in a look at the start;
    /// the masks' faces are then found, and the two unmasked cards miss each other. The player
    /// does not turn those two again: it turns a masked card (no card left has the face it
    /// showed) with one of them.
    @Test(arguments: UInt64(1)...12)
    func cardsThatMissedAreNotTurnedTogetherWhileMasksAreLeft(seed: UInt64) throws {
        let config = GameConfig(size: .groups(4), reveal: .seconds(0))
        let probe = try Game(config: config, faces: letters(4), seed: seed)
        let (a, b, c, d) = (Self.places(of: 0, in: probe), Self.places(of: 1, in: probe),
                            Self.places(of: 2, in: probe), Self.places(of: 3, in: probe))
        let rules = RequestingRules { event, _ in
            event == .start ? [.disguise([a[0]], as: c[0]), .disguise([b[0]], as: d[0]), .reveal([a[0], b[0]], seconds: 1)] : []
        }
        var game = probe
        var any = AnyRules(rules)
        var sink = TellingSink(player: WatchfulStrategy(forgetting: 0))
        var random = SeededRandom(seed: seed)
        sink.player.reset(for: game, random: &random)
        game.begin(rules: &any, sink: &sink)
        var now = 1.0
        for card in [c[0], c[1], d[0], d[1], a[1], b[1]] {
            now += 1
            try game.apply(.turn(card), at: now, rules: &any, sink: &sink)
        }
        #expect(c.allSatisfy { game.cards[$0].isMatched } && d.allSatisfy { game.cards[$0].isMatched })
        var turned: [Int] = []
        for _ in 0..<2 {
            now += 1
            let card = sink.player.chooseCard(in: game, random: &random)
            turned.append(card)
            try game.apply(.turn(card), at: now, rules: &any, sink: &sink)
        }
        #expect(Set(turned) != [a[1], b[1]], "seed \(seed): turned the two cards that missed each other again")
        #expect(turned.contains(a[0]) || turned.contains(b[0]), "seed \(seed): a masked card")
        #expect(sink.player.tableProblems(in: game).isEmpty)
    }
}
