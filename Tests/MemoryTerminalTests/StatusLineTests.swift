import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The status line in fewer rows than it needs: shortened, then each script item cut, never a
/// part lost (a stack's `Lives: 2 · Bomb armed` at 45x15).
@Suite struct StatusLineTests {
    let stack = "Lives: 2 · Bomb armed"

    /// The game's parts as the scene builds them, for a one-player game at 0:42.
    func parts(_ status: String...) -> [StatusLine.Part] {
        [.game("Score: 10", short: "S:10"), .game("Moves: 12", short: "M:12"), .game("Pairs: 1/8", short: "P:1/8"),
         .game("Time: 0:42", short: "0:42")] + status.map(StatusLine.Part.script)
    }

    @Test func withRoomEveryPartIsWrittenInFull() {
        #expect(StatusLine.lines(parts(stack), width: 99, rows: 1) == ["Score: 10  Moves: 12  Pairs: 1/8  Time: 0:42  Lives: 2 · Bomb armed"])
        #expect(StatusLine.lines(parts(stack), width: 44, rows: 2) == ["Score: 10  Moves: 12  Pairs: 1/8  Time: 0:42", stack])
    }

    @Test func oneRowShortOfRoomTakesTheShortForms() {
        #expect(StatusLine.lines(parts(stack), width: 44, rows: 1) == ["S:10 M:12 P:1/8 0:42 Lives: 2 · Bomb armed"])
    }

    /// Where the game's short forms are not enough, the scripts' `Label: value` items are
    /// shortened the same way: the value, which a player looks for, stays whole.
    @Test func thenTheScriptsLabelsAreShortenedAndTheirValuesKept() {
        let duel: [StatusLine.Part] = [.game("Score: P1 0 · ▶P2 0", short: "P1 0 · ▶P2 0"), .game("Moves: 1", short: "M:1"),
                                       .game("Pairs: 0/8", short: "P:0/8"), .game("Time: 0:06", short: "0:06"),
                                       .script("Turn: 5s left · Lives: 3")]
        #expect(StatusLine.lines(duel, width: 44, rows: 1) == ["P1 0 · ▶P2 0 M:1 P:0/8 0:06 T:5s left · L:3"])
        #expect(StatusLine.labelShortened("Hints: 2, misses in a row: 0/3") == "H:2, misses in a row: 0/3")
        #expect(StatusLine.labelShortened("Bomb armed") == "Bomb armed")
        #expect(StatusLine.labelShortened("x look 1") == "x look 1")
        #expect(StatusLine.labelShortened("12: the answer") == "12: the answer", "not a label: digits")
    }

    /// Every item of the scripts' parts keeps its start, cut to one width; the game's numbers are
    /// never cut.
    @Test func narrowerStillEachScriptItemIsCutToItsStart() {
        let lines = StatusLine.lines(parts(stack, "⚠ scores are not saved"), width: 44, rows: 1)
        #expect(lines == ["S:10 M:12 P:1/8 0:42 L:2 · Bomb ar… ⚠ score…"], "\(lines)")
        #expect(lines.allSatisfy { TextWidth.of($0) <= 44 })
        let four = StatusLine.lines(parts("Lives: 2", "Bomb armed", "Clock 0:05", "Combo ×3"), width: 44, rows: 1)
        #expect(four.count == 1 && TextWidth.of(four[0]) <= 44, "\(four)")
        for start in ["L:2", "Bo", "Cl", "Co"] { #expect(four[0].contains(" " + start), "\(four)") }
    }

    /// A script's text is made visible before it is measured: an escape sequence in it is not
    /// drawn, and does not take the place of what is.
    @Test func aScriptsControlCharactersAreNeitherDrawnNorCounted() {
        let lines = StatusLine.lines(parts("Lives: 2\u{1B}[2J · Bomb armed"), width: 44, rows: 1)
        #expect(lines == ["S:10 M:12 P:1/8 0:42 L:2^[[2J · Bomb armed"], "ESC shows as ^[ and is measured as drawn: \(lines)")
        let narrower = StatusLine.lines(parts("Lives: 2\u{1B}[2J · Bomb armed"), width: 40, rows: 1)
        #expect(narrower == ["S:10 M:12 P:1/8 0:42 L:2^[[2J · Bomb ar…"], "\(narrower)")
    }

    /// Rules whose status is a stack's two parts.
    struct StackRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func status(in game: Game) -> String? { "Lives: 2 · Bomb armed" }
    }

    /// A message turned into the row below a 4x4 board at 45x15 leaves the status one row: the
    /// stack's two parts are both on it.
    @Test func at45x15AMessageLeavesOneRowWithBothPartsOfTheStack() {
        var session = GameSession(Fixture.playable(rules: StackRules()), now: 0)
        let size = TerminalSize(columns: 45, rows: 15)
        session.turnCursorCard(at: 1)
        session.turnCursorCard(at: 1.5)
        let lines = Fixture.render(session, size: size, now: 1.5).lines
        #expect(lines.last == " ! already face up", "\(lines)")
        #expect(lines[lines.count - 2] == " S:0 M:0 P:0/8 0:00 Lives: 2 · Bomb armed", "\(lines)")
    }

    @Test func at100x30TheStatusIsWrittenInFullAboveTheKeys() {
        let session = GameSession(Fixture.playable(rules: StackRules()), now: 0)
        let lines = Fixture.render(session, size: TerminalSize(columns: 100, rows: 30), now: 0).lines
        #expect(lines.contains(" Score: 0  Moves: 0  Pairs: 0/8  Time: 0:00  Lives: 2 · Bomb armed"), "\(lines)")
        #expect(lines.last?.contains("q quit") == true, "\(lines)")
    }

    /// Two teams' totals, as the teams variant writes them.
    struct TeamRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func status(in game: Game) -> String? { "P1+CPU3 0 · CPU2+CPU4 0" }
    }

    /// Four seats' scores and the teams' totals do not fit one row of 80 as written; their short
    /// forms do, so the key line keeps its row (the status did not take it).
    @Test func at80x24FourSeatsShortenAboveTheKeyLine() {
        let session = GameSession(Fixture.playable(size: .grid(rows: 3, columns: 4), rules: TeamRules(), bot: .perfect, seats: 4), now: 0)
        let lines = Fixture.render(session, now: 0).lines
        #expect(lines[lines.count - 2] == " ▶P1 0 · CPU2 0 · CPU3 0 · CPU4 0 M:0 P:0/6 0:00 P1+CPU3 0 · CPU2+CPU4 0", "\(lines)")
        #expect(lines.last?.contains("q quit") == true, "\(lines)")
    }

    /// Where even the short forms need two rows, the teams' totals are not cut: the status goes
    /// on over the key line's row, and the keys that matter most stay at its right.
    @Test func at45x15TheTeamsTotalsShareTheKeyLinesRow() {
        let session = GameSession(Fixture.playable(size: .grid(rows: 3, columns: 4), rules: TeamRules(), bot: .perfect, seats: 4), now: 0)
        let lines = Fixture.render(session, size: TerminalSize(columns: 45, rows: 15), now: 0).lines
        #expect(lines.last == " 0:00 P1+CPU3 0 · CPU2+CPU4 0 ? help · q quit", "\(lines)")
        #expect(lines[lines.count - 2] == " ▶P1 0 · CPU2 0 · CPU3 0 · CPU4 0 M:0 P:0/6", "\(lines)")
    }

    /// The teams variant's four people on its 4x4 board: at 45x15 (two rows under the board) and
    /// at 60x20 (three) the key line stays, with scores of two digits too.
    @Test func theTeamsStatusLeavesTheKeysOnEverySmallTerminal() throws {
        struct FourTeams: Rules {
            func scoreMatch(_ turn: TurnContext) -> Int { 10 }
            func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
            func status(in game: Game) -> String? {
                "P1+P3 \(game.scores[0] + game.scores[2]) · P2+P4 \(game.scores[1] + game.scores[3])"
            }
        }
        var session = GameSession(Fixture.playable(rules: FourTeams(), players: 4), now: 0)
        for (i, (a, b)) in Fixture.pairs(in: session.game).prefix(4).enumerated() {
            session.setCursor(a)
            session.turnCursorCard(at: Double(i) + 1)
            session.setCursor(b)
            session.turnCursorCard(at: Double(i) + 1.2)
        }
        #expect(session.game.scores.reduce(0, +) == 40)
        for size in [TerminalSize(columns: 45, rows: 15), TerminalSize(columns: 60, rows: 20)] {
            let lines = Fixture.render(session, size: size, now: 10).lines
            let below = lines.suffix(size.rows - Fixture.layoutOf(session, size: size).bottom).joined(separator: "\n")
            #expect(lines.last?.contains("? help · q quit") == true, "\(size): \(below)")
            #expect(below.contains("P1+P3 40 · P2+P4 0") && below.contains("P1 40") && below.contains("4/8"), "\(size): \(below)")
        }
    }

    @Test func fittedWithoutCuttingSaysWhenOnlyCutsWouldFit() {
        let parts: [StatusLine.Part] = [.game("Moves: 3", short: "M:3"), .script("Bomb armed · Lives: 2")]
        #expect(StatusLine.fitted(parts, width: 15, rows: 1, cutting: false) == nil)
        #expect(StatusLine.fitted(parts, width: 15, rows: 1) != nil)
        #expect(StatusLine.fitted(parts, width: 40, rows: 1, cutting: false) == ["Moves: 3  Bomb armed · Lives: 2"])
    }
}
