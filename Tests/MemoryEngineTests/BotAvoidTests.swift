import Testing
@testable import MemoryEngine

/// Computer players kept off places: the scripts' `bot_avoid` names cards they must not turn
/// now, first card of a turn or not, unless nothing else is left.
@Suite struct BotAvoidTests {
    /// Rules whose `bot_avoid` names the cards of key 0 still in play (as minefield names its
    /// mines), and whose `bot_cards` may name places to start too.
    struct KeepOffKeyZero: Rules {
        var starts: [Int]? = nil
        var reactions: Reactions { starts == nil ? [.scoring, .botAvoid] : [.scoring, .botAvoid, .botCards] }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            Reaction(points: event == .matched ? 1 : 0, requests: [])
        }
        func botCards(at game: UnsafePointer<Game>) -> [Int]? { starts }
        func botAvoid(at game: UnsafePointer<Game>) -> [Int]? {
            game.pointee.cards.indices.filter { game.pointee.cards[$0].key == 0 && game.pointee.cards[$0].state != .matched }
        }
    }

    static let config = GameConfig(size: .groups(6), reveal: .seconds(1))

    /// Plays a game with `player` on `rules`; returns each card it turned with whether it was
    /// avoided and whether anything else could have been turned, and the game and its actions.
    static func play(_ rules: KeepOffKeyZero, player: WatchfulStrategy, seed: UInt64) throws
        -> (turned: [(card: Int, avoided: Bool, otherLeft: Bool)], game: Game, actions: [(Action, Double)]) {
        var turned: [(card: Int, avoided: Bool, otherLeft: Bool)] = []
        let (game, actions) = try playToTheEnd(config, rules: rules, player: player, seed: seed) { choice in
            let (game, card) = (choice.game, choice.card)
            let avoid = game.scripted.botAvoid ?? []
            #expect(choice.after.tableProblems(in: game).isEmpty, "seed \(seed): \(choice.after.tableProblems(in: game))")
            turned.append((card, avoid.contains(card), game.cards.indices.contains { game.isTurnable($0) && !avoid.contains($0) }))
        }
        return (turned, game, actions)
    }

    @Test(arguments: [WatchfulStrategy(forgetting: 0), WatchfulStrategy(forgetting: 0.3, followsMoves: false)])
    func anAvoidedCardIsTurnedOnlyWhenNothingElseIsLeft(player: WatchfulStrategy) throws {
        for seed: UInt64 in 1...20 {
            let (turned, game, _) = try Self.play(KeepOffKeyZero(), player: player, seed: seed)
            for t in turned where t.avoided { #expect(!t.otherLeft, "seed \(seed): card \(t.card) was avoided but others were left") }
            #expect(turned.contains { $0.avoided }, "seed \(seed): the pair kept off is found last")
            #expect(game.phase == .over(.allMatched))
        }
    }

    /// Where it starts (`bot_cards`) gives way to what it keeps off.
    @Test func aStartOnAnAvoidedCardIsNotTaken() throws {
        let probe = try Game(config: Self.config, faces: letters(6), seed: 4)
        let zero = probe.cards.indices.filter { probe.cards[$0].key == 0 }
        let other = try #require(probe.cards.indices.first { probe.cards[$0].key != 0 })
        let (turned, _, _) = try Self.play(KeepOffKeyZero(starts: zero + [other]), player: WatchfulStrategy(forgetting: 0), seed: 4)
        #expect(turned.first?.card == other)
    }

    /// The hook is asked at the same moments in a replay: the replayed game keeps off the same cards.
    @Test func aReplayAsksAlike() throws {
        let (_, game, actions) = try Self.play(KeepOffKeyZero(), player: WatchfulStrategy(forgetting: 0), seed: 7)
        var replay = try Game(config: game.config, faces: letters(6), seed: 7)
        var rules: any Rules = KeepOffKeyZero()
        var events: [Event] = []
        replay.begin(rules: &rules, events: &events)
        for (action, at) in actions { try replay.apply(action, at: at, rules: &rules, events: &events) }
        #expect(replay == game)
    }
}
