import Foundation
import MemoryEngine
import Testing
@testable import MemoryTerminal

@Suite struct AppModelTests {
    let size = TerminalSize(columns: 80, rows: 24)
    let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: false)

    /// Plays the current game to the end with the keyboard (moving the cursor with arrows).
    func playToTheEnd(_ model: AppModel) throws {
        let game = try #require(session(model)).game
        let layout = try #require({ if case let .fits(l) = model.layout(for: session(model)!.playable) { return l } else { return nil } }())
        var t = 0.0
        for (a, b) in Fixture.pairs(in: game) {
            for card in [a, b] {
                let target = layout.position(ofCard: card)
                while let s = session(model), layout.position(ofCard: s.cursor) != target {
                    let p = layout.position(ofCard: s.cursor)
                    _ = key(model, p.row < target.row ? .down : p.row > target.row ? .up : p.column < target.column ? .right : .left, at: t)
                }
                t += 0.5
                _ = key(model, .enter, at: t)
            }
        }
    }

    @Test func theLobbyStartsAGameWithItsChoices() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        let canvas = model.render(now: 0)
        #expect(canvas.text.contains("M E M O R Y"))
        #expect(canvas.text.contains("◀ Fruit ▶"))
        #expect(canvas.text.contains("◀ 2×3 ▶"))
        #expect(key(model, .up) == nil)
        _ = key(model, .right)
        #expect(model.render(now: 0).text.contains("◀ random (easy) ▶"))
        _ = key(model, .down)
        _ = key(model, .enter)
        #expect(host.made.last?.bot == .random)
        #expect(host.made.last?.size == .grid(rows: 2, columns: 3))
        #expect(session(model) != nil)
    }

    @Test func aChoiceThatCannotBePlayedIsShownDisabledWithItsReason() {
        let host = FakeHost()
        host.lobbyOptions.decks = [LobbyChoice(id: "fruit", name: "Fruit", description: "fruit emoji",
                                               unavailable: "requires helper >=2.0.0, which is not installed")]
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        let canvas = model.render(now: 0).text
        #expect(canvas.contains("Fruit (unavailable)"))
        _ = key(model, .enter)
        #expect(host.made.isEmpty)
        #expect(session(model) == nil)
        #expect(model.render(now: 0).text.contains("Fruit cannot be played: requires helper"))
        for _ in 0..<6 { _ = key(model, .up) }
        #expect(model.render(now: 0).text.contains("cannot be played: requires helper >=2.0.0"))
    }

    @Test func theFocusedChoiceIsDescribedWholeUnderTheMenu() {
        let host = FakeHost()
        let long = "Animal faces: forty single-code-point emoji, two columns wide everywhere, tested in five terminals"
        host.lobbyOptions.decks = [LobbyChoice(id: "fruit", name: "Fruit", description: long)]
        let model = AppModel(host: host, start: .lobby(setup), size: TerminalSize(columns: 60, rows: 24), colorMode: .none, now: 0)
        while !model.render(now: 0).lines.contains(where: { $0.contains("▶ Deck") }) { _ = key(model, .up) }
        let lines = model.render(now: 0).lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let shown = lines.drop { !$0.hasPrefix("Animal faces") }.prefix { !$0.isEmpty }.joined(separator: " ")
        #expect(shown == long + " (--deck fruit)")
        #expect(lines.contains("Find the cards that match. Turn two at a time; a match"))
        #expect(lines.contains("stays, a mismatch turns back."), "the introduction wraps on a narrow terminal")
        #expect(lines.contains("↑↓←→ choose · / find · Enter play · q quit"), "the key line is not cut")
        _ = key(model, .down)
        #expect(!model.render(now: 0).text.contains("Animal faces"), "only the focused row is described")
    }

    @Test func enterOnASettingPlaysWithTheChoicesMade() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        for _ in 0..<2 { _ = key(model, .up) }
        #expect(model.render(now: 0).text.contains("▶ Players"))
        _ = key(model, .right)
        _ = key(model, .enter)
        #expect(host.made.count == 1)
        #expect(host.made.last?.players == 2)
        #expect(session(model) != nil)
    }

    @Test func theLobbyOffersOnlyTheRealVariantsStartingOnTheDefault() {
        let host = FakeHost()
        host.lobbyOptions.variants = [LobbyChoice(id: "standard", name: "Standard", description: "pairs, one player"),
                                      LobbyChoice(id: "triples", name: "Triples"), LobbyChoice(id: "duel", name: "Duel")]
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        while !model.render(now: 0).text.contains("▶ Variant") { _ = key(model, .up) }
        var seen: [String] = []
        for _ in 0..<3 {
            let line = model.render(now: 0).lines.first { $0.contains("▶ Variant") } ?? ""
            seen.append(String(line.split(separator: "◀").last?.split(separator: "▶").first ?? "").trimmingCharacters(in: .whitespaces))
            _ = key(model, .right)
        }
        #expect(seen == ["Standard", "Triples", "Duel"])
        #expect(model.render(now: 0).text.contains("◀ Standard ▶"), "Duel wraps round to Standard, with no \"none\" between")
        _ = key(model, .enter)
        #expect(host.made.last?.variant == "standard")
    }

    /// A campaign is chosen on the lobby's first row; its levels choose the deck, rules, variant
    /// and board, so those rows go, and the game asked for names the campaign.
    @Test func theLobbyOffersCampaigns() {
        let host = FakeHost()
        host.lobbyOptions.campaigns = [LobbyChoice(id: "climb", name: "The climb", description: "four levels")]
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        while !model.render(now: 0).text.contains("▶ Campaign") { _ = key(model, .up) }
        #expect(model.render(now: 0).text.contains("◀ none ▶"))
        #expect(model.render(now: 0).text.contains("Levels played in order"), "a sentence, as the other rows' descriptions")
        #expect(model.render(now: 0).text.contains("Deck"))
        _ = key(model, .right)
        let chosen = model.render(now: 0).text
        #expect(chosen.contains("◀ The climb ▶") && chosen.contains("four levels"))
        #expect(chosen.contains("--campaign climb"), "the option that chooses it, as the deck's row names --deck")
        #expect(!chosen.contains("Deck") && !chosen.contains("Grid"), "the campaign chooses them")
        _ = key(model, .enter)
        #expect(host.made.last?.campaign == "climb")
        let plain = FakeHost()
        let without = AppModel(host: plain, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        #expect(!without.render(now: 0).text.contains("Campaign"), "no row when there are no campaigns")
    }

    @Test func aCustomGridIsTypedInTheLobby() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        while !model.render(now: 0).text.contains("▶ Grid") { _ = key(model, .up) }
        for _ in 0..<5 { _ = key(model, .right) }
        #expect(model.render(now: 0).text.contains("◀ custom ▶"))
        _ = key(model, .down)
        _ = key(model, .char("3"))
        _ = key(model, .down)
        _ = key(model, .char("1"))
        _ = key(model, .char("2"))
        #expect(model.render(now: 0).text.contains("◀ 12 ▶"))
        _ = key(model, .backspace)
        _ = key(model, .backspace)
        _ = key(model, .char("2"))
        for _ in 0..<3 { _ = key(model, .down) }
        _ = key(model, .enter)
        #expect(host.made.last?.size == .grid(rows: 3, columns: 2))
    }

    @Test func aClickOnPlayStartsAndAFailureStaysInTheLobbyWithTheMessage() {
        let host = FakeHost()
        host.failure = "the deck has only 2 faces"
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        let rows = model.render(now: 0).lines
        let y = rows.firstIndex { $0.contains("[ Play ]") }!
        let x = rows[y].distance(from: rows[y].startIndex, to: rows[y].range(of: "[ Play ]")!.lowerBound)
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: x + 2, y: y)), now: 0)
        #expect(host.made.count == 1)
        #expect(model.render(now: 0).text.contains("the deck has only 2 faces"))
    }

    @Test func playingToTheEndRecordsTheScoreAndShowsGameOver() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        #expect(host.finished.count == 1)
        let text = model.render(now: 10).text
        #expect(text.contains("Game over"))
        #expect(text.contains("All pairs found!"))
        #expect(text.contains("Score: 3"))
        #expect(text.contains("Moves: 3"))
        #expect(text.contains("Rank: #1"))
        #expect(text.contains("[ Play again ]"))
        #expect(text.contains("Enter choose · ←→ move · s same deal again · ↑ edit name · q quit"), "the key hint is shown whole")
        model.tick(now: 20)
        #expect(host.finished.count == 1)
    }

    /// In a campaign the first button names what it starts; once the level is passed, `s` (the
    /// same seed, which would now deal the next level) is neither offered nor taken.
    @Test func aPassedLevelsButtonSaysNextLevelAndTheSameDealIsNotOffered() throws {
        let host = FakeHost()
        host.next = .nextLevel
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        let text = model.render(now: 10).text
        #expect(text.contains("[ Next level ]") && !text.contains("Play again"), "\(text)")
        #expect(text.contains("Enter choose · ←→ move · ↑ edit name · q quit"), "\(text)")
        _ = key(model, .char("s"))
        #expect(host.made.count == 1, "s deals nothing")
        host.next = .retryLevel
        _ = key(model, .enter)
        #expect(host.made.count == 2, "Next level deals the campaign's next game")
        try playToTheEnd(model)
        let missed = model.render(now: 20).text
        #expect(missed.contains("[ Retry level ]") && missed.contains("s same deal again"), "\(missed)")
        _ = key(model, .char("s"))
        #expect(host.made.count == 3 && host.made[2].seed == host.made[1].seed, "s deals the level's game again")
    }

    /// On a short terminal the buttons and the key hint keep their rows; the high scores give way.
    @Test func aShortTerminalKeepsTheGameOverButtons() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        model.size = TerminalSize(columns: 60, rows: 8)
        let text = model.render(now: 10).text
        #expect(text.contains("Game over"))
        #expect(text.contains("[ Play again ]"), "\(text)")
        #expect(text.contains("Name:"), "\(text)")
    }

    /// The high scores are a table: each column starts at the same place on every row, whatever
    /// the names' and scores' widths.
    @Test func theGameOverHighScoresLineUp() throws {
        let host = FakeHost()
        host.laterEntries = [HighScoreEntry(player: "Zoë-the-long", score: 1, moves: 12, seconds: 75),
                             HighScoreEntry(player: "al", score: 100, moves: 1, seconds: 3_000),
                             HighScoreEntry(player: "\u{1B}[31mold\u{1B}[0m", score: 2, moves: 2, seconds: 2)]
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        let rows = model.render(now: 10).lines.filter { $0.contains("1. me") || $0.contains("2. Zoë") || $0.contains("3. al") || $0.contains("4. ^[[31mold") }
        #expect(rows.count == 4, "a name an older memory kept with control characters shows them: \(rows)")
        func column(_ row: String, _ text: String) -> Int? {
            row.range(of: text).map { TextWidth.of(String(row[..<$0.lowerBound])) }
        }
        #expect(Set(rows.map { column($0, ".") }).count == 1, "ranks: \(rows)")
        #expect(Set(rows.map { column($0, " move") }).count == 1, "moves: \(rows)")
        #expect(Set(rows.map { row in row.lastIndex(of: ":").map { TextWidth.of(String(row[..<$0])) } }).count == 1, "times: \(rows)")
    }

    /// Names from anywhere (a file, the login) are one line without control characters, cut to
    /// the name field's length.
    @Test func namesAreCleaned() {
        #expect(PlayerNameText.cleaned("  Zoë \n") == "Zoë")
        #expect(PlayerNameText.cleaned("\u{1B}]0;x\u{07}" + String(repeating: "N", count: 100) + "\nnext") == "]0;x" + String(repeating: "N", count: 20))
        #expect(PlayerNameText.cleaned("\u{9B}31m") == "31m")
        #expect(PlayerNameText.cleaned(" \t\n ") == nil)
    }

    /// A game ranked below the five shown is shown in the fifth row, with its rank.
    @Test func aGameRankedLowerIsShownUnderTheFirstFour() throws {
        let host = FakeHost()
        host.earlierEntries = (1...6).map { HighScoreEntry(player: "p\($0)", score: 100 - $0, moves: 3, seconds: 1) }
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        let text = model.render(now: 10).text
        #expect(text.contains("Rank: #7 of 7"), "\(text)")
        #expect(text.contains("4. p4") && !text.contains("5. p5") && text.contains("▶7. me"), "\(text)")
    }

    /// On a narrow terminal the buttons stay inside the panel (shorter), and a click on one still
    /// chooses it.
    @Test func aNarrowTerminalKeepsTheButtonsInsideThePanel() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        model.size = TerminalSize(columns: 30, rows: 10)
        let rows = model.render(now: 10).lines
        let y = try #require(rows.firstIndex { $0.contains("[Play again] [Lobby] [Quit]") }, "\(rows)")
        #expect(rows[y].hasPrefix("║") && rows[y].hasSuffix("║"), "the border is whole: \(rows[y])")
        let x = TextWidth.of(String(rows[y][..<rows[y].range(of: "[Lobby]")!.lowerBound]))
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: x + 1, y: y)), now: 10)
        guard case .lobby = model.screen else {
            Issue.record("the click on Lobby did not go back to the lobby")
            return
        }
    }

    /// While the name is edited, letters go into it: the key hint says so, not `q quit`.
    @Test func theKeyHintFollowsTheNameEdit() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        _ = key(model, .up)
        let editing = model.render(now: 10).text
        #expect(editing.contains("type your name · Enter keep it · Esc undo") && !editing.contains("q quit"), "\(editing)")
        _ = key(model, .char("q"))
        #expect(model.render(now: 10).text.contains("Name: [meq_]"))
        _ = key(model, .enter)
        #expect(model.render(now: 10).text.contains("q quit"))
    }

    /// A paste is not keys: in a game it neither answers a question nor turns a card; on the
    /// game-over screen it goes into the name being edited, and is ignored otherwise.
    @Test func aPasteIsNotReadAsKeys() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .char("q"))
        #expect(model.handle(.paste("y"), now: 0) == nil)
        guard case .game(_, overlay: .confirmQuit?) = model.screen else {
            Issue.record("the question is no longer asked")
            return
        }
        _ = key(model, .char("n"))
        _ = model.handle(.paste(" \u{20}jl"), now: 0)
        #expect(session(model)?.game.cards.allSatisfy { $0.state == .faceDown } == true)
        #expect(session(model)?.cursor == 0)
        try playToTheEnd(model)
        #expect(model.handle(.paste("q"), now: 10) == nil)
        #expect(model.render(now: 10).text.contains("Game over"))
        _ = key(model, .up)
        _ = model.handle(.paste("Zoë"), now: 10)
        #expect(model.render(now: 10).text.contains("Name: [meZoë_]"))
    }

    /// In the lobby a paste goes into a search for a choice (`/`), and is ignored otherwise.
    @Test func aPasteInTheLobbyFindsAChoiceOnlyWhileSearching() {
        let host = FakeHost()
        host.lobbyOptions.decks = [LobbyChoice(id: "fruit", name: "Fruit"), LobbyChoice(id: "zoo", name: "Emoji zoo")]
        let model = AppModel(host: host, start: .lobby(setup), size: size, colorMode: .none, now: 0)
        while !model.render(now: 0).lines.contains(where: { $0.contains("▶ Deck") }) { _ = key(model, .up) }
        #expect(model.handle(.paste("zoo"), now: 0) == nil)
        #expect(model.render(now: 0).text.contains("▶ Deck          ◀ Fruit ▶"))
        _ = key(model, .char("/"))
        _ = model.handle(.paste("zoo"), now: 0)
        #expect(model.render(now: 0).text.contains("▶ Deck          ◀ Emoji zoo ▶"), "\(model.render(now: 0).text)")
    }

    @Test func theNameIsEditedOnTheGameOverScreen() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        _ = key(model, .up)
        _ = key(model, .backspace)
        _ = key(model, .backspace)
        for c in "zoe" { _ = key(model, .char(c)) }
        #expect(model.render(now: 10).text.contains("Name: [zoe_]"))
        _ = key(model, .enter)
        #expect(host.renamed == ["zoe"])
    }

    @Test func playAgainDealsANewSeedAndLobbyGoesBack() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        try playToTheEnd(model)
        _ = key(model, .enter)
        #expect(host.made.count == 2)
        #expect(host.made[1].seed != host.made[0].seed)
        #expect(session(model)?.game.moves == 0)
        try playToTheEnd(model)
        _ = key(model, .right)
        _ = key(model, .enter)
        #expect(model.render(now: 0).text.contains("M E M O R Y"))
    }

    /// `b` and Esc, which leave a game for the lobby, leave the game-over screen for it too (Esc
    /// while the name is edited only ends the edit).
    @Test func bAndEscapeGoBackToTheLobbyFromTheGameOverScreen() throws {
        for leave in [Key.char("b"), .escape] {
            let host = FakeHost()
            let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
            try playToTheEnd(model)
            _ = key(model, .up)
            _ = key(model, .escape)
            #expect(model.render(now: 10).text.contains("Game over"), "the edit ended, the screen stays")
            _ = key(model, leave)
            #expect(model.render(now: 10).text.contains("M E M O R Y"), "\(leave)")
            #expect(host.made.count == 1)
        }
    }

    @Test func ctrlCQuitsAtOnceAndKeepsTheGame() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .enter)
        #expect(key(model, .interrupt) == .quit(.interrupted))
        #expect(host.saved.count == 1)
        #expect(host.saved[0].log.count == 1)
    }

    @Test func quittingAsksFirst() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .enter)
        #expect(key(model, .char("q")) == nil)
        #expect(model.render(now: 0).text.contains("Quit this game?"))
        #expect(key(model, .char("n")) == nil)
        #expect(!model.render(now: 0).text.contains("Quit this game?"))
        _ = key(model, .char("q"))
        #expect(key(model, .char("y")) == .quit(.success))
        #expect(host.saved.count == 1)
    }

    @Test func backToTheLobbyAsksThenKeepsTheGame() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .enter)
        _ = key(model, .escape)
        #expect(model.render(now: 0).text.contains("Back to the lobby?"))
        _ = key(model, .char("n"))
        #expect(session(model) != nil)
        #expect(host.saved.isEmpty)
        _ = key(model, .char("b"))
        #expect(key(model, .char("y")) == nil)
        #expect(model.render(now: 0).text.contains("M E M O R Y"))
        #expect(host.saved.count == 1)
        #expect(host.saved[0].log.count == 1)
    }

    @Test func theLobbyIsReachableFromThePause() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .char("p"))
        #expect(model.render(now: 0).text.contains("b  lobby"))
        _ = key(model, .char("b"))
        _ = key(model, .char("b"))
        #expect(model.render(now: 0).text.contains("M E M O R Y"))
        #expect(host.saved.isEmpty, "a game with no card turned is not kept")
    }

    @Test func theKeyLineFitsANarrowTerminal() {
        let narrow = TerminalSize(columns: 80, rows: 24)
        let model = AppModel(host: FakeHost(), start: .play(setup), size: narrow, colorMode: .none, now: 0)
        let last = model.render(now: 0).lines.last ?? ""
        #expect(last.contains("q quit"))
    }

    @Test func newGameAsksThenDeals() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .enter)
        _ = key(model, .char("n"))
        #expect(model.render(now: 0).text.contains("Start a new game?"))
        _ = key(model, .char("y"))
        #expect(host.made.count == 2)
        #expect(session(model)?.game.moves == 0)
        #expect(session(model)?.playable.log.isEmpty == true)
    }

    @Test func theHelpSaysWhatTheRulesAndVariantDoAndFitsAStandardTerminal() {
        let host = FakeHost()
        host.rulesDescription = "+2 a match plus each card's unspent bonus seconds (10 s each); −1 per seen card in a mismatch"
        host.variant = ("Peek", "All faces shown for 3 seconds at the start")
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .char("?"))
        let lines = model.render(now: 0).lines
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Find the pairs of matching cards."))
        #expect(text.contains("Rules — Classic: +2 a match plus each"))
        #expect(text.contains("Variant — Peek: All faces shown for 3"))
        #expect(text.contains("close this help"))
        #expect(lines.contains { $0.contains("╚") }, "the whole box is on a \(size.columns)×\(size.rows) screen")
    }

    /// On a small terminal the help is wrapped to its width (a key's description under itself)
    /// and, taller than the screen, scrolls with ↑↓ and PgUp/PgDn; any other key closes it.
    @Test func theHelpOnASmallTerminalWrapsAndScrolls() {
        let host = FakeHost()
        host.variant = ("Peek", "All faces shown for 3 seconds at the start")
        let small = TerminalSize(columns: 45, rows: 15)
        let model = AppModel(host: host, start: .play(setup), size: small, colorMode: .none, now: 0)
        _ = key(model, .char("?"))
        var text = model.render(now: 0).text
        #expect(text.contains("pause (the clock") && text.contains("stops)"), "wrapped, not cut: \(text)")
        #expect(text.contains("↓ more (↑↓ scroll)"), "\(text)")
        #expect(!text.contains("Variant — Peek"))
        _ = key(model, .pageDown)
        _ = key(model, .pageDown)
        text = model.render(now: 0).text
        #expect(text.contains("↑ more") && !text.contains("↓ more"), "\(text)")
        #expect(text.contains("Variant — Peek: All faces shown for 3"), "\(text)")
        #expect(!text.contains("…"), "nothing is cut: \(text)")
        _ = key(model, .up)
        #expect(model.render(now: 0).text.contains("↓ more"))
        _ = key(model, .char("x"))
        #expect(!model.render(now: 0).text.contains("Help"))
        // The mouse wheel scrolls it too, and a click closes it.
        _ = key(model, .char("?"))
        for _ in 0..<30 { _ = model.handle(.mouse(MouseEvent(kind: .wheelDown, button: 0, x: 10, y: 10)), now: 0) }
        #expect(model.render(now: 0).text.contains("Variant — Peek"))
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: 10, y: 10)), now: 0)
        #expect(!model.render(now: 0).text.contains("Help"))
    }

    @Test func helpAndPauseOverlays() {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .char("?"))
        #expect(model.render(now: 0).text.contains("Ctrl-Z"))
        _ = key(model, .escape)
        _ = key(model, .char("p"), at: 1)
        let paused = model.render(now: 50)
        #expect(paused.text.contains("The clock is stopped."))
        #expect(paused.count("🍎") == 0)
        _ = key(model, .char("x"), at: 50)
        #expect(session(model)?.isPaused == true)
        _ = key(model, .enter, at: 50)
        #expect(session(model)?.isPaused == false)
        #expect(session(model)?.playable.log.isEmpty == true)
        _ = key(model, .enter, at: 51)
        #expect(session(model)?.playable.log.first?.time == 0, "the clock starts with the first card")
    }

    /// A question on a small terminal keeps its question and its answers in view (its blank
    /// lines go first): it cannot scroll, so it must not say "↑↓ scroll".
    @Test func aQuestionOnASmallTerminalKeepsItsAnswersInView() {
        for question in [Key.char("q"), .char("n"), .char("b"), .char("p")] {
            let host = FakeHost()
            let model = AppModel(host: host, start: .play(setup), size: TerminalSize(columns: 30, rows: 10), colorMode: .none, now: 0)
            _ = key(model, .enter, at: 1)
            _ = key(model, question, at: 2)
            let text = model.render(now: 2).text
            #expect(!text.contains("more"), "\(question): \(text)")
            #expect(text.contains("n  keep playing") || text.contains("p  resume"), "\(question): \(text)")
            #expect(text.contains("Quit this game?") || text.contains("Start a new") || text.contains("Back to the") || text.contains("The clock is"),
                    "\(question): \(text)")
        }
    }

    @Test func aClickTurnsTheClickedCard() throws {
        let host = FakeHost()
        let model = AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
        let layout = try #require({ if case let .fits(l) = model.layout(for: session(model)!.playable) { return l } else { return nil } }())
        let frame = layout.frame(ofCard: 4)
        _ = model.handle(.mouse(MouseEvent(kind: .press, button: 0, x: frame.x + 1, y: frame.y + 1)), now: 0)
        #expect(session(model)?.game.cards[4].isFaceUp == true)
        #expect(session(model)?.cursor == 4)
    }

    @Test func ctrlZAsksTheLoopToSuspendAndTheClockStopsMeanwhile() {
        let model = AppModel(host: FakeHost(), start: .play(setup), size: size, colorMode: .none, now: 0)
        _ = key(model, .enter, at: 0)
        #expect(key(model, .suspend, at: 3) == .suspend)
        let paused = model.pauseForSuspend(now: 3)
        model.resumeAfterSuspend(paused: paused, now: 100)
        #expect(session(model)?.isPaused == false)
        #expect(session(model)?.gameTime(at: 101) == 4)
    }

    @Test func resumingStartsWhereTheGameWasLeft() {
        var playable = Fixture.playable()
        try! playable.game.apply(.turn(3), at: 4, rules: &playable.rules)
        playable.log = [TimedAction(.turn(3), at: 4)]
        let model = AppModel(host: FakeHost(), start: .resume(playable), size: size, colorMode: .none, now: 100)
        #expect(session(model)?.gameTime(at: 101) == 4, "the clock waits for the first key")
        _ = key(model, .right, at: 101)
        #expect(session(model)?.gameTime(at: 102) == 5)
        #expect(model.render(now: 102).text.contains("Time: 0:05"))
    }
}
