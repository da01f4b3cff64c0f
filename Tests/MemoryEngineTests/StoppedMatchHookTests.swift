import Testing
@testable import MemoryEngine

/// A `match` hook stopped by a limit (an endless loop) is not asked again that game: each ask
/// would take a second or more to reach the same limit, and the end check at the start of a game
/// asks about every group of faces (28 for 8 faces: half a minute of a blank screen).
@Suite struct StoppedMatchHookTests {
    /// Rules whose `match` hook runs out of its budget every time, counting the asks.
    final class Asks { var count = 0 }
    struct EndlessMatch: Rules {
        let asks: Asks
        var kind: RuleFailure.Kind = .budget
        var reactions: Reactions { [.scoring, .match] }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func match(faces: [Int], at game: UnsafePointer<Game>) throws(RuleFailure) -> Bool {
            asks.count += 1
            throw RuleFailure(kind, hook: "match", path: "v.lua", line: 1, detail: "match ran too long")
        }
    }

    @Test(arguments: [RuleFailure.Kind.budget, .memory])
    func aMatchHookStoppedByALimitIsAskedOnce(kind: RuleFailure.Kind) throws {
        let asks = Asks()
        var game = try Game(config: GameConfig(size: .groups(8)), faces: letters(8), seed: 1)
        var rules: any Rules = EndlessMatch(asks: asks, kind: kind)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        #expect(asks.count == 1, "asked \(asks.count) times")
        #expect(game.isOver)
        #expect(events.filter { if case .rulesFailed = $0 { true } else { false } }.count == 1)
    }

    /// An ordinary error (a bad return, `error(...)`) costs little: the hook is asked again.
    @Test func aMatchHookThatErrsIsAskedAgain() throws {
        let asks = Asks()
        var game = try Game(config: GameConfig(size: .groups(8)), faces: letters(8), seed: 1)
        var rules: any Rules = EndlessMatch(asks: asks, kind: .runtime)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        #expect(asks.count > 1)
    }
}
