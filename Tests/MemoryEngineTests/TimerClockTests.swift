import Testing
@testable import MemoryEngine

/// The game's clock while time passes: each deadline is handled at its own moment, so that a
/// hook set off by a timer reads the moment the timer fell due (what `game:time()` says), even
/// when one action lets several seconds pass at once, as a simulated player's next card does.
@Suite struct TimerClockTests {
    /// Rules whose `on_start` sets timers 1 and 2 going, 1 and 2.5 seconds on, and whose timers
    /// each award ten points per second of the game's clock as they read it.
    static func clockReadingTable() throws -> FrostTable {
        var rules = RequestingRules { event, game in
            switch event {
            case .start: [.timer(id: 1, after: 1), .timer(id: 2, after: 2.5)]
            case .timer: [.award(points: Int(game.time * 10), player: nil)]
            default: []
            }
        }
        rules.reactions.insert(.timer)
        return try FrostTable(rules: rules)
    }

    @Test func aTimerHandledByALaterActionReadsTheMomentItFellDue() throws {
        var table = try Self.clockReadingTable()
        try table.game.apply(.advance, at: 4, rules: &table.rules, events: &table.events)
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.game.scores[0] == 10 + 25, "each timer read its own moment, not 4 s")
        #expect(table.game.time == 4, "the clock is where the action left it")
    }

    @Test func aTurnLateForATimerLetsItReadItsMomentToo() throws {
        var table = try Self.clockReadingTable()
        try table.game.apply(.turn(0), at: 3, rules: &table.rules, events: &table.events)
        #expect(table.game.scores[0] == 10 + 25)
        #expect(table.game.time == 3 && Array(table.game.turnCards) == [0])
    }
}
