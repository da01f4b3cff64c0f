import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Leaving a game (quit, Ctrl-C, back to the lobby) keeps it at the moment it was left, says
/// truthfully what is kept, and a new game from the lobby is never the one just left.
@Suite struct LeavingTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)

    /// The ways of leaving a game at time `at`, each ending with the game handed to the host.
    enum Leave: CaseIterable {
        case quit, interrupt, lobby

        func perform(on model: AppModel, at now: Double) {
            switch self {
            case .quit:
                _ = model.handle(.key(.char("q")), now: now)
                _ = model.handle(.key(.char("y")), now: now)
            case .interrupt: _ = model.handle(.key(.interrupt), now: now)
            case .lobby:
                _ = model.handle(.key(.char("b")), now: now)
                _ = model.handle(.key(.char("y")), now: now)
            }
        }
    }

    @Test(arguments: Leave.allCases)
    func aGameIsKeptAtTheTimeItWasLeftNotAtItsLastCard(_ leave: Leave) throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .enter, at: 2)
        leave.perform(on: model, at: 22)
        let saved = try #require(host.saved.first)
        // The clock started with that first card.
        #expect(saved.game.time == 20)
        #expect(saved.log.last == TimedAction(.advance, at: 20))
        let resumed = AppModel(host: FakeHost(), start: .resume(saved), size: size, colorMode: .none, now: 100)
        _ = key(resumed, .right, at: 100)
        #expect(resumed.render(now: 101).text.contains("Time: 0:21"), "the clock goes on from where the game was left")
    }

    @Test func theLeavingTimeReplaysWhatFellDueMeanwhile() throws {
        let host = FakeHost()
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 3), timeLimit: 60)
        let (a, _) = Fixture.pairs(in: playable.game)[0]
        let other = playable.game.cards.indices.first { playable.game.cards[$0].key != playable.game.cards[a].key }!
        try playable.game.apply(.turn(a), at: 1, rules: &playable.rules)
        try playable.game.apply(.turn(other), at: 2, rules: &playable.rules)
        playable.log = [TimedAction(.turn(a), at: 1), TimedAction(.turn(other), at: 2)]
        let model = AppModel(host: host, start: .resume(playable), size: size, colorMode: .none, now: 2)
        _ = key(model, .right, at: 2)
        #expect(model.handle(.key(.interrupt), now: 3.5) == .quit(.interrupted), "left after the reveal was due")
        let saved = try #require(host.saved.first)
        // Replayed on a fresh deal, the log ends at the time it was left, the reveal over.
        var replay = Fixture.playable(size: .grid(rows: 2, columns: 3), timeLimit: 60)
        for step in saved.log { try replay.game.apply(step.action, at: step.time, rules: &replay.rules) }
        #expect(replay.game.time == 3.5)
        #expect(!replay.game.isLocked && replay.game.cards.allSatisfy { !$0.isFaceUp })
    }

    /// A time limit that runs out at the moment the game is left ends the game there: its score
    /// is recorded as a finished game's, not lost with an unsaved game.
    @Test(arguments: Leave.allCases)
    func aTimeLimitRunningOutAsTheGameIsLeftKeepsItsScore(_ leave: Leave) throws {
        let host = FakeHost()
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 3), timeLimit: 60)
        let (a, _) = Fixture.pairs(in: playable.game)[0]
        try playable.game.apply(.turn(a), at: 1, rules: &playable.rules)
        playable.log = [TimedAction(.turn(a), at: 1)]
        let model = AppModel(host: host, start: .resume(playable), size: size, colorMode: .none, now: 1)
        _ = key(model, .right, at: 1)
        leave.perform(on: model, at: 61)
        #expect(host.saved.isEmpty, "an ended game is not kept to be resumed")
        let ended = try #require(host.finished.first, "the game's end is recorded")
        #expect(ended.game.phase == .over(.timeUp))
    }

    @Test func anUntouchedGameIsNotKeptAndTheConfirmationsSaySo() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        model.tick(now: 5)
        _ = key(model, .char("q"), at: 5)
        let quit = model.render(now: 5).text
        #expect(quit.contains("No card turned yet: nothing is kept."))
        #expect(!quit.contains("It is kept"))
        #expect(!quit.contains("earlier game"), "there is no earlier saved game to speak of")
        _ = key(model, .char("n"), at: 5)
        _ = key(model, .char("b"), at: 5)
        #expect(model.render(now: 5).text.contains("No card turned yet: nothing is kept."))
        _ = key(model, .char("n"), at: 5)
        _ = key(model, .enter, at: 6)
        _ = key(model, .char("q"), at: 7)
        #expect(model.render(now: 7).text.contains("It is kept so you can resume it."))
        _ = key(model, .char("y"), at: 7)
        #expect(host.saved.count == 1)
    }

    @Test func anUntouchedGameSaysWhichGameResumingBringsBack() {
        let host = FakeHost()
        host.savedGameSummary = "fruit · classic · peek · 2×3, 3 cards turned, 0:40 played"
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .char("q"))
        #expect(model.render(now: 0).text.contains("(memory resume brings back your earlier game.)"))
        _ = key(model, .char("n"))
        _ = key(model, .char("b"))
        #expect(model.render(now: 0).text.contains("(Resume brings back your earlier game.)"))
    }

    /// A new game does not remove the game saved before (a resumed game's copy as it was last
    /// left): its confirmation says so rather than that everything is lost.
    @Test func aNewGameSaysTheGameSavedBeforeStays() {
        let host = FakeHost()
        host.savedGameSummary = "fruit · classic · standard · 2×3, 1 card turned, 0:02 played"
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 3))
        try! playable.game.apply(.turn(0), at: 1, rules: &playable.rules)
        playable.log = [TimedAction(.turn(0), at: 1)]
        let model = AppModel(host: host, start: .resume(playable), size: size, colorMode: .none, now: 1)
        _ = key(model, .char("n"), at: 2)
        let text = model.render(now: 2).text
        #expect(text.contains("This game will be lost.") && text.contains("(Resume still brings back the game saved before.)"), "\(text)")
        _ = key(model, .escape, at: 2)
        host.savedGameSummary = nil
        let fresh = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(fresh, .char("n"))
        #expect(!fresh.render(now: 0).text.contains("Resume still"), "nothing was saved before")
    }

    @Test func timePassingAloneIsNotPlayAndIsNotKept() {
        let host = FakeHost()
        let peek = Fixture.playable(size: .grid(rows: 2, columns: 3), peek: 3)
        let model = AppModel(host: host, start: .resume(peek), size: size, colorMode: .none, now: 0)
        model.tick(now: 30)
        #expect(session(model)?.playable.log == [TimedAction(.advance, at: 30)], "the peek ended")
        #expect(key(model, .interrupt, at: 40) == .quit(.interrupted))
        #expect(host.saved.isEmpty)
    }

    @Test func theLobbysPlayAfterAResumedGameDealsANewSeed() throws {
        let host = FakeHost()
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 3), seed: 77)
        try playable.game.apply(.turn(0), at: 1, rules: &playable.rules)
        playable.log = [TimedAction(.turn(0), at: 1)]
        let model = AppModel(host: host, start: .resume(playable), size: size, colorMode: .none, now: 1)
        _ = key(model, .char("b"), at: 2)
        _ = key(model, .char("y"), at: 2)
        #expect(model.render(now: 2).text.contains("M E M O R Y"))
        _ = key(model, .enter, at: 3)
        let dealt = try #require(host.made.last)
        #expect(dealt.seed != 77)
    }

    @Test func theLobbysPlayTwiceDealsTwoGamesButTheFirstKeepsTheSeedAsked() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .enter)
        #expect(host.made.map(\.seed) == [5], "the seed given (--seed) deals the first game")
        _ = key(model, .char("b"))
        _ = key(model, .char("y"))
        _ = key(model, .enter)
        #expect(host.made.count == 2)
        #expect(host.made[1].seed != 5)
    }
}
