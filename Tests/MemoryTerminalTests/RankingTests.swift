@testable import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Only finished games rank: every group found or a script's win, no script failed, and the
/// computer opponent not ahead. Lost games count only in the statistics.
@Suite struct RankingTests {
    /// `playable` played to its end by turning each pair in turn.
    static func playedOut(_ playable: PlayableGame) throws -> PlayableGame {
        var playable = playable
        for (a, b) in Fixture.pairs(in: playable.game) {
            let t = playable.game.time + 1
            try playable.game.apply(.turn(a), at: t, rules: &playable.rules)
            try playable.game.apply(.turn(b), at: t + 0.5, rules: &playable.rules)
        }
        return playable
    }

    @Test func aSoloGameWithEveryPairFoundRanks() throws {
        let played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2)))
        #expect(played.game.phase == .over(.allMatched))
        #expect(played.ranks)
    }

    @Test func aGameOutOfTimeDoesNotRank() throws {
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 2), timeLimit: 10)
        try playable.game.apply(.advance, at: 11, rules: &playable.rules)
        #expect(playable.game.phase == .over(.timeUp))
        #expect(!playable.ranks)
    }

    /// A script's neutral end (`game:finish`) ranks, as a game played to its end, but nothing is
    /// celebrated; a script's win is.
    @Test func aGameAScriptFinishedRanksWithoutConfetti() throws {
        var ended = Fixture.playable(size: .grid(rows: 2, columns: 2))
        ended.game.phase = .over(.ended("Wrong card"))
        #expect(ended.ranks)
        #expect(!GameOverScene(playable: ended, report: nil, now: 0).cheers)
        #expect(Self.screen(ended).contains("Wrong card"))
        var won = ended
        won.game.phase = .over(.won("All remembered"))
        #expect(won.ranks && GameOverScene(playable: won, report: nil, now: 0).cheers)
    }

    @Test func aGameWhoseScriptsFailedDoesNotRank() throws {
        var played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2)))
        played.scriptsFailed = true
        #expect(!played.ranks)
    }

    /// The game-over screen says why a game whose every pair was found does not rank: a script
    /// failed (it is not a lost game).
    @Test func theGameOverScreenSaysAScriptFailed() throws {
        var played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2)))
        played.scriptsFailed = true
        var report = HighScoreReport(entries: [], rank: nil, playerName: "me")
        report.lost = !played.ranks
        var scene = GameOverScene(playable: played, report: report, now: 0)
        var canvas = Canvas(width: 100, height: 30)
        scene.render(layout: .tooSmall(columns: 200, rows: 200), size: TerminalSize(columns: 100, rows: 30), now: 10, images: nil, into: &canvas)
        #expect(canvas.text.contains("All pairs found!"))
        #expect(canvas.text.contains("A script failed in this game: it does not rank") && !canvas.text.contains("Lost games"), "\(canvas.text)")
    }

    /// The game-over screen's line of who won (see ``Game/winners``).
    static func screen(_ playable: PlayableGame) -> String {
        var scene = GameOverScene(playable: playable, report: nil, now: 0)
        var canvas = Canvas(width: 100, height: 30)
        scene.render(layout: .tooSmall(columns: 200, rows: 200), size: TerminalSize(columns: 100, rows: 30), now: 10, images: nil, into: &canvas)
        return canvas.text
    }

    /// A co-op game against the computer: cleared, every seat wins and it ranks whoever found
    /// more; out of time, nobody wins.
    @Test func aCoopGameIsWonOrLostByEverySeat() throws {
        let played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2), bot: .perfect, coop: true))
        #expect(played.game.winners == [0, 1] && played.ranks)
        #expect(Self.screen(played).contains("Everyone wins"))
        // The score kept is the team's, said on its own line.
        #expect(played.game.recordedScore(people: played.firstComputer).points == 2)
        #expect(Self.screen(played).contains("Team score: 2"), "\(Self.screen(played))")
        var late = Fixture.playable(size: .grid(rows: 2, columns: 2), bot: .perfect, timeLimit: 10, coop: true)
        try late.game.apply(.advance, at: 11, rules: &late.rules)
        #expect(late.game.winners.isEmpty && !late.ranks)
        #expect(Self.screen(late).contains("Nobody wins"))
    }

    /// Points a script took away read as penalties, not as "− 2 awarded".
    @Test func pointsTakenAwayReadAsPenalties() throws {
        var played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2)))
        played.tally.observe(.awarded(player: 0, points: -2), at: 1)
        played.tally.observe(.finalPoints(player: 0, points: 5), at: 2)
        let screen = Self.screen(played)
        #expect(screen.contains("− 2 in penalties + 5 at the end") && !screen.contains("awarded"), "\(screen)")
    }

    /// Confetti falls on a game the people won, not on one lost (out of time, to the computer).
    @Test func confettiFallsOnlyOnAGameWon() throws {
        func confetti(_ playable: PlayableGame) -> Int {
            var scene = GameOverScene(playable: playable, report: nil, now: 0)
            var canvas = Canvas(width: 100, height: 30)
            scene.render(layout: .tooSmall(columns: 200, rows: 200), size: TerminalSize(columns: 100, rows: 30), now: 1, images: nil, into: &canvas)
            return canvas.cells.filter { Theme.confetti.contains($0.style) }.count
        }
        let won = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2), animations: true))
        #expect(confetti(won) > 0)
        var late = Fixture.playable(size: .grid(rows: 2, columns: 2), animations: true, timeLimit: 10, coop: true)
        try late.game.apply(.advance, at: 11, rules: &late.rules)
        #expect(late.game.isOver)
        #expect(confetti(late) == 0, "out of time")
        var lost = try Self.lostToTheComputer()
        lost.setup.animations = true
        #expect(confetti(lost) == 0, "the computer won")
    }

    /// A team a script named wins together, and ranks when a person is in it (the computer
    /// opponent sits last).
    @Test func aTeamNamedByAScriptWinsTogether() throws {
        var played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2), players: 3, bot: .perfect))
        played.game.scripted.namedWinners = [1, 3]
        #expect(played.game.winners == [1, 3] && played.game.winnersShare && played.ranks)
        #expect(Self.screen(played).contains("P2 and CPU win"), "\(Self.screen(played))")
        played.game.scripted.namedWinners = [3]
        #expect(!played.ranks && Self.screen(played).contains("CPU wins"))
    }

    /// Without a script naming winners, a game of several players is won by the most points.
    @Test func theMostPointsWinWithoutATeam() throws {
        let played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2), players: 2))
        #expect(played.game.scores == [2, 0] && played.game.winners == [0] && !played.game.winnersShare)
        #expect(Self.screen(played).contains("P1 wins") && !Self.screen(played).contains("Team score"))
    }

    /// A line with control characters (a script's text, shown as `^[`) is measured as drawn: the
    /// panel is wide enough for it and its border stays whole.
    @Test func theGameOverPanelIsWideEnoughForTextShownVisibly() throws {
        let played = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2)))
        let hostile = String(repeating: "\u{1B}[1m", count: 8) + String(repeating: "x", count: 40)
        let report = HighScoreReport(entries: [], rank: nil, playerName: "me", notes: [hostile])
        var scene = GameOverScene(playable: played, report: report, now: 0)
        var canvas = Canvas(width: 100, height: 30)
        scene.render(layout: .tooSmall(columns: 200, rows: 200), size: TerminalSize(columns: 100, rows: 30), now: 10, images: nil, into: &canvas)
        let panel = canvas.lines.filter { $0.contains("║") }
        #expect(canvas.text.contains(String(repeating: "^[[1m", count: 8) + String(repeating: "x", count: 40)), "shown whole: \(canvas.text)")
        #expect(!panel.isEmpty && panel.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasSuffix("║") }, "\(canvas.text)")
    }

    /// A 2x2 game against the computer (`seats` seats in all) in which the person mismatches and
    /// the first computer then finds both pairs.
    static func lostToTheComputer(seats: Int = 1) throws -> PlayableGame {
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 2), bot: .perfect, seats: seats)
        let pairs = Fixture.pairs(in: playable.game)
        try playable.game.apply(.turn(pairs[0].0), at: 1, rules: &playable.rules)
        try playable.game.apply(.turn(pairs[1].0), at: 1.5, rules: &playable.rules)
        var t = 3.0
        for (a, b) in pairs {
            try playable.game.apply(.advance, at: t, rules: &playable.rules)
            try playable.game.apply(.turn(a), at: t, rules: &playable.rules)
            try playable.game.apply(.turn(b), at: t + 0.5, rules: &playable.rules)
            t += 2
        }
        return playable
    }

    /// Against the computer, the people must not be behind it.
    @Test func aDuelLostToTheComputerDoesNotRank() throws {
        let playable = try Self.lostToTheComputer()
        #expect(playable.game.isOver)
        #expect(playable.game.scores[1] > playable.game.scores[0], "\(playable.game.scores)")
        #expect(!playable.ranks)
    }

    /// A game tied with the computer is no win: it does not rank, even at 0–0 (an endless game
    /// that ended before anyone found a pair), and the screen says it counts as lost.
    @Test func aTieWithTheComputerDoesNotRank() throws {
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 2), bot: .perfect)
        playable.game.phase = .over(.ended("3 misses: game over with 0 points"))
        #expect(playable.game.scores == [0, 0])
        #expect(!playable.ranks)
        var tied = try Self.playedOut(Fixture.playable(size: .grid(rows: 2, columns: 2), bot: .perfect))
        tied.game.scores = [1, 1]
        #expect(tied.game.isOver && !tied.ranks, "1–1")
        tied.game.scores = [2, 1]
        #expect(tied.ranks, "ahead of the computer")
        #expect(GameOverScene(playable: playable, report: nil, now: 0).cheers == false)
        var report = HighScoreReport(entries: [], rank: nil, playerName: "me")
        report.lost = !playable.ranks
        var scene = GameOverScene(playable: playable, report: report, now: 0)
        var canvas = Canvas(width: 100, height: 30)
        scene.render(layout: .tooSmall(columns: 200, rows: 200), size: TerminalSize(columns: 100, rows: 30), now: 10, images: nil, into: &canvas)
        #expect(canvas.text.contains("A tie with the computer is no win: it does not rank"), "\(canvas.text)")
    }

    /// With several computer seats, any of them ahead of the people loses the game, not only
    /// the last one.
    @Test func aGameWonByAComputerInAnEarlierSeatDoesNotRank() throws {
        let playable = try Self.lostToTheComputer(seats: 3)
        #expect(playable.game.isOver)
        #expect(playable.game.scores == [0, 2, 0], "\(playable.game.scores)")
        #expect(!playable.ranks)
    }
}
