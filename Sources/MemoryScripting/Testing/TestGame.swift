import MemoryEngine

/// A game a script test plays: the engine's real game with the scripts' rules, driven by the
/// test's turns, waits and actions. The engine stays the referee: every action goes through
/// ``Game/apply(_:at:rules:events:)`` and a refused one changes nothing.
final class TestGame {
    private(set) var game: Game
    private var rules: any Rules
    /// Every event so far, in order.
    private(set) var events: [Event] = []
    /// Every script failure so far, in order.
    private(set) var failures: [RuleFailure] = []
    /// How many of ``failures`` the test has looked at (``readFailures()``).
    private var failuresRead = 0
    /// The moment the game has reached, in seconds.
    private(set) var now = 0.0
    private let session: RulesSession

    /// Most deadlines one wait may pass (timers that set each other off stop there).
    static let maximumDeadlines = 100_000

    init(game: Game, rules: ScriptedRules) {
        self.game = game
        self.session = rules.session
        var rules: any Rules = rules
        var events: [Event] = []
        self.game.begin(rules: &rules, events: &events)
        self.rules = rules
        record(events)
    }

    private func record(_ new: [Event]) {
        events += new
        for event in new { if case let .rulesFailed(failure) = event { failures.append(failure) } }
    }

    private func apply(_ action: Action, at time: Double) throws(Rejection) {
        var new: [Event] = []
        defer { record(new) }
        try game.apply(action, at: time, rules: &rules, events: &new)
        now = time
    }

    /// Waits, as a player would, while the board is locked (a mismatch on show, a peek, cards a
    /// script revealed).
    private func waitUntilUnlocked() {
        var passed = 0
        while game.isLocked, !game.isOver, let deadline = game.nextDeadline, passed < TestGame.maximumDeadlines {
            try? apply(.advance, at: max(now, deadline))
            passed += 1
        }
    }

    /// Turns card `card` (0-based); the engine's refusal as text.
    func turn(_ card: Int) throws(Rejection) {
        waitUntilUnlocked()
        try apply(.turn(card), at: now)
    }

    /// Lets `seconds` pass, handling every deadline on the way (reveals ending, timers, the time
    /// limit).
    func wait(_ seconds: Double) throws(Rejection) {
        guard seconds.isFinite, seconds >= 0 else { throw .invalidTime(seconds) }
        let target = now + seconds
        var passed = 0
        while !game.isOver, let deadline = game.nextDeadline, deadline <= target, passed < TestGame.maximumDeadlines {
            try apply(.advance, at: max(now, deadline))
            passed += 1
        }
        if !game.isOver { try apply(.advance, at: target) } else { now = target }
    }

    /// Uses the scripts' action whose key is `key` with card `card` (0-based) and its row; an
    /// action that takes no card is used without one (as a player's key is, wherever the cursor is).
    func use(key: String, card: Int?) throws(TestGameProblem) {
        guard let action = game.reactions.contains(.action) ? actionKeys.firstIndex(of: key) : nil else {
            let known = actionKeys.isEmpty ? "the scripts have no actions" : "the actions are " + actionKeys.joined(separator: ", ")
            throw TestGameProblem("no action with key '\(key)': \(known)")
        }
        let takesCard = rules.playerActions[action].takesCard
        let called = "use('\(key)'\(card.map { ", \($0 + 1)" } ?? ""))"
        guard takesCard == (card != nil) else {
            throw TestGameProblem(takesCard ? "\(called): give the card to use it on, e.g. g:use(\"\(key)\", 5)"
                                            : "\(called): this action takes no card (card = false): use g:use(\"\(key)\")")
        }
        waitUntilUnlocked()
        let use = card.map { Action.use(action, card: $0, row: game.logicalRow(of: $0)) } ?? .use(action, card: 0, row: [])
        do { try apply(use, at: now) } catch {
            throw TestGameProblem("\(called): \(error)")
        }
    }

    var actionKeys: [String] { rules.playerActions.map { String($0.key) } }

    /// The action a computer player of `skill` would use now, as its key and card (0-based; nil
    /// for an action that takes none): what the actions' `bot` hooks answer for the player whose
    /// turn it is; nil for none. A hook's failure is kept with the game's other failures. Play
    /// asks only while the board is unlocked, so this first waits as ``turn(_:)`` does: a
    /// mismatch just made has turned back when the hooks are asked.
    func botAction(skill: Double) -> (key: String, card: Int?)? {
        waitUntilUnlocked()
        do {
            guard let (action, card) = try rules.botAction(at: &game, skill: skill) else { return nil }
            return (actionKeys[action], card)
        } catch {
            record([.rulesFailed(error)])
            return nil
        }
    }

    /// The status line the scripts show, if any.
    func status() -> String? { rules.status(in: game) }

    /// Every script failure so far, which are then read (they no longer fail the test).
    func readFailures() -> [RuleFailure] {
        failuresRead = failures.count
        return failures
    }

    /// Script failures the test has not read.
    var unreadFailures: ArraySlice<RuleFailure> { failures[failuresRead...] }

    /// Pushes a copy of `game.state` of script `script` (1: rules, 2 on: the variants in play
    /// order) onto `target`.
    func pushState(script: Int, onto target: LuaVM) -> Bool {
        ScriptStateCopy.push(session: session, script: script, onto: target)
    }

    /// Which script a test means by default when it asks for the state: the variant when it
    /// keeps state (an `api = 2` variant), else the rules.
    var defaultStateScript: Int { session.variants.first?.reactive != nil ? 2 : 1 }

    /// The ids of the variants stacked, in play order.
    var variantIDs: [String] { session.variants.map(\.metadata.id) }
}

/// Why a test's request of its game could not be done.
struct TestGameProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
