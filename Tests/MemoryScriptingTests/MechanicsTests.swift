import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// The shipped `api = 2` mechanics, each played in seeded games that check it does what it says.
@Suite struct MechanicsTests {
    /// A shipped game: its final state and every event, played by `strategy` bots one second a card.
    struct Played {
        var game: Game
        var events: [Event]
        var log: [TimedAction]
    }

    static func shipped(_ path: String) -> String { Corpus.shippedDecks + "/" + path }

    static func play(deck: String, rules: String = "rules/classic.lua", variant: String?, pairs: Int = 8, grid: BoardSize? = nil,
                     seed: UInt64, strategy: StrategyKind = .perfect, think: Double = 1) throws -> Played {
        let factory = try ScriptedRulesFactory(rulesPath: shipped(rules), variantPath: variant.map(shipped))
        var config = GameConfig(size: grid ?? .groups(pairs))
        factory.configure(&config, keepSize: true)
        let deckScript = try DeckScript(path: shipped(deck))
        var game = try Game(config: config, faces: try deckScript.faces(groups: config.cardCount / config.group, seed: seed), seed: seed)
        var rules: any Rules = try factory.makeRules()
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        var bots = (0..<config.players).map { _ in strategy.makeStrategy(for: game.reactions) }
        var random = SeededRandom(seed: seed)
        for b in bots.indices { bots[b].reset(for: game, random: &random) }
        for event in events { for b in bots.indices { bots[b].observe(event, in: game) } }
        var log: [TimedAction] = []
        var now = 0.0
        var pace = BotActionPace()
        while !game.isOver {
            try #require(log.count < 10_000, "the game does not end: \(deck) \(variant ?? "") \(strategy) seed \(seed)")
            let action: Action
            var used = false
            if game.isLocked, let deadline = game.nextDeadline {
                now = max(now, deadline)
                action = .advance
            } else if pace.allows(atMove: game.moves), let use = try game.botUse(rules: &rules, skill: 1) {
                action = use
                used = true
            } else {
                now += think
                action = .turn(bots[game.currentPlayer].chooseCard(in: game, random: &random))
            }
            let before = events.count
            let (moves, declined) = (game.moves, game.scripted.usesDeclined)
            try game.apply(action, at: now, rules: &rules, events: &events)
            if used { pace.record(atMove: moves, declined: game.scripted.usesDeclined != declined) }
            log.append(TimedAction(action, at: now))
            for event in events[before...] { for b in bots.indices { bots[b].observe(event, in: game) } }
        }
        return Played(game: game, events: events, log: log)
    }

    static func reason(_ game: Game) -> GameOverReason? {
        if case let .over(reason) = game.phase { return reason }
        return nil
    }

    @Test func livesLoseTheGameAtTheThirdMismatch() throws {
        let played = try Self.play(deck: "emoji.lua", variant: "variants/lives.lua", seed: 4, strategy: .random)
        let mismatches = played.events.filter { if case .mismatched = $0 { true } else { false } }
        #expect(mismatches.count == 3)
        #expect(Self.reason(played.game) == .lost("Out of lives!"))
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: Self.shipped("rules/classic.lua"),
                                                        variantPath: Self.shipped("variants/lives.lua")).makeRules()
        var fresh = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "\($0)") }, seed: 1)
        var events: [Event] = []
        fresh.begin(rules: &rules, events: &events)
        #expect(rules.status(in: fresh) == "Lives: 3")
    }

    @Test func aJokerMatchesAnyCardAndTheGameStillEnds() throws {
        var wildMatches = 0
        for seed in UInt64(1)...12 {
            let played = try Self.play(deck: "party.lua", variant: "variants/joker.lua", seed: seed)
            let game = played.game
            #expect(game.isOver)
            for case let .matched(group, _, _) in played.events {
                let faces = group.map { game.faces[game.cards[$0].face] }
                if faces.contains(where: { $0.has("wild") }) && faces.contains(where: { !$0.has("wild") }) { wildMatches += 1 }
                let keys = Set(faces.filter { !$0.has("wild") }.map(\.key))
                #expect(keys.count <= 1, "a joker match pairs only one key: \(keys)")
            }
        }
        #expect(wildMatches > 0, "no game paired a joker with another card")
    }

    @Test func theBombEndsTheTurnCostsTwentyAndMoves() throws {
        var explosions = 0
        for seed in UInt64(1)...12 {
            let played = try Self.play(deck: "party.lua", variant: "variants/bomb.lua", seed: seed, strategy: .random)
            let game = played.game
            let bombs = game.cards.indices.filter { game.faces[game.cards[$0].face].has("bomb") }
            #expect(bombs.filter { game.cards[$0].state != .removed }.count <= 1, "one bomb stays on the board")
            let events = played.events
            for (n, event) in events.enumerated() {
                guard case let .turned(card, player) = event else { continue }
                // The card's face at that moment: the bomb is the card the turn-ending swap moves.
                let after = events[(n + 1)...].prefix { if case .turned = $0 { false } else { true } }
                guard after.contains(.said("BOOM! The bomb costs 20 points")) else { continue }
                explosions += 1
                #expect(after.contains(.turnEnded(player: player)))
                #expect(after.contains(.awarded(player: player, points: -20)))
                #expect(after.contains { if case let .swapped(a, _) = $0 { a == card } else { false } })
            }
        }
        #expect(explosions > 0, "no bomb went off")
    }

    /// A bomb game played to its end leaves the bomb alone on the board: it matches nothing (its
    /// twin was taken off), so every pair there was is found and the board counts as cleared.
    @Test func aBombGameEndsClearedWithTheLoneBombLeft() throws {
        var loneBombs = 0
        for seed in UInt64(1)...6 {
            let game = try Self.play(deck: "party.lua", variant: "variants/bomb.lua", pairs: 12, seed: seed).game
            let left = game.cards.indices.filter { game.cards[$0].state == .faceDown || game.cards[$0].state == .faceUp }
            #expect(left.allSatisfy { game.faces[game.cards[$0].face].has("bomb") }, "seed \(seed): \(left)")
            if !left.isEmpty { loneBombs += 1 }
            #expect(Self.reason(game) == .allMatched, "seed \(seed)")
        }
        #expect(loneBombs > 0, "no game dealt the bomb")
    }

    /// A joker game whose jokers took cards' partners ends stuck: the cards left could have
    /// matched their partners.
    @Test func aJokerGameWithLeftoversEndsStuck() throws {
        var stuck = 0
        for seed in UInt64(1)...12 {
            let game = try Self.play(deck: "party.lua", variant: "variants/joker.lua", seed: seed).game
            let left = game.cards.indices.contains { game.cards[$0].state == .faceDown }
            #expect(Self.reason(game) == (left ? .noMatchLeft : .allMatched), "seed \(seed)")
            if left { stuck += 1 }
        }
        #expect(stuck > 0, "no game left a card whose partner a joker took")
    }

    /// A dealt party-deck game with `variant`, begun, with a perfect computer player told of it.
    static func dealParty(variant: String, seed: UInt64) throws -> (game: Game, rules: any Rules, bot: any Strategy) {
        let factory = try ScriptedRulesFactory(rulesPath: shipped("rules/classic.lua"), variantPath: shipped(variant))
        var config = GameConfig(size: .groups(8))
        factory.configure(&config)
        var game = try Game(config: config, faces: try DeckScript(path: shipped("party.lua")).faces(groups: 8, seed: seed), seed: seed)
        var rules: any Rules = try factory.makeRules()
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        var bot = StrategyKind.perfect.makeStrategy(for: game.reactions)
        var random = SeededRandom(seed: seed)
        bot.reset(for: game, random: &random)
        for event in events { bot.observe(event, in: game) }
        return (game, rules, bot)
    }

    /// The perfect bot, having seen a joker and one other card, pairs them at once (a joker
    /// matches any card: the engine has asked the `match` hook about every pair of faces).
    @Test func thePerfectBotTakesAKnownWildPair() throws {
        for seed in UInt64(1)...6 {
            var (game, rules, bot) = try Self.dealParty(variant: "variants/joker.lua", seed: seed)
            let jokers = game.cards.indices.filter { game.faces[game.cards[$0].face].has("wild") }
            let other = try #require(game.cards.indices.first { !game.faces[game.cards[$0].face].has("wild") })
            // Shown to it as a reveal shows them: face down, their faces seen.
            bot.observe(.revealed([jokers[0], other], until: 0), in: game)
            var random = SeededRandom(seed: seed)
            var events: [Event] = []
            for t in 1...2 {
                let card = bot.chooseCard(in: game, random: &random)
                #expect([jokers[0], other].contains(card), "seed \(seed): turned \(card), not the known joker pair")
                let before = events.count
                try game.apply(.turn(card), at: Double(t), rules: &rules, events: &events)
                for event in events[before...] { bot.observe(event, in: game) }
            }
            #expect(events.contains { if case .matched = $0 { true } else { false } }, "seed \(seed): \(events)")
        }
    }

    /// The perfect bot follows the bomb as it moves (its swap is shown) and never turns it again:
    /// at most one explosion a game, the first time it turns the bomb unknowingly.
    @Test func thePerfectBotAvoidsAKnownBomb() throws {
        for seed in UInt64(1)...8 {
            let played = try Self.play(deck: "party.lua", variant: "variants/bomb.lua", seed: seed)
            let explosions = played.events.filter { $0 == .said("BOOM! The bomb costs 20 points") }.count
            #expect(explosions <= 1, "seed \(seed): the perfect bot set the bomb off \(explosions) times")
            #expect(Self.reason(played.game)?.isFinished == true)
        }
    }

    /// Told the pair in order (`bot_keys`), the perfect bot goes for that pair and learns unknown
    /// cards meanwhile, rather than turning pairs it knows out of order: about 15 moves for 8
    /// pairs (26 when it took every pair it knew, as it did before the hook).
    @Test func thePerfectBotFindsTheSequenceInOrder() throws {
        var moves = 0
        for seed in UInt64(1)...8 {
            let played = try Self.play(deck: "math.lua", variant: "variants/sequence.lua", seed: seed)
            #expect(Self.reason(played.game)?.isFinished == true, "seed \(seed)")
            moves += played.game.moves
        }
        #expect(moves <= 8 * 17, "\(moves) moves in 8 games of 8 pairs")
    }

    @Test func tensMatchCardsThatAddUpToTen() throws {
        var crossed = 0
        for seed in UInt64(1)...6 {
            let played = try Self.play(deck: "tens.lua", rules: "rules/tens.lua", variant: nil, seed: seed, strategy: .random)
            let game = played.game
            #expect(Self.reason(game) == .allMatched)
            func values(_ group: CardGroup) -> [Int] { group.map { Int(game.faces[game.cards[$0].face].label)! } }
            for event in played.events {
                switch event {
                case let .matched(group, _, _):
                    #expect(values(group).reduce(0, +) == 10)
                case let .mismatched(group, _, _):
                    #expect(values(group).reduce(0, +) != 10)
                    // Dealt with the same key (3 and 3 of "3+7"), yet no match: the hook decides.
                    if Set(group.map { game.cards[$0].key }).count == 1 { crossed += 1 }
                default: break
                }
            }
        }
        #expect(crossed > 0, "no game turned two cards of the same key that do not add up to ten")
    }

    @Test func threeMatchesInARowAreACombo() throws {
        let played = try Self.play(deck: "emoji.lua", variant: "variants/combo.lua", seed: 2)
        let events = played.events
        let third = try #require(events.firstIndex(of: .said("Combo ×3!")))
        #expect(events[third...].contains(.bell))
        let streakBefore = events[..<third].reversed().prefix { if case .mismatched = $0 { false } else { true } }
        #expect(streakBefore.filter { if case .matched = $0 { true } else { false } }.count >= 2)
    }

    @Test func aFlawlessGameIsNoted() throws {
        var flawless = 0, flawed = 0
        for seed in UInt64(1)...30 {
            let played = try Self.play(deck: "emoji.lua", variant: "variants/flawless.lua", pairs: 2, seed: seed)
            let turnedTwice = played.game.cards.contains { $0.timesTurned > 1 }
            let noted = played.game.scripted.endNotes.contains("Flawless — no card turned twice")
            #expect(noted == !turnedTwice)
            if noted { flawless += 1 } else { flawed += 1 }
        }
        #expect(flawless > 0 && flawed > 0)
    }

    @Test func twoMismatchesInARowTakeAWholeGroupOff() throws {
        let played = try Self.play(deck: "emoji.lua", variant: "variants/thinning.lua", seed: 3, strategy: .random)
        let game = played.game
        var misses = 0
        var removals = 0
        for event in played.events {
            switch event {
            case .matched: misses = 0
            case .mismatched: misses += 1
            case let .removed(list):
                #expect(misses == 2)
                misses = 0
                removals += 1
                #expect(Set(list.map { game.cards[$0].key }).count == 1, "one group")
                #expect(list.count == game.config.group)
            default: break
            }
        }
        #expect(removals > 0)
        #expect(game.isOver)
    }

    @Test func aSlowTurnPassesToTheNextPlayer() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Self.shipped("rules/classic.lua"), variantPath: Self.shipped("variants/clock.lua"))
        var config = GameConfig(size: .groups(4))
        factory.configure(&config)
        #expect(config.players == 2)
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: config, faces: (0..<4).map { Face(label: "\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        try game.apply(.turn(0), at: 2, rules: &rules, events: &events)
        try game.apply(.advance, at: 4.9, rules: &rules, events: &events)
        #expect(game.currentPlayer == 0)
        try game.apply(.advance, at: 5.1, rules: &rules, events: &events)
        #expect(game.currentPlayer == 1)
        #expect(events.contains(.said("Too slow: the turn passes")))
        #expect(game.cards[0].state == .faceDown, "the slow turn's card turned back")
        try game.apply(.advance, at: 10.2, rules: &rules, events: &events)
        #expect(game.currentPlayer == 0, "the next turn has its own 5 seconds")
    }

    /// The spyglass variant's rules and a game of four pairs on two rows of four, not begun.
    static func spyglassGame() throws -> (any Rules, Game) {
        let factory = try ScriptedRulesFactory(rulesPath: shipped("rules/classic.lua"), variantPath: shipped("variants/spyglass.lua"))
        return (try factory.makeRules(), try Game(config: GameConfig(size: .grid(rows: 2, columns: 4)), faces: (0..<4).map { Face(label: "\($0)") }, seed: 1))
    }

    @Test func theSpyglassShowsTheRowForASecondThreeTimes() throws {
        var (rules, game) = try Self.spyglassGame()
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        #expect(rules.playerActions.map(\.key) == ["r"])
        try game.apply(.turn(5), at: 1, rules: &rules, events: &events)
        try game.apply(.use(0, card: 6, row: [4, 5, 6, 7]), at: 2, rules: &rules, events: &events)
        #expect(events.last == .revealed([4, 6, 7], until: 3, to: 0), "the face-down cards of the row, for a second, to the player alone")
        #expect((0..<8).filter { game.isFaceVisible($0, to: 0) } == [4, 5, 6, 7])
        #expect(throws: Rejection.lockedDuringReveal) { try game.apply(.turn(0), at: 2.5, rules: &rules, events: &events) }
        try game.apply(.turn(0), at: 3, rules: &rules, events: &events)
        #expect((0..<8).filter { game.isFaceVisible($0) } == [0, 5])
        for t in [5.0, 7.0] { try game.apply(.use(0, card: 1, row: [0, 1, 2, 3]), at: t, rules: &rules, events: &events) }
        #expect(throws: Rejection.noChargesLeft("Peek row")) {
            try game.apply(.use(0, card: 1, row: [0, 1, 2, 3]), at: 9, rules: &rules, events: &events)
        }
    }

    /// A row with nothing face down is declined: no charge spent, the reason on the status
    /// line; the declined use is in the log, and replaying the log gives the same game.
    @Test func theSpyglassDeclinesARowWithNothingToSeeAndKeepsItsCharge() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Self.shipped("rules/classic.lua"), variantPath: Self.shipped("variants/spyglass.lua"))
        let faces = (0..<4).map { Face(label: "\($0)") }
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .grid(rows: 2, columns: 4)), faces: faces, seed: 1)
        var events: [Event] = []
        var log: [TimedAction] = []
        func play(_ action: Action, at t: Double) throws {
            try game.apply(action, at: t, rules: &rules, events: &events)
            log.append(TimedAction(action, at: t))
        }
        game.begin(rules: &rules, events: &events)
        try play(.turn(5), at: 1)
        // The row on screen holds only the card just turned (a narrow terminal's row).
        try play(.use(0, card: 5, row: [5]), at: 2)
        #expect(events.last == .actionDeclined(0, player: 0, reason: "Nothing to see in this row"))
        #expect(!events.contains { if case .actionUsed = $0 { true } else { false } })
        #expect(game.scripted.chargesLeft(0, player: 0) == 3)
        for t in [3.0, 5.0, 7.0] { try play(.use(0, card: 1, row: [0, 1, 2, 3]), at: t) }

        var replayRules: any Rules = try factory.makeRules()
        var replayed = try Game(config: GameConfig(size: .grid(rows: 2, columns: 4)), faces: faces, seed: 1)
        var replayEvents: [Event] = []
        replayed.begin(rules: &replayRules, events: &replayEvents)
        for step in log { try replayed.apply(step.action, at: step.time, rules: &replayRules, events: &replayEvents) }
        #expect(replayed == game)
        #expect(replayEvents.filter { if case .actionDeclined = $0 { true } else { false } }.count == 1)
        #expect(throws: Rejection.noChargesLeft("Peek row")) {
            try game.apply(.use(0, card: 1, row: [0, 1, 2, 3]), at: 9, rules: &rules, events: &events)
        }
    }

    /// A row the spyglass has just shown counts as seen: the computer player's next use goes to
    /// the other row, the one holding the cards nobody has seen.
    @Test func theSpyglassBotPeeksAtARowNotYetShown() throws {
        var (rules, game) = try Self.spyglassGame()
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        let lowerRow = [4, 5, 6, 7]
        let first = try #require(lowerRow.first)
        let second = try #require(lowerRow.first { game.cards[$0].key != game.cards[first].key })
        try game.apply(.turn(first), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(second), at: 1.5, rules: &rules, events: &events)
        try game.apply(.use(0, card: 0, row: [0, 1, 2, 3]), at: 3, rules: &rules, events: &events)
        try game.apply(.advance, at: 5, rules: &rules, events: &events)
        #expect(game.timesShown(0) == 1 && game.timesShown(first) == 1 && game.timesShown(lowerRow[3]) == 0)
        #expect(game.moves == 1, "the bot hook uses the spyglass at move 1, 5, 9…")
        let answer = try rules.botAction(at: &game, skill: 1)
        let use = try #require(answer)
        let card = try #require(use.card)
        #expect(lowerRow.contains(card) && ![first, second].contains(card), "card \(card + 1): a card of the row never shown")
    }

    @Test func computerPlayersUseTheSpyglassWhenTheVariantSays() throws {
        let played = try Self.play(deck: "emoji.lua", variant: "variants/spyglass.lua", seed: 1)
        let uses = played.events.filter { if case .actionUsed(0, _) = $0 { true } else { false } }
        #expect((1...3).contains(uses.count))
        for case let .revealed(list, _, _) in played.events {
            #expect(Set(list.map { played.game.logicalRow(of: $0) }).count == 1, "one row")
        }
        #expect(played.log.contains { if case .use = $0.action { true } else { false } })
    }

    /// On a 4x4 grid every bot's mismatches shake the cards next to them, and only those; the
    /// games end cleanly.
    @Test func anAftershockShowsTheFaceDownNeighboursOfAMismatch() throws {
        for strategy in [StrategyKind.random, .perfect, .forgetful(0.3)] {
            let played = try Self.play(deck: "emoji.lua", variant: "variants/aftershock.lua", grid: .grid(rows: 4, columns: 4),
                                       seed: 2, strategy: strategy)
            let grid = try #require(played.game.grid)
            var shakes = 0
            for (n, event) in played.events.enumerated() {
                guard case let .mismatched(group, _, _) = event, case let .revealed(list, _, _)? = played.events[(n + 1)...].first(where: {
                    if case .revealed = $0 { true } else if case .mismatched = $0 { true } else { false }
                }) else { continue }
                shakes += 1
                for card in list {
                    var next = false
                    for turned in group { grid.forEachNeighbour(of: turned, diagonal: false) { next = next || $0 == card } }
                    #expect(next, "\(strategy): card \(card) is next to \(Array(group))")
                }
            }
            #expect(shakes > 0, "\(strategy)")
            #expect(played.game.isOver)
            #expect(failures(in: [played.events]).isEmpty, "\(strategy): \(failures(in: [played.events]))")
        }
    }

    /// A game of a variant that moves cards (bomb) or freezes them (frost), or whose computer
    /// players use an action that takes no card (bank), replays to the same game, its tallies
    /// included, and the same events.
    @Test(arguments: ["variants/bomb.lua", "variants/frost.lua", "variants/bank.lua"])
    func aScriptedGameReplaysExactlyFromItsLog(variant: String) throws {
        let played = try Self.play(deck: "party.lua", variant: variant, seed: 5, strategy: .forgetful(0.3))
        let factory = try ScriptedRulesFactory(rulesPath: Self.shipped("rules/classic.lua"), variantPath: Self.shipped(variant))
        var rules: any Rules = try factory.makeRules()
        let deck = try DeckScript(path: Self.shipped("party.lua"))
        var game = try Game(config: played.game.config, faces: try deck.faces(groups: 8, seed: 5), seed: 5)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        for step in played.log { try game.apply(step.action, at: step.time, rules: &rules, events: &events) }
        #expect(game == played.game)
        #expect(events == played.events)
        if variant.hasSuffix("frost.lua") {
            #expect(events.contains { if case .frozen = $0 { true } else { false } } && events.contains { if case .thawed = $0 { true } else { false } })
        }
        if variant.hasSuffix("bank.lua") {
            #expect(played.log.contains { $0.action == .use(0, card: 0, row: []) }, "a bank used without a card")
            #expect(game.scripted.tallies["banked"] ?? 0 > 0 && game.scripted.tallies == played.game.scripted.tallies)
        }
    }

    /// Frost played by every bot: no card is turned while frozen (the engine would refuse it),
    /// the frozen cards thaw at the next pair, and every game is cleared.
    @Test func aFrostMismatchFreezesItsCardsUntilTheNextPair() throws {
        for strategy in [StrategyKind.random, .perfect, .forgetful(0.3)] {
            for seed in UInt64(1)...3 {
                let played = try Self.play(deck: "emoji.lua", variant: "variants/frost.lua", seed: seed, strategy: strategy)
                #expect(Self.reason(played.game) == .allMatched, "\(strategy) seed \(seed)")
                var frozen: Set<Int> = [], paired = false
                for event in played.events {
                    switch event {
                    case let .mismatched(group, _, _): frozen.formUnion(group)
                    case let .turned(card, _):
                        #expect(!frozen.contains(card), "\(strategy) seed \(seed): frozen card \(card) turned")
                        #expect(!paired || frozen.isEmpty, "\(strategy) seed \(seed): a pair thaws every card")
                        paired = false
                    case let .thawed(list): frozen.subtract(list)
                    case .matched: paired = true
                    default: break
                    }
                }
            }
        }
    }

    @Test func everyShippedMechanicSimulatesWithEveryBot() throws {
        let fourByFour = BoardSize.grid(rows: 4, columns: 4)
        let setups: [(deck: String, rules: String, variant: String?, grid: BoardSize?)] = [
            ("emoji.lua", "rules/classic.lua", "variants/lives.lua", nil), ("party.lua", "rules/classic.lua", "variants/joker.lua", nil),
            ("party.lua", "rules/penalty.lua", "variants/bomb.lua", nil), ("tens.lua", "rules/tens.lua", nil, nil),
            ("emoji.lua", "rules/bonus.lua", "variants/combo.lua", nil), ("emoji.lua", "rules/classic.lua", "variants/flawless.lua", nil),
            ("emoji.lua", "rules/classic.lua", "variants/thinning.lua", nil), ("emoji.lua", "rules/classic.lua", "variants/clock.lua", nil),
            ("emoji.lua", "rules/classic.lua", "variants/spyglass.lua", nil), ("emoji.lua", "rules/classic.lua", "variants/frost.lua", nil),
            ("emoji.lua", "rules/classic.lua", "variants/mirror.lua", fourByFour), ("emoji.lua", "rules/classic.lua", "variants/potato.lua", fourByFour),
            ("emoji.lua", "rules/classic.lua", "variants/shop.lua", .grid(rows: 3, columns: 4)),
        ]
        for setup in setups {
            for strategy in [StrategyKind.random, .perfect, .forgetful(0.3)] {
                for seed in UInt64(1)...3 {
                    let played = try Self.play(deck: setup.deck, rules: setup.rules, variant: setup.variant, grid: setup.grid,
                                               seed: seed, strategy: strategy)
                    #expect(played.game.isOver)
                    #expect(failures(in: [played.events]).isEmpty, "\(setup) \(strategy): \(failures(in: [played.events]))")
                    #expect(played.game.invariantViolations().isEmpty, "\(setup): \(played.game.invariantViolations())")
                }
            }
        }
    }
}

/// Calls made every game (the `match` hook, a new game's start) name themselves for the watchdog
/// once: the names do not pile up game after game (in a long simulation they grew without end).
@Suite struct CallNameTests {
    @Test func callNamesDoNotGrowGameAfterGame() throws {
        let factory = try ScriptedRulesFactory(rulesPath: MechanicsTests.shipped("rules/tens.lua"), variantPath: nil)
        let scripted = try factory.makeRules()
        var rules: any Rules = scripted
        let faces = try DeckScript(path: MechanicsTests.shipped("tens.lua")).faces(groups: 6, seed: 1)
        _ = try play(rules: &rules, faces: faces, seeds: 1...2)
        let after2 = scripted.session.vm.interruptHandle.labelCount
        _ = try play(rules: &rules, faces: faces, seeds: 3...12)
        #expect(scripted.session.vm.interruptHandle.labelCount == after2)
    }
}
