import MemoryEngine
import Testing
@testable import MemoryScripting

/// A hook that declares no parameter for the event is called without it (the host skips copying
/// the turn); one that declares it, or takes `...`, is given the event of the turn that is running.
@Suite struct EventArgumentTests {
    private static let classic = Corpus.shippedDecks + "/rules/classic.lua"

    /// Plays `variants` stacked on the classic rules (which never read an event themselves).
    private func playStacked(_ variants: [String]) throws -> [[Event]] {
        let factory = try ScriptedRulesFactory(rulesPath: Self.classic, variantPaths: variants.map(Corpus.fixture),
                                               limits: Corpus.limits)
        var config = GameConfig(size: .groups(8))
        factory.configure(&config)
        var scripted: any Rules = try factory.makeRules()
        return try play(rules: &scripted, config: config, seeds: 1...4)
    }

    private func swaps(in games: [[Event]]) -> Int {
        games.joined().count { if case .swapped = $0 { return true } else { return false } }
    }

    @Test func whichHooksSeeTheEvent() throws {
        let session = try RulesSession(rules: ScriptSource(reading: Corpus.fixture("score_without_event.lua"), limit: 1 << 20),
                                       variants: [Corpus.fixture("board_without_event.lua"), Corpus.fixture("board_reads_event.lua"),
                                                  Corpus.fixture("board_event_varargs.lua")].map { try ScriptSource(reading: $0, limit: 1 << 20) },
                                       limits: Corpus.limits)
        #expect(!session.onMismatch.readsEvent)
        #expect(session.onMatch.readsEvent)
        #expect(session.boardHooks.map(\.readsEvent) == [false, true, true])
    }

    @Test func aBoardHookWithoutTheEventStillSwaps() throws {
        let games = try playStacked(["board_without_event.lua"])
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        #expect(swaps(in: games) > 0)
    }

    /// The first hook of the stack takes no event; the next ones still see this turn's.
    @Test func aLaterHookSeesTheRunningTurn() throws {
        for second in ["board_reads_event.lua", "board_event_varargs.lua"] {
            let games = try playStacked(["board_without_event.lua", second])
            #expect(failures(in: games).isEmpty, "\(second): \(failures(in: games))")
            #expect(swaps(in: games) > 0)
        }
    }

    @Test func scoringHooksWithAndWithoutTheEvent() throws {
        var scripted = try rules("score_without_event.lua")
        let games = try play(rules: &scripted)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        var matches = 0, mismatches = 0
        for event in games.joined() {
            switch event {
            case let .matched(_, _, points): #expect(points == 2); matches += 1
            case let .mismatched(_, _, points): #expect(points == -1); mismatches += 1
            default: break
            }
        }
        #expect(matches > 0 && mismatches > 0)
    }
}
