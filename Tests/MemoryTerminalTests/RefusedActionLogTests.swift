import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A refused action lets time pass first (a reveal ends, the time limit runs out), as the engine
/// does for every action: the log must carry that, so that resuming or replaying the game
/// reaches the game that was played.
@Suite struct RefusedActionLogTests {
    /// One charge, whose use sets a timer due 5 seconds later, which is worth 7 points.
    static var timerActionRules: OneActionRules {
        OneActionRules(charges: 1, reactions: [.action, .timer]) { event in
            switch event {
            case .action: return Reaction(requests: [Request(.timer(id: 1, after: 5), path: "timer.lua", line: 1)])
            case .timer: return Reaction(points: 7)
            default: return Reaction()
            }
        }
    }

    /// The game `log` gives when dealt afresh and played again, as `memory resume` does.
    static func resumed(_ log: [TimedAction], rules: any Rules = OneActionRules(charges: 1), timeLimit: Double? = nil) throws -> Game {
        var playable = Fixture.playable(rules: rules, timeLimit: timeLimit)
        var events: [Event] = []
        playable.game.begin(rules: &playable.rules, events: &events)
        for step in log { try playable.game.apply(step.action, at: step.time, rules: &playable.rules, events: &events) }
        return playable.game
    }

    /// The game `log` gives when watched to its end, as `memory replay` does.
    static func replayed(_ log: [TimedAction], timeLimit: Double? = nil) -> Game {
        var replay = ReplaySession(Fixture.playable(rules: OneActionRules(charges: 1), timeLimit: timeLimit), actions: log, now: 0)
        replay.tick(now: 1_000)
        return replay.session.game
    }

    /// Spends the one charge and leaves a mismatch on show from wall time 3.
    static func spendTheChargeAndMismatch(_ session: inout GameSession) throws {
        let (a, b) = Fixture.pairs(in: session.game)[0]
        let stranger = try #require(session.game.cards.indices.first { $0 != a && $0 != b })
        session.setCursor(a)
        session.turnCursorCard(at: 1)
        let used = session.useAction(key: "r", layout: nil, at: 2)
        #expect(used)
        #expect(session.game.scripted.chargesLeft(0, player: 0) == 0)
        session.setCursor(stranger)
        session.turnCursorCard(at: 3)
        guard case .revealing = session.game.phase else {
            Issue.record("the mismatch is on show: \(session.game.phase)")
            return
        }
    }

    @Test func aRefusedUseThatEndsAReveal() throws {
        var session = GameSession(Fixture.playable(rules: OneActionRules(charges: 1)), now: 0)
        try Self.spendTheChargeAndMismatch(&session)
        // No tick: the key comes in before the app loop ends the reveal.
        let refused = session.useAction(key: "r", layout: nil, at: 20)
        #expect(refused)
        #expect(session.message?.text.contains("no Peek row left") == true, "\(String(describing: session.message))")
        #expect(session.game.phase == .playing, "time passed: the mismatch turned back")
        #expect(session.playable.log.last?.action == .advance, "\(session.playable.log)")
        let played = session.game
        #expect(try Self.resumed(session.playable.log) == played)
        #expect(Self.replayed(session.playable.log) == played)
    }

    @Test func aRefusedUseWhenTheTimeLimitHasRunOut() throws {
        var session = GameSession(Fixture.playable(rules: OneActionRules(charges: 1), timeLimit: 5), now: 0)
        try Self.spendTheChargeAndMismatch(&session)
        let refused = session.useAction(key: "r", layout: nil, at: 30)
        #expect(refused)
        #expect(session.game.phase == .over(.timeUp))
        let played = session.game
        let resumed = try Self.resumed(session.playable.log, timeLimit: 5)
        #expect(resumed == played, "resumed: \(resumed.phase), scores \(resumed.scores)")
        #expect(Self.replayed(session.playable.log, timeLimit: 5) == played)
    }

    /// A timer the script set falls due while a refused use lets time pass: its points count in
    /// the resumed game as they did in play.
    @Test func aRefusedUseThatFiresATimer() throws {
        var session = GameSession(Fixture.playable(rules: Self.timerActionRules), now: 0)
        session.turnCursorCard(at: 1)
        let used = session.useAction(key: "r", layout: nil, at: 2)
        #expect(used && session.game.scripted.timers.count == 1)
        let refused = session.useAction(key: "r", layout: nil, at: 20)
        #expect(refused && session.message?.text == "no Peek row left")
        #expect(session.game.scores == [7], "the timer fired as time passed")
        let resumed = try Self.resumed(session.playable.log, rules: Self.timerActionRules)
        #expect(resumed.scores == [7])
        #expect(resumed == session.game)
    }

    /// A refused turn lets time pass too (it is logged as an advance); one that changes nothing
    /// adds nothing to the log.
    @Test func aRefusedTurnIsLoggedOnlyWhenTimePassed() throws {
        var session = GameSession(Fixture.playable(rules: OneActionRules(charges: 1)), now: 0)
        let pairs = Fixture.pairs(in: session.game)
        for (card, at) in [(pairs[0].0, 1.0), (pairs[0].1, 2), (pairs[1].0, 3), (pairs[2].0, 4)] {
            session.setCursor(card)
            session.turnCursorCard(at: at)
        }
        guard case .revealing = session.game.phase else {
            Issue.record("a mismatch on show: \(session.game.phase)")
            return
        }
        let count = session.playable.log.count
        session.setCursor(pairs[0].0)
        session.turnCursorCard(at: 4)
        #expect(session.message?.text == "wait for the cards to turn back")
        #expect(session.playable.log.count == count, "nothing changed: \(session.playable.log)")
        session.turnCursorCard(at: 20)
        #expect(session.message?.text == "already matched")
        #expect(session.game.phase == .playing, "the mismatch turned back")
        #expect(session.playable.log.count == count + 1 && session.playable.log.last?.action == .advance, "\(session.playable.log)")
        #expect(try Self.resumed(session.playable.log) == session.game)
    }
}
