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

    /// A duel whose `on_start` shows card 2 and 5 to seat 1 alone for 5 seconds and sets timer
    /// 1 and 2 going, a second and two seconds on; `timer` answers each.
    static func look(_ timer: @escaping @Sendable (Int) -> [Request.Kind]) throws -> FrostTable {
        var rules = RequestingRules { event, _ in
            switch event {
            case .start: [.reveal([2, 5], seconds: 5, to: 1), .timer(id: 1, after: 1), .timer(id: 2, after: 2)]
            case let .timer(id): timer(id)
            default: []
            }
        }
        rules.reactions.insert(.timer)
        return try FrostTable(duel, rules: rules)
    }

    /// Tells each of `players` (seat 0, seat 1) the events from `start` on that its seat sees,
    /// one at a time, as the simulator does.
    static func tell(_ players: inout [WatchfulStrategy], _ table: FrostTable, from start: Int) {
        for event in table.events[start...] {
            for seat in players.indices where !event.hides(from: seat) { players[seat].observe(event, in: table.game) }
        }
    }

    /// The whole board turns (a timer's arrangement) while seat 1 looks at cards 2 and 5 alone:
    /// its computer player sees them go by, as it sees the cards it turned go by, whether it
    /// follows moved cards or not, and remembers them where they went; seat 0 learns nothing.
    @Test(arguments: [StrategyKind.perfect, .forgetful(0), .forgetful(0.5)])
    func aLookThatTheWholeBoardMovesIsFollowedByItsPlayer(kind: StrategyKind) throws {
        let everyPlace = Array(0..<8), shifted = Array(1..<8) + [0]
        var table = try Self.look { $0 == 1 ? [.arrange(from: everyPlace, to: shifted)] : [] }
        var players = ComputerPlayers(kind, firstComputer: 0, game: table.game, seed: 3)
        players.observe(table.events, in: table.game)
        var watchers = [WatchfulStrategy(forgetting: 0, followsMoves: false), WatchfulStrategy(forgetting: 0, followsMoves: false)]
        var random = SeededRandom(seed: 1)
        for w in watchers.indices { watchers[w].reset(for: table.game, random: &random) }
        Self.tell(&watchers, table, from: 0)
        let told = table.events.count
        try table.game.apply(.advance, at: 1, rules: &table.rules, events: &table.events)
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.game.privateLook(at: 3) == 1 && table.game.privateLook(at: 6) == 1, "the look went with its cards")
        players.observe(Array(table.events[told...]), in: table.game)
        #expect(players.remembered(by: 1, in: table.game) == [3, 6])
        #expect(players.remembered(by: 0, in: table.game) == [])
        Self.tell(&watchers, table, from: told)
        #expect(watchers[1].memory.known[3] == Int32(table.game.cards[3].face) && watchers[1].memory.known[6] == Int32(table.game.cards[6].face))
        #expect(watchers[1].tableProblems(in: table.game).isEmpty)
        #expect((0..<8).filter { watchers[0].remembers($0) } == [])
    }

    /// A script disguises card 2 while seat 1 looks at it alone (a timer's request): that seat's
    /// computer player takes it for the face the player sees, as it would on show to everyone;
    /// the disguise taken off during the look, it sees the card's own face again. Seat 0 learns
    /// nothing.
    @Test func aDisguiseDuringALookIsSeenByItsPlayer() throws {
        let cards = try Self.look { _ in [] }.game.cards
        let source = try #require(cards.indices.first { cards[$0].key != cards[2].key })
        var table = try Self.look { [.disguise([2], as: $0 == 1 ? source : nil)] }
        var players = [WatchfulStrategy(forgetting: 0), WatchfulStrategy(forgetting: 0)]
        var random = SeededRandom(seed: 1)
        for p in players.indices { players[p].reset(for: table.game, random: &random) }
        Self.tell(&players, table, from: 0)
        #expect(players[1].memory.known[2] == Int32(cards[2].face))
        var told = table.events.count
        try table.game.apply(.advance, at: 1, rules: &table.rules, events: &table.events)
        #expect(table.game.shownFace(2) == cards[source].face, "card 2 wears the disguise")
        Self.tell(&players, table, from: told)
        #expect(players[1].memory.known[2] == Int32(cards[source].face), "the look shows the disguise")
        told = table.events.count
        try table.game.apply(.advance, at: 2, rules: &table.rules, events: &table.events)
        Self.tell(&players, table, from: told)
        #expect(players[1].memory.known[2] == Int32(cards[2].face), "the disguise fell in the look")
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(!players[0].remembers(2))
    }

    /// After the look, a forgetful player forgets its cards by its usual rule: at the start of
    /// its turns (with probability 1, every one), not before.
    @Test func aLookIsForgottenByTheUsualRule() throws {
        let everyPlace = Array(0..<8), shifted = Array(1..<8) + [0]
        var table = try Self.look { $0 == 1 ? [.arrange(from: everyPlace, to: shifted)] : [] }
        var players = ComputerPlayers(.forgetful(1), firstComputer: 0, game: table.game, seed: 3)
        players.observe(table.events, in: table.game)
        let told = table.events.count
        try table.game.apply(.advance, at: 9, rules: &table.rules, events: &table.events)
        players.observe(Array(table.events[told...]), in: table.game)
        #expect(!table.game.isLocked && table.game.privateLook(at: 3) == nil, "the look is over")
        #expect(players.remembered(by: 1, in: table.game) == [3, 6], "remembered until its turn")
        let (a, b) = table.strangers(avoiding: [3, 6])
        let played = table.events.count
        table.now = 9
        try table.turn(a)
        try table.turn(b)
        try table.game.apply(.advance, at: table.now + 5, rules: &table.rules, events: &table.events)
        players.observe(Array(table.events[played...]), in: table.game)
        #expect(players.remembered(by: 1, in: table.game)?.contains(3) == true, "still remembered at the person's turn")
        #expect(table.game.currentPlayer == 1)
        _ = players.chooseCard(in: table.game)
        #expect(players.remembered(by: 1, in: table.game)?.contains(3) == false)
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
