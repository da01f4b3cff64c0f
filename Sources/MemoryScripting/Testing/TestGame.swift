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
    /// The computer players seated, if any (`game { bot = … }`), and their seats' names and pace.
    private var computers: ComputerPlayers?
    private var bots: TestBots?

    /// Most deadlines one wait may pass (timers that set each other off stop there).
    static let maximumDeadlines = 100_000

    /// Begins `game` with `rules`; with `bot`, computer players of that kind take the seats from
    /// `firstComputer` on (named by `names`), as play seats them.
    init(game: Game, rules: ScriptedRules, bot: (kind: StrategyKind, firstComputer: Int, names: [String])? = nil) {
        self.game = game
        self.session = rules.session
        var rules: any Rules = rules
        var events: [Event] = []
        // As the game screen does: the computer players are made for the game as dealt, and
        // learn of its beginning as it happens.
        computers = bot.map { ComputerPlayers($0.kind, firstComputer: $0.firstComputer, game: game, reactions: rules.reactions, seed: game.seed) }
        bots = bot.map { TestBots(names: $0.names) }
        self.game.begin(rules: &rules, events: &events, telling: &computers)
        self.rules = rules
        record(events)
    }

    /// Keeps the events of a step (the computer players have learned of them already).
    private func record(_ new: [Event]) {
        events += new
        for event in new { if case let .rulesFailed(failure) = event { failures.append(failure) } }
    }

    private func apply(_ action: Action, at time: Double) throws(Rejection) {
        var new: [Event] = []
        defer { record(new) }
        // The computer players are told of each event as it happens, as play tells them.
        try game.apply(action, at: time, rules: &rules, events: &new, telling: &computers)
        now = time
    }

    /// Waits, as a player would, while the board is locked (a mismatch on show, a peek, cards a
    /// script revealed).
    private func waitUntilUnlocked() {
        // What falls due now (a timer set for this moment) happens before a player could move,
        // as in play and the simulator: a reveal it asks for is then waited for too.
        if !game.isOver, let due = game.nextDeadline, due <= now { try? apply(.advance, at: now) }
        var passed = 0
        while game.isLocked, !game.isOver, let deadline = game.nextDeadline, passed < TestGame.maximumDeadlines {
            try? apply(.advance, at: max(now, deadline))
            passed += 1
        }
    }

    /// Turns card `card` (0-based) for the person whose turn it is; the engine's refusal as text.
    func turn(_ card: Int) throws(TestGameProblem) {
        waitUntilUnlocked()
        try refuseComputersTurn()
        do { try apply(.turn(card), at: now) } catch { throw TestGameProblem("\(error)") }
    }

    /// Refuses a person's move on a computer player's turn, as play does; `called` names the
    /// move in the message.
    private func refuseComputersTurn(_ called: String? = nil) throws(TestGameProblem) {
        guard let bots, !game.isOver, isComputer(game.currentPlayer) else { return }
        let player = game.currentPlayer
        throw TestGameProblem("\(called.map { "\($0): " } ?? "")it is \(bots.names[player])'s turn (player \(player + 1), a computer player): let it play with g:play_bots()")
    }

    /// Whether seat `player` (0-based) is a computer player's.
    func isComputer(_ player: Int) -> Bool { computers?.isComputer(player) ?? false }

    /// The places whose faces the computer player of seat `player` (0-based) remembers now; nil
    /// when the seat is not a computer player's.
    func remembered(by player: Int) -> [Int]? { computers?.remembered(by: player, in: game) }

    /// Plays every computer player's turn, as play does, until a person's turn or the end of the
    /// game: waits while the board is locked, uses an action when the actions' `bot` hooks say so
    /// (at a turn's start, and again after a declined use: ``BotActionPace``), else turns the
    /// card its strategy chooses. The computer takes no game time to choose. Returns the steps
    /// played (cards turned and actions used); a hook's failure is kept with the game's others.
    func playBots() throws(TestGameProblem) -> Int {
        guard bots != nil else {
            throw TestGameProblem("no computer player is seated: deal the game with one, e.g. game { bot = \"perfect\" }")
        }
        let maximumSteps = Simulator.maximumSteps(cards: game.cards.count)
        var steps = 0
        while true {
            waitUntilUnlocked()
            guard !game.isOver, !game.isLocked, computers!.isComputer(game.currentPlayer) else { return steps }
            steps += 1
            guard steps <= maximumSteps else {
                throw TestGameProblem("the computer players played \(maximumSteps) steps and the game neither ended nor came to a person's turn: can every game end?")
            }
            if bots!.pace.allows(atMove: game.moves), let use = botUse() {
                let (moves, declined) = (game.moves, game.scripted.usesDeclined)
                do { try apply(use, at: now) } catch { throw TestGameProblem("the engine refused the computer's \(use): \(error)") }
                bots!.pace.record(atMove: moves, declined: game.scripted.usesDeclined != declined)
                continue
            }
            let card = computers!.chooseCard(in: game)
            do { try apply(.turn(card), at: now) } catch {
                throw TestGameProblem("the engine refused the computer's turn of card \(card + 1): \(error)")
            }
        }
    }

    /// The action the computer player whose turn it is uses now, if the actions' `bot` hooks
    /// say so; a hook's failure is kept with the game's others, and no action is used.
    private func botUse() -> Action? {
        do {
            return try game.botUse(rules: &rules, skill: computers!.skill(in: game))
        } catch {
            record([.rulesFailed(error)])
            return nil
        }
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
        try refuseComputersTurn(called)
        let use = card.map { Action.use(action, card: $0, row: game.logicalRow(of: $0)) } ?? .use(action, card: 0, row: [])
        do { try apply(use, at: now) } catch {
            throw TestGameProblem("\(called): \(error)")
        }
    }

    var actionKeys: [String] { rules.playerActions.map { String($0.key) } }

    /// The action a computer player of `skill` would use now, as its key and card (0-based; nil
    /// for an action that takes none): what the actions' `bot` hooks answer for the player whose
    /// turn it is; nil for none. Without a skill, the skill play asks with: the seated computer
    /// player's on its turn, else 1. A hook's failure is kept with the game's other failures.
    /// Play asks only while the board is unlocked, so this first waits as ``turn(_:)`` does: a
    /// mismatch just made has turned back when the hooks are asked.
    func botAction(skill: Double?) -> (key: String, card: Int?)? {
        waitUntilUnlocked()
        do {
            let skill = skill ?? computers?.skill(in: game) ?? 1
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
