import MemoryEngine
import Testing
@testable import MemoryTerminal

/// Two actions, one on a card (`r`, 2 a game) and one used anywhere (`c`, `card = false`).
private struct TwoActionRules: Rules {
    var reactions: Reactions = [.action]
    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    var playerActions: [PlayerAction] {
        [PlayerAction(key: "r", name: "Peek row", charges: 2, description: "shows a row"),
         PlayerAction(key: "c", name: "Bank", charges: nil, description: "banks the pot", takesCard: false)]
    }
}

/// An action with no uses until a script grants some (`charges = 0`).
private struct EarnedActionRules: Rules {
    var reactions: Reactions = [.action]
    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    var playerActions: [PlayerAction] { [PlayerAction(key: "s", name: "Spy", charges: 0, description: "spies")] }
}

/// What the help says of the actions, and how a script's failure is said on the status line.
@Suite struct HelpAndFailureTextTests {
    @Test func theHelpMarksAnActionThatTakesNoCard() {
        let s = GameSession(Fixture.playable(rules: TwoActionRules()), now: 0)
        let lines = Overlay.helpLines(for: s.playable, size: TerminalSize(columns: 100, rows: 30))
        #expect(lines.contains { $0.hasPrefix("c Bank (anywhere): banks the pot") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("r Peek row (2 a game, 2 left): shows a row") }, "\(lines)")
    }

    /// An action with no uses at the start is said to be earned in play, not "0 a game".
    @Test func theHelpSaysAnActionIsEarnedInPlay() {
        let s = GameSession(Fixture.playable(rules: EarnedActionRules()), now: 0)
        let lines = Overlay.helpLines(for: s.playable, size: TerminalSize(columns: 100, rows: 30))
        #expect(lines.contains { $0.hasPrefix("s Spy (earned in play, 0 left): spies") }, "\(lines)")
    }

    /// The help counts the uses left as the key line does, once one is spent.
    @Test func theHelpCountsTheUsesLeft() {
        var s = GameSession(Fixture.playable(rules: TwoActionRules()), now: 0)
        let used = s.useAction(key: "r", layout: nil, at: 1)
        #expect(used)
        let lines = Overlay.helpLines(for: s.playable, size: TerminalSize(columns: 100, rows: 30))
        #expect(lines.contains { $0.hasPrefix("r Peek row (2 a game, 1 left): shows a row") }, "\(lines)")
    }

    /// A stack of three variants says each one's sentence whole: the help scrolls, so what the
    /// last variant of the stack changes is never cut off.
    @Test func theHelpSaysAStackedVariantsDescriptionWhole() {
        var playable = Fixture.playable()
        playable.variantName = "Lives + Bomb + Shop"
        playable.variantDescription = "3 lives: each mismatch costs one; lose them all and the game is lost. "
            + "A bomb hides among the cards: turning it ends your turn, costs 20 points and moves it. "
            + "5 lives; points buy a look at a card (x, costs 1) or an extra life (e, costs 2)"
        let lines = Overlay.helpLines(for: playable, size: TerminalSize(columns: 100, rows: 30))
        let said = lines.drop { !$0.hasPrefix("Variant — ") }.prefix { !$0.isEmpty }.joined(separator: " ")
        #expect(said.hasSuffix("extra life (e, costs 2)"), "\(lines)")
    }

    /// A failure names its script by file name, so its end (what to do) fits a 100-column line.
    @Test func aFailureNamesItsScriptByFileName() {
        let failure = RuleFailure(.badReturn, hook: "actions[1].bot", path: "/home/someone/games/memory/Decks/variants/x.lua", line: 4,
                                  detail: "actions[1].bot returned card 99; give a card from 1 to 8 (or nil: not now)")
        let text = GameSession.describe(failure)
        #expect(text == "rules failed: x.lua:4: actions[1].bot returned card 99; give a card from 1 to 8 (or nil: not now)")
        #expect(text.count <= 97, "fits beside ' ! ' at 100 columns")
        #expect(ScriptFileName.of("/decks/party/deck.lua") == "party/deck.lua")
        #expect(ScriptFileName.of("rules/classic.lua") == "classic.lua")
    }
}
