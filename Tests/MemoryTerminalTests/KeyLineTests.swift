import MemoryEngine
import Testing
@testable import MemoryTerminal

/// One action, `r Peek row`, with `charges` a player, and what the rules answer each event they
/// react to (by default nothing: the action does nothing).
struct OneActionRules: Rules {
    var charges = 3
    var reactions: Reactions = [.action]
    var answer: (ScriptEvent) -> Reaction = { _ in Reaction() }
    /// Whether a computer player uses the action (on the first face-down card) when it may.
    var botUses = false
    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func botAction(at game: UnsafePointer<Game>, skill: Double) -> (action: Int, card: Int?)? {
        guard botUses, let card = game.pointee.cards.indices.first(where: { game.pointee.cards[$0].state == .faceDown }) else { return nil }
        return (0, card)
    }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    var playerActions: [PlayerAction] { [PlayerAction(key: "r", name: "Peek row", charges: charges, description: "shows a row")] }
    func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction { answer(event) }
}

/// The key line under the board: the variant's actions with their charges left, then the keys.
@Suite struct KeyLineTests {
    static func keyLine(_ session: GameSession, columns: Int = 120) -> String {
        Fixture.render(session, size: TerminalSize(columns: columns, rows: 30), now: 1).lines.last ?? ""
    }

    /// The current player turns two cards that do not match, at `t` and a second later.
    static func mismatch(_ s: inout GameSession, at t: Double) throws {
        let (a, b) = Fixture.pairs(in: s.game)[0]
        let stranger = try #require(s.game.cards.indices.first { $0 != a && $0 != b })
        s.setCursor(a)
        s.turnCursorCard(at: t)
        s.setCursor(stranger)
        s.turnCursorCard(at: t + 1)
    }

    /// The computer opponent's use of an action is named on the status line; the reason a
    /// script gives for declining one (the first step of a two-step action: "now r on the
    /// second card") speaks to the person at the keys and is not shown for the computer's.
    @Test func theComputersUseIsNamedAndItsDeclinedUseIsNotAddressedToThePlayer() throws {
        for declines in [false, true] {
            var rules = OneActionRules()
            rules.botUses = true
            rules.answer = { event in
                if case .action = event, declines { return Reaction(declined: "Now r on the second card") }
                return Reaction()
            }
            var s = GameSession(Fixture.playable(rules: rules, bot: .perfect), now: 0)
            try Self.mismatch(&s, at: 1)
            var shown: [String] = []
            var now = 2.0
            while s.game.currentPlayer == 0 || s.game.moves < 2, now < 20 {
                now += 0.1
                _ = s.tick(at: now)
                shown.append(Fixture.render(s, now: now).line(23))
            }
            #expect(s.game.moves >= 2, "the computer played its turn")
            #expect(shown.contains { $0.contains("CPU used Peek row") } == !declines, "declines: \(declines): \(Set(shown))")
            #expect(!shown.contains { $0.contains("second card") }, "declines: \(declines): \(Set(shown))")
        }
    }

    /// During the computer's turn the key line keeps the person's charges: it showed the
    /// computer's (×3 after the person had spent one, then ×2 as the computer spent its own).
    @Test func duringTheComputersTurnTheLineKeepsThePersonsCharges() throws {
        var rules = OneActionRules()
        rules.botUses = true
        var s = GameSession(Fixture.playable(rules: rules, bot: .perfect), now: 0)
        let used = s.useAction(key: "r", layout: nil, at: 0.5)
        #expect(used)
        try Self.mismatch(&s, at: 1)
        var lines: Set<String> = []
        var now = 2.0
        while s.game.currentPlayer == 0 || s.game.moves < 2, now < 20 {
            now += 0.1
            _ = s.tick(at: now)
            let line = Self.keyLine(s)
            if !line.hasPrefix(" !") { lines.insert(String(line.prefix(15))) }   // not a message
        }
        #expect(s.game.scripted.chargesLeft(0, player: 1) == 2, "the computer used one")
        #expect(lines == [" r Peek row ×2 "], "\(lines)")
    }

    @Test func theLineShowsTheChargesLeftOnceOneIsSpentAndTheNextPlayers() throws {
        var s = GameSession(Fixture.playable(rules: OneActionRules(), players: 2), now: 0)
        #expect(Self.keyLine(s).hasPrefix(" r Peek row ×3 · arrows/hjkl/wasd move"), "\(Self.keyLine(s))")
        let used = s.useAction(key: "r", layout: nil, at: 1)
        #expect(used)
        #expect(Self.keyLine(s).hasPrefix(" r Peek row ×2 · "), "\(Self.keyLine(s))")
        #expect(Self.keyLine(s, columns: 60).hasPrefix(" r Peek row ×2 · arrows move"), "a narrower frame: \(Self.keyLine(s, columns: 60))")
        try Self.mismatch(&s, at: 2)
        s.tick(at: 10)
        #expect(s.game.currentPlayer == 1)
        #expect(Self.keyLine(s).hasPrefix(" r Peek row ×3 · "), "player 2 has spent none: \(Self.keyLine(s))")
    }

    @Test func eachWidthGetsTheWidestFormThatFits() {
        let hint = GameScene.keyHelp(for: OneActionRules().playerActions, charges: [2])
        var previous = -1
        for columns in 0...TextWidth.of(hint.full) + 1 {
            let text = hint.text(fitting: columns)
            #expect(TextWidth.of(text) <= columns, "\(columns): \(text)")
            #expect(TextWidth.of(text) >= previous, "\(columns): a wider terminal never shows less: \(text)")
            previous = TextWidth.of(text)
        }
        #expect(hint.text(fitting: TextWidth.of(hint.full)) == hint.full)
        #expect(hint.text(fitting: TextWidth.of(hint.short)) == hint.short)
        #expect(hint.text(fitting: 32) == "r Peek row ×2 · ? help · q quit")
        #expect(hint.text(fitting: 22) == "r ×2 · ? help · q quit")
        #expect(hint.text(fitting: 21) == "… ? more · q quit")
        #expect(hint.text(fitting: 16) == "… ? more")
    }

    /// Boons' three choices and the peek they grant, as a variant's actions.
    struct BoonsRules: Rules {
        var reactions: Reactions = [.action]
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var playerActions: [PlayerAction] {
            [PlayerAction(key: "1", name: "Peeks", charges: 0, description: "two row peeks", takesCard: false),
             PlayerAction(key: "2", name: "Insight", charges: 0, description: "a pair shown", takesCard: false),
             PlayerAction(key: "3", name: "Double", charges: 0, description: "pairs doubled", takesCard: false),
             PlayerAction(key: "e", name: "Peek", charges: 0, description: "a row shown")]
        }
    }

    /// At any width the line shows every action, by name or by key with its charges, or says
    /// that there are more in the help: an action never vanishes from it unannounced (at 60
    /// columns `1 Peeks` did, and at 45 `2 Insight` too).
    @Test func noActionVanishesFromTheLineUnannounced() {
        let charges = [1, 1, 1, 0]
        let hint = GameScene.keyHelp(for: BoonsRules().playerActions, charges: charges)
        func items(_ line: String) -> [String] {
            line.trimmingCharacters(in: .whitespaces).components(separatedBy: KeyHint.separator)
        }
        func showsAll(_ items: [String], charges: [Int]) -> Bool {
            let names = zip(["1 Peeks", "2 Insight", "3 Double", "e Peek"], charges).map { "\($0) ×\($1)" }
            let keys = zip(["1", "2", "3", "e"], charges).map { "\($0) ×\($1)" }
            return names.allSatisfy(items.contains) || keys.allSatisfy(items.contains)
        }
        for columns in 8...TextWidth.of(hint.full) + 1 {
            let shown = items(hint.text(fitting: columns))
            #expect(showsAll(shown, charges: charges) || shown.contains(KeyHint.more), "\(columns): \(shown)")
            #expect(shown.contains(KeyHint.help) || shown.contains(KeyHint.more), "\(columns): the way to the help: \(shown)")
        }
        // In play, as the screen draws it (the fixture's rules grant no uses).
        for (columns, rows) in [(100, 30), (80, 24), (60, 20), (45, 15)] {
            let s = GameSession(Fixture.playable(rules: BoonsRules()), now: 0)
            let line = Fixture.render(s, size: TerminalSize(columns: columns, rows: rows), now: 1).lines.last ?? ""
            #expect(showsAll(items(line), charges: [0, 0, 0, 0]), "\(columns)x\(rows): \(line)")
        }
    }

    /// The help, which the key line sends a player to, lists every action with its uses left
    /// on its first page, before the keys every game has, however small the terminal.
    @Test func theHelpListsEveryActionOnItsFirstPage() {
        let s = GameSession(Fixture.playable(rules: BoonsRules()), now: 0)
        for (columns, rows) in [(80, 24), (45, 15)] {
            let size = TerminalSize(columns: columns, rows: rows)
            let lines = Overlay.fitted(Overlay.helpLines(for: s.playable, size: size), size: size)
            let page = lines.prefix(Overlay.visibleLines(size: size) - 1).joined(separator: "\n")
            for action in ["1 Peeks", "2 Insight", "3 Double", "e Peek"] {
                #expect(page.contains(action), "\(columns)x\(rows): \(action) in \(page)")
            }
            #expect(page.contains("0 left"), "\(page)")
        }
    }
}
