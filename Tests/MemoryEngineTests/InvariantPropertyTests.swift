import PropertyBased
import Testing
@testable import MemoryEngine

/// Random action sequences at random times: every reachable state satisfies the rules of play,
/// and a refused action changes nothing beyond the passing of time.
@Suite struct InvariantPropertyTests {
    static let configs: [GameConfig] = [
        GameConfig(size: .groups(4)),
        GameConfig(size: .grid(rows: 3, columns: 4), group: 3, reveal: .seconds(1.5)),
        GameConfig(size: .groups(3), group: 4, reveal: .untilNextFlip, players: 2),
        GameConfig(size: .groups(5), reveal: .seconds(0), players: 3, extraTurnOnMatch: false),
        GameConfig(size: .groups(4), timeLimit: 20, peek: 2),
    ]

    /// A step: which card to try (possibly out of bounds) and how much time passes first.
    struct Step: Sendable, CustomStringConvertible {
        var card: Int
        var wait: Double
        var advanceOnly: Bool
        var description: String { advanceOnly ? "advance+\(wait)" : "turn(\(card))+\(wait)" }
    }

    /// One integer encodes a step, so the library can shrink sequences of them.
    static let step = Gen.int(in: 0..<(15 * 31 * 2)).map { (code: Int) -> Step in
        let tenths = (code / 15) % 31
        return Step(card: code % 15 - 1, wait: Double(tenths) / 10, advanceOnly: code >= 15 * 31 && tenths % 3 == 0)
    }

    @Test func everyStateSatisfiesTheInvariants() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...4), Gen.int(in: 0...1000), Self.step.array(of: 1...120)) { which, seed, steps in
            let config = Self.configs[which]
            var game = try! Game(config: config, faces: letters(6), seed: UInt64(seed))
            var rules: any Rules = ScriptedRules(mismatchAnswer: .success(-1), changes: [.swap(0, 1)])
            var now = 0.0
            var events: [Event] = []
            for step in steps {
                now += step.wait
                var advanced = game
                var ignored: [Event] = []
                try! advanced.apply(.advance, at: now, rules: &rules, events: &ignored)
                let scoresBefore = advanced.scores
                let matchedBefore = game.cards.indices.filter { game.cards[$0].isMatched }
                events.removeAll()
                do {
                    try game.apply(step.advanceOnly ? .advance : .turn(step.card), at: now, rules: &rules, events: &events)
                } catch {
                    #expect(game == advanced, "refused \(step) changed the game: \(error)")
                }
                #expect(game.invariantViolations() == [], "after \(step)")
                for c in matchedBefore { #expect(game.cards[c].isMatched, "matched cards stay matched") }
                for event in events {
                    switch event {
                    case let .matched(group, _, _):
                        #expect(Set(group.map { game.cards[$0].key }).count == 1, "a match has equal keys")
                    case let .mismatched(group, _, _):
                        #expect(Set(group.map { game.cards[$0].key }).count > 1, "a mismatch has unequal keys")
                    default: break
                    }
                }
                let gained = zip(game.scores, scoresBefore).map { $0 - $1 }
                #expect(gained.allSatisfy { (-1...1).contains($0) }, "only the rules' answers change scores")
            }
        }
    }

    /// Rules that freeze and thaw at every moment they are told of, deciding from the game alone
    /// (a shrunk sequence asks the same): at the start and every turn end all the cards in play
    /// but a third, each card turned, a mismatch's cards until thawed (or one card thawed), and
    /// a match thaws everything.
    static func freezingRules() -> RequestingRules {
        RequestingRules { event, game in
            let inPlay = game.cards.indices.filter { game.cards[$0].state == .faceDown || game.cards[$0].state == .faceUp }
            guard !inPlay.isEmpty, !game.isOver else { return [] }
            let k = game.moves &* 7 &+ game.scripted.turnEnds &* 3 &+ game.turnCards.count
            let turns = [1, 2, nil][k % 3]
            switch event {
            case .start, .turnEnded: return [.freeze(inPlay.filter { $0 % 3 != k % 3 } + [inPlay[0]], turns: turns)]
            case .turned: return [.freeze([inPlay[k % inPlay.count]], turns: turns)]
            case .mismatched where k % 2 == 0: return [.freeze(inPlay.filter { game.cards[$0].state == .faceUp }, turns: nil)]
            case .mismatched: return [.thaw([inPlay[k % inPlay.count]])]
            case .matched: return [.thaw(nil)]
            default: return []
            }
        }
    }

    /// With cards frozen and thawed all along: every state satisfies the invariants (frozen cards
    /// among them: see ``Game/invariantViolations()``), a frozen card is never turned, and a turn
    /// refused as frozen was of a frozen card and changed nothing beyond the passing of time.
    @Test func everyStateWithFrozenCardsSatisfiesTheInvariants() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...4), Gen.int(in: 0...1000), Self.step.array(of: 1...120)) { which, seed, steps in
            var game = try! Game(config: Self.configs[which], faces: letters(6), seed: UInt64(seed))
            var rules: any Rules = Self.freezingRules()
            var events: [Event] = []
            game.begin(rules: &rules, events: &events)
            #expect(game.invariantViolations() == [], "at the start")
            var now = 0.0
            for step in steps {
                now += step.wait
                var advanced = game
                var ignored: [Event] = []
                try! advanced.apply(.advance, at: now, rules: &rules, events: &ignored)
                let frozen = !step.advanceOnly && advanced.cards.indices.contains(step.card) && advanced.isFrozen(step.card)
                events.removeAll()
                do {
                    try game.apply(step.advanceOnly ? .advance : .turn(step.card), at: now, rules: &rules, events: &events)
                    #expect(!frozen, "frozen card \(step.card) was turned")
                } catch {
                    #expect(game == advanced, "refused \(step) changed the game: \(error)")
                    if (error as? Rejection) == .frozen(card: step.card) { #expect(frozen, "\(step): refused as frozen") }
                }
                #expect(game.invariantViolations() == [], "after \(step)")
            }
        }
    }

    @Test func theSameActionsReplayToTheSameState() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...4), Gen.int(in: 0...1000), Self.step.array(of: 1...80)) { which, seed, steps in
            func play() -> (Game, [Event]) {
                var game = try! Game(config: Self.configs[which], faces: letters(6), seed: UInt64(seed))
                var rules: any Rules = PointRules.penalty
                var events: [Event] = []
                var now = 0.0
                for step in steps {
                    now += step.wait
                    try? game.apply(step.advanceOnly ? .advance : .turn(step.card), at: now, rules: &rules, events: &events)
                }
                return (game, events)
            }
            let (a, eventsA) = play()
            let (b, eventsB) = play()
            #expect(a == b)
            #expect(eventsA == eventsB)
        }
    }
}
