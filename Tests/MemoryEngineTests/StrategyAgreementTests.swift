import Testing
@testable import MemoryEngine

/// The two memory players, ``MemoryStrategy`` (seated for rules that do not react to play) and
/// ``WatchfulStrategy`` (seated for rules that do), make the same choices on a board no script
/// changes, whatever the group size and strategy kind: a simulation comparing plain rules with
/// `api = 2` ones measures the rules, not the players.
@Suite struct StrategyAgreementTests {
    /// Classic scoring from rules that react to play (as any `api = 2` script does): the game is
    /// the classic one, but the simulator and play seat the watchful players for it.
    struct ReactingClassic: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { PointRules.classic.scoreMatch(turn) }
        func scoreMismatch(_ turn: TurnContext) -> Int { PointRules.classic.scoreMismatch(turn) }
        var reactions: Reactions { [.scoring] }
    }

    static let kinds: [StrategyKind] = [.random, .perfect, .forgetful(0.3)]

    /// Plays seeded deals with both players of `kind` watching every event; at each choice both
    /// are asked with the same random draws, and the game goes on with the plain player's card.
    /// They must agree on every choice: the same card for the random player; for the memory
    /// players an unseen card, or a known card of the same key (which known group a turn starts
    /// with may differ when several are known: each player completes any group it starts; a turn
    /// that can no longer match, with no card left unseen, takes any card), and at
    /// each turn's start they remember the same cards (the same draws forgot the same ones).
    @Test(arguments: [2, 3, 4])
    func bothPlayersChooseAlike(group: Int) throws {
        for kind in Self.kinds {
            for seed in UInt64(1)...40 { try playInLockstep(kind, group: group, seed: seed) }
        }
    }

    func playInLockstep(_ kind: StrategyKind, group: Int, seed: UInt64) throws {
        // A random player takes long to clear a board of groups of 4: it gets a smaller one.
        let groups = (kind == .random ? 12 : 24) / group
        var game = try Game(config: GameConfig(size: .groups(groups), group: group), deck: try Deck(faces: letters(groups)), seed: seed)
        // Rules that react to play, so that the game tells what a watchful player is told (the
        // faces seen); the plain player needs only what any game tells.
        var rules: any Rules = ReactingClassic()
        var plain = kind.makeStrategy()
        var watchful = kind.makeStrategy(for: ReactingClassic().reactions)
        if kind != .random {
            try #require(plain is MemoryStrategy && watchful is WatchfulStrategy, "\(kind): the players compared")
        }
        var random = SeededRandom(seed: seed)
        plain.reset(for: game, random: &random)
        watchful.reset(for: game, random: &random)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        for event in events {
            plain.observe(event, in: game)
            watchful.observe(event, in: game)
        }
        var now = 0.0
        var knownChoices = 0
        let steps = Double(Simulator.maximumSteps(cards: game.cards.count))
        while !game.isOver {
            now += 1
            try #require(now <= steps, "\(kind), seed \(seed): the game does not end")
            events = []
            if game.isLocked {
                try game.apply(.advance, at: now, rules: &rules, events: &events)
            } else {
                let moment = "\(kind), group \(group), seed \(seed), move \(game.moves), card \(game.turnCards.count + 1)"
                let turn = game.turnCards
                if turn.isEmpty {
                    let differ = game.cards.indices.filter { plain.remembers($0) != watchful.remembers($0) }
                    try #require(differ.isEmpty, "\(moment): only one player remembers cards \(differ)")
                }
                var draws = SeededRandom(seed: seed &* 7919 &+ UInt64(now))
                var sameDraws = draws
                let card = plain.chooseCard(in: game, random: &draws)
                let other = watchful.chooseCard(in: game, random: &sameDraws)
                if kind == .random {
                    try #require(card == other, "\(moment): \(card) and \(other)")
                } else {
                    let (known, otherKnown) = (plain.remembers(card), watchful.remembers(other))
                    try #require(known == otherKnown,
                                 "\(moment): card \(card) (\(known ? "known" : "unseen")) and \(other) (\(otherKnown ? "known" : "unseen"))")
                    // A known card that completes the turn's group is of its key; once the turn's
                    // cards differ, nothing can complete it, and with nothing left unseen either
                    // player turns any card.
                    let canMatch = turn.allSatisfy { game.cards[$0].key == game.cards[turn[0]].key }
                    if known {
                        knownChoices += 1
                        if !turn.isEmpty && canMatch {
                            try #require(game.cards[card].key == game.cards[other].key, "\(moment): card \(card) and \(other)")
                        }
                    }
                }
                try game.apply(.turn(card), at: now, rules: &rules, events: &events)
            }
            for event in events {
                plain.observe(event, in: game)
                watchful.observe(event, in: game)
            }
        }
        // The memory players completed groups they knew (the comparison above was not vacuous).
        if kind != .random { #expect(knownChoices > 0, "\(kind), seed \(seed): no known card was turned") }
    }

    /// The designer's measure: the same deals simulated with plain rules and with rules that react
    /// to play take as many moves on average (before the players agreed, a perfect player took
    /// 14.9 moves on 4×6 triples with plain rules and 14.1 with reacting ones).
    @Test(arguments: [(StrategyKind.perfect, 3), (.forgetful(0.3), 3), (.perfect, 4)])
    func rulesThatReactTakeAsManyMoves(kind: StrategyKind, group: Int) throws {
        let plan = SimulationPlan(config: GameConfig(size: .grid(rows: 4, columns: 6), group: group), games: 3000,
                                  strategy: kind, seed: 11, jobs: 1)
        let deck = try Deck(faces: letters(24 / group))
        let plainRun = try Simulator.run(plan, decks: .fixed(deck), makeRules: { PointRules.classic })
        let reacting = try Simulator.run(plan, decks: .fixed(deck), makeRules: { ReactingClassic() })
        let error = (plainRun.moves.standardError * plainRun.moves.standardError
                     + reacting.moves.standardError * reacting.moves.standardError).squareRoot()
        #expect(abs(plainRun.moves.mean - reacting.moves.mean) < 4 * error,
                "\(kind), groups of \(group): \(plainRun.moves.mean) moves with plain rules, \(reacting.moves.mean) with reacting ones ± \(error)")
    }
}
