import MemoryEngine
import Testing
@testable import MemoryTerminal

/// What a new player tripped over in a play-test: overlays that let cards be studied, flips that
/// flicker, a key line cut mid-word, a board that looks reset under the pause, the bell, and
/// a database that cannot keep scores.
@Suite struct PlayTestFindingTests {
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 4, columns: 4), seed: 5, animations: false)

    /// Clicks card `card` of the game on screen at wall time `now`.
    func click(_ model: AppModel, _ card: Int, at now: Double) throws {
        let s = try #require(session(model))
        guard case let .fits(layout) = model.layout(for: s.playable) else { throw Failure("the board does not fit") }
        let frame = layout.frame(ofCard: card)
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: frame.x + frame.width / 2, y: frame.y + 1)), now: now)
    }

    /// Two cards of `game` that do not match.
    func mismatch(in game: Game) -> (Int, Int) {
        let b = game.cards.indices.first { game.cards[$0].key != game.cards[0].key }!
        return (0, b)
    }

    func label(_ game: Game, _ card: Int) -> String { game.faces[game.cards[card].face].label }

    @Test func theHelpHidesAMismatchOnShowAsThePauseDoes() throws {
        let model = AppModel(host: FakeHost(), start: .play(setup), size: TerminalSize(columns: 130, rows: 60), colorMode: .none, now: 0)
        let game = try #require(session(model)).game
        let (a, b) = mismatch(in: game)
        try click(model, a, at: 1)
        try click(model, b, at: 1.2)
        #expect(model.render(now: 1.3).text.contains(label(game, b)), "the mismatch is on show")
        key(model, .char("?"), at: 1.4)
        let helped = model.render(now: 30).text
        #expect(helped.contains(" Help "))
        #expect(!helped.contains(label(game, a)) && !helped.contains(label(game, b)), "no face can be studied behind the help")
        key(model, .escape, at: 30)
        model.tick(now: 31)
        #expect(session(model)?.game.cards[b].isFaceUp == false, "the reveal ran its time once the help closed")
    }

    @Test func aCardTurningBackShowsItsFaceFromTheFlipsFirstFrame() throws {
        var s = GameSession(Fixture.playable(seed: 7, animations: true), now: 0)
        let (a, b) = mismatch(in: s.game)
        s.setCursor(a)
        s.turnCursorCard(at: 2)
        // The turn up: the back first, narrowing, never the face at full width before it.
        #expect(Fixture.render(s, now: 2).count(label(s.game, a)) == 0)
        s.setCursor(b)
        s.turnCursorCard(at: 2.5)
        // The reveal's deadline is game time; the clock started with the first card, at 2.
        let deadline = try #require(s.game.nextDeadline) + 2
        s.tick(at: deadline)
        #expect(s.game.cards[b].isFaceUp == false)
        var seen: [Bool] = []
        for step in 0...12 {
            let t = deadline + Animations.flipDuration * Double(step) / 12
            seen.append(Fixture.render(s, now: t).count(label(s.game, b)) > 0)
        }
        // Face, face, …, then back for good: one movement.
        let firstBack = try #require(seen.firstIndex(of: false))
        #expect(firstBack > 0, "the face shows on the flip's first frame: \(seen)")
        #expect(!seen[firstBack...].contains(true), "no face again once the back shows: \(seen)")
    }

    @Test func theKeyLineDropsWholeItemsKeepingHelpAndQuitLast() {
        let model = AppModel(host: FakeHost(), start: .play(setup), size: TerminalSize(columns: 60, rows: 20), colorMode: .none, now: 0)
        let line = (model.render(now: 0).lines.last ?? "").trimmingCharacters(in: .whitespaces)
        let items = Set(GameScene.keyHelp.short.components(separatedBy: " · "))
        let shown = line.components(separatedBy: " · ")
        #expect(shown.allSatisfy { items.contains($0) }, "whole items only: \(line)")
        #expect(shown.contains("q quit") && shown.contains("? help"), "\(line)")
        let hint = GameScene.keyHelp
        #expect(hint.text(fitting: 16) == "? help · q quit")
        #expect(hint.text(fitting: 10) == "q quit")
        #expect(hint.text(fitting: 5) == "")
    }

    @Test func thePauseKeepsFoundCardsFound() throws {
        let model = AppModel(host: FakeHost(), start: .play(setup), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
        let game = try #require(session(model)).game
        let (a, b) = Fixture.pairs(in: game)[0]
        try click(model, a, at: 1)
        try click(model, b, at: 2)
        #expect(session(model)?.game.groupsMatched == 1)
        let playing = model.render(now: 3)
        key(model, .char("p"), at: 3)
        let paused = model.render(now: 3)
        #expect(paused.text.contains("Paused"))
        // Card 0 (top left, clear of the pause box) is one of the pair found.
        guard case let .fits(layout) = model.layout(for: try #require(session(model)).playable) else { throw Failure("no layout") }
        #expect(a == 0)
        let frame = layout.frame(ofCard: a)
        func cells(_ canvas: Canvas) -> [String] { [canvas[frame.x, frame.y].text, canvas[frame.x + frame.width / 2, frame.y + frame.height / 2].text] }
        #expect(cells(paused) == cells(playing),
                "a found card is drawn as found under the pause, not as a back")
    }

    @Test func theBellRingsOnAMismatchOnlyWhenAskedFor() throws {
        for on in [false, true] {
            let host = FakeHost()
            host.bell = on
            let model = AppModel(host: host, start: .play(setup), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
            let (a, b) = mismatch(in: try #require(session(model)).game)
            try click(model, a, at: 1)
            #expect(!model.takeBell(), "turning one card is not rung")
            try click(model, b, at: 2)
            #expect(model.takeBell() == on, "bell \(on): a mismatch")
            #expect(!model.takeBell(), "rung once")
        }
    }

    @Test func theBellRingsAtTheEndOfTheGameWhenAskedFor() throws {
        let host = FakeHost()
        host.bell = true
        let model = playedOnePairGame(host)
        guard case .over = model.screen else { throw Failure("the game is not over") }
        #expect(model.takeBell())
    }

    @Test func theLobbysBellSettingIsRememberedAndPlayed() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .lobby(setup), size: TerminalSize(columns: 80, rows: 24), colorMode: .none, now: 0)
        while !model.render(now: 0).text.contains("▶ Bell") { key(model, .up) }
        #expect(model.render(now: 0).text.contains("◀ off ▶"))
        key(model, .right)
        #expect(model.render(now: 0).text.contains("◀ on ▶"))
        #expect(host.rememberedBells == [true])
        key(model, .enter)
        let (a, b) = mismatch(in: try #require(session(model)).game)
        try click(model, a, at: 1)
        try click(model, b, at: 2)
        #expect(model.takeBell())
    }

    @Test func aDatabaseThatCannotKeepScoresIsSaidAllAlongAndNoNameIsOffered() throws {
        let host = FakeHost()
        host.storeProblem = "scores not saved: the database is damaged"
        host.keepsScores = false
        let lobby = AppModel(host: host, start: .lobby(setup), size: TerminalSize(columns: 80, rows: 24), colorMode: .none, now: 0)
        #expect(lobby.render(now: 0).text.contains("scores not saved: the database is damaged"))
        let playing = AppModel(host: host, start: .play(setup), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
        #expect(playing.render(now: 0).text.contains("scores not saved: the database is damaged"), "on the status line")
        let model = playedOnePairGame(host)
        let over = model.render(now: 10).text
        #expect(over.contains("Game over"))
        #expect(!over.contains("edit name") && !over.contains("Name: ["), "no dead controls")
    }
}

/// A duel in the lobby and in the high scores: the Players row follows the variant, each player's
/// moves and time are their own, and the person at the keyboard has one name.
@Suite struct DuelTests {
    @Test func thePlayersRowFollowsTheVariant() {
        let host = FakeHost()
        host.lobbyOptions.variants = [LobbyChoice(id: "standard", name: "Standard"), LobbyChoice(id: "duel", name: "Duel", players: 2)]
        let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        let model = AppModel(host: host, start: .lobby(setup), size: TerminalSize(columns: 80, rows: 30), colorMode: .none, now: 0)
        func row(_ label: String) -> String { model.render(now: 0).lines.first { $0.contains(label) } ?? "" }
        while !row("▶ Variant").contains("▶ Variant") { key(model, .up) }
        key(model, .right)
        #expect(row("Variant").contains("◀ Duel ▶"))
        #expect(row("Players").contains("◀ 2 ▶"), "a duel seats two: \(row("Players"))")
        while !row("▶ Computer").contains("▶ Computer") { key(model, .down) }
        key(model, .right)
        #expect(row("Players").contains("◀ 1 ▶"), "one person and the computer")
        key(model, .left)
        #expect(row("Players").contains("◀ 2 ▶"))
        let duel = AppModel(host: host, start: .lobby(GameSetup(deck: "fruit", rules: "classic", variant: "duel", seed: 1)),
                            size: TerminalSize(columns: 80, rows: 30), colorMode: .none, now: 0)
        #expect(duel.render(now: 0).lines.contains { $0.contains("Players") && $0.contains("◀ 2 ▶") }, "preselected too")
    }

    /// A variant that names its board (rowshift's 4x4) sets the Grid row when chosen.
    @Test func theGridRowFollowsAVariantsBoard() {
        let host = FakeHost()
        host.lobbyOptions.variants = [LobbyChoice(id: "standard", name: "Standard"),
                                      LobbyChoice(id: "rowshift", name: "Row shift", size: .grid(rows: 4, columns: 4))]
        let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)
        let model = AppModel(host: host, start: .lobby(setup), size: TerminalSize(columns: 80, rows: 30), colorMode: .none, now: 0)
        func row(_ label: String) -> String { model.render(now: 0).lines.first { $0.contains(label) } ?? "" }
        #expect(row("Grid").contains("2×3") || row("Grid").contains("2x3"), "\(row("Grid"))")
        while !row("▶ Variant").contains("▶ Variant") { key(model, .up) }
        key(model, .right)
        #expect(row("Variant").contains("◀ Row shift ▶"))
        #expect(row("Grid").contains("4×4") || row("Grid").contains("4x4"), "\(row("Grid"))")
    }

    @Test func eachPlayersMovesAndTimeAreTheirOwn() {
        var tally = PlayerTally(players: 2)
        tally.observe(.mismatched(CardGroup([0, 1]), player: 0, points: 0), at: 3)
        tally.observe(.turnPassed(from: 0, to: 1), at: 3)
        tally.observe(.matched(CardGroup([2, 3]), player: 1, points: 1), at: 4)
        tally.observe(.mismatched(CardGroup([4, 5]), player: 1, points: 0), at: 5)
        tally.observe(.turnPassed(from: 1, to: 0), at: 5)
        #expect(tally.moves == [1, 2])
        #expect(tally.seconds(of: 0, at: 9) == 7, "3 s, then 4 s since the turn came back")
        #expect(tally.seconds(of: 1, at: 9) == 2)
    }

    /// A turn a script ends after a card was turned (a turn clock, a bomb) is a move of that
    /// player's, as the game counts it; one ended before any card is not.
    @Test func aTurnEndedByAScriptIsTheMoveOfItsPlayer() {
        var tally = PlayerTally(players: 2)
        tally.observe(.turned(card: 0, player: 0), at: 1)
        tally.observe(.concealed(CardGroup([0])), at: 5)
        tally.observe(.turnEnded(player: 0), at: 5)
        tally.observe(.turnPassed(from: 0, to: 1), at: 5)
        tally.observe(.turnEnded(player: 1), at: 10)
        tally.observe(.turnPassed(from: 1, to: 0), at: 10)
        tally.observe(.turned(card: 0, player: 0), at: 11)
        tally.observe(.turned(card: 1, player: 0), at: 12)
        tally.observe(.matched(CardGroup([0, 1]), player: 0, points: 1), at: 12)
        tally.observe(.turnEnded(player: 0), at: 12)
        #expect(tally.moves == [2, 0])
    }

    @Test func againstTheComputerThePersonIsCalledByName() throws {
        let host = FakeHost()
        host.playerName = "alice"
        let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), bot: .random, seed: 5, animations: false)
        let model = AppModel(host: host, start: .play(setup), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
        let text = model.render(now: 0).text
        #expect(text.contains("alice 0") && text.contains("CPU 0"), "\(text)")
        #expect(!text.contains("P1"))
    }
}

/// The lobby says what its choices are: the command-line id of a deck, what each computer
/// opponent does and how hard it is.
@Suite struct LobbyWordsTests {
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)

    @Test func theDescriptionLineGivesTheCommandLineId() {
        let model = AppModel(host: FakeHost(), start: .lobby(setup), size: TerminalSize(columns: 80, rows: 30), colorMode: .none, now: 0)
        while !model.render(now: 0).text.contains("▶ Deck") { key(model, .up) }
        #expect(model.render(now: 0).text.contains("fruit emoji (--deck fruit)"))
    }

    @Test func theComputerRowNamesEachOpponentItsDifficultyAndWhatItDoes() {
        let model = AppModel(host: FakeHost(), start: .lobby(setup), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
        while !model.render(now: 0).text.contains("▶ Computer") { key(model, .up) }
        var seen: [String] = []
        var explained: Set<String> = []
        for _ in 0..<LobbyScene.opponents.count {
            let lines = model.render(now: 0).lines
            seen.append(lines.first { $0.contains("▶ Computer") }?.split(separator: "◀").last.map { String($0.dropLast(2)).trimmingCharacters(in: .whitespaces) } ?? "")
            // The description under the menu, its lines joined (it wraps to the menu's width).
            let start = lines.firstIndex { $0.contains("Plays after the people") || $0.contains("No computer") }
            explained.insert(start.map { lines[$0...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.joined(separator: " ") } ?? "")
            key(model, .right)
        }
        #expect(seen == ["none", "random (easy)", "forgetful 60% (easy)", "forgetful 30% (fair)", "forgetful 10% (hard)", "perfect (unbeatable)"])
        #expect(explained.count == LobbyScene.opponents.count, "each choice has its own description: \(explained)")
        key(model, .enter)
    }

    @Test func aForgetfulnessFromTheCommandLineIsOneOfTheChoices() {
        var preselected = setup
        preselected.bot = .forgetful(0.45)
        let host = FakeHost()
        let model = AppModel(host: host, start: .lobby(preselected), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
        #expect(model.render(now: 0).text.contains("◀ forgetful 45% (fair) ▶"))
        key(model, .enter)
        #expect(host.made.last?.bot == .forgetful(0.45))
    }
}

/// The end of a game gives its seed and the same deal again; a resumed game has its cursor
/// where it was; a peek counts down; the bonus bar is explained.
@Suite struct GameEndsAndClocksTests {
    @Test func theGameOverScreenGivesTheSeedAndDealsItAgain() throws {
        let host = FakeHost()
        let model = playedOnePairGame(host, seed: 42, size: TerminalSize(columns: 100, rows: 30))
        let over = model.render(now: 3).text
        #expect(over.contains("Seed: 42"))
        #expect(over.contains("s same deal again"))
        key(model, .char("s"), at: 4)
        #expect(host.made.map(\.seed) == [42, 42])
        #expect(session(model) != nil)
    }

    /// On a narrow terminal the game-over panel wraps a long line (the seed is kept whole) and
    /// the key hint drops whole items, never a cut one.
    @Test func aNarrowGameOverScreenWrapsItsLinesAndShortensItsKeys() throws {
        let seed: UInt64 = 613_870_826_707_271_030
        let model = playedOnePairGame(FakeHost(), seed: seed, size: TerminalSize(columns: 45, rows: 15))
        let over = model.render(now: 3).text
        #expect(over.contains("\(seed)"), "\(over)")
        #expect(over.contains("Enter choose · ←→ move · q quit"), "\(over)")
        #expect(!over.contains("…"), "nothing is cut: \(over)")
    }

    @Test func aResumedGameHasTheCursorOnTheCardTurnedLast() {
        var playable = Fixture.playable()
        try! playable.game.apply(.turn(9), at: 4, rules: &playable.rules)
        playable.log = [TimedAction(.turn(9), at: 4)]
        let model = AppModel(host: FakeHost(), start: .resume(playable), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 100)
        #expect(session(model)?.cursor == 9)
    }

    @Test func aPeekCountsDownAndIsNotPlayTime() {
        let s = GameSession(Fixture.playable(peek: 3), now: 0)
        let text = Fixture.render(s, now: 0.5).text
        #expect(text.contains("PEEK 3s"), "\(text)")
        #expect(text.contains("Time: 0:00"))
        #expect(Fixture.render(s, now: 2.5).text.contains("PEEK 1s"))
    }

    @Test func theBonusBarIsExplainedInTheHelpAndOnceOnTheStatusLine() {
        let s = GameSession(Fixture.playable(rules: BonusRules()), now: 0)
        #expect(Fixture.render(s, size: TerminalSize(columns: 120, rows: 30), now: 0.1).text.contains("The bar under a face-up card is its bonus time"))
        #expect(Overlay.helpLines(for: s.playable, size: TerminalSize(columns: 80, rows: 24)).contains { $0.contains("Bonus bar █░") })
        let plain = GameSession(Fixture.playable(), now: 0)
        #expect(!Overlay.helpLines(for: plain.playable, size: TerminalSize(columns: 80, rows: 24)).contains { $0.contains("Bonus bar") })
    }
}

/// A picture card keeps its label (under the picture, when the card is tall enough) and the
/// cursor's marks go beside the card, not over the picture's edges.
@Suite struct PictureCardTests {
    func draw(height: Int) -> (Canvas, Rect) {
        var canvas = Canvas(width: 30, height: 12)
        let frame = Rect(x: 5, y: 1, width: 12, height: height)
        var look = CardLook(side: .face, label: "cat", back: "?")
        look.isCursor = true
        let row = Array(repeating: Cell("#"), count: frame.width - 2)
        look.image = Array(repeating: row, count: CardPainter.pictureRows(cardHeight: height))
        CardPainter.draw(look, in: frame, on: &canvas)
        return (canvas, frame)
    }

    @Test func theLabelGoesUnderThePictureOnATallCard() {
        let (canvas, frame) = draw(height: 9)
        #expect(canvas.lines[frame.y + frame.height - 2].contains("cat"))
        #expect(canvas.lines[frame.y + 1].contains("##########"), "the picture's first row whole")
        let (short, shortFrame) = draw(height: 6)
        #expect(!short.text.contains("cat"), "no room for the label on a short card")
        #expect(short.lines[shortFrame.y + shortFrame.height - 2].contains("##########"))
    }

    @Test func theCursorMarksGoBesideThePicture() {
        let (canvas, frame) = draw(height: 9)
        let mid = frame.y + frame.height / 2
        #expect(canvas[frame.x - 1, mid].text == "▸" && canvas[frame.x + frame.width, mid].text == "◂")
        #expect(canvas[frame.x + 1, mid].text == "#" && canvas[frame.x + frame.width - 2, mid].text == "#", "the picture's edges show")
    }
}

/// 3 points a match, −1 a mismatch.
struct PenaltyRules: Rules {
    func scoreMatch(_ turn: TurnContext) -> Int { 3 }
    func scoreMismatch(_ turn: TurnContext) -> Int { -1 }
}

extension GameEndsAndClocksTests {
    @Test func theFinalScoreIsBrokenIntoItsParts() throws {
        let playable = Fixture.playable(size: .grid(rows: 1, columns: 4), rules: PenaltyRules())
        let model = AppModel(host: FakeHost(), start: .resume(playable), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
        let game = try #require(session(model)).game
        let pairs = Fixture.pairs(in: game)
        var t = 1.0
        func turn(_ card: Int) throws {
            let s = try #require(session(model))
            guard case let .fits(layout) = model.layout(for: s.playable) else { throw Failure("no layout") }
            let frame = layout.frame(ofCard: card)
            model.tick(now: t)
            _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: frame.x + 2, y: frame.y + 1)), now: t)
            t += 5
        }
        try turn(pairs[0].0)
        try turn(pairs[1].0)
        for (a, b) in pairs {
            try turn(a)
            try turn(b)
        }
        let over = model.render(now: t).text
        #expect(over.contains("Score: 5"))
        #expect(over.contains("6 for matches − 1 for mismatches"), "\(over)")
    }

    /// In a game of several, each player's score is broken into its own parts, beside each
    /// player's own moves.
    @Test func eachPlayersScoreIsBrokenIntoItsOwnParts() throws {
        let playable = Fixture.playable(size: .grid(rows: 1, columns: 6), rules: PenaltyRules(), players: 2)
        let model = AppModel(host: FakeHost(), start: .resume(playable), size: TerminalSize(columns: 100, rows: 30), colorMode: .none, now: 0)
        let pairs = Fixture.pairs(in: try #require(session(model)).game)
        var t = 1.0
        for card in [pairs[0].0, pairs[1].0,  // P1 mismatches
                     pairs[0].0, pairs[0].1, pairs[1].0, pairs[2].0,  // P2 matches, then mismatches
                     pairs[1].0, pairs[1].1, pairs[2].0, pairs[2].1] {  // P1 matches twice
            model.tick(now: t)
            let s = try #require(session(model))
            guard case let .fits(layout) = model.layout(for: s.playable) else { throw Failure("no layout") }
            let frame = layout.frame(ofCard: card)
            _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: frame.x + 2, y: frame.y + 1)), now: t)
            t += 5
        }
        let over = model.render(now: t).text
        #expect(over.contains("Score: P1 5 · P2 2"), "\(over)")
        #expect(over.contains("P1: 6 for matches − 1 for mismatches"), "\(over)")
        #expect(over.contains("P2: 3 for matches − 1 for mismatches"), "\(over)")
        #expect(over.contains("Moves: P1 3 · P2 2"), "each player's own moves: \(over)")
    }
}
