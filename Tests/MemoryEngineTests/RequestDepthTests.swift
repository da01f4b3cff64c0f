import Testing
@testable import MemoryEngine

/// Requests that set off hooks whose requests set off hooks…: the engine refuses what would
/// recurse, with the line that asked, and the game goes on.
@Suite struct RequestDepthTests {
    /// Rules whose every hook asks for `requests` (from "loop.lua", line 7).
    struct AskingRules: Rules {
        var requests: [Request.Kind]
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring, .turned, .turnEnded] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            Reaction(requests: requests.map { Request($0, path: "loop.lua", line: 7) })
        }
    }

    static func refusals(_ events: [Event]) -> [String] {
        events.compactMap { if case let .rulesFailed(f) = $0, f.kind == .refusedRequest { f.message } else { nil } }
    }

    @Test func endingTheTurnFromTheTurnEndHookIsRefused() throws {
        var game = try Game(config: GameConfig(size: .groups(4), players: 2), faces: letters(4), seed: 3)
        var rules: any Rules = AskingRules(requests: [.endTurn])
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        #expect(Self.refusals(events) == ["loop.lua:7: end_turn: the turn is already ending"])
        #expect(game.currentPlayer == 1 && game.turnCards.isEmpty && game.cards[0].state == .faceDown,
                "the card's turn ended once and passed")
        #expect(events.filter { if case .turnEnded = $0 { true } else { false } }.count == 1)
        #expect(game.scripted.depth == 0 && !game.scripted.endingTurn)
    }

    /// Rules that end the turn from the match and mismatch hooks and count the turn-end hook's calls.
    struct EndingOnGroupRules: Rules {
        var turnEnds = 0
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring, .turnEnded] }
        mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            switch event {
            case .matched, .mismatched: return Reaction(requests: [Request(.endTurn, path: "group.lua", line: 2)])
            case .turnEnded: turnEnds += 1
            default: break
            }
            return Reaction()
        }
    }

    @Test func aTurnEndedByAGroupsHookEndsOnce() throws {
        var game = try Game(config: GameConfig(size: .groups(4), players: 2), faces: letters(4), seed: 3)
        var any: any Rules = EndingOnGroupRules()
        var events: [Event] = []
        game.begin(rules: &any, events: &events)
        try game.apply(.turn(0), at: 1, rules: &any, events: &events)
        try game.apply(.turn(game.stranger(to: 0)), at: 2, rules: &any, events: &events)
        #expect((any as! EndingOnGroupRules).turnEnds == 1, "the mismatch's turn ended once")
        #expect(game.currentPlayer == 1)
        try game.apply(.advance, at: 5, rules: &any, events: &events)
        try game.apply(.turn(0), at: 6, rules: &any, events: &events)
        try game.apply(.turn(game.partners(of: 0)[0]), at: 7, rules: &any, events: &events)
        #expect((any as! EndingOnGroupRules).turnEnds == 2, "the match's turn ended once")
        #expect(game.currentPlayer == 0 && game.cards[0].isMatched)
        #expect(Self.refusals(events).isEmpty)
    }

    @Test func requestsPastTheDepthLimitAreRefusedAtTheirLine() throws {
        var game = try Game(config: GameConfig(size: .groups(4)), faces: letters(4), seed: 3)
        var rules: any Rules = AskingRules(requests: [.say("deep")])
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        // As though requests had set off hooks this deep already.
        game.scripted.depth = Game.maximumHookDepth
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        let refusals = Self.refusals(events)
        #expect(refusals.count == 1 && refusals[0].hasPrefix("loop.lua:7: refused: requests set off hooks"), "\(refusals)")
        #expect(!events.contains(.said("deep")), "nothing applied")
        #expect(game.scripted.depth == Game.maximumHookDepth, "the count is restored")
        game.scripted.depth = Game.maximumHookDepth - 1
        try game.apply(.turn(game.stranger(to: 0)), at: 2, rules: &rules, events: &events)
        #expect(events.contains(.said("deep")), "one level less is allowed")
    }
}
