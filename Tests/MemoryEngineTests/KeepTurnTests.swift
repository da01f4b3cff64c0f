import Testing
@testable import MemoryEngine

/// `game:keep_turn()` (API 2): a mismatch's hook keeps the turn for the player who missed;
/// asked anywhere else, it is refused at its line.
@Suite struct KeepTurnTests {
    static let duo = GameConfig(size: .groups(4), reveal: .seconds(0), players: 2)

    @Test func aMismatchsHookKeepsTheTurn() throws {
        var table = try FrostTable(Self.duo, rules: RequestingRules { event, _ in event == .mismatched ? [.keepTurn] : [] })
        let (a, b) = table.strangers()
        try table.mismatch(a, b)
        #expect(table.refusals.isEmpty)
        #expect(table.game.currentPlayer == 0, "the player who missed plays again")
        #expect(table.events.contains(.turnKept(player: 0)))
        #expect(!table.events.contains { if case .turnPassed = $0 { true } else { false } })
        #expect(table.game.cards[a].state == .faceDown && table.game.moves == 1, "the mismatch turned back, a move played")
        #expect(table.game.invariantViolations().isEmpty)
        // A match then keeps it as a match always does, and the next mismatch's hook keeps it again.
        let (c, d) = table.strangers()
        try table.mismatch(c, d)
        #expect(table.game.currentPlayer == 0)
    }

    @Test func withoutKeepTurnAMismatchPassesTheTurn() throws {
        var table = try FrostTable(Self.duo, rules: RequestingRules { _, _ in [] })
        let (a, b) = table.strangers()
        try table.mismatch(a, b)
        #expect(table.game.currentPlayer == 1)
    }

    /// Asked by a hook other than the mismatch's (a card turned, a turn's end), it is refused
    /// with the script's line, and the turn passes as usual.
    @Test func keepTurnElsewhereIsRefusedAtItsLine() throws {
        var table = try FrostTable(Self.duo, rules: RequestingRules { event, _ in
            event == .turned || event == .turnEnded || event == .matched ? [.keepTurn] : []
        })
        let (a, b) = table.strangers()
        try table.mismatch(a, b)
        #expect(table.game.currentPlayer == 1, "the turn passed")
        #expect(!table.events.contains { if case .turnKept = $0 { true } else { false } })
        let refusals = table.refusals
        #expect(refusals.count == 3, "two cards turned and the turn's end: \(refusals)")
        #expect(refusals.allSatisfy { $0.hasPrefix("frost.lua:10: keep_turn: only an on_mismatch hook can keep the turn") }, "\(refusals)")
        // A match's hook cannot keep the turn either (a match earns another turn by the rules).
        let (c, d) = try #require(table.pair())
        try table.turn(c)
        try table.turn(d)
        #expect(table.refusals.count == 7, "two cards, the match, the turn's end: \(table.refusals)")
    }

    /// A turn the mismatch's hook ended itself cannot be kept after, and the hooks that end
    /// sets off (the turn's end) cannot keep it either.
    @Test func aTurnEndedByRequestIsNotKept() throws {
        var table = try FrostTable(Self.duo, rules: RequestingRules { event, _ in
            switch event {
            case .mismatched: [.endTurn, .keepTurn]
            case .turnEnded: [.keepTurn]
            default: []
            }
        })
        let (a, b) = table.strangers()
        try table.mismatch(a, b)
        #expect(table.game.currentPlayer == 1, "the turn passed")
        #expect(table.refusals.count == 2 && table.refusals.allSatisfy { $0.contains("keep_turn: only an on_mismatch hook") })
        #expect(table.game.invariantViolations().isEmpty)
    }

    /// A game played again from its actions keeps the same turns.
    @Test func aReplayKeepsTheSameTurns() throws {
        // Keep the turn after the mismatches of even moves (the move is counted before the hook).
        let rules = RequestingRules { event, game in event == .mismatched && game.moves % 2 == 0 ? [.keepTurn] : [] }
        var table = try FrostTable(Self.duo, rules: rules)
        var turned: [Int] = []
        var players: [Int] = []
        for _ in 0..<3 {
            let (a, b) = table.strangers()
            try table.mismatch(a, b)
            turned += [a, b]
            players.append(table.game.currentPlayer)
        }
        #expect(players == [1, 1, 0], "kept after the second move only: \(players)")
        var replay = try FrostTable(Self.duo, rules: rules)
        for pair in stride(from: 0, to: turned.count, by: 2) { try replay.mismatch(turned[pair], turned[pair + 1]) }
        #expect(replay.game.currentPlayer == table.game.currentPlayer && replay.events == table.events)
    }

    /// Computer players play a game whose every mismatch keeps the turn to its end.
    @Test func computerPlayersPlayKeptTurnsToTheEnd() throws {
        let rules = RequestingRules(reactions: [.scoring]) { event, _ in event == .mismatched ? [.keepTurn] : [] }
        for seed: UInt64 in 1...5 {
            let (game, _) = try playToTheEnd(GameConfig(size: .groups(6), players: 2), rules: rules,
                                             player: WatchfulStrategy(forgetting: 0.5), seed: seed)
            #expect(game.phase == .over(.allMatched) && game.invariantViolations().isEmpty)
        }
    }
}
