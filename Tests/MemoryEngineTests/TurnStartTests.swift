import Testing
@testable import MemoryEngine

/// The `on_turn_start` event (API 2): scripts are told of every turn's beginning, the first one
/// after the start and each after a turn's end, whoever plays it, and its requests are applied
/// and replayed like any hook's.
@Suite struct TurnStartTests {
    /// Rules that say, at each turn's start, whose turn it is and how many moves came before, and
    /// mark the first face-down card with the player's number.
    static let telling = RequestingRules(reactions: [.scoring, .start, .turnStarted]) { event, game in
        guard event == .turnStarted else { return [] }
        let player = game.currentPlayer + 1
        let down = game.cards.indices.first { game.cards[$0].state == .faceDown }
        return [.say("P\(player) after \(game.moves)")] + (down.map { [.mark([$0], text: "\(player)")] } ?? [])
    }

    /// What the rules said, in order.
    static func told(_ events: [Event]) -> [String] {
        events.compactMap { if case let .said(text) = $0 { text } else { nil } }
    }

    /// Two face-down cards of the same key (a group of the board).
    static func pair(in game: Game) -> (Int, Int)? {
        let cards = game.cards.indices.filter { game.cards[$0].state == .faceDown }
        for a in cards {
            if let b = cards.first(where: { $0 != a && game.cards[$0].key == game.cards[a].key }) { return (a, b) }
        }
        return nil
    }

    @Test func itFiresAtEveryTurnsStartWithThePlayerWhoseTurnItIs() throws {
        var table = try FrostTable(GameConfig(size: .groups(4), reveal: .seconds(0), players: 2), rules: Self.telling)
        #expect(Self.told(table.events) == ["P1 after 0"], "the first turn begins after the start")
        let (a, b) = table.strangers(avoiding: [])
        try table.mismatch(a, b)
        #expect(Self.told(table.events) == ["P1 after 0", "P2 after 1"], "the turn passed")
        // The turn passes, then the next one begins.
        let passed = try #require(table.events.firstIndex(of: .turnPassed(from: 0, to: 1)))
        let said = try #require(table.events.firstIndex(of: .said("P2 after 1")))
        #expect(passed < said)
        let (c, d) = try #require(Self.pair(in: table.game))
        try table.turn(c)
        try table.turn(d)
        #expect(Self.told(table.events).last == "P2 after 2", "a match earns P2 another turn, which begins too")
        #expect(table.game.mark(of: table.game.cards.indices.first { table.game.cards[$0].state == .faceDown }!) == "2",
                "the hook's requests were applied")
        #expect(table.refusals.isEmpty, "\(table.refusals)")
    }

    @Test func aSoloPlayersEveryTurnBeginsAndNoneAfterTheLast() throws {
        var table = try FrostTable(rules: Self.telling)
        var turns = 0
        while !table.game.isOver {
            let (a, b) = try #require(Self.pair(in: table.game))
            try table.turn(a)
            try table.turn(b)
            turns += 1
        }
        #expect(Self.told(table.events) == (0..<turns).map { "P1 after \($0)" }, "no turn begins once the game is over")
    }

    /// A turn a script ends as it begins passes at once (a player skipped), and the next begins.
    @Test func aTurnEndedAsItBeginsPassesOn() throws {
        let skipping = RequestingRules(reactions: [.scoring, .turnStarted]) { event, game in
            event == .turnStarted && game.currentPlayer == 1 && game.moves == 1 ? [.say("skip"), .endTurn] : []
        }
        var table = try FrostTable(GameConfig(size: .groups(4), reveal: .seconds(0), players: 2), rules: skipping)
        let (a, b) = table.strangers(avoiding: [])
        try table.mismatch(a, b)
        #expect(Self.told(table.events) == ["skip"])
        #expect(table.game.currentPlayer == 0 && table.game.moves == 1, "P2's turn was skipped, turning no card")
    }

    /// The same actions replayed reach the same game, the hook's requests included.
    @Test func itReplays() throws {
        var table = try FrostTable(GameConfig(size: .groups(4), reveal: .seconds(0), players: 2), rules: Self.telling)
        var turned: [Int] = []
        let (a, b) = table.strangers(avoiding: [])
        let (c, d) = try #require(Self.pair(in: table.game))
        for card in [a, b, c, d] {
            try table.turn(card)
            turned.append(card)
        }
        let replay = try FrostTable.replaying(turned, config: GameConfig(size: .groups(4), reveal: .seconds(0), players: 2),
                                              rules: Self.telling)
        #expect(replay.game == table.game)
        #expect(Self.told(replay.events) == Self.told(table.events))
    }
}
