import MemoryEngine
import Testing
@testable import MemoryTerminal

/// How a daily game (`memory --daily`, the lobby's Daily row) shows: its day in the title, its
/// rank among the day's games on the game-over screen, and the lobby's row that deals it.
@Suite struct DailyLookTests {
    static func dailyGame(size: BoardSize = .grid(rows: 2, columns: 2)) -> PlayableGame {
        var playable = Fixture.playable(size: size)
        playable.setup.daily = "2026-11-26"
        return playable
    }

    /// A new game (`n`, `y`) in the middle of the day's ranked try keeps the try, as going back
    /// to the lobby does, so that its board is not dealt again as the try; a practice game, or
    /// any other, is left as before.
    @Test func aNewGameKeepsTheDailyTryItLeaves() {
        for practice in [nil, true] as [Bool?] {
            let host = FakeHost()
            var setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 3, animations: false)
            setup.daily = "2026-11-26"
            setup.practice = practice
            let app = AppModel(host: host, start: .play(setup), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
            _ = key(app, .enter, at: 1)
            _ = key(app, .char("n"), at: 2)
            _ = key(app, .char("y"), at: 3)
            #expect(host.saved.map(\.setup.daily) == (practice == true ? [] : ["2026-11-26"]), "practice \(String(describing: practice))")
            #expect(session(app)?.playable.setup.daily == nil, "the next game is a fresh board")
        }
    }

    @Test func theTitleNamesTheDay() {
        let line = Fixture.render(GameSession(Self.dailyGame(), now: 0), size: TerminalSize(columns: 80, rows: 24), now: 0).line(0)
        #expect(line.contains("memory — Daily 2026-11-26 · Fruit · Classic"), "[\(line)]")
        let usual = Fixture.render(GameSession(Fixture.playable(), now: 0), size: TerminalSize(columns: 80, rows: 24), now: 0).line(0)
        #expect(!usual.contains("Daily"))
    }

    @Test func theGameOverScreenGivesTheDailyRank() throws {
        let played = try RankingTests.playedOut(Self.dailyGame())
        let entries = [HighScoreEntry(player: "bo", score: 30, moves: 2, seconds: 5), HighScoreEntry(player: "me", score: 20, moves: 2, seconds: 6)]
        var scene = GameOverScene(playable: played, report: HighScoreReport(entries: entries, rank: 2, playerName: "me"), now: 0)
        var canvas = Canvas(width: 100, height: 30)
        scene.render(layout: .tooSmall(columns: 200, rows: 200), size: TerminalSize(columns: 100, rows: 30), now: 10, images: nil, into: &canvas)
        #expect(canvas.text.contains("Rank: #2 of 2 in the daily scores of 2026-11-26"), "\(canvas.text)")
    }

    /// A practice game says so in its title, and on its game-over screen gives the day's try in
    /// place of a rank (the day's table is shown, this game not in it).
    @Test func aPracticeGameSaysSoBeforeAndAfter() throws {
        var practice = Self.dailyGame()
        practice.setup.practice = true
        let line = Fixture.render(GameSession(practice, now: 0), size: TerminalSize(columns: 80, rows: 24), now: 0).line(0)
        #expect(line.contains("memory — Daily 2026-11-26 (practice) · Fruit"), "[\(line)]")
        let played = try RankingTests.playedOut(practice)
        var report = HighScoreReport(entries: [HighScoreEntry(player: "bo", score: 30, moves: 2, seconds: 5)], rank: nil, playerName: "me")
        report.practice = ["Practice: this game does not rank", "Today's ranked try: 30 points, #1 of 1"]
        var scene = GameOverScene(playable: played, report: report, now: 0)
        var canvas = Canvas(width: 100, height: 30)
        scene.render(layout: .tooSmall(columns: 200, rows: 200), size: TerminalSize(columns: 100, rows: 30), now: 10, images: nil, into: &canvas)
        #expect(canvas.text.contains("Practice: this game does not rank"), "\(canvas.text)")
        #expect(canvas.text.contains("Today's ranked try: 30 points, #1 of 1"))
        #expect(!canvas.text.contains("Not in the top"), "no rank line besides: \(canvas.text)")
        #expect(canvas.text.contains("bo"), "the day's table")
    }

    let options = LobbyOptions(decks: [LobbyChoice(id: "emoji", name: "Emoji")], rules: [LobbyChoice(id: "classic", name: "Classic")],
                               variants: [LobbyChoice(id: "standard", name: "Standard")],
                               campaigns: [LobbyChoice(id: "climb", name: "The climb")], today: "2026-11-26")

    func lobby(_ options: LobbyOptions, daily: String? = nil) -> LobbyScene {
        var setup = GameSetup(deck: "emoji", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        setup.daily = daily
        return LobbyScene(options: options, preselected: setup, savedGame: nil)
    }

    @Test func theLobbysDailyRowDealsTodaysBoard() {
        var scene = lobby(options)
        #expect(scene.setup.daily == nil, "off at first")
        while scene.focus != .daily { scene.moveFocus(-1) }
        _ = scene.handle(.right)
        #expect(scene.setup.daily == "2026-11-26")
        let size = TerminalSize(columns: 100, rows: 30)
        var canvas = Canvas(width: size.columns, height: size.rows)
        scene.render(size: size, into: &canvas)
        #expect(canvas.text.contains("Daily") && canvas.text.contains("Today's board (2026-11-26)"), "\(canvas.text)")
        _ = scene.handle(.left)
        #expect(scene.setup.daily == nil)
    }

    /// A daily game taken back to the lobby keeps the row on; a campaign's levels have no daily
    /// board, and with no day known there is no row.
    @Test func theRowFollowsTheGameAndTheCampaign() {
        var scene = lobby(options, daily: "2026-11-26")
        #expect(scene.setup.daily == "2026-11-26")
        while scene.focus != .campaign { scene.moveFocus(-1) }
        _ = scene.handle(.right)
        #expect(!scene.rows.contains(.daily) && scene.setup.daily == nil)
        var noDay = options
        noDay.today = nil
        #expect(!lobby(noDay, daily: "2026-11-26").rows.contains(.daily))
        #expect(lobby(noDay, daily: "2026-11-26").setup.daily == nil)
    }
}
