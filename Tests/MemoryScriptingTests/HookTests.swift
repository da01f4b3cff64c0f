import MemoryEngine
import Testing
@testable import MemoryScripting

@Suite struct HookTests {
    @Test func hooksSeeTheTurnThroughTheEventTable() throws {
        var scripted = try rules("events.lua")
        let games = try play(rules: &scripted)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        var matches = 0, penalties = 0
        for event in games.joined() {
            switch event {
            case let .matched(_, _, points): #expect(points >= 101); matches += 1
            case let .mismatched(_, _, points): #expect(points <= 0); if points < 0 { penalties += 1 }
            case .finalPoints: Issue.record("on_finish sees no cards, so it scores 0")
            default: break
            }
        }
        #expect(matches == 18)
        #expect(penalties > 0)
    }

    /// The Swift twin of fixtures/event_digest.lua.
    struct DigestRules: Rules {
        static func digest(_ t: TurnContext) -> Int {
            var d = 0
            for i in 0..<t.cardCount {
                d = ((d * 13 + t.index(i) + 1) * 7 + min(t.timesSeen(i), 6)) * 2 + (t.seen(i) ? 1 : 0)
            }
            let score = ((t.score % 10) + 10) % 10
            return ((d * 53 + t.move % 53) * 11 + t.streak % 11) * 10 + score
        }
        mutating func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int { Self.digest(turn) }
        mutating func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int { -Self.digest(turn) }
        var bonusTimeLimit: Double? { nil }
    }

    /// The event's fields are kept between calls and only changed ones rewritten: every call must
    /// still see exactly this turn.
    @Test func keptEventFieldsFollowEveryTurn() throws {
        var lua = try rules("event_digest.lua")
        var swift: any Rules = DigestRules()
        let config = GameConfig(size: .groups(6))
        let a = try play(rules: &lua, config: config, seeds: 1...4)
        let b = try play(rules: &swift, config: config, seeds: 1...4)
        #expect(failures(in: a).isEmpty, "\(failures(in: a))")
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) { #expect(x == y) }
    }

    /// The event table and its card views are the same tables every call, refreshed for the
    /// call that is running: a hook that keeps them sees the current turn, never an old one,
    /// and a kept card view reads nil once its card is not in the turn (on_finish has none).
    @Test func keptTablesShowTheRunningCall() throws {
        var scripted = try rules("kept_event.lua")
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(5)), seeds: 1...3)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        for events in games {
            var move = 0, finals = 0
            var shown = Set<Int>()   // cards shown by an earlier turn
            for event in events {
                switch event {
                case let .matched(group, _, points), let .mismatched(group, _, points):
                    move += 1
                    let seen = shown.contains(group[0]) ? 1 : 0
                    if case .matched = event { #expect(points == move * 10 + seen) } else { #expect(points == -(move * 10 + seen)) }
                    for card in group { shown.insert(card) }
                case let .finalPoints(_, points): finals += 1; #expect(points == 1)
                default: break
                }
            }
            #expect(move > 5 && finals == 1)
        }
    }

    /// Keys and labels follow the faces of each game, also when one state plays games with
    /// different faces one after the other.
    @Test func cardKeysFollowTheFacesOfEachGame() throws {
        var scripted = try rules("key_length.lua")
        for length in [1, 3, 2] {
            let faces = (0..<4).map { Face(label: String(repeating: Character(UnicodeScalar(97 + $0)!), count: length)) }
            let games = try play(rules: &scripted, config: GameConfig(size: .groups(4)), faces: faces, seeds: 1...2)
            #expect(failures(in: games).isEmpty, "\(failures(in: games))")
            let points = games.joined().compactMap { if case let .matched(_, _, p) = $0 { return p } else { return nil } }
            #expect(points.count == 8 && points.allSatisfy { $0 == 2 * length }, "\(points)")
        }
    }

    /// A lazily counted state recovers after a call stopped by the budget and after a call long
    /// enough to be counted: later calls run, score, and start without the count hook. (The
    /// stopped hook, on_match, is disabled: it scores 0 without a call from then on.)
    @Test func callsAfterALongOrStoppedCallRunNormally() throws {
        var scripted = try rules("first_call_loops.lua")
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(4)), seeds: 1...1)
        let found = failures(in: games)
        #expect(found.count == 1 && found.first?.message.contains("ran more than 5000000 instructions") == true, "\(found)")
        var matches: [Int] = [], mismatches: [Int] = [], mismatchesAfterTheStop = 0
        for event in games.joined() {
            switch event {
            case let .matched(_, _, points): matches.append(points)
            case let .mismatched(_, _, points): mismatches.append(points); if !matches.isEmpty { mismatchesAfterTheStop += 1 }
            default: break
            }
        }
        #expect(matches == [0, 0, 0, 0])
        #expect(mismatches == (1...mismatches.count).map { -$0 })
        #expect(mismatchesAfterTheStop >= 2, "\(mismatches) \(matches)")
        #expect(!(scripted as! ScriptedRules).session.vm.hasUnflaggedCountHook,
                "a count hook left on the main thread is always flagged for the next call to remove")
    }

    /// A hook call allocates nothing once the state has warmed up (its first game): the event
    /// and its cards are the same views every call, whatever fields the hook reads. The contrast,
    /// a hook that copies each card into a table of its own, shows that the count sees tables.
    @Test func hookCallsAllocateNothingOnceWarm() throws {
        let config = GameConfig(size: .groups(8))
        for name in ["penalty.lua", "all_fields.lua"] {
            var scripted = try rules(name)
            _ = try play(rules: &scripted, config: config, seeds: 1...1)
            let warm = (scripted as! ScriptedRules).hookCallStatistics
            let games = try play(rules: &scripted, config: config, seeds: 2...30)
            #expect(failures(in: games).isEmpty, "\(failures(in: games))")
            let after = (scripted as! ScriptedRules).hookCallStatistics
            #expect(after.calls - warm.calls > 100, "\(name): \(after.calls - warm.calls) calls")
            #expect(after.allocations == warm.allocations,
                    "\(name): \(after.allocations - warm.allocations) allocations in \(after.calls - warm.calls) calls")
        }
        let closedBefore = HookCallStatistics.closedStates
        let copying: HookCallStatistics
        do {
            var scripted = try rules("table_per_card.lua")
            _ = try play(rules: &scripted, config: config, seeds: 1...5)
            copying = (scripted as! ScriptedRules).hookCallStatistics
        }
        #expect(copying.calls > 20)
        #expect(copying.allocations >= 3 * copying.calls, "\(copying)")
        // Its state is closed now: the process-wide sums (what the bench reads) include it.
        let closedAfter = HookCallStatistics.closedStates
        #expect(closedAfter.calls >= closedBefore.calls + copying.calls)
        #expect(closedAfter.allocations >= closedBefore.allocations + copying.allocations)
    }

    @Test func penaltyRulesScoreLikeTheSwiftRules() throws {
        var lua = try rules("penalty.lua")
        var swift: any Rules = PointRules.penalty
        let config = GameConfig(size: .groups(8))
        let luaGames = try play(rules: &lua, config: config, seeds: 1...20)
        let swiftGames = try play(rules: &swift, config: config, seeds: 1...20)
        #expect(luaGames == swiftGames)
    }

    @Test func mathRandomReproducesWithTheSameSeed() throws {
        func points() throws -> [Int] {
            var scripted = try rules("random_rules.lua")
            return try play(rules: &scripted, seeds: 5...6).joined().compactMap {
                if case let .matched(_, _, p) = $0 { return p } else { return nil }
            }
        }
        let first = try points(), second = try points()
        #expect(first == second)
        #expect(Set(first).count > 1)
    }

    /// The position lists a hook reads (`board:face_down()`, `game:face_down()`, `game:turn()`)
    /// are fresh, ordinary tables of the right positions in order; `board:pick(n)` and
    /// `game:pick(n)` give min(n, face-down cards) different face-down cards (`game:pick(n,
    /// filter)`, of the cards its filter admits), and single picks
    /// reach every face-down card. Each fixture checks every call against the card lists and
    /// raises otherwise.
    @Test(arguments: ["face_down_lists.lua", "game_lists.lua", "pick_lists.lua", "game_pick.lua", "game_pick_filter.lua"])
    func positionListsAndPicksAreTheRightCards(variant: String) throws {
        var scripted = try rules("penalty.lua", variant: variant)
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(8)), seeds: 1...5)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        #expect((scripted as! ScriptedRules).hookCallStatistics.calls > 20)
    }

    /// Picks come from the game's seed: the shipped shuffle variant swaps the same cards in two
    /// plays of a seed, and other cards under another seed.
    @Test func picksReplayWithTheSeed() throws {
        func swaps(_ seed: UInt64) throws -> [Event] {
            let factory = try ScriptedRulesFactory(rulesPath: Corpus.fixture("penalty.lua"),
                                                   variantPath: Corpus.shippedDecks + "/variants/shuffle.lua", limits: Corpus.limits)
            var scripted: any Rules = try factory.makeRules()
            return try play(rules: &scripted, config: GameConfig(size: .groups(8)), seeds: seed...seed)[0].filter {
                if case .swapped = $0 { return true } else { return false }
            }
        }
        let first = try swaps(4)
        #expect(first.count > 3)
        #expect(try swaps(4) == first)
        #expect(try swaps(5) != first)
    }

    /// During the opening peek every face-down card is shown: `game:pick(n, "down")` draws none,
    /// a plain pick still draws (the fixture raises otherwise, and says it peeked).
    @Test func aDownPickDrawsNoCardThePeekShows() throws {
        var scripted = try rules("penalty.lua", variant: "game_pick_filter.lua")
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(8), peek: 1), seeds: 1...3)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        #expect(games.allSatisfy { $0.contains { if case .said(let text) = $0 { text == "peeked" } else { false } } })
    }

    @Test func aPickFilterItDoesNotHaveIsAnErrorAtItsLine() throws {
        var scripted = try rules("penalty.lua", variant: "game_pick_filter_bad.lua")
        let found = failures(in: try play(rules: &scripted, seeds: 1...1))
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.message.contains("game_pick_filter_bad.lua:4") && $0.message.contains("filter is \"down\"") },
                "\(found.map(\.message))")
    }

    @Test func aPickOfNoWholeNumberIsAnErrorAtItsLine() throws {
        var scripted = try rules("penalty.lua", variant: "pick_bad.lua")
        let found = failures(in: try play(rules: &scripted, seeds: 1...1))
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.message.contains("pick_bad.lua:4") && $0.message.contains("board:pick(n): n is a whole number of cards") },
                "\(found.map(\.message))")
    }

    /// Zen gives no points; rules with score hooks, and an `api = 2` variant (whose hooks may
    /// return points), do.
    @Test func onlyScriptsThatCanGivePointsKeepScore() throws {
        func keepsScore(_ rules: String, _ variant: String? = nil) throws -> Bool {
            try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/" + rules,
                                     variantPath: variant.map { Corpus.shippedDecks + "/variants/" + $0 }).makeRules().keepsScore
        }
        #expect(try !keepsScore("zen.lua"))
        #expect(try !keepsScore("zen.lua", "shuffle.lua"))
        #expect(try keepsScore("zen.lua", "lives.lua"))
        #expect(try keepsScore("classic.lua"))
        #expect(try keepsScore("tens.lua"))
    }

    @Test func variantHookSwapsThroughTheEngine() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.fixture("penalty.lua"),
                                               variantPath: Corpus.fixture("swap_variant.lua"), limits: Corpus.limits)
        var config = GameConfig(size: .groups(6))
        factory.configure(&config)
        #expect(config.reveal == .seconds(0))
        var scripted: any Rules = try factory.makeRules()
        let games = try play(rules: &scripted, config: config)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        #expect(games.joined().contains { if case .swapped = $0 { return true } else { return false } })
    }

    @Test func theEngineRefusesAForbiddenSwap() throws {
        var scripted = try rules("penalty.lua", variant: "bad_swap_variant.lua")
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(4), reveal: .untilNextFlip), seeds: 1...1)
        let found = failures(in: games)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.message.contains("only two different face-down, unmatched cards may swap") })
        #expect(!games[0].contains { if case .swapped = $0 { return true } else { return false } })
    }

    @Test func aRulesScriptIsNotAVariant() {
        #expect(throws: ScriptError.self) {
            _ = try ScriptedRulesFactory(rulesPath: Corpus.fixture("swap_variant.lua"), variantPath: nil)
        }
    }
}
