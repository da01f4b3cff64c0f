import MemoryEngine

/// A game in progress as the front plays it: the engine's game, its clock (game time excludes
/// paused and hidden time, the deal of a new game's cards, and the wait for the first card once
/// any peek is over, a time limit's included), the cursor, the computer opponent, the action
/// log, the brief status message and the animations. It does no I/O; the app loop feeds it input and wall-clock times.
public struct GameSession {
    public private(set) var playable: PlayableGame
    /// The card under the cursor.
    public private(set) var cursor = 0
    public private(set) var animations: Animations
    /// A brief message for the status line (a rejection, a rules failure), and when it goes.
    public private(set) var message: (text: String, until: Double)?
    /// What the message asks the player to wait for, if it does ("wait for the cards to turn
    /// back"): it goes as soon as that is over, so that it never says so of a board ready to play.
    private var messageWaitsFor: Wait?

    /// What a message can ask the player to wait for.
    public enum Wait: Sendable {
        /// The end of a reveal, a peek or cards a script shows.
        case unlocked
        /// The computer opponent's turn to end.
        case humansTurn
    }
    /// Whether the player paused the game (`p`, or Ctrl-Z): the clock stops and faces hide.
    public private(set) var isPaused = false
    /// Whether the board cannot be seen (the terminal is too small, the help covers it): the
    /// clock stops as for a pause, and starts again once the board is back.
    public private(set) var isHidden = false

    /// What the scripts say on the status line (lives left, a combo…), read after each change.
    public private(set) var scriptStatus: String?
    /// The whole second of game time at which the scripts' status was last asked between actions
    /// (a status may count time down).
    private var statusSecond = -1
    /// The key line, built again only when the charges it shows (a player's uses left of each
    /// action: ``PlayableGame/actionsPlayer``) change, not on every frame.
    private(set) var keyHint = GameScene.keyHelp
    private var keyHintCharges: [Int?] = []
    /// Whether something the bell marks happened since the front last looked (a match, a
    /// mismatch, the end of the game, a script's `game:bell()`; see ``takeBell()``).
    public private(set) var bellRung = false

    /// Whether a resumed game waits for the player's first key or click before its clock runs
    /// again, as a new game waits for its first card (the player sees the board first).
    public private(set) var waitsForPlayer: Bool
    /// Wall time at which game time was 0 (stopped time pushes it later).
    private var origin: Double
    /// Wall time at which the clock stopped (paused or hidden), nil while it runs.
    private var stoppedAt: Double?
    /// The computer players, in the seats from ``PlayableGame/firstComputer`` on (nil without
    /// them, or while a finished game is replayed).
    private var computers: ComputerPlayers?
    /// Game time at which the computer turns its next card.
    private var botDue: Double?
    /// When the computer may use an action (at a turn's start, again after a declined use).
    private var botPace = BotActionPace()

    /// Seconds between the computer's cards, so that its moves can be followed.
    public static let botDelay = 0.7
    /// How long a status message stays.
    public static let messageDuration = 2.5
    /// How long a script's failure stays: it names a file, a line and what went wrong, which the
    /// script's author has to read (a failure that stops a hook is said only once).
    public static let failureDuration = 8.0
    /// How long the game's opening notice (or a resumed game's) stays: it is read before the first card.
    public static let noticeDuration = 8.0

    /// Starts (or resumes) `playable` at wall time `now`; `waitingForPlayer`: its clock stands
    /// still until the player's first key or click (``playerActs(at:)``), as a resumed game's does
    /// (a game with no card turned yet waits for its first card instead, a peek running meanwhile).
    public init(_ playable: PlayableGame, now: Double, waitingForPlayer: Bool = false) {
        self.playable = playable
        waitsForPlayer = waitingForPlayer && playable.hasTurnedCard
        origin = now - playable.game.time
        animations = Animations(enabled: playable.setup.animations)
        var events: [Event] = []
        if let kind = playable.setup.bot, let first = playable.firstComputer {
            if playable.log.isEmpty {
                // Made for the game as dealt, they learn of its beginning as it happens.
                computers = ComputerPlayers(kind, firstComputer: first, game: playable.game, reactions: playable.rules.reactions,
                                            seed: playable.setup.seed)
            } else {
                // A resumed game's computer remembers what it saw before the game was left (told
                // as its log was replayed).
                computers = playable.computers ?? ComputerPlayers(kind, firstComputer: first, game: playable.game, seed: playable.setup.seed)
            }
        }
        if playable.log.isEmpty {
            self.playable.game.begin(rules: &self.playable.rules, events: &events, telling: &computers)
            animations.deal(cards: playable.game.cards.count, at: now)
        }
        // A resumed game puts the cursor on the card turned last, where the player left it; a new
        // one on the first place that holds a card (a script may have taken the first away).
        if let last = playable.log.last(where: { if case .turn = $0.action { true } else { false } }), case let .turn(card) = last.action {
            cursor = card
        } else if let first = self.playable.game.cards.indices.first(where: { self.playable.game.cards[$0].state != .removed }) {
            cursor = first
        }
        self.playable.computers = nil
        if playable.log.isEmpty, let limit = playable.bonusTimeLimit, limit > 0 {
            show("The bar under a face-up card is its bonus time: match it before the bar runs out.", at: now)
        }
        if let notice = playable.log.isEmpty ? playable.openingNotice : playable.resumedNotice {
            show(notice, at: now, for: Self.noticeDuration)
        }
        observe(events, at: now)
        scheduleBot()
        updateClock(at: now)
    }

    public var game: Game { playable.game }

    /// Whether the game waits for its first card: the clock, and with it a time limit and the
    /// scripts' timers, starts with it. What is on show before it (a peek, cards a script
    /// reveals) runs its time: nothing can be turned meanwhile.
    private var waitsForFirstCard: Bool {
        !game.isLocked && !playable.hasTurnedCard
    }

    /// Game time at wall time `now` (stopped time excluded, never behind what the game has seen).
    public func gameTime(at now: Double) -> Double {
        max(game.time, (stoppedAt ?? now) - origin)
    }

    /// The player pressed a key or clicked at wall time `now`: a resumed game's clock may run.
    public mutating func playerActs(at now: Double) {
        guard waitsForPlayer else { return }
        waitsForPlayer = false
        updateClock(at: now)
    }

    /// Whether game time stands still (paused, hidden, or waiting for the first card or key).
    public var isClockStopped: Bool { stoppedAt != nil }

    /// Whether the player at the keyboard may turn a card now (not the computer's turn).
    public var isHumansTurn: Bool { !playable.isComputer(game.currentPlayer) }

    /// Whether it is a computer player's turn (not while a finished game is replayed).
    /// The places whose faces the computer player of seat `player` (0-based) remembers now; nil
    /// when the seat is not a computer player's.
    func remembered(by player: Int) -> [Int]? { computers?.remembered(by: player, in: game) }

    private var isComputersTurn: Bool { computers?.isComputer(game.currentPlayer) ?? false }

    // MARK: Input

    /// Moves the cursor by one place on screen, past holes (see ``BoardLayout/cursorTarget(from:rows:columns:reachable:)``
    /// and ``canReach(_:)``); it stays where there is no place that way.
    public mutating func moveCursor(rows dr: Int, columns dc: Int, layout: BoardLayout) {
        if let c = layout.cursorTarget(from: cursor, rows: dr, columns: dc, reachable: canReach) { cursor = c }
    }

    /// Whether the cursor may go to place `i`: one holding a card, or a hole (a place emptied
    /// by a script) when an action of the game takes a card, since actions declare no more of
    /// their target than that and may be meant for an empty place (`game:swap` moves a card
    /// into one).
    public func canReach(_ i: Int) -> Bool {
        guard game.cards.indices.contains(i) else { return false }
        return game.cards[i].state != .removed || playable.rules.playerActions.contains(where: \.takesCard)
    }

    /// Puts the cursor on card `i` (a mouse click); false, leaving it where it was, for a place
    /// it cannot go to (a hole no action can be used on).
    @discardableResult
    public mutating func setCursor(_ i: Int) -> Bool {
        guard canReach(i) else { return false }
        cursor = i
        return true
    }

    /// The player turns the card under the cursor (refused, with a message, when it is the
    /// computer's turn, when paused, or when the engine refuses).
    public mutating func turnCursorCard(at now: Double) {
        guard !isPaused else { return }
        guard isHumansTurn else {
            show("wait: it is the computer's turn", at: now, until: .humansTurn)
            return
        }
        apply(.turn(cursor), at: now)
    }

    /// The player uses the script's action whose key is `key` on the card under the cursor and
    /// its row on the board (``BoardLayout/boardRow(ofCard:)``: a grid's row even when a tall
    /// terminal shows it as a column; without a layout, the engine's row); an action that takes
    /// no card is used as it is, wherever the cursor is (false: no such action).
    public mutating func useAction(key: Character, layout: BoardLayout?, at now: Double) -> Bool {
        let actions = playable.rules.playerActions
        guard let index = actions.firstIndex(where: { $0.key == key }) else { return false }
        guard !isPaused else { return true }
        guard isHumansTurn else {
            show("wait: it is the computer's turn", at: now, until: .humansTurn)
            return true
        }
        guard actions[index].takesCard else {
            apply(.use(index, card: 0, row: []), at: now)
            return true
        }
        let row = layout?.boardRow(ofCard: cursor) ?? game.logicalRow(of: cursor)
        apply(.use(index, card: cursor, row: row), at: now)
        return true
    }

    /// Pauses or resumes the game clock.
    public mutating func togglePause(at now: Double) {
        if isPaused {
            isPaused = false
        } else if !game.isOver {
            isPaused = true
        }
        updateClock(at: now)
    }

    /// Says whether the board can be seen at wall time `now`; the clock stops while it cannot.
    public mutating func setHidden(_ hidden: Bool, at now: Double) {
        guard hidden != isHidden else { return }
        isHidden = hidden
        updateClock(at: now)
    }

    /// Stops the clock when it should stand still (paused, hidden, or waiting for the first card
    /// or the resumed game's first key), restarts it otherwise.
    private mutating func updateClock(at now: Double) {
        let stop = (isPaused || isHidden || waitsForFirstCard || waitsForPlayer || animations.isDealing(at: now)) && !game.isOver
        if stop, stoppedAt == nil {
            stoppedAt = now
        } else if !stop, let at = stoppedAt {
            origin += now - at
            stoppedAt = nil
        }
    }

    // MARK: Time

    /// Lets time pass up to `now`: ends reveals, peeks and time limits that are due, and lets the
    /// computer play when its delay is over. Returns whether anything changed in the game.
    @discardableResult
    public mutating func tick(at now: Double) -> Bool {
        // A clock that waited for the deal runs once the last card lies.
        if isClockStopped { updateClock(at: now) }
        guard !isClockStopped, !game.isOver else { return false }
        var changed = false
        let t = gameTime(at: now)
        if let deadline = game.nextDeadline, deadline <= t {
            apply(.advance, at: now)
            changed = true
        }
        if let due = botDue, due <= t, !game.isLocked, !game.isOver, botPace.allows(atMove: game.moves),
           let action = botUse(at: now) {
            let (moves, declined) = (game.moves, game.scripted.usesDeclined)
            apply(action, at: now)
            botPace.record(atMove: moves, declined: game.scripted.usesDeclined != declined)
            return true
        }
        if let due = botDue, due <= t, !game.isLocked, !game.isOver, isComputersTurn {
            // A copy of the game for the computer player, which changes as it chooses.
            let seen = game
            guard let card = computers?.chooseCard(in: seen) else { return changed }
            botDue = nil
            apply(.turn(card), at: now)
            changed = true
        }
        if refreshStatus(at: t) { changed = true }
        return changed
    }

    /// The action the computer player uses now, if its scripts' `bot` hooks say so; a hook's
    /// failure is shown as every script failure is, and no action is used.
    private mutating func botUse(at now: Double) -> Action? {
        do {
            return try playable.game.botUse(rules: &playable.rules, skill: computers?.skill(in: game) ?? 1)
        } catch {
            playable.scriptsFailed = true
            show(Self.describe(error), at: now, for: Self.failureDuration)
            return nil
        }
    }

    /// Asks the scripts' status again once a second of game time has passed since it was last
    /// asked, with the game's clock read then; returns whether the text changed.
    private mutating func refreshStatus(at t: Double) -> Bool {
        let second = Int(t)
        guard second != statusSecond else { return false }
        statusSecond = second
        let status = playable.rules.status(in: game.read(at: t))
        guard status != scriptStatus else { return false }
        scriptStatus = status
        return true
    }

    /// The next wall time at which something happens without input: a game deadline, the
    /// computer's move, an animation frame, the status message going, the clock's next second.
    public func nextWake(after now: Double) -> Double? {
        var wake: [Double] = []
        if !isClockStopped && !game.isOver {
            if let d = game.nextDeadline { wake.append(d + origin) }
            if let b = botDue { wake.append(b + origin) }
            let t = gameTime(at: now)
            wake.append(now + (1 - t.truncatingRemainder(dividingBy: 1)))
            if playable.bonusTimeLimit != nil && game.cards.contains(where: { $0.isFaceUp }) {
                wake.append(now + 0.1)
            }
        }
        if animations.isMoving(at: now) { wake.append(now + Animations.frameInterval) }
        if let m = message { wake.append(m.until) }
        return wake.min()
    }

    /// Records the moment the player leaves the game (quit, Ctrl-C, a signal, back to the lobby):
    /// an ``Action/advance`` to the game time at `now` goes into the log, so that a saved game
    /// resumes at the time it was left (not at its last card), with whatever fell due meanwhile.
    public mutating func leave(at now: Double) {
        guard !game.isOver, gameTime(at: now) > game.time else { return }
        apply(.advance, at: now)
    }

    /// Forgets the status message once its time is over, or what it asked to wait for is.
    public mutating func expireMessage(at now: Double) {
        guard let m = message else { return }
        let waited: Bool
        switch messageWaitsFor {
        case .unlocked?: waited = !game.isLocked
        case .humansTurn?: waited = isHumansTurn
        case nil: waited = false
        }
        if m.until <= now || waited { message = nil }
    }

    /// Whether the bell is due since the last call (a match, a mismatch, the end of the game, a
    /// script's request); the front rings it only if the player asked for sound.
    public mutating func takeBell() -> Bool {
        defer { bellRung = false }
        return bellRung
    }

    /// Shows a message in the status line for `duration` seconds (a brief one by default), or
    /// until what it asks the player to wait for is over, if that comes first.
    public mutating func show(_ text: String, at now: Double, for duration: Double = messageDuration, until wait: Wait? = nil) {
        message = (text, now + duration)
        messageWaitsFor = wait
    }

    /// Applies an action of a finished game's log at its own game time (a replay): the clock
    /// stands at that time until the next one, the cursor goes to the card turned, and the
    /// computer opponent does not play.
    public mutating func replay(_ step: TimedAction, at now: Double) {
        standClock(at: step.time, now: now)
        computers = nil
        if case let .turn(card) = step.action { setCursor(card) }
        apply(step.action, at: now)
        standClock(at: step.time, now: now)
    }

    /// Stops the clock at game time `t` from wall time `now` (a replay shows its own time
    /// between actions; never before what the game has seen).
    public mutating func standClock(at t: Double, now: Double) {
        origin = now - t
        stoppedAt = now
    }

    // MARK: Applying

    private mutating func apply(_ action: Action, at now: Double) {
        let t = gameTime(at: now)
        var events: [Event] = []
        let before = playable.game
        do {
            try playable.game.apply(action, at: t, rules: &playable.rules, events: &events, telling: &computers)
            playable.log.append(TimedAction(action, at: t))
        } catch {
            // The engine lets time pass before it refuses an action (a reveal may end, a timer
            // fire, the time limit run out): what it did then is an advance to `t`, logged as one
            // so that a replay and `memory resume` reach this same game.
            if playable.game != before { playable.log.append(TimedAction(.advance, at: t)) }
            let locked: Bool
            switch error {
            case .lockedDuringReveal, .lockedDuringPeek, .held: locked = true
            default: locked = false
            }
            show(error.description, at: now, until: locked ? .unlocked : nil)
        }
        observe(events, at: now, after: before)
        scheduleBot()
        updateClock(at: now)
    }

    /// Shows what happened: the animations and the status line learn of it (the computer players
    /// were told of each event as it happened).
    /// `before`: the game before them, if they come from an action (a card on show that then
    /// shows another face turns from the one it showed).
    private mutating func observe(_ events: [Event], at now: Double, after before: Game? = nil) {
        let game = self.game
        // Rules with no status answer nil at once; scripts whose hooks do nothing may still show one.
        scriptStatus = playable.rules.status(in: game)
        updateKeyHint()
        for event in events {
            playable.tally.observe(event, at: game.time)
            animations.observe(event, at: now, cardCount: game.cards.count)
            if case let .disguised(cards, _) = event, let before {
                for c in cards where before.cards[c].dealtAt == game.cards[c].dealtAt && before.isFaceVisible(c) && game.isFaceVisible(c)
                    && before.shownFace(c) != game.shownFace(c) {
                    animations.changeFace(of: c, from: before.shownFace(c), at: now)
                }
            }
            switch event {
            case let .rulesFailed(failure):
                playable.scriptsFailed = true
                show(Self.describe(failure), at: now, for: Self.failureDuration)
            case let .said(text): show(text, at: now)
            // The computer's uses are named (a row flashing or cards sliding would be
            // unexplained); a script's reason for declining speaks to the person at the keys,
            // so the computer's declined uses (the first step of a two-step action) show nothing.
            case let .actionUsed(action, player) where playable.isComputer(player):
                let actions = playable.rules.playerActions
                if actions.indices.contains(action) { show("\(GameScene.playerName(player, in: playable)) used \(actions[action].name)", at: now) }
            case let .actionDeclined(action, player, reason) where !playable.isComputer(player):
                show(Self.declined(action, reason: reason, rules: playable.rules), at: now)
            case .bell, .matched, .mismatched, .gameOver: bellRung = true
            default: break
            }
        }
    }

    /// What the status line says of an action that had nothing to do: the script's reason, else
    /// that the action was not used.
    static func declined(_ action: Int, reason: String, rules: any Rules) -> String {
        if !reason.isEmpty { return reason }
        let actions = rules.playerActions
        let name = actions.indices.contains(action) ? actions[action].name : "The action"
        return "\(name): nothing to do here (no charge used)"
    }

    /// Builds the key line again if the charges left it shows have changed.
    private mutating func updateKeyHint() {
        let actions = playable.rules.playerActions
        let player = playable.actionsPlayer
        let charges = actions.indices.map { game.scripted.chargesLeft($0, player: player) }
        guard charges != keyHintCharges else { return }
        keyHintCharges = charges
        keyHint = GameScene.keyHelp(for: actions, charges: charges)
    }

    /// A rules failure as the status line shows it: where and what first (`file:line: message`),
    /// the hook last, and only if the message does not name it already.
    static func describe(_ failure: RuleFailure) -> String {
        // The script by its file name: a path would push the message's end (what to do) off the line.
        var shown = failure
        shown.path = failure.path.map(ScriptFileName.of)
        let hook = shown.message.contains(failure.hook) ? "" : " (in \(failure.hook))"
        return "rules failed: \(shown.message)\(hook)"
    }

    private mutating func scheduleBot() {
        guard isComputersTurn, !game.isOver else {
            botDue = nil
            return
        }
        if botDue == nil || game.isLocked {
            let start = max(game.time, game.nextDeadline.map { game.isLocked ? $0 : game.time } ?? game.time)
            botDue = start + Self.botDelay
        }
    }
}
