import Testing
@testable import MemoryEngine

/// Computer players steered by place: the scripts' `bot_cards` names where a turn may start.
@Suite struct BotCardsTests {
    /// Rules whose `bot_cards` names the second half of the board (as the chain variant names the
    /// cards next to found ones).
    struct StartInTheSecondHalf: Rules {
        var reactions: Reactions { [.scoring, .botCards] }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            Reaction(points: event == .matched ? 1 : 0, requests: [])
        }
        func botCards(at game: UnsafePointer<Game>) -> [Int]? {
            let n = game.pointee.cards.count
            return Array(n / 2..<n)
        }
    }

    struct Start {
        var card: Int
        /// No card of the second half could be turned.
        var free: Bool
        /// The player knew both cards of a pair, one in the second half; and `card` is one of them.
        var knownPairThere: Bool
        var onKnownPair: Bool
    }

    /// Plays a game with `player`; returns how each turn started.
    static func play(_ config: GameConfig, player: WatchfulStrategy, seed: UInt64) throws -> (starts: [Start], moves: Int) {
        var starts: [Start] = []
        let (game, _) = try playToTheEnd(config, rules: StartInTheSecondHalf(), player: player, seed: seed) { choice in
            let (game, card) = (choice.game, choice.card)
            guard game.turnCards.isEmpty else { return }
            // What it knew before choosing (forgetting happens as it chooses).
            let known = (0..<game.cards.count).map { c in
                game.isTurnable(c) && choice.before.memory.known[c] >= 0 ? game.cards[c].key : nil
            }
            let half = game.cards.count / 2
            let onKnownPair = { (c: Int) in
                known[c].map { key in known.indices.contains { $0 != c && known[$0] == key } } ?? false
            }
            starts.append(Start(card: card, free: !(half..<game.cards.count).contains { game.isTurnable($0) },
                                knownPairThere: (half..<game.cards.count).contains(where: onKnownPair),
                                onKnownPair: onKnownPair(card)))
        }
        return (starts, game.moves)
    }

    @Test(arguments: [0.0, 0.3])
    func everyTurnStartsWhereTheScriptsSayWhileACardThereCanBeTurned(forgetting: Double) throws {
        let config = GameConfig(size: .groups(8), reveal: .seconds(1))
        for seed in UInt64(1)...30 {
            let (starts, _) = try Self.play(config, player: WatchfulStrategy(forgetting: forgetting), seed: seed)
            for start in starts where !start.free {
                #expect(start.card >= config.cardCount / 2, "seed \(seed): a turn started at \(start.card)")
            }
        }
    }

    /// A perfect player that knows where both cards of a pair are, one of them in the second
    /// half, starts there rather than with a card it has not seen.
    @Test func aPerfectPlayerStartsOnACardWhoseGroupItKnows() throws {
        let config = GameConfig(size: .groups(8), reveal: .seconds(1))
        var checked = 0
        for seed in UInt64(1)...30 {
            let (starts, _) = try Self.play(config, player: WatchfulStrategy(forgetting: 0), seed: seed)
            for start in starts where start.knownPairThere {
                checked += 1
                #expect(start.onKnownPair, "seed \(seed): a turn started at \(start.card), not on a known pair")
            }
        }
        #expect(checked > 20, "few turns began with a known pair in the second half: \(checked)")
    }
}
