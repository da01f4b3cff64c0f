import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// The stock and `game:deal`: bad stocks refused at their line as the script loads, deals the
/// rules forbid refused at the script's line with nothing half-applied, and a game dealing its
/// stock replayed exactly from its actions.
@Suite struct StockTests {
    /// A game of 4 pairs with the classic rules and the variant at `path` (its stock too), begun.
    static func begin(_ path: String, size: BoardSize = .groups(4)) throws -> (game: Game, rules: any Rules, events: [Event]) {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path, limits: Corpus.limits)
        var config = GameConfig(size: size)
        factory.configure(&config, keepSize: true)
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: config, faces: (0..<config.dealtGroups).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (game, rules, events)
    }

    /// Turns the two cards of the first pair still face down, at `t` and `t + 1`.
    static func matchAPair(_ game: inout Game, _ rules: inout any Rules, _ events: inout [Event], at t: Double) throws {
        let first = game.cards.indices.first { game.cards[$0].state == .faceDown }!
        let partner = game.cards.indices.first { $0 != first && game.cards[$0].state == .faceDown && game.cards[$0].key == game.cards[first].key }!
        try game.apply(.turn(first), at: t, rules: &rules, events: &events)
        try game.apply(.turn(partner), at: t + 1, rules: &rules, events: &events)
    }

    static func dealt(_ events: [Event]) -> Int { events.filter { if case .dealt = $0 { true } else { false } }.count }

    @Test(arguments: [("stock_negative.lua", "stock = -1 is not allowed: use 0 to 5000"),
                      ("stock_huge.lua", "stock = 1000000000 is not allowed: use 0 to 5000")])
    func aStockOutOfRangeIsRefusedAtItsLine(name: String, message: String) {
        let report = Corpus.check("api2/" + name)
        #expect(report.contains("\(name):2: error: \(message)"), "\(report)")
    }

    @Test func aStockTooLargeForTheBoardIsRefusedAtItsLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stock-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.lua").path
        try """
        return variant { id = "x", name = "X", api = 2, description = "d", pairs = 4000,
          stock = 1001,
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let report = ScriptChecker.check(path: path, limits: Corpus.limits).map(\.description).joined(separator: "\n")
        #expect(report.contains("x.lua:2: error: stock 1001 is not allowed: with 8000 cards on the board, use 0 to 1000 groups"), "\(report)")
    }

    @Test func aDealOntoAFaceUpCardIsRefusedWhole() throws {
        var (game, rules, events) = try Self.begin(Corpus.path("api2/deal_face_up.lua"))
        let before = game.cards
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        let messages = HostileRequestTests.messages(events)
        #expect(messages == ["\(Corpus.path("api2/deal_face_up.lua")):4: deal: card 1 is face up; the stock is dealt only onto found cards' places and empty ones"],
                "\(messages)")
        #expect(game.groupsInStock == 2)
        #expect(Self.dealt(events) == 0)
        #expect(game.cards.indices.allSatisfy { $0 == 0 || game.cards[$0] == before[$0] }, "nothing half-applied")
    }

    @Test func aDealFromAnEmptyStockIsRefused() throws {
        let path = Corpus.path("api2/deal_empty_stock.lua")
        var (game, rules, events) = try Self.begin(path)
        try Self.matchAPair(&game, &rules, &events, at: 1)
        #expect(game.groupsInStock == 0)
        #expect(HostileRequestTests.messages(events).isEmpty)
        try Self.matchAPair(&game, &rules, &events, at: 3)
        #expect(HostileRequestTests.messages(events)
            == ["\(path):3: deal: the stock is empty (all 1 of its groups are dealt; game:stock() says how many are left)"])
        #expect(Self.dealt(events) == 1)
        #expect(game.groupsLeft == 3, "4 pairs and the stock's 1, 2 found")
        #expect(game.invariantViolations().isEmpty)
    }

    @Test func aDealDuringARevealIsRefused() throws {
        let path = Corpus.path("api2/deal_during_reveal.lua")
        var (game, rules, events) = try Self.begin(path)
        try Self.matchAPair(&game, &rules, &events, at: 1)
        #expect(HostileRequestTests.messages(events) == ["\(path):4: deal: cards are being revealed; deal when the reveal is over"])
        #expect(game.groupsInStock == 1)
        #expect(Self.dealt(events) == 0)
        #expect(game.cards.filter(\.isMatched).count == 2, "the found pair stays in its places")
    }

    /// Endless played to its end by a forgetful computer player, then replayed from its
    /// actions: the same game, the stock dealt as it was.
    @Test func aGameDealingItsStockReplaysExactly() throws {
        let endless = Corpus.shippedDecks + "/variants/endless.lua"
        var (game, rules, events) = try Self.begin(endless, size: .grid(rows: 3, columns: 4))
        let log = try playOut(&game, rules: &rules, events: &events, strategy: .forgetful(0.2), seed: 5)
        #expect(game.invariantViolations().isEmpty)
        #expect(Self.dealt(events) > 0)
        #expect(HostileRequestTests.messages(events).isEmpty)
        var (again, replayRules, replayed) = try Self.begin(endless, size: .grid(rows: 3, columns: 4))
        for (action, t) in log { try again.apply(action, at: t, rules: &replayRules, events: &replayed) }
        #expect(again == game)
        #expect(replayed == events)
    }

    /// Every kind of computer player plays a game that deals its whole stock to its end: the
    /// cards dealt are among those it may turn, whatever it knew of their places, and the game
    /// is cleared only once the stock is spent and found.
    @Test(arguments: [StrategyKind.random, .perfect, .forgetful(0.5)])
    func everyComputerPlayerClearsABoardRefilledFromTheStock(kind: StrategyKind) throws {
        var (game, rules, events) = try Self.begin(Corpus.path("api2/refill.lua"))
        try playOut(&game, rules: &rules, events: &events, strategy: kind, seed: 3, turns: 1_000)
        #expect(game.phase == .over(.allMatched))
        #expect(game.groupsMatched == 8 && game.groupsInStock == 0)
        #expect(Self.dealt(events) == 4)
        #expect(game.invariantViolations().isEmpty)
    }
}
