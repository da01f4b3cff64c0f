import Testing
@testable import MemoryEngine

/// Reveals to one player alone (API 2, `game:reveal(cards, seconds, player)`): only that player
/// sees the faces and only that player's computer player learns them; the engine refuses a
/// player who is not at the table; a replay makes the same look.
@Suite struct PrivateRevealTests {
    /// A duel on 8 cards, no mismatch on show.
    static let duel = GameConfig(size: .groups(4), reveal: .seconds(0), players: 2)

    /// A duel whose `on_start` asks for `reveal`.
    static func table(revealing reveal: Request.Kind) throws -> FrostTable {
        try FrostTable(duel, rules: RequestingRules { event, _ in event == .start ? [reveal] : [] })
    }

    @Test func onlyThePlayerItIsForSeesTheCards() throws {
        var table = try Self.table(revealing: .reveal([2, 5], seconds: 2, to: 1))
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.events.contains(.revealed([2, 5], until: 2, to: 1)))
        for c in [2, 5] {
            #expect(!table.game.isFaceVisible(c) && table.game.visibleKey(c) == nil, "everyone does not see card \(c)")
            #expect(table.game.isFaceVisible(c, to: 1) && !table.game.isFaceVisible(c, to: 0))
            #expect(table.game.privateLook(at: c) == 1)
        }
        #expect(table.game.privateLook(at: 3) == nil && !table.game.isFaceVisible(3, to: 1))
        #expect(table.game.isLocked, "play waits for a private look as for a reveal")
        try table.game.apply(.advance, at: 2, rules: &table.rules, events: &table.events)
        #expect(table.events.last == .revealEnded([2, 5], to: 1))
        #expect(table.game.privateLook(at: 2) == nil && !table.game.isLocked)
    }

    @Test func aRevealToEveryoneIsSeenByEveryone() throws {
        let table = try Self.table(revealing: .reveal([2], seconds: 1))
        #expect(table.events.contains(.revealed([2], until: 1, to: nil)))
        #expect(table.game.isFaceVisible(2) && table.game.isFaceVisible(2, to: 0) && table.game.privateLook(at: 2) == nil)
        #expect(!Event.revealed([2], until: 1).hides(from: 0))
    }

    @Test func theEventHidesFromTheOtherPlayersOnly() {
        let event = Event.revealed([1], until: 3, to: 1)
        #expect(event.privateTo == 1 && event.hides(from: 0) && !event.hides(from: 1))
        #expect(Event.revealEnded([1], to: 1).hides(from: 0))
        #expect(Event.turned(card: 1, player: 0).privateTo == nil)
    }

    /// Both seats played by the computer: the one the cards were shown to remembers them, the
    /// other does not; a reveal to everyone teaches both.
    @Test(arguments: [StrategyKind.perfect, .forgetful(0)])
    func onlyThatPlayersComputerLearnsTheCards(kind: StrategyKind) throws {
        let table = try Self.table(revealing: .reveal([2, 5], seconds: 1, to: 1))
        var players = ComputerPlayers(kind, firstComputer: 0, game: table.game, seed: 3)
        players.observe(table.events, in: table.game)
        #expect(players.remembered(by: 1, in: table.game) == [2, 5])
        #expect(players.remembered(by: 0, in: table.game) == [])

        let open = try Self.table(revealing: .reveal([2, 5], seconds: 1))
        var both = ComputerPlayers(kind, firstComputer: 0, game: open.game, seed: 3)
        both.observe(open.events, in: open.game)
        #expect(both.remembered(by: 0, in: open.game) == [2, 5] && both.remembered(by: 1, in: open.game) == [2, 5])
    }

    @Test func aPersonsSeatHasNoComputerMemory() throws {
        let table = try Self.table(revealing: .reveal([2], seconds: 1, to: 0))
        let players = ComputerPlayers(.perfect, firstComputer: 1, game: table.game, seed: 3)
        #expect(players.remembered(by: 0, in: table.game) == nil)
    }

    /// The simulator's table of bots tells a private reveal to its player's bot alone.
    @Test func theSimulatorsBotsLearnOnlyTheirOwnLooks() throws {
        var table = try Self.table(revealing: .reveal([2, 5], seconds: 1, to: 0))
        var bots = BotTable(seats: [WatchfulStrategy(forgetting: 0), WatchfulStrategy(forgetting: 0)])
        var random = SeededRandom(seed: 1)
        bots.reset(at: &table.game, random: &random)
        for event in table.events { bots.append(event, at: &table.game) }
        #expect(bots.first.remembers(2) && bots.first.remembers(5))
        #expect(!bots.others![0].remembers(2) && !bots.others![0].remembers(5))
    }

    @Test(arguments: [2, -1, 99])
    func aPlayerNotAtTheTableIsRefused(to: Int) throws {
        let table = try Self.table(revealing: .reveal([2], seconds: 1, to: to))
        #expect(table.refusals == ["frost.lua:10: reveal: there is no player \(to + 1) to show the cards to (players are 1 to 2)"])
        #expect(table.game.scripted.shown == nil && !table.game.isLocked)
        #expect(!table.events.contains { if case .revealed = $0 { true } else { false } })
    }

    /// A private look counts in the times shown of the player it was for, not the others'.
    @Test func aPrivateLookCountsForItsPlayerOnly() throws {
        var table = try Self.table(revealing: .reveal([2], seconds: 1, to: 1))
        #expect(table.game.currentPlayer == 0 && table.game.timesShown(2) == 0)
        let (a, b) = table.strangers(avoiding: [2])
        try table.game.apply(.advance, at: 1, rules: &table.rules, events: &table.events)
        try table.turn(a)
        try table.turn(b)
        try table.game.apply(.advance, at: table.now + 1, rules: &table.rules, events: &table.events)
        #expect(table.game.currentPlayer == 1 && table.game.timesShown(2) == 1)
    }

    /// The look moves with its card when the whole board moves, and its count with it.
    @Test func aPrivateLookMovesWithTheWholeBoard() throws {
        let everyPlace = Array(0..<8), shifted = Array(1..<8) + [0]
        let table = try FrostTable(Self.duel, rules: RequestingRules { event, _ in
            event == .start ? [.reveal([2], seconds: 1, to: 0), .arrange(from: everyPlace, to: shifted)] : []
        })
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect((0..<8).filter { table.game.privateLook(at: $0) == 0 } == [3], "the card at place 3 went to place 4")
        #expect((0..<8).filter { table.game.timesShown($0) > 0 } == [3])
    }

    @Test func aReplayMakesTheSameLook() throws {
        let rules = RequestingRules { event, game in
            event == .turnEnded ? [.reveal([game.cards.indices.first { game.isTurnable($0) }!], seconds: 1, to: game.currentPlayer)] : []
        }
        var table = try FrostTable(Self.duel, rules: rules)
        let (a, b) = table.strangers()
        try table.turn(a)
        try table.turn(b)
        try table.game.apply(.advance, at: 9, rules: &table.rules, events: &table.events)
        #expect(table.events.contains { $0.privateTo != nil })
        var replay = try FrostTable(Self.duel, rules: rules)
        try replay.turn(a)
        try replay.turn(b)
        try replay.game.apply(.advance, at: 9, rules: &replay.rules, events: &replay.events)
        #expect(replay.game == table.game && replay.events == table.events)
    }
}
