import MemoryEngine
import Testing
@testable import MemoryTerminal

/// What a game says on its status line as it starts: a new game its opening notice, a game left
/// in progress that comes back its resumed notice (a campaign's "Level 2 resumed…").
@Suite struct NoticeTests {
    static func playable(log: [TimedAction]) -> PlayableGame {
        var playable = Fixture.playable()
        playable.openingNotice = "The deck has no bomb"
        playable.resumedNotice = "Level 2 resumed where it was left"
        if !log.isEmpty {
            var events: [Event] = []
            playable.game.begin(rules: &playable.rules, events: &events)
            for step in log { try! playable.game.apply(step.action, at: step.time, rules: &playable.rules, events: &events) }
            playable.log = log
        }
        return playable
    }

    @Test func aResumedGameSaysItsResumedNotice() {
        let session = GameSession(Self.playable(log: [TimedAction(.turn(0), at: 1)]), now: 50)
        #expect(session.message?.text == "Level 2 resumed where it was left")
        #expect(session.message?.until == 50 + GameSession.noticeDuration)
        #expect(Fixture.render(session, now: 50).line(23).contains("Level 2 resumed where it was left"))
    }

    @Test func aNewGameSaysItsOpeningNotice() {
        let session = GameSession(Self.playable(log: []), now: 0)
        #expect(session.message?.text == "The deck has no bomb")
    }
}
