import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A finished game played back: actions at their own times, at the chosen speed, paused and stepped.
@Suite struct ReplaySessionTests {
    /// A 2x2 game: a mismatch (turned back at 3 s), then both pairs.
    func log(_ game: Game) -> [TimedAction] {
        let pairs = Fixture.pairs(in: game)
        return [TimedAction(.turn(pairs[0].0), at: 1), TimedAction(.turn(pairs[1].0), at: 2), TimedAction(.advance, at: 3),
                TimedAction(.turn(pairs[0].0), at: 4), TimedAction(.turn(pairs[0].1), at: 5),
                TimedAction(.turn(pairs[1].0), at: 6), TimedAction(.turn(pairs[1].1), at: 7)]
    }

    @Test func actionsArePlayedAtTheirTimesTimesTheSpeed() {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 2))
        var replay = ReplaySession(playable, actions: log(playable.game), speed: 2, now: 100)
        replay.tick(now: 100.9)
        #expect(replay.next == 0)
        replay.tick(now: 101)     // the lead-in, then 1 s of game time, at 2×
        #expect(replay.next == 1)
        #expect(replay.nextWake(after: 101) == 101.5)
        replay.tick(now: 102.5)
        #expect(replay.next == 4 && replay.session.game.moves == 1)
        replay.tick(now: 110)
        #expect(replay.isFinished && !replay.isPlaying)
        #expect(replay.session.game.isOver && replay.session.game.scores == [2])
        #expect(replay.statusLine(at: 110).hasPrefix("Replay ■ end · action 7/7 · 0:07"))
    }

    @Test func pausedTimeStandsStillAndStepsGoOneActionAtATime() {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 2))
        var replay = ReplaySession(playable, actions: log(playable.game), now: 0)
        replay.togglePlaying(now: 0.5)
        replay.tick(now: 50)
        #expect(replay.next == 0 && replay.time(at: 50) == 0.5 - ReplaySession.leadIn)
        #expect(replay.nextWake(after: 50) == nil)
        replay.step(now: 51)
        replay.step(now: 51)
        #expect(replay.next == 2 && replay.time(at: 60) == 2)
        #expect(replay.session.game.cards.filter(\.isFaceUp).count == 2)
        #expect(replay.statusLine(at: 60).hasPrefix("Replay ❚❚ paused · action 2/7"))
        replay.togglePlaying(now: 60)
        replay.tick(now: 61)
        #expect(replay.next == 3, "playing on from 2 s: the turn-back at 3 s")
    }

    /// A game's clock starts at its first card: the dealt board is shown for the lead-in first.
    @Test func theDealtBoardIsShownBeforeAnActionAtTimeZero() {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 2))
        let first = Fixture.pairs(in: playable.game)[0].0
        var replay = ReplaySession(playable, actions: [TimedAction(.turn(first), at: 0)], now: 0)
        replay.tick(now: 0)
        #expect(replay.next == 0)
        replay.tick(now: ReplaySession.leadIn)
        #expect(replay.next == 1)
    }

    @Test func theSpeedStepsThroughItsList() {
        var replay = ReplaySession(Fixture.playable(size: .grid(rows: 2, columns: 2)), actions: [], now: 0)
        replay.changeSpeed(by: 1, now: 0)
        #expect(replay.speed == 2)
        for _ in 0..<10 { replay.changeSpeed(by: 1, now: 0) }
        #expect(replay.speed == 16)
        for _ in 0..<10 { replay.changeSpeed(by: -1, now: 0) }
        #expect(replay.speed == 0.25)
    }
}
