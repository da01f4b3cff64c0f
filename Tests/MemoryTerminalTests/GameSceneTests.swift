import MemoryEngine
import Testing
@testable import MemoryTerminal

@Suite struct GameSceneTests {
    @Test func aFreshBoardShowsBacksAndTheStatusLine() {
        let session = GameSession(Fixture.playable(), now: 0)
        let canvas = Fixture.render(session, now: 0)
        #expect(canvas.count("?") == 16)
        #expect(canvas.text.contains("Score: 0"))
        #expect(canvas.text.contains("Moves: 0"))
        #expect(canvas.text.contains("Pairs: 0/8"))
        #expect(canvas.text.contains("Time: 0:00"))
        #expect(canvas.line(0).contains("Fruit · Classic"))
    }

    /// Rules that give no points (zen) show no score, on the board or at the end.
    @Test func rulesWithoutPointsShowNoScore() {
        struct Scoreless: Rules {
            func scoreMatch(_ turn: TurnContext) -> Int { 0 }
            func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
            var keepsScore: Bool { false }
        }
        let session = GameSession(Fixture.playable(rules: Scoreless()), now: 0)
        let text = Fixture.render(session, now: 0).text
        #expect(!text.contains("Score"))
        #expect(text.contains("Moves: 0"))
        #expect(GameScene.scoreText(session.playable, current: false) == nil)
        #expect(GameScene.scoreText(Fixture.playable(), current: false) == "Score: 0")
    }

    @Test func groupsOfThreeAreCountedAsTriples() {
        let session = GameSession(Fixture.playable(size: .grid(rows: 3, columns: 4), group: 3), now: 0)
        let canvas = Fixture.render(session, now: 0)
        #expect(canvas.text.contains("Triples: 0/4"))
        #expect(!canvas.text.contains("Pairs"))
    }

    /// A variant's stock counts among the pairs to find, though none of it is on the board.
    @Test func thePairsToFindCountTheStock() {
        let session = GameSession(Fixture.playable(stock: 3), now: 0)
        let canvas = Fixture.render(session, now: 0)
        #expect(canvas.text.contains("Pairs: 0/11"))
        #expect(canvas.count("?") == 16)
    }

    @Test func statesDifferInShapeNotOnlyColour() {
        var session = GameSession(Fixture.playable(), now: 0)
        let layout = Fixture.layoutOf(session)
        session.moveCursor(rows: 0, columns: 1, layout: layout)
        let cursorCard = session.cursor
        session.setCursor(0)
        session.turnCursorCard(at: 0)
        session.setCursor(cursorCard)
        let canvas = Fixture.render(session, now: 0)
        let face = layout.frame(ofCard: 0), cursor = layout.frame(ofCard: cursorCard), back = layout.frame(ofCard: 5)
        #expect(canvas[face.x, face.y].text == "┏")
        #expect(canvas[cursor.x, cursor.y].text == "╔")
        #expect(canvas[back.x, back.y].text == "╭")
        #expect(canvas.text.contains(Fixture.labels[session.game.cards[0].face]))
    }

    /// Rules that react to nothing (their hooks do nothing) but show a status text: by default
    /// the moves so far.
    struct StatusOnlyRules: Rules {
        var text: @Sendable (Game) -> String = { "moves so far: \($0.moves)" }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        func status(in game: Game) -> String? { text(game) }
    }

    @Test func theRulesStatusShowsEvenWhenTheyReactToNothing() {
        var session = GameSession(Fixture.playable(rules: StatusOnlyRules()), now: 0)
        #expect(session.game.reactions.isEmpty)
        let (a, b) = Fixture.pairs(in: session.game)[0]
        session.setCursor(a)
        session.turnCursorCard(at: 1)
        session.setCursor(b)
        session.turnCursorCard(at: 2)
        #expect(session.scriptStatus == "moves so far: 1")
        #expect(Fixture.render(session, now: 2).text.contains("moves so far: 1"))
    }

    /// Between actions the status is asked again as each second of game time passes, with the
    /// game's clock read then (as a script's turn clock reads `game:time()`), so that a countdown
    /// on the status line moves.
    @Test func theStatusIsAskedAgainAsEachSecondPasses() {
        var session = GameSession(Fixture.playable(rules: StatusOnlyRules { "second \(Int($0.time))" }), now: 0)
        session.turnCursorCard(at: 0)
        let start = session.gameTime(at: 0)
        #expect(session.scriptStatus == "second \(Int(start))")
        let redraw = session.tick(at: 2.5)
        #expect(redraw, "the status changed, so the screen must be drawn again")
        #expect(session.scriptStatus == "second \(Int(session.gameTime(at: 2.5)))")
        #expect(Int(session.gameTime(at: 2.5)) >= Int(start) + 2)
        let again = session.tick(at: 2.6)
        #expect(!again, "the same second: the status is not asked again")
        #expect(Fixture.render(session, now: 2.6).text.contains("second \(Int(session.gameTime(at: 2.5)))"))
    }

    /// On a narrow terminal the status line shortens rather than losing its last parts (the
    /// rules' status: a variant's lives) or the key line's row (a status that would need its
    /// items cut takes that row: StatusLineTests), and a message still shows under it.
    @Test func aStatusTooWideForOneRowShortensAboveTheKeyLine() {
        var session = GameSession(Fixture.playable(rules: StatusOnlyRules()), now: 0)
        let size = TerminalSize(columns: 45, rows: 15)
        var lines = Fixture.render(session, size: size, now: 0).lines
        #expect(lines[lines.count - 2] == " S:0 M:0 P:0/8 0:00 moves so far: 0", "\(lines)")
        #expect(lines.last?.contains("Space turn") == true, "the key line kept its row: \(lines)")
        session.turnCursorCard(at: 1)
        session.turnCursorCard(at: 1.5)
        lines = Fixture.render(session, size: size, now: 1.5).lines
        #expect(lines.last == " ! already face up", "\(lines)")
        #expect(lines.contains { $0.contains("0:00") && $0.contains("moves so far: 0") }, "one row left: shortened, whole: \(lines)")
        #expect(StatusLine.wrap(["Score: 10", "Moves: 3", "Lives: 2"], width: 20, separator: "  ") == ["Score: 10  Moves: 3", "Lives: 2"])
        #expect(StatusLine.wrap(["Score: 10", "\u{1B}[1mLives: 2 of a long status"], width: 20, separator: "  ") == ["Score: 10", "^[[1mLives: 2 of a …"],
                "an item wider than a line is cut with an ellipsis, measured as drawn")
        #expect(StatusLine.wrap(["Score: ▶P1 0 · P2 10 · P3 5", "Moves: 3"], width: 20, separator: "  ")
                == ["Score: ▶P1 0 · P2 10", "P3 5  Moves: 3"], "the players' scores split between players")
    }

    /// A board too large for the terminal gives way to a notice; the key line stays under it, so
    /// that a player who cannot enlarge the terminal sees how to leave.
    @Test func aBoardThatDoesNotFitKeepsTheKeyLine() {
        let session = GameSession(Fixture.playable(size: .grid(rows: 5, columns: 6)), now: 0)
        let lines = Fixture.render(session, size: TerminalSize(columns: 45, rows: 15), now: 0).lines
        #expect(lines.contains("           The board does not fit."), "\(lines)")
        #expect(lines.last == " arrows move · Space turn · ? help · q quit", "\(lines)")
        let tiny = Fixture.render(session, size: TerminalSize(columns: 30, rows: 6), now: 0).lines
        #expect(!tiny.contains { $0.contains("q quit") }, "no row to spare: \(tiny)")
    }

    /// Rules whose one action always declines, without saying why.
    struct DecliningRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring, .action] }
        var playerActions: [PlayerAction] { [PlayerAction(key: "x", name: "Look", charges: 2, description: "")] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            if case .action = event { return Reaction(declined: "") }
            return Reaction()
        }
    }

    @Test func anActionThatDeclinesSaysSoAndKeepsItsCharge() {
        var session = GameSession(Fixture.playable(rules: DecliningRules()), now: 0)
        let used = session.useAction(key: "x", layout: Fixture.layoutOf(session), at: 1)
        #expect(used)
        #expect(Fixture.render(session, now: 1).line(23).contains("Look: nothing to do here (no charge used)"))
        #expect(session.game.scripted.chargesLeft(0, player: 0) == 2)
        #expect(session.playable.log.count == 1, "the declined use is in the log, for replays")
    }

    /// At every width the title line leaves its first and last columns free and a column
    /// before whose turn it is; a title that does not fit drops "memory — " (it cut the
    /// variant and the board off at 45 columns), then ends in "…", never in a stray character
    /// after the turn.
    @Test func theTitleIsCutBeforeTheTurnAndTheEdge() {
        let title = "memory — Fruit · Classic — 4x4", played = "Fruit · Classic — 4x4"
        for players in [1, 2] {
            let session = GameSession(Fixture.playable(players: players), now: 0)
            for width in 20...50 {
                let line = Fixture.render(session, size: TerminalSize(columns: width, rows: 30), now: 0).line(0)
                let turn = players > 1 ? " P1's turn " : ""
                #expect(line.hasPrefix(" ") && line.hasSuffix(turn.isEmpty ? " " : turn), "\(width): [\(line)]")
                let shown = String(line.dropFirst().dropLast(turn.isEmpty ? 1 : turn.count)).trimmingCharacters(in: .whitespaces)
                let room = width - 2 - (turn.isEmpty ? 0 : turn.count - 1)
                if TextWidth.of(title) <= room {
                    #expect(shown == title, "\(width): [\(line)]")
                } else {
                    #expect(shown == played || (shown.hasSuffix("…") && played.hasPrefix(String(shown.dropLast()))), "\(width): [\(line)]")
                }
                #expect(TextWidth.of(line) == width)
            }
        }
    }

    @Test func aMatchScoresAndLeavesAnEmptyDottedSlot() {
        var session = GameSession(Fixture.playable(), now: 0)
        let (a, b) = Fixture.pairs(in: session.game)[0]
        session.setCursor(a)
        session.turnCursorCard(at: 1)
        session.setCursor(b)
        session.turnCursorCard(at: 2)
        session.setCursor(15 - a == b ? 7 : 15)
        let canvas = Fixture.render(session, now: 2)
        let slot = Fixture.layoutOf(session).frame(ofCard: a)
        #expect(canvas[slot.x, slot.y].text == "·")
        #expect(canvas.text.contains("Pairs: 1/8"))
        #expect(canvas.text.contains("Moves: 1"))
        #expect(canvas.text.contains("Score: 1"))
        #expect(canvas.count("?") == 14)
    }

    @Test func rejectionsAreShownBrieflyInTheStatusLine() {
        var session = GameSession(Fixture.playable(), now: 0)
        session.turnCursorCard(at: 1)
        session.turnCursorCard(at: 1.5)
        #expect(Fixture.render(session, now: 1.5).line(23).contains("already face up"))
        session.expireMessage(at: 1.5 + GameSession.messageDuration)
        #expect(!Fixture.render(session, now: 5).line(23).contains("already face up"))
    }

    @Test func aMismatchTurnsBackWhenItsDeadlinePasses() {
        var session = GameSession(Fixture.playable(), now: 10)
        let pairs = Fixture.pairs(in: session.game)
        session.setCursor(pairs[0].0)
        session.turnCursorCard(at: 10)
        session.setCursor(pairs[1].0)
        session.turnCursorCard(at: 10.5)
        #expect(session.game.isLocked)
        #expect(session.nextWake(after: 10.5)! <= 11.5)
        session.tick(at: 11.4)
        #expect(session.game.isLocked)
        session.tick(at: 11.5)
        #expect(!session.game.isLocked)
        #expect(Fixture.render(session, now: 11.5).count("?") == 16)
        #expect(session.playable.log.map(\.action) == [.turn(pairs[0].0), .turn(pairs[1].0), .advance])
    }

    @Test func pausingStopsTheGameClock() {
        var session = GameSession(Fixture.playable(), now: 100)
        session.turnCursorCard(at: 100)
        session.togglePause(at: 105)
        #expect(session.gameTime(at: 200) == 5)
        #expect(Fixture.render(session, now: 200).text.contains("PAUSED"))
        session.togglePause(at: 200)
        #expect(session.gameTime(at: 201) == 6)
        session.setCursor(1)
        session.turnCursorCard(at: 201)
        #expect(session.playable.log == [TimedAction(.turn(0), at: 0), TimedAction(.turn(1), at: 6)])
    }

    @Test func theClockStartsWithTheFirstCard() {
        var session = GameSession(Fixture.playable(), now: 100)
        #expect(session.gameTime(at: 130) == 0)
        #expect(Fixture.render(session, now: 130).text.contains("Time: 0:00"))
        session.turnCursorCard(at: 130)
        #expect(session.playable.log == [TimedAction(.turn(0), at: 0)])
        #expect(session.gameTime(at: 133) == 3)
        let peeking = GameSession(Fixture.playable(peek: 2), now: 0)
        #expect(peeking.gameTime(at: 1) == 1, "a peek's time runs")
    }

    /// What a game shows at its start (a peek, cards a script reveals) is on show for its whole
    /// time once the cards lie: the clock waits for the deal's animation.
    @Test func aPeekRunsOnceTheCardsAreDealt() {
        var session = GameSession(Fixture.playable(animations: true, peek: 2), now: 0)
        #expect(session.animations.isDealing(at: 0.5))
        session.tick(at: 0.5)
        #expect(session.gameTime(at: 0.5) == 0, "the peek waits for the deal")
        #expect(!session.animations.isDealing(at: 1))
        session.tick(at: 1)
        #expect(session.gameTime(at: 2.5) == 1.5)
        session.tick(at: 2.5)
        #expect(session.game.isLocked, "the peek still has half a second")
        session.tick(at: 3.1)
        #expect(!session.game.isLocked)
    }

    @Test func theActionLogReplaysToTheSameGame() throws {
        var session = GameSession(Fixture.playable(seed: 9), now: 0)
        var t = 0.0
        for i in [0, 1, 2, 3, 4, 5, 0, 6] {
            t += 0.6
            session.tick(at: t)
            session.setCursor(i)
            session.turnCursorCard(at: t)
        }
        var replay = Fixture.playable(seed: 9)
        for entry in session.playable.log {
            try replay.game.apply(entry.action, at: entry.time, rules: &replay.rules)
        }
        #expect(replay.game == session.game)
    }

    @Test func theComputerPlaysItsTurnAfterAVisibleDelay() {
        var session = GameSession(Fixture.playable(players: 1, bot: .random), now: 0)
        let pairs = Fixture.pairs(in: session.game)
        session.setCursor(pairs[0].0)
        session.turnCursorCard(at: 0)
        session.setCursor(pairs[1].0)
        session.turnCursorCard(at: 0)
        #expect(session.game.currentPlayer == 1)
        session.turnCursorCard(at: 1.2)
        #expect(session.message?.text.contains("computer") == true)
        session.tick(at: 1.0)
        #expect(session.game.moves == 1)
        var t = 1.0
        while session.game.currentPlayer == 1 && t < 60 {
            t += 0.1
            session.tick(at: t)
        }
        #expect(session.game.moves >= 2)
        #expect(session.playable.log.count > 3)
        #expect(Fixture.render(session, now: t).text.contains("Score: P1 0 · CPU") || Fixture.render(session, now: t).text.contains("Score: ▶P1 0 · CPU"))
    }

    @Test func faceUpCardsShowTheirBonusCountdown() {
        var session = GameSession(Fixture.playable(rules: BonusRules()), now: 0)
        session.turnCursorCard(at: 0)
        let frame = Fixture.layoutOf(session).frame(ofCard: 0)
        let bottom = frame.y + frame.height - 1
        func filled(_ canvas: Canvas) -> Int { (frame.x..<(frame.x + frame.width)).filter { canvas[$0, bottom].text == "█" }.count }
        let start = filled(Fixture.render(session, now: 0))
        let later = filled(Fixture.render(session, now: 6))
        #expect(start == frame.width - 2)
        #expect(later > 0 && later < start)
        #expect(session.nextWake(after: 6)! <= 6.1)
    }

    @Test func aPeekShowsEveryFaceAndLocksInput() {
        var session = GameSession(Fixture.playable(peek: 2), now: 0)
        #expect(Fixture.render(session, now: 0).count("?") == 0)
        #expect(Fixture.render(session, now: 0).text.contains("PEEK"))
        session.turnCursorCard(at: 1)
        #expect(session.message?.text == "wait for the peek to end")
        session.tick(at: 2)
        #expect(Fixture.render(session, now: 2).count("?") == 16)
    }

    /// "wait for the cards to turn back" goes as the cards turn back, not seconds later: a
    /// player who pressed a key during the reveal is not told to wait at a board ready to play.
    @Test func aWaitMessageGoesWhenTheWaitIsOver() {
        var session = GameSession(Fixture.playable(), now: 0)
        let pairs = Fixture.pairs(in: session.game)
        for (card, at) in [(pairs[0].0, 0.0), (pairs[1].0, 0.5), (pairs[2].0, 1)] {
            session.setCursor(card)
            session.turnCursorCard(at: at)
        }
        #expect(session.message?.text == "wait for the cards to turn back")
        session.tick(at: 1.6)
        session.expireMessage(at: 1.6)
        #expect(session.message == nil, "the mismatch turned back at 1.5")
        #expect(!Fixture.render(session, now: 1.6).text.contains("wait for"))
        session.turnCursorCard(at: 2)
        session.turnCursorCard(at: 2.1)
        session.expireMessage(at: 3)
        #expect(session.message?.text == "already face up", "other messages stay their time")
    }

    @Test func aTimeLimitIsShownAndEndsTheGame() {
        var session = GameSession(Fixture.playable(timeLimit: 30), now: 0)
        session.turnCursorCard(at: 0)
        #expect(Fixture.render(session, now: 12).text.contains("Time: 0:12 / 0:30"))
        session.tick(at: 31)
        #expect(session.game.isOver)
    }

    /// A time limit waits for the first card as the clock does (a player reading the board
    /// before starting loses no time), and after a peek the wait begins when the peek ends.
    @Test func aTimeLimitStartsWithTheFirstCard() {
        var session = GameSession(Fixture.playable(timeLimit: 30), now: 0)
        session.tick(at: 40)
        #expect(!session.game.isOver, "no card turned: the time limit has not started")
        #expect(Fixture.render(session, now: 40).text.contains("Time: 0:00 / 0:30"))
        #expect(session.nextWake(after: 40) == nil, "nothing falls due before the first card")
        session.turnCursorCard(at: 40)
        #expect(Fixture.render(session, now: 52).text.contains("Time: 0:12 / 0:30"))
        session.tick(at: 71)
        #expect(session.game.isOver)
        var peeking = GameSession(Fixture.playable(timeLimit: 30, peek: 2), now: 0)
        peeking.tick(at: 2.5)
        #expect(peeking.game.phase == .playing, "the peek ran its time")
        peeking.tick(at: 100)
        #expect(!peeking.game.isOver && peeking.gameTime(at: 100) == 2.5)
    }

    /// A session whose rules failed at a mismatch turned at 1 s.
    static func failedSession() -> GameSession {
        let playable = Fixture.playable(size: .grid(rows: 2, columns: 3), rules: FailingRules())
        let a = 0, b = playable.game.cards.indices.first { playable.game.cards[$0].key != playable.game.cards[0].key }!
        var session = GameSession(playable, now: 0)
        for card in [a, b] {
            session.setCursor(card)
            session.turnCursorCard(at: 1)
        }
        return session
    }

    @Test func aLongRulesFailureIsWrappedWhereAndWhatFirst() throws {
        let session = Self.failedSession()
        let size = TerminalSize(columns: 60, rows: 24)
        let lines = Fixture.render(session, size: size, now: 1).lines
        let first = try #require(lines.firstIndex { $0.hasPrefix(" ! rules failed: loop.lua:6:") })
        let shown = lines[first...].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(shown.contains("more than 100000000 instructions (the limit for a hook call)"), "the whole message: \(shown)")
        #expect(!shown.contains("…"))
        #expect(lines[first - 1].contains("Score: 0"), "the status line moves up over the free rows")
    }

    /// When the whole board slides (carousel), the card on show is drawn over the face-down
    /// cards it passes, so that the player can follow it.
    @Test func aSlidingCardOnShowIsDrawnLast() throws {
        var playable = Fixture.playable(size: .grid(rows: 2, columns: 2))
        try playable.game.apply(.turn(2), at: 1, rules: &playable.rules)
        var sliding = CardMotion()
        sliding.movedFrom = 0
        let motions = [CardMotion(), sliding, sliding, sliding]
        #expect(GameScene.drawingOrder(playable.game, motions: motions) == [0, 1, 3, 2])
        #expect(GameScene.drawingOrder(playable.game, motions: Array(repeating: CardMotion(), count: 4)) == [0, 1, 2, 3])
    }

    /// A script's failure stays long enough to read its file, line and message; then it goes.
    @Test func aRulesFailureStaysLongerThanAMessage() throws {
        var session = Self.failedSession()
        let later = 1 + GameSession.messageDuration + 1
        session.expireMessage(at: later)
        #expect(Fixture.render(session, now: later).text.contains("rules failed: loop.lua:6:"))
        session.expireMessage(at: 1 + GameSession.failureDuration)
        #expect(!Fixture.render(session, now: 1 + GameSession.failureDuration).text.contains("rules failed"))
    }

    @Test func aBoardThatCannotFitAsksForALargerTerminal() {
        let session = GameSession(Fixture.playable(size: .grid(rows: 5, columns: 6)), now: 0)
        let canvas = Fixture.render(session, size: TerminalSize(columns: 30, rows: 10), now: 0)
        #expect(canvas.text.contains("Enlarge the terminal"))
        #expect(canvas.text.contains("to at least "))
        #expect(canvas.count("?") == 0)
    }
}

/// Rules whose mismatch hook fails as a runaway script does.
struct FailingRules: Rules {
    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
        throw RuleFailure(.budget, hook: "on_mismatch", path: "/tmp/playtest/decks/loop.lua", line: 6, detail: "on_mismatch ran more than 100000000 "
                          + "instructions (the limit for a hook call)")
    }
}

extension Fixture {
    static func layoutOf(_ session: GameSession, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> BoardLayout {
        guard case let .fits(layout) = GameScene.layout(for: session.playable, size: size) else { fatalError("does not fit") }
        return layout
    }
}
