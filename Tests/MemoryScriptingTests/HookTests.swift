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
