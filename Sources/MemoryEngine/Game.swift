/// The referee: a value-type state machine for one game of memory.
///
/// Time is always an argument (seconds since the game started); nothing here reads a clock or
/// sleeps. The caller asks for ``nextDeadline`` and sends ``Action/advance`` (or any action)
/// when it has passed. Every state the game can reach satisfies the invariants checked by
/// ``checkInvariants()``.
public struct Game: Sendable, Hashable {
    public let config: GameConfig
    public private(set) var seed: UInt64
    /// The deck's faces; ``Card/face`` indexes it.
    public private(set) var faces: [Face]
    /// Interned matching keys; ``Card/key`` indexes it.
    public private(set) var keys: [String]
    public internal(set) var cards: [Card]
    /// The stock as dealt (see ``GameConfig/stock``): its groups in the order they come onto the
    /// board, each card numbered on from the board's (``Card/dealtAt``); the first
    /// ``ScriptedPlay/stockDealt`` groups are on the board already. Empty without a stock.
    public internal(set) var stock: [Card] = []
    /// Where the game is in its turn cycle, kept as ``stage`` and the fields after it.
    public internal(set) var phase: Phase {
        get {
            switch stage {
            case .peeking: return .peeking(until: stageUntil)
            case .playing: return .playing
            case .revealing: return .revealing(stageCards, until: stageUntil)
            case .showingMismatch: return .showingMismatch(stageCards)
            case .over: return .over(overReason)
            }
        }
        // Inlined: a phase set to a known case then writes only its fields (a call, in `redeal`,
        // passed the whole phase to be switched on).
        @inline(__always) set {
            switch newValue {
            case let .peeking(until): (stage, stageCards, stageUntil) = (.peeking, CardGroup(), until)
            case .playing: (stage, stageCards, stageUntil) = (.playing, CardGroup(), 0)
            case let .revealing(group, until): (stage, stageCards, stageUntil) = (.revealing, group, until)
            case let .showingMismatch(group): (stage, stageCards, stageUntil) = (.showingMismatch, group, 0)
            case let .over(reason): (stage, stageCards, stageUntil, overReason) = (.over, CardGroup(), 0, reason)
            }
        }
    }
    /// The kind of ``phase``. The mismatch on show while revealing or showing it, the end of the
    /// peek or of the reveal, and why the game ended are the fields after it; each is empty, 0
    /// or `.allMatched` when the phase has none, so that games in the same phase are equal.
    var stage = Stage.playing
    var stageCards = CardGroup()
    var stageUntil = 0.0
    var overReason = GameOverReason.allMatched
    public internal(set) var scores: [Int]
    public internal(set) var currentPlayer = 0
    /// Completed turns (groups turned up).
    public internal(set) var moves = 0
    public internal(set) var groupsMatched = 0
    /// Matches in a row by the current player.
    public internal(set) var streak = 0
    /// The cards of the turn in progress, face up, in the order they were turned.
    public internal(set) var turnCards = CardGroup()
    /// The latest time the game has been told.
    public internal(set) var time = 0.0
    /// What the rules react to beyond scoring (API 2), read by ``begin(rules:events:)``; empty
    /// for rules that only score, whose games take the engine's shortest paths.
    public internal(set) var reactions: Reactions = []
    /// How many stages each event has, read by ``begin(rules:events:)`` with ``reactions`` (one
    /// each for rules that do not react, or a lone script).
    public internal(set) var stages = ReactionStages.single
    /// What the scripts' requests and hooks keep (see ``ScriptedPlay``).
    public internal(set) var scripted = ScriptedPlay()

    /// Deals a game. The same configuration, deck and seed always deal the same board.
    public init(config: GameConfig, deck: Deck, seed: UInt64) throws(ConfigError) {
        let sizes = deck.groupSizes(defaultGroup: config.group)
        try config.validate(groupSizes: Set(sizes))
        self.config = config
        self.keyGroups = sizes
        self.groupCount = config.cardCount / config.group
        self.seed = seed
        self.faces = deck.faces
        self.keys = deck.keys
        self.cards = []
        self.scores = []
        redeal(deck, seed: seed)
    }

    /// Deals a new game with the same configuration into this one, reusing its storage: the
    /// result equals `Game(config: config, deck: deck, seed: seed)`. (The simulator deals
    /// millions of games; a fresh `init` validated the configuration and allocated each time.)
    public mutating func redeal(_ deck: Deck, seed: UInt64) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        // The simulator redeals the same deck millions of times: not reassigning it saves two
        // reference-count updates of each array a game.
        if !faces.isSameStorage(as: deck.faces) { faces = deck.faces }
        if !keys.isSameStorage(as: deck.keys) {
            keys = deck.keys
            // A deck made per game may mix group sizes in one game and not the next.
            keyGroups = deck.groupSizes(defaultGroup: config.group)
            if keyGroups.isEmpty { groupCount = config.cardCount / config.group }
        }
        if keyGroups.isEmpty {
            deck.deal(groups: groupCount, of: config.group, random: &random, into: &cards, stock: config.stock, stockInto: &stock)
        } else {
            groupCount = deck.dealMixed(sizes: keyGroups, board: config.size, random: &random, into: &cards)
        }
        // Zeroed in place when the game already has its players (every redeal of a simulation):
        // emptying and refilling went through the generic sequence append.
        if scores.count == config.players {
            scores.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            scores = Array(repeating: 0, count: config.players)
        }
        if stage == .over { overReason = .allMatched }
        phase = config.peek > 0 ? .peeking(until: config.peek) : .playing
        currentPlayer = 0
        moves = 0
        groupsMatched = 0
        streak = 0
        turnCards = CardGroup()
        time = 0
        // Only a game begun with rules that react changes `scripted` (see ``begin(rules:sink:)``):
        // another's is as new, and resetting it anyway released each of its seven tables.
        if !reactions.isEmpty { scripted = ScriptedPlay() }
        // A deck of mixed group sizes plays through the general path (see ``Reactions/mixedGroups``).
        reactions = keyGroups.isEmpty ? [] : .mixedGroups
        stages = .single
    }

    /// Deals a game from a list of faces (see ``Deck``).
    public init(config: GameConfig, faces: [Face], seed: UInt64) throws(ConfigError) {
        if !faces.contains(where: { $0.group != nil }) { try config.validate() }
        try self.init(config: config, deck: try Deck(faces: faces), seed: seed)
    }

    // MARK: Derived state

    /// Groups on the board in all (dealt: a deck of mixed group sizes deals as many as fill the board).
    /// Stored rather than divided out on every move (an integer division costs tens of cycles).
    public internal(set) var groupCount: Int
    /// Each key's group size when a deck mixes sizes (see ``Face/group``), else empty: every
    /// group is ``GameConfig/group`` cards. Read through ``groupSize(ofKey:)``.
    public internal(set) var keyGroups: [Int] = []
    // Inlined: every move reads it, and a call copied the whole game for it.
    public var groupsLeft: Int {
        @inline(__always) get {
            if scripted.removedCards == 0 { return groupCount + scripted.stockDealt - groupsMatched }
            if !keyGroups.isEmpty { return Game.mixedGroupsOnBoard(cards, keyGroups: keyGroups) }
            return (cards.count + scripted.stockDealt * config.group - groupsMatched * config.group - scripted.removedCards) / config.group
        }
    }
    /// Groups still in the stock, not yet dealt onto the board (see ``GameConfig/stock``).
    public var groupsInStock: Int { config.stock - scripted.stockDealt }
    public var isOver: Bool { stage == .over }

    /// This game with its clock read at `t` and nothing else changed: what a status line shows as
    /// time goes by between actions (a script's `status` counting a turn down reads
    /// `game:time()`). Nothing falls due in it; the caller has let the game pass every deadline up
    /// to `t` first. A `t` earlier than ``time`` changes nothing.
    public func read(at t: Double) -> Game {
        var game = self
        game.time = max(time, t)
        return game
    }

    /// Whether turning a card is refused now because of a reveal or a peek.
    public var isLocked: Bool {
        switch stage {
        case .peeking, .revealing: return true
        default: return scripted.shown != nil
        }
    }

    /// When play time runs out, if there is a time limit (it starts after the peek).
    public var timeLimitDeadline: Double? { config.timeLimit.map { config.peek + $0 } }

    /// The next moment at which time alone changes the game (end of a peek, of a reveal, of the
    /// time limit), or nil when only an action can.
    public var nextDeadline: Double? {
        let phaseDeadline: Double?
        switch stage {
        case .over: return nil
        case .peeking, .revealing: phaseDeadline = stageUntil
        case .playing, .showingMismatch: phaseDeadline = nil
        }
        let deadline: Double?
        switch (phaseDeadline, timeLimitDeadline) {
        case let (a?, b?): deadline = min(a, b)
        case let (a, b): deadline = a ?? b
        }
        guard !reactions.isEmpty, let scriptDeadline = scripted.nextDeadline else { return deadline }
        return min(deadline ?? .infinity, scriptDeadline)
    }

    /// Whether every player can see card `i`'s face now (not a card revealed to one player alone).
    public func isFaceVisible(_ i: Int) -> Bool { withUnsafePointer(to: self) { $0.isFaceVisible(i) } }

    /// Whether `player` (0-based) can see card `i`'s face now: as everyone can, or revealed to
    /// them alone.
    public func isFaceVisible(_ i: Int, to player: Int) -> Bool { withUnsafePointer(to: self) { $0.isFaceVisible(i, to: player) } }

    /// The player (0-based) to whom a script is revealing card `i` alone now, if one is: the
    /// others see only that the card is being looked at.
    public func privateLook(at i: Int) -> Int? { withUnsafePointer(to: self) { $0.privateLook(at: i) } }

    /// The key of the face card `i` shows if a player can see it now (a disguise's, if it wears
    /// one: see ``shownFace(_:)``), else nil: what bots are allowed to know.
    public func visibleKey(_ i: Int) -> Int? {
        withUnsafePointer(to: self) { $0.isFaceVisible(i) ? $0.shownKey(i) : nil }
    }

    /// Who won, once the game is over (empty before): the players a script's win named (a team),
    /// or else the scripts' `winners` hook (see ``Rules/winners(at:)``; empty: nobody); when
    /// neither named them, in a co-op game (``GameConfig/coop``) every seat when the game was
    /// played to its end and none when it was lost or ran out of time; in a solo game the player
    /// when it was played to its end; else the players with the highest score (several: a tie,
    /// see ``winnersShare``).
    public var winners: [Int] {
        if case .over = phase, let named = scripted.namedWinners { return named }
        var winners: [Int] = []
        forEachWinner { winners.append($0) }
        return winners
    }

    /// Calls `body` with each of the ``winners`` in turn, without making their list (the
    /// simulator counts them after every game).
    @inline(__always)
    public func forEachWinner(_ body: (Int) throws(Never) -> Void) {
        guard case let .over(reason) = phase else { return }
        if let named = scripted.namedWinners {
            for p in named { body(p) }
        } else if config.coop || scores.count == 1 {
            if reason.isFinished { for p in scores.indices { body(p) } }
        } else {
            let best = scores.max() ?? 0
            for p in scores.indices where scores[p] == best { body(p) }
        }
    }

    /// Whether the ``winners`` won together (a team a script named, or a co-op game) rather
    /// than tied on points. (A script that names one winner or none names no tie either.)
    public var winnersShare: Bool { scripted.namedWinners != nil || config.coop }

    // MARK: Actions

    /// Applies `action` at time `now`, appending what happened to `events` and asking `rules` for
    /// score changes. (`any Rules` rather than a generic parameter: callers in other modules would
    /// otherwise run the whole engine unspecialised, which measured several times slower. Inside,
    /// the engine is generic over the rules type and compiled for ``AnyRules`` and, in the
    /// simulator, for the Swift ``PointRules``.)
    ///
    /// Time passes first, exactly as ``Action/advance`` would (a reveal may end, the time limit may
    /// run out), and those events are appended even if the action is then refused. A refused
    /// action changes nothing else.
    public mutating func apply(_ action: Action, at now: Double, rules: inout any Rules,
                               events: inout [Event]) throws(Rejection) {
        var any = AnyRules(rules)
        defer { rules = any.base }
        try apply(action, at: now, rules: &any, sink: &events)
    }

    /// ``apply(_:at:rules:events:)`` with the events going to any sink, inlined into it. (The
    /// simulator turns cards through ``turn(_:at:rules:sink:)`` and waits through
    /// ``passTime(to:rules:sink:)``, which skip the check of `now` its plan has already made.)
    @inline(__always)
    mutating func apply<Sink: EventSink, R: Rules>(_ action: Action, at now: Double, rules: inout R,
                                                   sink events: inout Sink) throws(Rejection) {
        // `time` is never negative, and NaN fails every comparison (`isFinite` was not inlined).
        guard now >= time, now < .infinity else { throw .invalidTime(now) }
        switch action {
        case let .turn(card): try turn(card, at: now, rules: &rules, sink: &events)
        case .advance: passTime(to: now, rules: &rules, sink: &events)
        case let .use(action, card, row): try use(action, card: card, row: row, at: now, rules: &rules, events: &events)
        }
    }

    /// Turns card `i` at `now`, exactly as ``Action/turn(_:)`` does (time passes first, and its
    /// events stay even if the turn is refused): the simulator's way of turning a card. Like
    /// ``passTime(to:rules:sink:)`` it does not check `now`: the caller passes a finite time no
    /// earlier than ``time``.
    // Transparent, not `@inline(__always)`: the optimiser did not honour that here once API 2's
    // paths joined the function, and the simulator's loop then copied the whole game (352 bytes)
    // at every call out of it, twice as slow as the loop with the turn inlined.
    @_transparent
    mutating func turn<Sink: EventSink, R: Rules>(_ i: Int, at now: Double, rules: inout R,
                                                  sink events: inout Sink) throws(Rejection) {
        assert(now >= time && now < .infinity, "time may not run backwards")
        time = now
        // Most turns find the game in play with no time limit: time passing changes nothing and
        // no phase forbids the turn, so the phase is read once (it was switched on twice).
        // A mismatch on show that this card turns back, told to `on_hide` once the card is up
        // (told before, the hook could make the card unturnable after the game had changed).
        var hiddenMismatch = CardGroup()
        if stage == .playing, config.timeLimit == nil, reactions.isEmpty {
            try checkTurnable(i)
        } else {
            advanceTime(to: now, rules: &rules, events: &events)
            try checkPlayable()
            try checkTurnable(i)
            if isFrozen(i) { throw .frozen(card: i, why: frozenReason(of: i)) }
            if stage == .showingMismatch {
                hiddenMismatch = stageCards
                conceal(stageCards, at: now, events: &events)
                phase = .playing
            }
        }
        // Through a buffer pointer (`checkTurnable` checked `i`): with scripted rules the
        // optimiser called the board's uniqueness check out of line for the subscript's write.
        cards.withUnsafeMutableBufferPointer { $0[i].turnUp(at: now) }
        // Room for it: the turn has fewer cards than a group, and a group at most four.
        turnCards.append(unchecked: i)
        events.append(.turned(card: i, player: currentPlayer), in: &self)
        if !reactions.isEmpty {
            return reactToScriptedTurn(i, hiddenMismatch: hiddenMismatch, at: now, rules: &rules, events: &events)
        }
        if turnCards.count == config.group { completeTurn(at: now, rules: &rules, events: &events) }
    }

    /// The rest of a turned card's turn in a game whose scripts react to play: the face it shows,
    /// `on_hide` for the mismatch it turned back (`hiddenMismatch`, if any), frozen cards thawing,
    /// the `on_turn` hook (or the computer players' `bot_avoid`), and the end of the turn or frozen
    /// cards left out of it. (Only scripts freeze cards: a game without them checks one flag.)
    private mutating func reactToScriptedTurn<Sink: EventSink, R: Rules>(_ i: Int, hiddenMismatch: CardGroup, at now: Double,
                                                                       rules: inout R, events: inout Sink) {
        let face = scripted.disguises.isEmpty ? cards[i].face : withUnsafePointer(to: &self) { $0.shownFace(i) }
        events.append(.seen(card: i, face: face), in: &self)
        if !hiddenMismatch.isEmpty {
            tellHiddenIfHooked(hiddenMismatch, .mismatch, at: now, rules: &rules, events: &events)
            // A request may have ended the turn or the game.
            if stage == .over || turnCards.isEmpty { return }
        }
        if scripted.frozenCount > 0 { thawFrozenForOneCard(events: &events) }
        if reactions.contains(.turned) {
            reactToTurnedCard(at: now, rules: &rules, events: &events)
            // A request may have ended the turn or the game.
            if stage == .over || turnCards.isEmpty { return }
        } else if reactions.contains(.botAvoid) && turnCards.count < turnGroup {
            askBotAvoid(rules: &rules, events: &events)
        }
        if turnCards.count == turnGroup {
            completeTurn(at: now, rules: &rules, events: &events)
        } else if scripted.frozenCount > 0, !reactions.contains(.turned) {
            // (An `on_turn` hook's changes were settled with this check already.)
            thawIfFrozenOut(rules: &rules, events: &events)
        }
    }

    /// Refuses any move while the game is over or locked (a peek, a reveal on show). Mutating
    /// though it changes nothing, so that it is passed the game in place: its callers are
    /// mutating, and a call from one was given a copy of the whole game.
    mutating func checkPlayable() throws(Rejection) {
        switch stage {
        case .over: throw .gameOver
        case .peeking: throw .lockedDuringPeek
        case .revealing: throw .lockedDuringReveal
        case .playing, .showingMismatch: break
        }
        if let shown = scripted.shown { throw shown.isHold ? .held(why: shown.why) : .lockedDuringReveal }
    }

    /// Refuses a card that is not on the board or not face down.
    @inline(__always)
    private func checkTurnable(_ i: Int) throws(Rejection) {
        guard UInt(bitPattern: i) < UInt(cards.count) else { throw .outOfBounds(card: i, count: cards.count) }
        switch cards[i].state {
        case .matched: throw .alreadyMatched(card: i)
        case .faceUp: throw .alreadyFaceUp(card: i)
        case .removed: throw .removed(card: i)
        case .faceDown: break
        }
    }

    /// Lets time pass to `now`, as ``Action/advance`` would: the simulator's way of waiting out a
    /// reveal or a peek without a whole action. Unlike ``apply(_:at:rules:events:)`` it does not
    /// check `now`: the caller passes a finite time no earlier than ``time``.
    mutating func passTime<Sink: EventSink, R: Rules>(to now: Double, rules: inout R, sink events: inout Sink) {
        assert(now >= time && now < .infinity, "time may not run backwards")
        time = now
        // The simulator's every wait, a reveal ending with no time limit running, takes this
        // short path rather than the general loop of due times.
        if stage == .revealing, stageUntil <= now, config.timeLimit == nil, reactions.isEmpty {
            conceal(stageCards, at: stageUntil, events: &events)
            phase = .playing
            return
        }
        advanceTime(to: now, rules: &rules, events: &events)
    }

    /// Convenience for callers that do not keep an event buffer. The events of time passing are
    /// lost if the action is refused; use ``apply(_:at:rules:events:)`` where they matter.
    @discardableResult
    public mutating func apply(_ action: Action, at now: Double, rules: inout any Rules) throws(Rejection) -> [Event] {
        var events: [Event] = []
        try apply(action, at: now, rules: &rules, events: &events)
        return events
    }

    /// Lets time pass to `now`: the reveals, peeks, script timers and time limit that fall due by
    /// then, in order. Each deadline is handled at its own moment: the game's clock steps to it, so that the hooks
    /// it calls read that moment from `game:time()`, as their requests are timed from it (a timer
    /// due at 9 s that a card turned at 10 s set off read 10, and found a reveal ending at 10
    /// still on). The clock is at `now` when it returns.
    mutating func advanceTime<Sink: EventSink, R: Rules>(to now: Double, rules: inout R, events: inout Sink) {
        if !reactions.isEmpty { scripted.timersFired = 0 }
        defer { time = now }
        while stage != .over {
            if !reactions.isEmpty, passScriptDeadline(before: now, rules: &rules, events: &events) { continue }
            let limit = timeLimitDeadline ?? .infinity
            if stage == .peeking, stageUntil <= now && stageUntil <= limit {
                let until = stageUntil
                time = until
                phase = .playing
                events.append(.peekEnded, in: &self)
                if reactions.contains(.hidden) {
                    // Cards a script's reveal still shows are told when that reveal ends.
                    let shown = scripted.shown?.cards ?? []
                    tellHidden(cards.indices.filter { cards[$0].state == .faceDown && !shown.contains($0) }, .peek, at: until,
                               rules: &rules, events: &events)
                }
                continue
            }
            if stage == .revealing, stageUntil <= now && stageUntil <= limit {
                let (group, until) = (stageCards, stageUntil)
                time = until
                turnBackMismatch(group, at: until, rules: &rules, events: &events)
                continue
            }
            if limit <= now {
                time = limit
                finish(.timeUp, at: limit, rules: &rules, events: &events)
            }
            return
        }
    }

    // Inlined into `turn`, its only caller: a call here costs more than the code size it saves,
    // on the simulator's hottest path.
    @inline(__always)
    private mutating func completeTurn<Sink: EventSink, R: Rules>(at now: Double, rules: inout R, events: inout Sink) {
        if !reactions.isEmpty { return completeScriptedTurn(at: now, rules: &rules, events: &events) }
        moves += 1
        let group = turnCards
        turnCards.removeAll()
        let player = currentPlayer
        var context = TurnContext(player: player, move: moves, elapsed: now, score: scores[player], streak: 0, groupsLeft: 0)
        // One pass over the group reads what the rules are told and whether the keys agree; a
        // match is then recorded through the same buffer (one uniqueness check of the board).
        let matches = cards.withUnsafeMutableBufferPointer { board -> Bool in
            let key = board[group.firstCard].key
            var matches = true
            for c in group {
                if board[c].key != key { matches = false }
                context.append(index: c, card: board[c], at: now)
            }
            if matches { for c in group { board[c].match(at: now) } }
            return matches
        }
        if matches {
            streak += 1
            groupsMatched += 1
            context.streak32 = Int32(truncatingIfNeeded: streak)
            context.groupsLeft32 = Int32(truncatingIfNeeded: groupsLeft)
            var points = 0
            do { points = try rules.scoreMatch(context) } catch { events.append(.rulesFailed(error), in: &self) }
            points = award(points, player: player, hook: "on_match", events: &events)
            events.append(.matched(group, player: player, points: points), in: &self)
            if !config.extraTurnOnMatch { passTurn(events: &events) }
            if groupsMatched == groupCount { finish(.allMatched, at: now, rules: &rules, events: &events) }
        } else {
            streak = 0
            context.groupsLeft32 = Int32(truncatingIfNeeded: groupsLeft)
            var points = 0
            do { points = try rules.scoreMismatch(context) } catch { events.append(.rulesFailed(error), in: &self) }
            points = award(points, player: player, hook: "on_mismatch", events: &events)
            events.append(.mismatched(group, player: player, points: points), in: &self)
            if rules.changesBoard { applyBoardChanges(after: context, rules: &rules, events: &events) }
            passTurn(events: &events)
            switch config.reveal {
            case .seconds(let s) where s > 0: phase = .revealing(group, until: now + s)
            case .seconds: conceal(group, at: now, events: &events)
            case .untilNextFlip: phase = .showingMismatch(group)
            }
        }
    }

    mutating func applyBoardChanges<Sink: EventSink, R: Rules>(after context: TurnContext, rules: inout R, events: inout Sink) {
        let changes: [BoardChange]
        do {
            changes = try withUnsafePointer(to: &self) { game throws(RuleFailure) in
                try rules.boardChanges(afterMismatch: context, at: game)
            }
        } catch {
            events.append(.rulesFailed(error), in: &self)
            return
        }
        for change in changes {
            switch change {
            case let .swap(a, b):
                guard a != b, cards.indices.contains(a), cards.indices.contains(b),
                      cards[a].state == .faceDown, cards[b].state == .faceDown else {
                    events.append(.rulesFailed(RuleFailure(.refusedRequest, hook: "on_mismatch",
                        detail: "cannot swap cards \(a) and \(b): only two different face-down, unmatched cards may swap")), in: &self)
                    continue
                }
                cards.swapAt(a, b)
                // A frozen or marked card stays so where it goes (API 2 rules may freeze and mark cards).
                carryScriptedState(a, b)
                events.append(.swapped(a, b), in: &self)
            }
        }
    }

    /// Passes the turn to the next player; nothing in a solo game. Inlined for that test: a solo
    /// game (the simulator's usual one) then makes no call.
    @inline(__always)
    mutating func passTurn<Sink: EventSink>(events: inout Sink) {
        if config.players > 1 { passTurnToNext(events: &events) }
    }

    private mutating func passTurnToNext<Sink: EventSink>(events: inout Sink) {
        let from = currentPlayer
        currentPlayer = (currentPlayer + 1) % config.players
        streak = 0
        events.append(.turnPassed(from: from, to: currentPlayer), in: &self)
    }

    mutating func conceal<Sink: EventSink>(_ group: CardGroup, at t: Double, events: inout Sink) {
        changeCards(group) { $0.turnDown(at: t) }
        events.append(.concealed(group), in: &self)
    }

    /// Changes each card of `group` through one buffer pointer: one uniqueness check of the
    /// board rather than one per card.
    @inline(__always)
    mutating func changeCards(_ group: CardGroup, _ change: (inout Card) -> Void) {
        cards.withUnsafeMutableBufferPointer { cards in
            for c in group { change(&cards[c]) }
        }
    }

    mutating func finish<Sink: EventSink, R: Rules>(_ reason: GameOverReason, at t: Double, rules: inout R, events: inout Sink) {
        phase = .over(reason)
        if !reactions.isEmpty { return finishScripted(reason, at: t, rules: &rules, events: &events) }
        for player in scores.indices {
            let context = TurnContext(player: player, move: moves, elapsed: t, score: scores[player],
                                      streak: player == currentPlayer ? streak : 0, groupsLeft: groupsLeft)
            var points = 0
            do { points = try rules.scoreFinish(context) } catch { events.append(.rulesFailed(error), in: &self) }
            points = award(points, player: player, hook: "on_finish", events: &events)
            if points != 0 { events.append(.finalPoints(player: player, points: points), in: &self) }
        }
        events.append(.gameOver(reason), in: &self)
    }

    /// Largest score change one hook may make at once.
    public static let maximumPoints = 1_000_000_000
    /// The points one hook may give or take at once.
    public static let pointsRange = -maximumPoints...maximumPoints

    /// The refusal of `points` outside ``pointsRange`` given at once by `what` ("on_match
    /// returned", "award:").
    public static func pointsOutOfRange<N: BinaryInteger>(_ points: N, by what: String) -> String {
        "\(what) \(points) points, outside the allowed -\(maximumPoints)...\(maximumPoints); no score was changed"
    }
    /// The scores a player may reach.
    static let scoreRange = -Int(Int32.max) * 1000...Int(Int32.max) * 1000

    /// Applies the points a scoring hook answered if that is possible; returns the points applied.
    /// (The caller asks the hook and reports its failure, if any, as 0 points: a closure or a
    /// `Result` here cost a copy of the context or of the failure's strings on every move.)
    @inline(__always)
    mutating func award<Sink: EventSink>(_ points: Int, player: Int, hook: StaticString,
                                                 events: inout Sink) -> Int {
        if points == 0 { return 0 }
        // Checked and written through one buffer access (one uniqueness check, no bounds check
        // for the read and another for the write): `player` is the current player or one of
        // `scores.indices`, both always in range (``checkInvariants()`` checks the first).
        assert(scores.indices.contains(player), "no player \(player)")
        // Ranges rather than `abs`, which traps on `Int.min` (a script may answer it).
        let applied = scores.withUnsafeMutableBufferPointer { s -> Bool in
            let (total, overflow) = s[player].addingReportingOverflow(points)
            guard Game.pointsRange.contains(points), !overflow, Game.scoreRange.contains(total) else { return false }
            s[player] = total
            return true
        }
        guard applied else {
            events.append(.rulesFailed(RuleFailure(.badReturn, hook: "\(hook)",
                detail: Game.pointsRange.contains(points) ? "returned \(points), which would take the score out of range; no score was changed"
                    : Game.pointsOutOfRange(points, by: "returned"))), in: &self)
            return 0
        }
        return points
    }
}
