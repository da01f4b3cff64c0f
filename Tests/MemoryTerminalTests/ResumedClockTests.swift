import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A resumed game's clock waits for the player's first key or click, as a new game's waits for
/// its first card: a time limit does not run while the player looks at the board again.
@Suite struct ResumedClockTests {
    let size = TerminalSize(columns: 80, rows: 24)

    /// A timed game with one card turned at 1 and left at 10.
    func leftGame() throws -> PlayableGame {
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 3), timeLimit: 60)
        try playable.game.apply(.turn(0), at: 1, rules: &playable.rules)
        try playable.game.apply(.advance, at: 10, rules: &playable.rules)
        playable.log = [TimedAction(.turn(0), at: 1), TimedAction(.advance, at: 10)]
        return playable
    }

    @Test func theClockWaitsForTheFirstKeyAfterResuming() throws {
        let model = AppModel(host: FakeHost(), start: .resume(try leftGame()), size: size, colorMode: .none, now: 100)
        model.tick(now: 500)
        #expect(session(model)?.game.isOver == false, "the time limit did not run out before a key")
        #expect(session(model)?.gameTime(at: 500) == 10)
        #expect(session(model)?.nextWake(after: 500) == nil, "nothing is due while the clock waits")
        _ = model.handle(.key(.right), now: 500)
        #expect(session(model)?.gameTime(at: 505) == 15, "the clock runs from the first key")
    }

    /// The status line's time says that the clock waits, until the first key.
    @Test func theTimeSaysTheClockWaitsForAKey() throws {
        let model = AppModel(host: FakeHost(), start: .resume(try leftGame()), size: size, colorMode: .none, now: 100)
        #expect(model.render(now: 100).text.contains("Time: 0:10 / 1:00 (stopped until a key)"), "\(model.render(now: 100).text)")
        _ = model.handle(.key(.right), now: 500)
        let going = model.render(now: 505).text
        #expect(going.contains("Time: 0:15 / 1:00") && !going.contains("stopped"), "\(going)")
    }

    @Test func aClickStartsTheClockToo() throws {
        let model = AppModel(host: FakeHost(), start: .resume(try leftGame()), size: size, colorMode: .none, now: 100)
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: 0, y: 0)), now: 200)
        #expect(session(model)?.gameTime(at: 203) == 13)
    }

    @Test func aNewGamesClockStillRunsFromItsFirstCard() {
        let model = AppModel(host: FakeHost(), start: .play(GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3),
                                                                   seed: 5, animations: false)),
                             size: size, colorMode: .none, now: 0)
        _ = model.handle(.key(.enter), now: 2)
        #expect(session(model)?.gameTime(at: 7) == 5)
    }
}
