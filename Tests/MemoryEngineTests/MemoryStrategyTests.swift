import Testing
@testable import MemoryEngine

/// The perfect-memory player's every choice, checked against a plain record of what it has seen,
/// on boards where a key has many more cards than a group (its tables must grow mid-game).
@Suite struct MemoryStrategyTests {
    /// Swaps two face-down cards after every other mismatch (a `swapped` event for the player).
    struct SwappingRules: Rules {
        var mismatches = 0
        /// Every game starts counting afresh (the simulator prepares the rules for each game, so
        /// its results do not depend on which games a worker played before).
        mutating func prepare(for game: Game) { mismatches = 0 }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        mutating func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) -> [BoardChange] {
            let game = game.pointee
            mismatches += 1
            let down = game.cards.indices.filter { game.cards[$0].state == .faceDown }
            guard mismatches % 2 == 0, down.count >= 2 else { return [] }
            let a = down[mismatches % down.count], b = down[(mismatches / 2 + 1) % down.count]
            return a == b ? [] : [.swap(a, b)]
        }
    }

    /// What the player has seen: the key of each face-down, unmatched card it has been shown.
    struct Record {
        var seen: [Int: Int] = [:]

        init() {}

        /// What a person at the table knows of a game as it is dealt: during a peek, every face.
        init(seeing game: Game) {
            for c in game.cards.indices where game.cards[c].state == .faceDown {
                if let key = game.visibleKey(c) { seen[c] = key }
            }
        }

        mutating func observe(_ event: Event, in game: Game) {
            switch event {
            case let .turned(card, _): seen[card] = game.cards[card].key
            case let .matched(group, _, _): for c in group { seen[c] = nil }
            case let .swapped(a, b): (seen[a], seen[b]) = (seen[b], seen[a])
            default: break
            }
        }

        /// The cards a perfect player may turn next in `game`.
        func allowed(in game: Game) -> Set<Int> {
            let down = Set(game.cards.indices.filter { game.cards[$0].state == .faceDown })
            // A mismatch left on show (next-flip) is turned back by the turn's first card: for the
            // rest of the turn its cards are face down like the others.
            var hidden = down
            if case let .showingMismatch(shown) = game.phase { hidden.formUnion(shown) }
            let remembered = seen.filter { hidden.contains($0.key) }
            let unseen = down.filter { seen[$0] == nil }
            let turn = Array(game.turnCards)
            if turn.isEmpty {
                // A key whose whole group it remembers, face down or about to be: one of those
                // cards that is face down now.
                let byKey = Dictionary(grouping: remembered.keys, by: { remembered[$0]! })
                let complete = byKey.values.filter { $0.count >= game.config.group }.flatMap { $0 }.filter(down.contains)
                if !complete.isEmpty { return Set(complete) }
            } else {
                let key = game.cards[turn[0]].key
                if turn.allSatisfy({ game.cards[$0].key == key }) {
                    // Its partners, when they complete the group; else an unseen card first.
                    let partners = remembered.filter { $0.value == key }.map(\.key)
                    if !partners.isEmpty && partners.count >= game.config.group - turn.count { return Set(partners) }
                }
            }
            return unseen.isEmpty ? down : unseen
        }
    }

    /// Plays a game in which the player's every choice is checked; with `opponent`, a second seat
    /// turns random cards, which the player only watches (cards it did not choose leave its pool).
    /// With `reveal: .untilNextFlip` a mismatch is still face up when the next turn starts; with a
    /// `peek` every face is shown before play, and the player (told of the game in `reset`, while
    /// the faces show) must know them all as the record does. Without `extraTurns` the opponent
    /// plays after every turn, matched or not.
    func play(faces: Int, groups: Int, group: Int, rules: any Rules, seed: UInt64, opponent: Bool = false,
              reveal: RevealPolicy = .seconds(1), peek: Double = 0, extraTurns: Bool = true) throws {
        let config = GameConfig(size: .groups(groups), group: group, reveal: reveal, players: opponent ? 2 : 1,
                                extraTurnOnMatch: extraTurns, peek: peek)
        var game = try Game(config: config, deck: try Deck(faces: letters(faces)), seed: seed)
        var rules = rules
        var player = MemoryStrategy(forgetting: 0)
        var other = RandomStrategy()
        var record = Record(seeing: game)
        var random = SeededRandom(seed: seed)
        player.reset(for: game, random: &random)
        other.reset(for: game, random: &random)
        var now = 0.0
        // A perfect memory turns each card at most twice (once unseen, once to match it), and a
        // reveal adds a step: far fewer steps than this, unless the player is broken.
        let steps = 20 * game.cards.count + Int(peek)
        while !game.isOver {
            now += 1
            try #require(now <= Double(steps), "seed \(seed): the game is not over after \(steps) steps")
            var events: [Event] = []
            if game.isLocked {
                try game.apply(.advance, at: now, rules: &rules, events: &events)
            } else if game.currentPlayer == 1 {
                try game.apply(.turn(other.chooseCard(in: game, random: &random)), at: now, rules: &rules, events: &events)
            } else {
                let card = player.chooseCard(in: game, random: &random)
                try #require(record.allowed(in: game).contains(card), "seed \(seed), move \(game.moves): card \(card)")
                try game.apply(.turn(card), at: now, rules: &rules, events: &events)
            }
            for event in events {
                player.observe(event, in: game)
                other.observe(event, in: game)
                record.observe(event, in: game)
            }
        }
        #expect(game.phase == .over(.allMatched))
    }

    @Test(arguments: [(faces: 2, groups: 60, group: 2), (faces: 3, groups: 40, group: 3), (faces: 1, groups: 20, group: 4),
                      (faces: 5, groups: 50, group: 2)])
    func everyChoiceIsWhatAPerfectMemoryAllows(faces: Int, groups: Int, group: Int) throws {
        for seed in UInt64(1)...4 {
            try play(faces: faces, groups: groups, group: group, rules: PointRules.classic, seed: seed)
            try play(faces: faces, groups: groups, group: group, rules: SwappingRules(), seed: seed)
            try play(faces: faces, groups: groups, group: group, rules: SwappingRules(), seed: seed, opponent: true)
            // A mismatch still on show when a turn starts: its cards are not face down, but the
            // turn's first card turns them back, so a group completed by them is already known.
            try play(faces: faces, groups: groups, group: group, rules: PointRules.classic, seed: seed, reveal: .untilNextFlip)
            try play(faces: faces, groups: groups, group: group, rules: SwappingRules(), seed: seed, opponent: true,
                     reveal: .untilNextFlip)
            // Every face shown before play: the player starts knowing the whole board (and, with
            // no extra turns, the opponent's mismatches and the swaps after them move it).
            try play(faces: faces, groups: groups, group: group, rules: PointRules.classic, seed: seed, peek: 2)
            try play(faces: faces, groups: groups, group: group, rules: SwappingRules(), seed: seed, opponent: true,
                     reveal: .untilNextFlip, peek: 2, extraTurns: false)
        }
    }

    @Test func aCopyKeepsItsOwnMemory() throws {
        let game = try Game(config: GameConfig(size: .groups(30)), deck: try Deck(faces: letters(2)), seed: 3)
        var player = MemoryStrategy(forgetting: 0)
        var order = SeededRandom(seed: 2)
        player.reset(for: game, random: &order)
        var copy = player
        // Teach the copy many cards of one key (it learns a turn's cards when they mismatch): its
        // tables grow; the original's must not change.
        let sameKey = game.cards.indices.filter { game.cards[$0].key == game.cards[0].key }
        for card in sameKey {
            copy.observe(.mismatched(CardGroup([card]), player: 0, points: 0), in: game)
        }
        var random = SeededRandom(seed: 1), same = random
        var reference = MemoryStrategy(forgetting: 0)
        order = SeededRandom(seed: 2)
        reference.reset(for: game, random: &order)
        #expect(player.chooseCard(in: game, random: &random) == reference.chooseCard(in: game, random: &same))
        var r = SeededRandom(seed: 1)
        let chosen = copy.chooseCard(in: game, random: &r)
        #expect(game.cards[chosen].key == game.cards[0].key, "the copy remembers a complete group")
    }

    /// What a player sees of a swap is two backs changing places: a perfect memory follows both
    /// cards, a forgetful one loses track of them. Here the player has seen both cards of one key,
    /// then one of them swaps with a card it never saw.
    @Test func aForgetfulPlayerLosesTrackOfSwappedCards() throws {
        func firstChoices(forgetting: Double) throws -> [Bool] {
            try (UInt64(1)...30).map { seed in
                let game = try Game(config: GameConfig(size: .groups(2)), deck: try Deck(faces: letters(2)), seed: seed)
                let key = game.cards[0].key
                let same = game.cards.indices.filter { game.cards[$0].key == key }
                let other = try #require(game.cards.indices.first { game.cards[$0].key != key })
                var random = SeededRandom(seed: seed)
                // Forgetting so unlikely that it never happens at a turn's start in these games.
                var player = MemoryStrategy(forgetting: forgetting)
                player.reset(for: game, random: &random)
                for card in same { player.observe(.mismatched(CardGroup([card]), player: 0, points: 0), in: game) }
                player.observe(.swapped(same[0], other), in: game)
                var moved = game
                moved.cards.swapAt(same[0], other)
                let choice = player.chooseCard(in: moved, random: &random)
                return moved.cards[choice].key == key
            }
        }
        #expect(try firstChoices(forgetting: 0).allSatisfy { $0 }, "a perfect memory turns the moved pair")
        let forgetful = try firstChoices(forgetting: 1e-300).filter { $0 }.count
        #expect(forgetful < 25, "a forgetful memory turned the moved pair first in \(forgetful) of 30 games")
    }

    /// Swaps the first and last face-down cards after every mismatch (as the shuffle variant
    /// swaps two of them).
    struct SwapAfterEveryMismatch: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) -> [BoardChange] {
            let game = game.pointee
            let down = game.cards.indices.filter { game.cards[$0].state == .faceDown }
            guard let first = down.first, let last = down.last, first != last else { return [] }
            return [.swap(first, last)]
        }
    }

    /// A forgetful player finishes games whose cards keep swapping: the places it lost track of go
    /// back among its unseen cards (left out, they were never chosen again, and the player turned
    /// the same two cards for ever).
    @Test(arguments: [3, 8])
    func aForgetfulPlayerFinishesGamesWhoseCardsSwap(groups: Int) throws {
        for seed in UInt64(1)...150 {
            var game = try Game(config: GameConfig(size: .groups(groups)), deck: try Deck(faces: letters(groups)), seed: seed)
            var rules: any Rules = SwapAfterEveryMismatch()
            var player = MemoryStrategy(forgetting: 0.3)
            var random = SeededRandom(seed: seed)
            player.reset(for: game, random: &random)
            var now = 0.0
            let steps = 200 * game.cards.count
            while !game.isOver {
                now += 1
                try #require(now <= Double(steps), "seed \(seed): the game is not over after \(steps) steps")
                var events: [Event] = []
                if game.isLocked {
                    try game.apply(.advance, at: now, rules: &rules, events: &events)
                } else {
                    try game.apply(.turn(player.chooseCard(in: game, random: &random)), at: now, rules: &rules, events: &events)
                }
                for event in events { player.observe(event, in: game) }
            }
        }
    }

    /// It turns the last card of its unseen pool rather than drawing one each time: the pool's
    /// order must be random, not the board's order (a person at the table would see a computer
    /// opponent sweep the board from one corner).
    @Test func itsFirstCardIsAnywhereOnTheBoard() throws {
        let game = try Game(config: GameConfig(size: .grid(rows: 4, columns: 4)), faces: letters(8), seed: 1)
        var firsts: Set<Int> = []
        for seed in UInt64(1)...40 {
            var random = SeededRandom(seed: seed)
            var player = MemoryStrategy(forgetting: 0)
            player.reset(for: game, random: &random)
            firsts.insert(player.chooseCard(in: game, random: &random))
        }
        #expect(firsts.count >= 10, "first cards over 40 seeds: \(firsts.sorted())")
    }

    /// The same memory player written plainly: the ``Record`` of what it has seen, each turn
    /// starting by forgetting each face-down card with probability `forgetting`, and each card
    /// drawn uniformly from those a perfect memory allows.
    struct PlainMemoryPlayer: Strategy {
        let forgetting: Double
        var skill: Double { 1 - forgetting }
        var record = Record()

        mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom) { record = Record(seeing: game.pointee) }

        mutating func observe(_ event: Event, at game: UnsafePointer<Game>) { record.observe(event, in: game.pointee) }

        mutating func chooseCard(at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int {
            let game = game.pointee
            if game.turnCards.isEmpty {
                for c in record.seen.keys.sorted() where game.cards[c].state == .faceDown && random.unit() < forgetting {
                    record.seen[c] = nil
                }
            }
            let allowed = record.allowed(in: game).sorted()
            return allowed[random.below(allowed.count)]
        }
    }

    /// The simulator's player (a pool in random order, its last card turned, forgotten cards put
    /// back at random places) plays the same game, in distribution, as the plain one; in groups of
    /// 3 and 4 too (a turn's later cards, a key's group filled across turns), on fewer games to
    /// stay quick (the plain player is slow).
    @Test(arguments: [(0.0, 2), (0.3, 2), (0.7, 2), (0.0, 3), (0.3, 4)])
    func itPlaysLikeThePlainPlayer(forgetting: Double, group: Int) throws {
        let (games, groups) = group == 2 ? (3000, 8) : (400, 6)
        let plan = SimulationPlan(config: GameConfig(size: .groups(groups), group: group), games: games,
                                  strategy: forgetting == 0 ? .perfect : .forgetful(forgetting), seed: 5, jobs: 1)
        let deck = try Deck(faces: letters(groups))
        let ours = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.classic })
        var rules = PointRules.classic
        var other = plan
        other.seed = 6
        let plain = try Simulator.runBlock(0..<games, plan: other, decks: .fixed(deck), rules: &rules,
                                           bot: PlainMemoryPlayer(forgetting: forgetting))
        let error = (ours.moves.standardError * ours.moves.standardError
                     + plain.moves.standardError * plain.moves.standardError).squareRoot()
        #expect(abs(ours.moves.mean - plain.moves.mean) < 4 * error,
                "moves \(ours.moves.mean) against the plain player's \(plain.moves.mean) ± \(error)")
    }
}
