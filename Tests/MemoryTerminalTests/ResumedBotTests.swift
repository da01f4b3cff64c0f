import MemoryEngine
import Testing
@testable import MemoryTerminal

/// A game left and resumed against the computer: the computer remembers the faces it saw
/// before the game was left (the resumed game brings what replaying its log showed).
@Suite struct ResumedBotTests {
    /// The game `log` replayed on a fresh deal, as the command line resumes one, with or
    /// without computer players told of what each step showed.
    static func resumed(_ log: [TimedAction], seed: UInt64, remembering: Bool) throws -> PlayableGame {
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 4), seed: seed, bot: .perfect)
        var events: [Event] = []
        var computers: ComputerPlayers? = ComputerPlayers(.perfect, firstComputer: 1, game: playable.game, reactions: playable.rules.reactions, seed: seed)
        playable.game.begin(rules: &playable.rules, events: &events, telling: &computers)
        for step in log {
            try playable.game.apply(step.action, at: step.time, rules: &playable.rules, events: &events, telling: &computers)
        }
        playable.log = log
        if remembering { playable.computers = computers }
        return playable
    }

    /// The groups the perfect computer finds in its turn after the person's mismatch of card 0
    /// and another, the game left after the cards turned back and resumed.
    static func computersPairs(seed: UInt64, remembering: Bool) throws -> Int {
        var session = GameSession(Fixture.playable(size: .grid(rows: 2, columns: 4), seed: seed, bot: .perfect), now: 0)
        let game = session.game
        // Two cards that do not match, then the computer sees every other card but one.
        guard let other = game.cards.indices.first(where: { game.cards[$0].key != game.cards[0].key }) else { return 0 }
        session.turnCursorCard(at: 0)
        session.setCursor(other)
        session.turnCursorCard(at: 0.5)
        // Left once the cards had turned back, before the computer's first card.
        session.leave(at: 1.6)
        var resumed = GameSession(try resumed(session.playable.log, seed: seed, remembering: remembering), now: 1.6)
        var t = 1.6
        while !resumed.isHumansTurn || resumed.game.isLocked, !resumed.game.isOver, t < 60 {
            t += 0.1
            resumed.tick(at: t)
        }
        return resumed.game.groupsMatched
    }

    @Test func theComputerRemembersWhatItSawBeforeTheGameWasLeft() throws {
        var better = 0
        for seed: UInt64 in 1...20 {
            let remembering = try Self.computersPairs(seed: seed, remembering: true)
            let forgetting = try Self.computersPairs(seed: seed, remembering: false)
            #expect(remembering >= forgetting, "seed \(seed)")
            if remembering > forgetting { better += 1 }
        }
        #expect(better > 0, "the faces seen before leaving help the computer in some deal")
    }
}
