import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The clock stops while the board cannot be seen (a terminal too small for it, the help over
/// it), as a pause stops it, and runs again once the board is back.
@Suite struct HiddenClockTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 4, columns: 4), seed: 5, animations: false)

    @Test func aTerminalTooSmallForTheBoardStopsTheClock() {
        let model = AppModel(host: FakeHost(), start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = model.handle(.key(.enter), now: 0)
        model.tick(now: 10)
        model.size = TerminalSize(columns: 30, rows: 10)
        model.tick(now: 10)
        #expect(model.render(now: 10).text.contains("Enlarge the terminal"))
        model.tick(now: 500)
        model.size = size
        model.tick(now: 500)
        #expect(session(model)?.gameTime(at: 505) == 15)
        #expect(model.render(now: 505).text.contains("Time: 0:15"))
    }

    @Test func theTimeLimitDoesNotRunOutWhileTheBoardCannotBeSeen() {
        let model = AppModel(host: FakeHost(), start: .resume(Fixture.playable(timeLimit: 60)), size: TerminalSize(columns: 20, rows: 8),
                             colorMode: .none, now: 0)
        model.tick(now: 0)
        model.tick(now: 100)
        #expect(session(model)?.game.isOver == false)
        #expect(session(model)?.nextWake(after: 100) == nil, "nothing is due while the clock stands still")
    }

    @Test func theHelpOverTheBoardStopsTheClockAndTheBonusBars() {
        let playable = Fixture.playable(rules: BonusRules())
        let model = AppModel(host: FakeHost(), start: .resume(playable), size: size, colorMode: .none, now: 0)
        _ = model.handle(.key(.enter), now: 1)
        _ = model.handle(.key(.char("?")), now: 3)
        #expect(session(model)?.isHidden == true)
        model.tick(now: 60)
        _ = model.handle(.key(.escape), now: 60)
        #expect(session(model)?.isHidden == false)
        // The clock started with the card turned at 1: 2 s, then 1 s after the help.
        #expect(session(model)?.gameTime(at: 61) == 3)
        let card = session(model)!.game.cards.firstIndex { $0.isFaceUp }!
        #expect(session(model)!.game.cards[card].faceUpSeconds(at: session(model)!.gameTime(at: 61)) == 3)
    }

    @Test func aPauseAndAHiddenBoardTogetherRestartOnlyWhenBothAreOver() {
        var session = GameSession(Fixture.playable(), now: 0)
        session.turnCursorCard(at: 0)
        session.togglePause(at: 2)
        session.setHidden(true, at: 3)
        session.togglePause(at: 10)
        #expect(session.gameTime(at: 20) == 2)
        session.setHidden(false, at: 20)
        #expect(session.gameTime(at: 25) == 7)
    }
}
