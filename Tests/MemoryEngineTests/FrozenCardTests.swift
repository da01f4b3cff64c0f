import Testing
@testable import MemoryEngine

/// API-2 rules for tests: every event they react to is answered with the requests `ask` gives
/// for it (from "frost.lua", at line 10 plus the request's place in the list), a point a match,
/// and after a mismatch the API-1 board swap `boardSwap`, if any.
struct RequestingRules: Rules {
    var reactions: Reactions = [.scoring, .start, .turned, .turnEnded]
    var boardSwap: (Int, Int)?
    var ask: @Sendable (ScriptEvent, Game) -> [Request.Kind]

    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) -> [BoardChange] {
        boardSwap.map { [.swap($0.0, $0.1)] } ?? []
    }
    func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
        let requests = ask(event, game.pointee).enumerated().map { Request($1, path: "frost.lua", line: 10 + $0) }
        return Reaction(points: event == .matched ? 1 : 0, requests: requests)
    }
}

/// A game played by hand with ``RequestingRules``, its events kept.
struct FrostTable {
    var game: Game
    var rules: any Rules
    var events: [Event] = []
    var now = 0.0

    init(_ config: GameConfig = GameConfig(size: .groups(4), reveal: .seconds(0)), seed: UInt64 = 3,
         faces: [Face]? = nil, rules: some Rules) throws {
        game = try Game(config: config, faces: faces ?? letters(config.cardCount / config.group), seed: seed)
        self.rules = rules
        game.begin(rules: &self.rules, events: &events)
    }

    /// A fresh table of `rules` on which `cards` were turned in order, a second apart: the
    /// replay of a table's turns, to compare with it.
    static func replaying(_ cards: [Int], config: GameConfig = GameConfig(size: .groups(4), reveal: .seconds(0)),
                          rules: RequestingRules) throws -> FrostTable {
        var replay = try FrostTable(config, rules: rules)
        for c in cards { try replay.turn(c) }
        return replay
    }

    /// Turns card `c` a second after the last action.
    mutating func turn(_ c: Int) throws(Rejection) {
        now += 1
        try game.apply(.turn(c), at: now, rules: &rules, events: &events)
    }

    /// Turns `a` then `b`, which must not match, with every wait in between.
    mutating func mismatch(_ a: Int, _ b: Int) throws {
        try #require(game.cards[a].key != game.cards[b].key, "cards \(a) and \(b) match")
        try turn(a)
        try turn(b)
        now += 5
        try game.apply(.advance, at: now, rules: &rules, events: &events)
    }

    /// The cards of each `frozen` and `thawed` event, in order.
    var frost: [String] {
        events.compactMap {
            switch $0 {
            case let .frozen(list, turns): "frozen \(list) \(turns.map(String.init) ?? "nil")"
            case let .thawed(list): "thawed \(list)"
            default: nil
            }
        }
    }

    /// The refused requests' messages.
    var refusals: [String] {
        events.compactMap { if case let .rulesFailed(f) = $0, f.kind == .refusedRequest { f.message } else { nil } }
    }

    /// Two cards that can be turned, not `avoiding` any of these, whose keys differ.
    func strangers(avoiding: [Int] = []) -> (Int, Int) {
        let free = game.cards.indices.filter { game.isTurnable($0) && !avoiding.contains($0) }
        for a in free { if let b = free.first(where: { game.cards[$0].key != game.cards[a].key }) { return (a, b) } }
        preconditionFailure("no two cards with different keys can be turned")
    }

    /// The first two cards that can be turned and match, in board order.
    func pair() -> (Int, Int)? {
        let free = game.cards.indices.filter { game.isTurnable($0) }
        for a in free { if let b = free.first(where: { $0 > a && game.cards[$0].key == game.cards[a].key }) { return (a, b) } }
        return nil
    }
}

/// Frozen cards (API 2): what the engine refuses, how long a freeze lasts, and what ends it.
@Suite struct FrozenCardTests {
    @Test func aFrozenCardCannotBeTurnedAndTheRefusalChangesNothing() throws {
        var table = try FrostTable(rules: RequestingRules { event, _ in event == .start ? [.freeze([2], turns: nil)] : [] })
        #expect(table.frost == ["frozen [2] nil"])
        #expect(table.game.isFrozen(2) && !table.game.isTurnable(2) && table.game.frost(of: 2) == .frozen(turnsLeft: nil))
        #expect(!table.game.isFrozen(1) && table.game.isTurnable(1) && table.game.frost(of: 1) == .none)
        try table.game.apply(.advance, at: 1, rules: &table.rules, events: &table.events)
        let before = table.game
        #expect(throws: Rejection.frozen(card: 2)) { try table.game.apply(.turn(2), at: 1, rules: &table.rules, events: &table.events) }
        #expect(table.game == before, "a refused turn changes nothing")
        #expect(Rejection.frozen(card: 2).description == "that card is frozen")
        // Once the turn under way has a card, the frozen one is still refused.
        try table.turn(0)
        #expect(throws: Rejection.frozen(card: 2)) { try table.turn(2) }
        #expect(Array(table.game.turnCards) == [0])
    }

    /// A freeze of one turn asked where `event` happens (once: at the start, or on the first
    /// turn's mismatch or turn end) keeps the card from the next turn whole, and it thaws as
    /// that turn ends: a turn under way when it was asked does not count.
    @Test(arguments: [ScriptEvent.start, .mismatched, .turnEnded, .turned])
    func aFreezeOfOneTurnLastsTheNextTurn(event: ScriptEvent) throws {
        var config = GameConfig(size: .groups(5), reveal: .seconds(0))
        config.players = 2
        // Card 9 is frozen the first time `event` happens (at the first card turned, for `turned`).
        var table = try FrostTable(config, rules: RequestingRules { e, game in
            e == event && game.moves <= 1 && !game.isFrozen(9) ? [.freeze([9], turns: 1)] : []
        })
        let (a, b) = table.strangers(avoiding: [9])
        try table.mismatch(a, b)
        // The turn in which it was asked from a hook is not counted, so it is still frozen; frozen
        // at the start, the first turn was the one it lasted.
        if event == .start {
            #expect(table.frost == ["frozen [9] 1", "thawed [9]"])
            return
        }
        #expect(table.frost == ["frozen [9] 1"], "\(event): \(table.frost)")
        #expect(table.game.frost(of: 9) == .frozen(turnsLeft: 1))
        let (c, d) = table.strangers(avoiding: [9])
        try table.turn(c)
        #expect(throws: Rejection.frozen(card: 9)) { try table.turn(9) }
        try table.turn(d)
        #expect(table.frost == ["frozen [9] 1", "thawed [9]"], "\(event): thawed as the next turn ended")
        #expect(table.game.isTurnable(9))
    }

    /// The turns left count down one a turn end, however the turn ended; a card frozen again
    /// takes the new length.
    @Test func turnsLeftCountDownAndAFreezeAgainTakesTheNewLength() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            switch event {
            case .start: [.freeze([7], turns: 3)]
            case .turned where game.moves == 1 && game.turnCards.count == 1: [.freeze([7], turns: 5), .endTurn]
            default: []
            }
        })
        #expect(table.game.frost(of: 7) == .frozen(turnsLeft: 3))
        let (a, b) = table.strangers(avoiding: [7])
        try table.mismatch(a, b)
        #expect(table.game.frost(of: 7) == .frozen(turnsLeft: 2))
        // Frozen again for 5 during the second turn, which a request then ends: 5 turns after it.
        let (c, _) = table.strangers(avoiding: [7])
        try table.turn(c)
        #expect(table.game.turnCards.isEmpty && table.game.scripted.turnEnds == 2)
        #expect(table.game.frost(of: 7) == .frozen(turnsLeft: 5))
        #expect(table.game.scripted.frozenCount == 1)
    }

    @Test func thawNamesCardsOrThawsEveryFrozenOne() throws {
        // Six pairs: the eight cards left to turn always hold a pair, so nothing thaws by itself.
        var table = try FrostTable(GameConfig(size: .groups(6), reveal: .seconds(0)), rules: RequestingRules { event, game in
            switch event {
            case .start: [.freeze([0, 1, 2], turns: nil), .freeze([3], turns: 4)]
            case .turned where game.moves == 0 && game.turnCards.count == 1: [.thaw([1, 5, 1])]
            case .turned where game.moves == 1 && game.turnCards.count == 1: [.thaw([0, 12]), .thaw(nil)]
            case .turned where game.moves == 2 && game.turnCards.count == 1: [.thaw(nil)]
            default: []
            }
        })
        let (first, second) = table.strangers()
        try table.mismatch(first, second)
        #expect(table.frost == ["frozen [0, 1, 2] nil", "frozen [3] 4", "thawed [1]"], "a card not frozen is left out, and one named twice thawed once")
        let (a, b) = table.strangers(avoiding: [0, 2, 3])
        try table.mismatch(a, b)
        #expect(table.refusals == ["frost.lua:10: thaw: no card 13 (cards are 1 to 12)"], "nothing of a list with a card off the board is thawed")
        #expect(table.frost.suffix(1) == ["thawed [0, 2, 3]"])
        #expect(table.game.scripted.frozenCount == 0 && (0..<12).allSatisfy { !table.game.isFrozen($0) })
        let (c, d) = table.strangers()
        try table.mismatch(c, d)
        #expect(table.frost.count == 4, "thawing with nothing frozen says nothing")
    }

    /// Each refused freeze is a failure at its line, and nothing is frozen.
    @Test func freezesThatCannotBeAreRefusedAtTheirLine() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            switch event {
            case .start:
                [.remove([6, 7]), .freeze([0], turns: -1), .freeze([0], turns: 1001), .freeze([0, 1, 0], turns: 1), .freeze([8], turns: 1),
                 .freeze([-1], turns: nil), .freeze([], turns: 2), .freeze([1, 6], turns: 1)]
            case .turnEnded where game.moves == 1:
                game.cards.indices.filter { game.cards[$0].isMatched }.map { .freeze([$0], turns: nil) }
            default: []
            }
        })
        #expect(table.refusals == [
            "frost.lua:11: freeze for -1 turns is not allowed: use 1 to 1000, 0 for until the next card is turned, or nil for until thawed",
            "frost.lua:12: freeze for 1001 turns is not allowed: use 1 to 1000, 0 for until the next card is turned, or nil for until thawed",
            "frost.lua:13: freeze: a card is named twice",
            "frost.lua:14: freeze: no card 9 (cards are 1 to 8)",
            "frost.lua:15: freeze: no card 0 (cards are 1 to 8)",
            "frost.lua:16: freeze: no cards given",
            "frost.lua:17: freeze: card 7 is not on the board; only cards still in play can be frozen",
        ])
        #expect(table.frost.isEmpty && table.game.scripted.frozenCount == 0)
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        try table.turn(b)
        #expect(table.refusals.count == 9)
        #expect(table.refusals.suffix(2) == ["frost.lua:10: freeze: card \(a + 1) is matched; only cards still in play can be frozen",
                                             "frost.lua:11: freeze: card \(b + 1) is matched; only cards still in play can be frozen"])
        #expect(table.frost.isEmpty && table.game.scripted.frozenCount == 0)
    }

    @Test func theLongestFreezeIsAllowed() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in event == .start ? [.freeze([1], turns: Game.maximumFrozenTurns)] : [] })
        #expect(table.refusals.isEmpty)
        #expect(table.game.frost(of: 1) == .frozen(turnsLeft: 1000))
    }

    /// A swap takes the freeze with the card, to another card's place or an empty one, by a
    /// request or by an API-1 board change.
    @Test func aSwapCarriesTheFreezeWithTheCard() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.freeze([0], turns: 2), .swap(0, 5), .remove([6]), .freeze([1], turns: nil), .swap(1, 6)] : []
        })
        var fresh = try Game(config: table.game.config, faces: letters(4), seed: 3)
        fresh.cards.swapAt(0, 5)
        fresh.cards.swapAt(1, 6)
        #expect(table.game.cards.map(\.face) == fresh.cards.map(\.face))
        #expect(table.game.frost(of: 5) == .frozen(turnsLeft: 2) && table.game.frost(of: 6) == .frozen(turnsLeft: nil))
        #expect(!table.game.isFrozen(0) && !table.game.isFrozen(1) && table.game.cards[1].state == .removed)
        #expect(table.game.scripted.frozenCount == 2)
    }

    @Test func aBoardSwapAfterAMismatchCarriesTheFreezeToo() throws {
        var rules = RequestingRules { event, _ in event == .start ? [.freeze([7], turns: nil)] : [] }
        var table = try FrostTable(rules: rules)
        let (a, b) = table.strangers(avoiding: [7])
        let other = try #require(table.game.cards.indices.first { ![a, b, 7].contains($0) })
        rules.boardSwap = (7, other)
        table.rules = rules
        let frozenFace = table.game.cards[7].face
        try table.mismatch(a, b)
        #expect(table.game.cards[other].face == frozenFace)
        #expect(table.game.isFrozen(other) && !table.game.isFrozen(7), "the frozen card moved to \(other)")
    }

    /// A frozen card matched or taken off is no longer frozen, with no thawed event (the matched
    /// and removed events say it); a frozen face-up card of a mismatch stays frozen face down.
    @Test func aMatchOrARemovalEndsAFreeze() throws {
        // Six pairs: after a pair and a mismatch, the cards left to turn still hold a pair.
        var table = try FrostTable(GameConfig(size: .groups(6), reveal: .seconds(0)), rules: RequestingRules { event, game in
            switch event {
            case .start: [.freeze([3], turns: nil), .remove([3])]
            // Every card turned is frozen face up.
            case .turned: [.freeze([game.turnCards.last!], turns: nil)]
            default: []
            }
        })
        #expect(table.frost == ["frozen [3] nil"] && table.game.scripted.frozenCount == 0 && !table.game.isFrozen(3))
        let (a, partner) = try #require(table.pair())
        try table.turn(a)
        #expect(table.game.isFrozen(a) && table.game.cards[a].state == .faceUp)
        try table.turn(partner)
        #expect(table.game.cards[a].isMatched && !table.game.isFrozen(a) && !table.game.isFrozen(partner))
        #expect(table.game.scripted.frozenCount == 0)
        let (c, d) = table.strangers()
        try table.mismatch(c, d)
        #expect(table.game.cards[c].state == .faceDown && table.game.isFrozen(c) && table.game.isFrozen(d))
        #expect(!table.frost.contains { $0.hasPrefix("thawed") })
    }

    /// When the cards left to turn hold no pair, every frozen card thaws, whatever the reveal:
    /// here each mismatch freezes every face-down card but its own, leaving its two cards (which
    /// do not match) as all there is to turn.
    @Test(arguments: [RevealPolicy.seconds(1), .seconds(0), .untilNextFlip])
    func everyCardThawsWhenTheCardsLeftHoldNoPair(reveal: RevealPolicy) throws {
        var table = try FrostTable(GameConfig(size: .groups(4), reveal: reveal), rules: RequestingRules { event, game in
            guard event == .mismatched else { return [] }
            let others = game.cards.indices.filter { game.cards[$0].state == .faceDown }
            return others.isEmpty ? [] : [.freeze(others, turns: nil)]
        })
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        let others = (0..<8).filter { $0 != a && $0 != b }
        #expect(table.frost == ["frozen \(others) nil", "thawed \(others)"])
        #expect(table.game.scripted.frozenCount == 0)
    }

    /// Frozen cards that leave a pair to turn stay frozen: the rule looks for a group among the
    /// cards that could be turned, not for any card.
    @Test func aPairLeftToTurnKeepsTheOthersFrozen() throws {
        var table = try FrostTable(rules: RequestingRules { event, game in
            guard event == .start else { return [] }
            // Everything but the first pair in board order.
            let first = game.cards.indices.first!
            let partner = game.cards.indices.first { $0 != first && game.cards[$0].key == game.cards[first].key }!
            return [.freeze(game.cards.indices.filter { $0 != first && $0 != partner }, turns: nil)]
        })
        #expect(table.game.scripted.frozenCount == 6 && table.frost.count == 1)
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        #expect(table.game.scripted.frozenCount == 6, "the partner can still be turned")
        try table.turn(b)
        // The pair is found: what is left to turn is frozen, so it all thaws.
        #expect(table.frost.last == "thawed \((0..<8).filter { $0 != a && $0 != b })")
    }

    /// Frost's rule (a mismatch freezes its cards until thawed) on two pairs: a mismatch leaves
    /// one card of each pair to turn, no pair, so its two cards thaw at once, whatever the reveal.
    @Test(arguments: [RevealPolicy.seconds(1), .seconds(0), .untilNextFlip])
    func twoPairsSplitByAFreezeThawWhateverTheReveal(reveal: RevealPolicy) throws {
        var table = try FrostTable(GameConfig(size: .groups(2), reveal: reveal), rules: RequestingRules { event, game in
            event == .mismatched ? [.freeze(game.cards.indices.filter { game.cards[$0].state == .faceUp }, turns: nil)] : []
        })
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        let mismatch = [a, b].sorted()
        #expect(table.frost == ["frozen \(mismatch) nil", "thawed \(mismatch)"], "\(table.events)")
        try table.game.apply(.advance, at: table.now + 5, rules: &table.rules, events: &table.events)
        #expect(table.game.scripted.frozenCount == 0)
    }

    /// A card turned whose hook freezes every other card leaves nothing to turn next: they all
    /// thaw at once, mid-turn.
    @Test func aCardTurnedThatLeavesOnlyFrozenCardsThawsThem() throws {
        var rules = RequestingRules { event, game in
            guard event == .turned, game.turnCards.count == 1 else { return [] }
            return [.freeze(game.cards.indices.filter { game.cards[$0].state == .faceDown }, turns: nil)]
        }
        rules.reactions = [.scoring, .turned]
        var table = try FrostTable(GameConfig(size: .groups(3)), rules: rules)
        try table.turn(0)
        #expect(table.frost == ["frozen [1, 2, 3, 4, 5] nil", "thawed [1, 2, 3, 4, 5]"])
        let seen = try #require(table.events.firstIndex(of: .seen(card: 0, face: table.game.cards[0].face)))
        #expect(table.events.dropFirst(seen + 1).contains(.thawed([1, 2, 3, 4, 5])), "in the same turn")
        #expect(Array(table.game.turnCards) == [0])
    }

    /// Everything frozen at once thaws at once: a player always has a card to turn.
    @Test func freezingEveryCardThawsThemAll() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in event == .start ? [.freeze(Array(0..<8), turns: 3)] : [] })
        #expect(table.frost == ["frozen [0, 1, 2, 3, 4, 5, 6, 7] 3", "thawed [0, 1, 2, 3, 4, 5, 6, 7]"])
    }

    @Test func aNewGameHasNoFrozenCard() throws {
        var table = try FrostTable(rules: RequestingRules { event, _ in event == .start ? [.freeze([1, 2], turns: nil)] : [] })
        let (a, b) = table.strangers()
        try table.mismatch(a, b)
        #expect(table.game.scripted.frozenCount == 2)
        table.game.redeal(try Deck(faces: letters(4)), seed: 4)
        #expect(table.game == (try Game(config: table.game.config, faces: letters(4), seed: 4)))
        #expect(table.game.scripted.frozenCount == 0 && table.game.scripted.turnEnds == 0)
        #expect((0..<8).allSatisfy { table.game.isTurnable($0) && table.game.frost(of: $0) == .none })
    }
}
