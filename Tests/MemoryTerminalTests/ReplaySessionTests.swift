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

    /// A long wait between two actions (a time limit running out) shows its clock going: the
    /// replay wakes at each of its seconds, not only at the next action.
    @Test func theReplayClockGoesOnBetweenDistantActions() {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 2), timeLimit: 60)
        let first = Fixture.pairs(in: playable.game)[0].0
        var replay = ReplaySession(playable, actions: [TimedAction(.turn(first), at: 0), TimedAction(.advance, at: 60)], speed: 2, now: 0)
        replay.tick(now: 0.5)
        #expect(replay.next == 1)
        #expect(replay.nextWake(after: 0.5) == 1, "the replay clock's next second, at 2×")
        #expect(replay.statusLine(at: 1).contains("· 0:01 ·"))
        replay.tick(now: 5)
        #expect(replay.session.gameTime(at: 5) == 9, "the game's clock keeps the replay's time (after the lead-in, at 2×)")
        #expect(replay.session.gameTime(at: 7) == 9, "and stands between the replay's ticks")
    }

    /// On a narrow terminal the replay's line keeps whole keys, `q quit` to the last (it was
    /// cut mid-word at 45 columns: "… · Space paus").
    @Test func theReplaysLineKeepsWholeKeysOnANarrowTerminal() {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 2))
        var replay = ReplaySession(playable, actions: log(playable.game), speed: 4, now: 0)
        replay.tick(now: 0.6)
        let wide = replay.statusLine(at: 0.6, columns: 100)
        #expect(wide.hasSuffix(" · Space pause · → step · +/- speed · q quit"), "[\(wide)]")
        for columns in [40, 45, 60] {
            let line = replay.statusLine(at: 0.6, columns: columns)
            #expect(TextWidth.of(line) <= columns && line.hasPrefix("Replay ▶ 4× · action"), "[\(line)]")
            let keys = line.components(separatedBy: " · ").dropFirst(3)
            #expect(keys.allSatisfy { ["Space pause", "→ step", "± speed", "+/- speed", "q quit"].contains($0) }, "[\(line)]")
            #expect(columns < 45 || keys.contains("q quit"), "[\(line)]")
        }
        replay.tick(now: 100)
        #expect(replay.statusLine(at: 100, columns: 60).hasSuffix(" · Space again · q quit"))
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

    /// At the end the game-over screen shows the result, with no high scores, name or buttons
    /// (the score was recorded when the game was played); Space watches it again from the start.
    @Test func theEndShowsTheGameOverScreenAndSpaceWatchesAgain() {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 2))
        let size = TerminalSize(columns: 80, rows: 24)
        var replay = ReplaySession(playable, actions: log(playable.game), speed: 16, now: 0)
        func screen(at now: Double) -> String {
            ReplayApp.frame(replay, layout: GameScene.layout(for: playable, size: size), size: size, now: now, images: nil).text
        }
        replay.tick(now: 0.3)
        #expect(replay.ending == nil && !screen(at: 0.3).contains("Game over"), "not before the end")
        replay.tick(now: 1)
        let end = screen(at: 1)
        #expect(end.contains("Game over"))
        #expect(end.contains("All pairs found!"))
        #expect(end.contains("Score: 2"))
        #expect(end.contains("Moves: 3"))
        #expect(end.contains("Space watch again · q quit"))
        #expect(end.contains("Replay ■ end · action 7/7 · 0:07 · Space watch again · q quit"), "the replay's line stays")
        #expect(end.split(separator: "\n").last?.hasPrefix(" Replay ■") == true, "one column in, as the status line above it")
        for absent in ["Name:", "[ Play again ]", "Rank", "high scores", "not being saved"] {
            #expect(!end.contains(absent), "\(absent) is for a game just played")
        }
        replay.togglePlaying(now: 2)
        #expect(replay.next == 0 && replay.isPlaying && replay.ending == nil)
        #expect(replay.session.game.cards.allSatisfy { !$0.isFaceUp } && replay.session.game.groupsMatched == 0)
        replay.tick(now: 3)
        #expect(replay.ending != nil, "and to its end again")
    }

    @Test func steppingToTheLastActionShowsTheEnd() {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 2))
        var replay = ReplaySession(playable, actions: log(playable.game), now: 0)
        for _ in 0..<6 { replay.step(now: 1) }
        #expect(replay.ending == nil)
        replay.step(now: 1)
        #expect(replay.ending != nil)
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
