@testable import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A computer opponent takes every seat a variant leaves after the people's (at least one):
/// `--variant teams --bot perfect` is the person and three computers.
@Suite struct ComputerSeatsTests {
    @Test func theComputerFillsTheVariantsSeatsLeft() {
        #expect(GameConfig.seats(people: 1, computer: true, declared: 4) == 4, "teams: one person, three computers")
        #expect(GameConfig.seats(people: 2, computer: true, declared: 4) == 4, "two people, two computers")
        #expect(GameConfig.seats(people: 4, computer: true, declared: 4) == 5, "a full table still gets its computer")
        #expect(GameConfig.seats(people: 1, computer: true, declared: 2) == 2, "a duel against the computer")
        #expect(GameConfig.seats(people: 1, computer: true, declared: 1) == 2)
        #expect(GameConfig.seats(people: 1, computer: false, declared: 4) == 4, "people only: the variant's seats")
        #expect(GameConfig.seats(people: 3, computer: false, declared: 2) == 3)
    }

    @Test func severalComputersAreNamedBySeatAndOneIsCPU() {
        #expect(GameSetup.seatNames(seats: 4, firstComputer: 1, person: "Ann") == ["Ann", "CPU2", "CPU3", "CPU4"])
        #expect(GameSetup.seatNames(seats: 2, firstComputer: 1, person: "Ann") == ["Ann", "CPU"])
        #expect(GameSetup.seatNames(seats: 4, firstComputer: 2, person: "Ann") == ["P1", "P2", "CPU3", "CPU4"])
        #expect(GameSetup.seatNames(seats: 3, firstComputer: nil, person: "Ann") == ["P1", "P2", "P3"])
    }

    @Test func theSeatsAfterThePeopleAreTheComputers() {
        let playable = Fixture.playable(bot: .perfect, seats: 4)
        #expect(playable.game.config.players == 4)
        #expect(playable.firstComputer == 1)
        #expect((0..<4).map(playable.isComputer) == [false, true, true, true])
        #expect(Fixture.playable(players: 2, bot: .random, seats: 4).firstComputer == 2)
        #expect(Fixture.playable(players: 2, seats: 4).firstComputer == nil)
    }

    /// After the person's mismatch each computer seat plays its turn in order, and the turn
    /// comes back to the person (unless the computers clear the board first).
    @Test func eachComputerSeatPlaysItsTurn() {
        var session = GameSession(Fixture.playable(size: .grid(rows: 4, columns: 4), seed: 4, bot: .forgetful(0.9), seats: 4), now: 0)
        let game = session.game
        let other = game.cards.indices.first { game.cards[$0].key != game.cards[0].key }!
        session.turnCursorCard(at: 0)
        session.setCursor(other)
        session.turnCursorCard(at: 0.5)
        var seen: [Int] = []
        var t = 0.5
        while !session.game.isOver, t < 120, seen.isEmpty || !session.isHumansTurn {
            t += 0.1
            session.tick(at: t)
            let p = session.game.currentPlayer
            if !session.isHumansTurn, seen.last != p { seen.append(p) }
        }
        #expect(seen.starts(with: [1, 2, 3]), "\(seen)")
        #expect(session.game.isOver || session.game.currentPlayer == 0)
    }

    /// The lobby seats the person and the computers the variant leaves: the Players row says
    /// one, the Computer row how many seats it plays.
    @Test func theLobbyShowsOnePersonAndTheComputersSeats() {
        let options = LobbyOptions(decks: [LobbyChoice(id: "party", name: "Party")], rules: [LobbyChoice(id: "classic", name: "Classic")],
                                   variants: [LobbyChoice(id: "standard", name: "Standard", players: 1),
                                              LobbyChoice(id: "teams", name: "Teams", players: 4)])
        let setup = GameSetup(deck: "party", rules: "classic", variant: "teams", size: .grid(rows: 2, columns: 3), bot: .perfect, seed: 5)
        var scene = LobbyScene(options: options, preselected: setup, savedGame: nil)
        #expect(scene.players == 1 && scene.setup.bot == .perfect)
        #expect(scene.value(.computer)?.contains("× 3 seats") == true, "\(scene.value(.computer) ?? "")")
        scene.focus = .computer
        while scene.setup.bot != nil { _ = scene.handle(.right) }
        #expect(scene.players == 4, "people only: the variant's four seats")
        while scene.setup.bot == nil { _ = scene.handle(.right) }
        #expect(scene.players == 1)
    }

    /// Choosing another kind of computer keeps the people the player chose: only a computer
    /// coming or going reseats the variant's players.
    @Test func anotherKindOfComputerKeepsThePeopleChosen() {
        let options = LobbyOptions(decks: [LobbyChoice(id: "party", name: "Party")], rules: [LobbyChoice(id: "classic", name: "Classic")],
                                   variants: [LobbyChoice(id: "teams", name: "Teams", players: 4)])
        let setup = GameSetup(deck: "party", rules: "classic", variant: "teams", size: .grid(rows: 2, columns: 3), bot: .random, seed: 5)
        var scene = LobbyScene(options: options, preselected: setup, savedGame: nil)
        scene.focus = .players
        _ = scene.handle(.right)
        #expect(scene.players == 2)
        scene.focus = .computer
        _ = scene.handle(.right)
        #expect(scene.setup.bot != .random && scene.setup.bot != nil)
        #expect(scene.players == 2, "two people and a stronger computer in the seats left")
        #expect(scene.value(.computer)?.contains("× 2 seats") == true, "\(scene.value(.computer) ?? "")")
    }

    /// The key line and the help show the uses left of the person whose turn it is, and during
    /// the computers' turns those of the person who played before them: the last person's seat.
    @Test func theActionsShownAreAPersonsDuringTheComputersTurns() {
        var playable = Fixture.playable(players: 2, bot: .perfect, seats: 4)
        var shown: [Int] = []
        for seat in 0..<4 {
            playable.game.currentPlayer = seat
            shown.append(playable.actionsPlayer)
        }
        #expect(shown == [0, 1, 1, 1])
        var alone = Fixture.playable(players: 2)
        alone.game.currentPlayer = 1
        #expect(alone.actionsPlayer == 1)
    }

    /// A campaign's `goal = "win"`: the person on the top score and the computer not on it.
    @Test func thePeopleBeatTheComputerOnlyAheadOfIt() throws {
        var won = Fixture.playable(size: .grid(rows: 1, columns: 2), bot: .perfect)
        try won.game.apply(.turn(0), at: 1, rules: &won.rules)
        try won.game.apply(.turn(1), at: 1.5, rules: &won.rules)
        #expect(won.game.isOver && won.game.scores == [1, 0])
        #expect(won.beatTheComputer)

        let lost = try RankingTests.lostToTheComputer()
        #expect(lost.game.scores == [0, 2])
        #expect(!lost.beatTheComputer)
        #expect(!Fixture.playable(size: .grid(rows: 1, columns: 2), bot: .perfect).beatTheComputer, "a tie, 0 to 0, is no win")

        // A team a script named: the person's team beats the computers outside it, whatever
        // the points; a team of computers alone beats the person.
        var team = lost
        team.game.scripted.namedWinners = [0]
        #expect(team.beatTheComputer, "the script named the person's team")
        team.game.scripted.namedWinners = [1]
        #expect(!team.beatTheComputer)
        // A co-op game cleared is won by every seat, the person's included.
        var together = Fixture.playable(size: .grid(rows: 1, columns: 2), bot: .perfect, coop: true)
        try together.game.apply(.turn(0), at: 1, rules: &together.rules)
        try together.game.apply(.turn(1), at: 1.5, rules: &together.rules)
        #expect(together.game.isOver && together.beatTheComputer)

        var alone = Fixture.playable(size: .grid(rows: 1, columns: 2))
        try alone.game.apply(.turn(0), at: 1, rules: &alone.rules)
        try alone.game.apply(.turn(1), at: 1.5, rules: &alone.rules)
        #expect(!alone.beatTheComputer, "no computer to beat")
    }
}
