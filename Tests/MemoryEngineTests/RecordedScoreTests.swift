import Testing
@testable import MemoryEngine

/// The score a game keeps for the record: the best person's, or in a co-op game the team's.
@Suite struct RecordedScoreTests {
    /// A game of two on four pairs, played to its end: the first seat finds three pairs, the
    /// second one.
    func playedOut(coop: Bool) throws -> Game {
        var config = GameConfig(size: .groups(4), players: 2)
        config.coop = coop
        var game = try Game(config: config, deck: Deck(faces: letters(4)), layout: [0, 1, 2, 3, 0, 1, 2, 3], seed: 1)
        var rules: any Rules = PointRules.classic
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        var t = 1.0
        func turn(_ cards: Int...) throws {
            for card in cards {
                try game.apply(.turn(card), at: t, rules: &rules, events: &events)
                t += 2
            }
        }
        try turn(0, 4, 2, 7)         // P1: a pair, then a mismatch
        try turn(1, 5, 3, 6)         // P2: a pair, then a mismatch
        try turn(3, 7, 2, 6)         // P1: the last two pairs
        #expect(game.isOver && game.scores == [3, 1])
        return game
    }

    @Test func aGameOfSeveralKeepsTheBestOfThePeople() throws {
        let game = try playedOut(coop: false)
        #expect(game.recordedScore() == RecordedScore(points: 3, seat: 0))
        // With the computer in the first seat's place, the person's own score is kept.
        var behind = game
        behind.scores = [1, 3]
        #expect(behind.recordedScore(people: 1) == RecordedScore(points: 1, seat: 0))
        #expect(behind.recordedScore() == RecordedScore(points: 3, seat: 1))
    }

    @Test func aCoopGameKeepsTheTeamsScore() throws {
        let game = try playedOut(coop: true)
        #expect(game.recordedScore() == RecordedScore(points: 4, seat: nil))
        #expect(game.recordedScore(people: 1) == RecordedScore(points: 4, seat: nil))
    }

    /// `memory simulate`'s score of a co-op game is the team's: every pair found, whoever found it.
    @Test func theSimulatorScoresACoopGameForTheTeam() throws {
        var config = GameConfig(size: .groups(6), players: 2)
        config.coop = true
        let deck = try Deck(faces: letters(6))
        let plan = SimulationPlan(config: config, games: 50, strategy: .random, seed: 4, jobs: 2)
        let report = try Simulator.run(plan, deck: { _ in deck }, makeRules: { PointRules.classic })
        #expect(report.completed == 50 && report.score.min == 6 && report.score.max == 6, "\(report.score)")
        config.coop = false
        let apart = try Simulator.run(SimulationPlan(config: config, games: 50, strategy: .random, seed: 4, jobs: 2),
                                      deck: { _ in deck }, makeRules: { PointRules.classic })
        #expect(apart.score.mean < 5, "\(apart.score)")
    }
}
