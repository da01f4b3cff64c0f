@testable import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Rules that react and name each score's parts with `parts` (as a `score_parts` hook does).
struct NamedPartsRules: Rules {
    var parts: [ScorePart]
    func scoreMatch(_ turn: TurnContext) -> Int { 10 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    var reactions: Reactions { [.scoring] }
    func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
        switch event {
        case .matched: Reaction(points: 10)
        default: Reaction()
        }
    }
    func scoreParts(of player: Int, at game: UnsafePointer<Game>) -> [ScorePart]? { parts }
}

/// The game-over screen says a score in the parts the rules named ("Pairs 12 · Bonus 8 = 20"),
/// shown visibly and cut to the terminal's width, the total always whole.
@Suite struct ScorePartsScreenTests {
    /// A 2x2 game cleared (20 points) under rules naming `parts`, its game-over screen at `size`.
    static func screen(_ parts: [ScorePart], _ size: TerminalSize) throws -> (playable: PlayableGame, lines: [String]) {
        var dealt = Fixture.playable(size: .grid(rows: 2, columns: 2), rules: NamedPartsRules(parts: parts))
        var events: [Event] = []
        dealt.game.begin(rules: &dealt.rules, events: &events)
        let played = try RankingTests.playedOut(dealt)
        var scene = GameOverScene(playable: played, report: nil, now: 0)
        var canvas = Canvas(width: size.columns, height: size.rows)
        scene.render(layout: .tooSmall(columns: 200, rows: 200), size: size, now: 10, images: nil, into: &canvas)
        return (played, canvas.lines)
    }

    @Test func thePartsAddUpToTheScoreOnOneLine() throws {
        let (played, lines) = try Self.screen([ScorePart("Pairs", 12), ScorePart("Combo bonus", 11), ScorePart("Penalties", -15)],
                                              TerminalSize(columns: 100, rows: 30))
        #expect(played.game.scores == [20])
        // The rules' parts leave out 12 points: the engine names them "Other".
        #expect(played.game.scripted.scoreParts?[0].last == ScorePart("Other", 12))
        #expect(lines.contains { $0.contains("Pairs 12 · Combo bonus 11 · Penalties −15 · Other 12 = 20") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("for matches") }, "the usual breakdown gives way")
    }

    /// On a 45x15 terminal the labels are cut and the line fits the panel; the total stays.
    @Test func aNarrowTerminalCutsTheLabelsAndKeepsTheTotal() throws {
        let parts = [ScorePart("Pairs found in the dark", 5), ScorePart("Combo bonus for streaks", 5),
                     ScorePart("Time bonus", 5), ScorePart("Clean sweep", 5)]
        let (_, lines) = try Self.screen(parts, TerminalSize(columns: 45, rows: 15))
        let line = try #require(lines.first { $0.contains("= 20") }, "\(lines.joined(separator: "\n"))")
        #expect(line.contains("Pairs found…"), "[\(line)]")
        #expect(TextWidth.of(line) <= 45)
        #expect(lines.allSatisfy { TextWidth.of($0) <= 45 })
    }

    /// A label is shown visibly: an escape reads ^[ and is never obeyed.
    @Test func aLabelIsShownVisibly() {
        let line = ScorePartsText.line([ScorePart("A\u{1B}[2J", 3)], total: 3, who: "", width: 80)
        #expect(line == "A^[[2J 3 = 3", "[\(line)]")
    }
}
