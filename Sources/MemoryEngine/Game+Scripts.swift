/// What API-2 scripts have set going in a game: cards on show, timers, cards taken off the
/// board, the actions used, and the `match` hook's answers so far.
public struct ScriptedPlay: Sendable, Hashable {
    /// Face-down cards on show at a script's request.
    /// Cards a script revealed, or a hold: a show of no cards (``Request/Kind/hold(seconds:why:)``).
    /// Either way no card can be turned until it ends.
    public struct Shown: Sendable, Hashable {
        public var cards: [Int]
        public var until: Double
        /// The one player (0-based) who sees their faces, or nil: everyone.
        public var to: Int? = nil
        /// A hold's reason, read by a player who tries to turn a card (nil: none given).
        public var why: String? = nil

        /// Whether it is a hold, not a reveal.
        public var isHold: Bool { cards.isEmpty }
    }

    /// A call back the script asked for.
    public struct Timer: Sendable, Hashable {
        public var id: Int
        public var at: Double
    }

    public internal(set) var shown: Shown?
    /// Pending timers, earliest first (in the order they were set when due together).
    public internal(set) var timers: [Timer] = []
    /// Cards taken off the board while still in play (found cards taken off are not counted).
    public internal(set) var removedCards = 0
    /// Found cards taken off the board (or dealt over from the stock), as they were when found:
    /// they still count as found.
    public internal(set) var foundRemoved: [Card] = []
    /// Groups of the stock dealt onto the board so far (see ``Game/stock``).
    public internal(set) var stockDealt = 0
    /// Uses of each action by each player, at `player * actions + action`.
    public internal(set) var actionUses: [Int] = []
    /// Uses of each action given to each player during play (`game:grant`), fewer when
    /// negative, at `player * actions + action`; empty until a script first grants one.
    public internal(set) var actionGrants: [Int] = []
    /// The players a script's win or the `winners` hook named (0-based, in seat order; empty:
    /// nobody), or nil (see ``Game/winners``).
    public internal(set) var namedWinners: [Int]?
    /// Each player's score in the parts a `score_parts` hook named (adding up to the score), or
    /// nil: no hook named them (see ``Rules/scoreParts(of:at:)``).
    public internal(set) var scoreParts: [[ScorePart]]?
    /// Uses of actions that their scripts declined, so far.
    public internal(set) var usesDeclined = 0
    /// What scripts said once the game was over (for the game-over screen and the records).
    public internal(set) var endNotes: [String] = []
    /// The counts scripts kept this game with `game:tally(name, n)`, by name (a name never
    /// tallied is 0): what `memory simulate` reports per game beside moves and scores. Applied
    /// as requests, so a failing hook's or a refused action's tallies are not counted, and a
    /// replay counts what play counted.
    public internal(set) var tallies: [String: Int] = [:]
    /// What scripts added this game with `game:carry(name, n)`, by name: what a campaign's level,
    /// once passed, hands on to the levels after it (see ``GameConfig/carried``). Applied as
    /// requests, like ``tallies``, so a replay carries what play carried.
    public internal(set) var carries: [String: CarriedNumber] = [:]
    var actionCharges: [Int?] = []
    /// The `match` hook's answer for each group of faces asked so far (see ``Game/faceKey(_:)``).
    var verdicts: [UInt64: Bool] = [:]
    /// The groups of faces (as in ``verdicts``) the `match` hook failed on, and its first failure.
    var failedVerdicts: Set<UInt64> = []
    var matchFailure: String?
    /// Whether the `match` hook was stopped by a limit (its instruction budget or memory): it is
    /// not asked again this game, as each ask would run to the same limit (a second or more),
    /// and the end check may ask about hundreds of groups.
    var matchStopped = false
    /// The keys (indices into ``Game/keys``) whose known groups computer players go for, as the
    /// scripts' `bot_keys` hook last answered; nil for any.
    public internal(set) var botKeys: [Int]?
    /// The places where computer players may start a turn, from the scripts' `bot_cards` (nil: any).
    public internal(set) var botCards: [Int]?
    /// The places computer players keep off unless nothing else is left, from the scripts'
    /// `bot_avoid` (nil: none).
    public internal(set) var botAvoid: [Int]?
    /// How many scripts' request lists are being applied inside each other (a request can set
    /// off a hook, whose requests are applied before the first list goes on).
    var depth = 0
    /// Whether the turn-end hook of the turn that is ending is running or its requests are
    /// being applied (a request to end the turn then is refused).
    ///
    /// A flag of its own rather than the general limit (``depth``): `end_turn` is the one request
    /// that sets off a hook which may ask for it again, and the limit would stop that loop only
    /// after the turn-end hook had run 16 times for one turn, each run's points and requests
    /// applied, with a message about depth. The flag refuses the first repeat, before the hook
    /// runs again, and says what is wrong (the turn is already ending) at the script's line.
    var endingTurn = false
    /// Turns ended by a request so far (a scoring hook's request that ends the turn has run the
    /// turn-end hook already).
    var turnsEndedByRequest = 0
    /// The request depth (``depth``) at which the `on_mismatch` hooks' requests of the mismatch
    /// being told are applied, or 0: the one place `game:keep_turn()` is taken. A hook their
    /// requests set off asks deeper, and is refused.
    var keepTurnDepth = 0
    /// Whether an `on_mismatch` hook kept the turn of the mismatch being told.
    var turnKept = false
    /// Timers fired while the game was told of one moment (see ``Game/maximumTimers``).
    var timersFired = 0
    /// For each card, the count of turn ends (``turnEnds``) at which it thaws: 0 when it is not
    /// frozen, `Int.max` until a script thaws it, ``thawsAtNextCard`` until the next card is
    /// turned. Empty until a script first freezes a card.
    public internal(set) var frozenUntil: [Int] = []
    /// The ``frozenUntil`` of a card frozen for 0 turns: it thaws as soon as the next card is
    /// turned (no count of turn ends reaches it).
    static let thawsAtNextCard = Int.max - 1
    /// Cards frozen now.
    public internal(set) var frozenCount = 0
    /// Why each frozen card is frozen, as the script said (nil: it did not say), by board
    /// position; empty until a script first freezes a card with a reason.
    public internal(set) var frozenWhy: [String?] = []
    /// Each card's mark (see ``Request/Kind/mark(_:text:)``), by board position; empty until a
    /// script first marks a card.
    public internal(set) var marks: [String?] = []
    /// The face each card shows instead of its own (see ``Request/Kind/disguise(_:as:)``), by
    /// board position; empty until a script first disguises a card.
    public internal(set) var disguises: [Disguise?] = []
    /// How many times scripts revealed each card to everyone, by board position; empty until a
    /// script first reveals one.
    var revealCounts: [Int32] = []
    /// How many times scripts revealed each card to one player only, at `player * cards + card`;
    /// empty until a script first reveals one privately.
    var privateRevealCounts: [Int32] = []
    /// The cards of the events being told stage by stage, innermost last, where they are now
    /// (see ``Game/applyStages(_:of:_:player:hook:at:rules:events:)``): a swap moves them.
    var followed: [CardGroup] = []
    /// Turns ended so far, however they ended.
    public internal(set) var turnEnds = 0
    /// The finding each card was found in (1 for the game's first group found, 2 for the next…;
    /// 0 while not found), by ``Card/dealtAt``, so that only cards found together are put back
    /// together (see ``Game/foundTogetherProblem(_:)``); empty until a group is first found.
    var foundIn: [Int32] = []
    /// Groups found so far, each finding counted once (a group put back and found again counts twice).
    var findings: Int32 = 0
    /// Whether a turn is under way: always, but while the game begins (`on_start`) and between
    /// a turn's end and the next (`on_turn_end`). A freeze asked for during a turn does not count
    /// that turn's end.
    var turnUnderWay = false

    /// The earliest moment a reveal ends or a timer is due.
    var nextDeadline: Double? {
        switch (shown?.until, timers.first?.at) {
        case let (a?, b?): return min(a, b)
        case let (a, b): return a ?? b
        }
    }

    /// Uses left of `action` for `player`, or nil when unlimited.
    public func chargesLeft(_ action: Int, player: Int) -> Int? {
        guard actionCharges.indices.contains(action), let charges = actionCharges[action] else { return nil }
        let at = player * actionCharges.count + action
        return max(0, charges + (actionGrants.isEmpty ? 0 : actionGrants[at]) - actionUses[at])
    }
}

/// The engine's side of API 2: events to the scripts, their requests checked and applied.
extension Game {
    /// Longest text a script may show (longer ones are cut).
    public static let maximumScriptText = 200
    /// Most timers a game may have pending.
    public static let maximumTimers = 1_000
    /// Most uses of one action a player may have left (``Request/Kind/grant(action:count:player:)``).
    public static let maximumCharges = 1_000_000
    /// Most different tallies (``ScriptedPlay/tallies``) a game may keep.
    public static let maximumTallies = 16
    /// Longest a script may reveal cards for, in seconds.
    public static let maximumRevealSeconds = 60.0
    /// How deeply scripts' requests may set off hooks whose requests set off hooks… (a request
    /// that ends the turn calls the turn-end hook, which may request…). A request asked deeper
    /// is refused, so no pair of a hook and a request can recurse through the engine. The one
    /// such pair the requests have, `end_turn` from the turn-end hook, is refused sooner and more
    /// clearly (see ``ScriptedPlay/endingTurn``); this limit stands behind it for any other.
    static let maximumHookDepth = 16

    /// Starts the game with `rules`: they prepare for it, and scripts that react to events are
    /// told that it begins. Call once, before the first action (play, replay and the simulator
    /// all do).
    public mutating func begin(rules: inout any Rules, events: inout [Event]) {
        var any = AnyRules(rules)
        defer { rules = any.base }
        begin(rules: &any, sink: &events)
    }

    mutating func begin<Sink: EventSink, R: Rules>(rules: inout R, sink events: inout Sink) {
        rules.prepare(for: self)
        reactions = keyGroups.isEmpty ? rules.reactions : rules.reactions.union(.mixedGroups)
        guard !reactions.isEmpty else { return }
        stages = rules.stages
        let actions = rules.playerActions
        scripted.actionCharges = actions.map(\.charges)
        scripted.actionUses = Array(repeating: 0, count: actions.count * config.players)
        askAboutEveryPair(rules: &rules, events: &events)
        if reactions.contains(.start) {
            let context = scriptContext(at: time)
            let reaction = react(.start, context, rules: &rules, events: &events)
            settle(reaction, of: .start, context, player: currentPlayer, hook: "on_start", at: time, rules: &rules, events: &events)
        }
        scripted.turnUnderWay = true   // the first turn begins
        startTurn(at: time, rules: &rules, events: &events)
        settleScriptedChanges(at: time, rules: &rules, events: &events)
    }

    /// Tells the scripts that the current player's turn begins, unless the game is over: the
    /// turn that ended may have ended it (its last group found, or no group left that can
    /// match), which is judged first, as it would be before the next card.
    private mutating func startTurn<Sink: EventSink, R: Rules>(at now: Double, rules: inout R, events: inout Sink) {
        guard reactions.contains(.turnStarted) else { return }
        checkScriptedEnd(at: now, rules: &rules, events: &events)
        guard !isOver else { return }
        let context = scriptContext(at: now)
        let reaction = react(.turnStarted, context, rules: &rules, events: &events)
        settle(reaction, of: .turnStarted, context, player: currentPlayer, hook: "on_turn_start", at: now,
               rules: &rules, events: &events)
    }

    /// What the scripts are told about the moment: the current player and the turn's cards.
    func scriptContext(at now: Double, player: Int? = nil) -> TurnContext {
        let player = player ?? currentPlayer
        var context = TurnContext(player: player, move: moves, elapsed: now, score: scores[player],
                                  streak: player == currentPlayer ? streak : 0, groupsLeft: groupsLeft)
        for i in turnCards { context.append(index: i, card: cards[i], at: now) }
        return context
    }

    /// Asks the rules about `stage` of `event`; a failure is reported and answers nothing.
    mutating func react<Sink: EventSink, R: Rules>(_ event: ScriptEvent, _ context: TurnContext, stage: ReactionStage = .first,
                                                   rules: inout R, events: inout Sink) -> Reaction {
        // Rules that do not react, in a game on the general path for its mixed group sizes alone.
        if reactions == .mixedGroups { return scored(event, context, rules: &rules, events: &events) }
        do {
            let reaction = try rules.react(to: event, context, stage: stage, at: &self)
            for failure in reaction.failures { events.append(.rulesFailed(failure), in: &self) }
            return reaction
        } catch {
            events.append(.rulesFailed(error), in: &self)
            return Reaction()
        }
    }

    /// Applies the first stage's reaction to an event that is not a match, a mismatch or a
    /// player's final points: its points (reported as awarded), its requests, then the later
    /// stages (see ``applyStages(_:of:_:player:hook:at:rules:events:)``).
    mutating func settle<Sink: EventSink, R: Rules>(_ reaction: Reaction, of event: ScriptEvent, _ context: TurnContext,
                                                    player: Int, hook: StaticString, at now: Double,
                                                    rules: inout R, events: inout Sink) {
        let points = award(reaction.points, player: player, hook: hook, events: &events)
        if points != 0 { events.append(.awarded(player: player, points: points), in: &self) }
        applyStages(reaction, of: event, context, player: player, hook: hook, at: now, rules: &rules, events: &events)
    }

    /// Applies the requests of `first`, the first stage's reaction to `event` (its points told
    /// already), then asks the event's later stages (see ``ReactionStages``) one by one, each
    /// settled before the next is asked. With one stage, as for a lone script, it only applies
    /// the requests.
    @inline(__always)
    mutating func applyStages<Sink: EventSink, R: Rules>(_ first: Reaction, of event: ScriptEvent, _ context: TurnContext,
                                                         player: Int, hook: StaticString, at now: Double,
                                                         rules: inout R, events: inout Sink) {
        guard let hooked = ScriptEvent.Hooked(event), case let count = stages.count(of: hooked), count > 1 else {
            return apply(first.requests, at: now, rules: &rules, events: &events)
        }
        settleLaterStages(after: first, of: event, count: count, context, player: player, hook: hook, at: now,
                          rules: &rules, events: &events)
    }

    /// ``applyStages(_:of:_:player:hook:at:rules:events:)`` for an event of `count` stages.
    /// Each later stage is told the turn's cards where the requests before it moved them, the
    /// player's score as they left it, and the points of the stages before it; its points are
    /// awarded (final points, for `finished`) and its requests applied before the next stage is
    /// asked. Once a request has ended the game the later stages are not asked: the scripts
    /// have heard the end (`on_finish`, `on_end`). A turn ended by a request does not stop
    /// them: the event happened, and they see the turn ended.
    @inline(never)
    private mutating func settleLaterStages<Sink: EventSink, R: Rules>(after first: Reaction, of event: ScriptEvent, count: Int,
                                                                       _ context: TurnContext, player: Int, hook: StaticString,
                                                                       at now: Double, rules: inout R, events: inout Sink) {
        // The turn's cards are followed through the swaps of every stage (and of the events
        // their requests set off, which follow their own cards above these).
        scripted.followed.append(context.group)
        let place = scripted.followed.count - 1
        defer { scripted.followed.removeLast() }
        // The end's own events (final points, `on_end`) come after the game is over.
        let endsGame = !isOver
        apply(first.requests, at: now, rules: &rules, events: &events)
        var context = context
        var stage = ReactionStage(index: 1, points: first.points)
        while stage.index < count && !(endsGame && isOver) {
            context.group = scripted.followed[place]
            context.score = scores[player]
            context.groupsLeft32 = Int32(truncatingIfNeeded: groupsLeft)
            let reaction = react(event, context, stage: stage, rules: &rules, events: &events)
            let points = award(reaction.points, player: player, hook: hook, events: &events)
            if points != 0 {
                let told: Event = if case .finished = event { .finalPoints(player: player, points: points) }
                    else { .awarded(player: player, points: points) }
                events.append(told, in: &self)
            }
            apply(reaction.requests, at: now, rules: &rules, events: &events)
            stage.points += reaction.points
            stage.index += 1
        }
    }

    // MARK: Play

    /// Tells the scripts that a card was turned (it is the last of ``turnCards``).
    mutating func reactToTurnedCard<Sink: EventSink, R: Rules>(at now: Double, rules: inout R, events: inout Sink) {
        let context = scriptContext(at: now)
        let reaction = react(.turned, context, rules: &rules, events: &events)
        settle(reaction, of: .turned, context, player: currentPlayer, hook: "on_turn", at: now, rules: &rules, events: &events)
        settleScriptedChanges(at: now, rules: &rules, events: &events)
    }

    /// ``completeTurn(at:rules:events:)`` for rules that react: the group's match is decided by
    /// the `match` hook when there is one, scoring hooks may make requests, the turn-end hook
    /// runs, and the game ends when no group is left that can match.
    mutating func completeScriptedTurn<Sink: EventSink, R: Rules>(at now: Double, rules: inout R, events: inout Sink) {
        moves += 1
        let group = turnCards
        turnCards.removeAll()
        let player = currentPlayer
        var context = TurnContext(player: player, move: moves, elapsed: now, score: scores[player], streak: 0, groupsLeft: 0)
        for c in group { context.append(index: c, card: cards[c], at: now) }
        if groupMatches(group, rules: &rules, events: &events) {
            changeCards(group) { $0.match(at: now) }
            recordFinding(group)
            if scripted.frozenCount > 0 { unfreeze(Array(group)) }
            streak += 1
            groupsMatched += 1
            context.streak32 = Int32(truncatingIfNeeded: streak)
            context.groupsLeft32 = Int32(truncatingIfNeeded: groupsLeft)
            let reaction = react(.matched, context, rules: &rules, events: &events)
            let points = award(reaction.points, player: player, hook: "on_match", events: &events)
            events.append(.matched(group, player: player, points: points), in: &self)
            let ended = scripted.turnsEndedByRequest
            applyStages(reaction, of: .matched, context, player: player, hook: "on_match", at: now, rules: &rules, events: &events)
            if scripted.turnsEndedByRequest == ended {
                endTurn(of: player, passing: !config.extraTurnOnMatch, at: now, rules: &rules, events: &events)
            }
        } else {
            streak = 0
            context.groupsLeft32 = Int32(truncatingIfNeeded: groupsLeft)
            let reaction = react(.mismatched, context, rules: &rules, events: &events)
            let points = award(reaction.points, player: player, hook: "on_mismatch", events: &events)
            events.append(.mismatched(group, player: player, points: points), in: &self)
            if rules.changesBoard { applyBoardChanges(after: context, rules: &rules, events: &events) }
            let ended = scripted.turnsEndedByRequest
            // The group is followed through the requests: the whole board may move it.
            scripted.followed.append(group)
            scripted.keepTurnDepth = scripted.depth + 1
            applyStages(reaction, of: .mismatched, context, player: player, hook: "on_mismatch", at: now, rules: &rules, events: &events)
            scripted.keepTurnDepth = 0
            let kept = scripted.turnKept
            scripted.turnKept = false
            let group = scripted.followed.removeLast()
            // A request may have turned the group back already (or ended the game).
            if !isOver && group.allSatisfy({ cards[$0].state == .faceUp }) {
                switch config.reveal {
                case .seconds(let s) where s > 0: phase = .revealing(group, until: now + s)
                case .seconds:
                    conceal(group, at: now, events: &events)
                    tellHiddenIfHooked(group, .mismatch, at: now, rules: &rules, events: &events)
                case .untilNextFlip: phase = .showingMismatch(group)
                }
            }
            if scripted.turnsEndedByRequest == ended { endTurn(of: player, passing: !kept, at: now, rules: &rules, events: &events) }
        }
        settleScriptedChanges(at: now, rules: &rules, events: &events)
    }

    /// Tells the scripts that `player`'s turn ended, then passes the turn if `passing`, and tells
    /// them that the next turn begins (the same player's when the turn does not pass).
    private mutating func endTurn<Sink: EventSink, R: Rules>(of player: Int, passing: Bool, at now: Double,
                                                             rules: inout R, events: inout Sink) {
        guard !isOver else { return }
        countTurnEnd(events: &events)
        if reactions.contains(.turnEnded) {
            let outer = scripted.endingTurn
            scripted.endingTurn = true
            defer { scripted.endingTurn = outer }
            let context = scriptContext(at: now, player: player)
            let reaction = react(.turnEnded, context, rules: &rules, events: &events)
            settle(reaction, of: .turnEnded, context, player: player, hook: "on_turn_end", at: now, rules: &rules, events: &events)
        }
        scripted.turnUnderWay = true   // the next turn begins
        if passing && !isOver && currentPlayer == player { passTurn(events: &events) }
        startTurn(at: now, rules: &rules, events: &events)
    }

    /// Whether `group` matches: by the `match` hook when the rules have one, else by equal keys.
    mutating func groupMatches<Sink: EventSink, R: Rules>(_ group: CardGroup, rules: inout R, events: inout Sink) -> Bool {
        guard reactions.contains(.match) else {
            let key = cards[group.firstCard].key
            return group.allSatisfy { cards[$0].key == key }
        }
        return facesMatch(group.map { cards[$0].face }, rules: &rules, events: &events)
    }

    /// The `match` hook's answer for cards with these faces, asked once per game for each
    /// combination of faces. A hook that fails answers no (the group is a mismatch), and the
    /// failure is kept for the end check (see ``checkScriptedEnd(at:rules:events:)``); once
    /// stopped by a limit, it is not asked again this game, and every group not yet asked fails
    /// as that one did.
    mutating func facesMatch<Sink: EventSink, R: Rules>(_ faces: [Int], rules: inout R, events: inout Sink) -> Bool {
        let key = Game.faceKey(faces)
        if let key, let known = scripted.verdicts[key] { return known }
        var verdict = false
        if scripted.matchStopped {
            if let key { scripted.failedVerdicts.insert(key) }
        } else {
            do { verdict = try rules.match(faces: faces, at: &self) } catch {
                events.append(.rulesFailed(error), in: &self)
                if scripted.matchFailure == nil { scripted.matchFailure = error.message }
                if let key { scripted.failedVerdicts.insert(key) }
                if error.kind == .budget || error.kind == .memory { scripted.matchStopped = true }
            }
        }
        if let key { scripted.verdicts[key] = verdict }
        return verdict
    }

    /// Whether the `match` hook failed on this group of faces (rather than answering no).
    func matchFailed(_ faces: [Int]) -> Bool {
        guard !scripted.failedVerdicts.isEmpty, let key = Game.faceKey(faces) else { return false }
        return scripted.failedVerdicts.contains(key)
    }

    /// The faces of a group as one number, whatever their order (nil past 16 bits a face).
    static func faceKey(_ faces: [Int]) -> UInt64? {
        var faces = faces
        return faces.withUnsafeMutableBufferPointer { faceKey(sorting: $0) }
    }

    /// ``faceKey(_:)`` of faces in a buffer, which it sorts (no array is made; a group has at
    /// most four faces, put in order by insertion).
    static func faceKey(sorting faces: UnsafeMutableBufferPointer<Int>) -> UInt64? {
        guard faces.allSatisfy({ $0 >= 0 && $0 < 0xFFFF }) else { return nil }
        for i in faces.indices {
            let face = faces[i]
            var j = i
            while j > 0 && faces[j - 1] > face {
                faces[j] = faces[j - 1]
                j -= 1
            }
            faces[j] = face
        }
        return faces.reduce(UInt64(0)) { $0 << 16 | UInt64($1 + 1) }
    }

    /// Calls `body` with each face of a group's ``faceKey(_:)``.
    static func forEachFace(inKey key: UInt64, _ body: (Int) -> Void) {
        var key = key
        while key != 0 {
            body(Int(key & 0xFFFF) - 1)
            key >>= 16
        }
    }

    /// What every moment the scripts may have changed ends with (the game begun, a card turned,
    /// a turn completed, a timer, an action): the game ends if no group left can match, frozen
    /// cards thaw if they shut play out, and the keys and places computer players go for (and
    /// keep off) are asked again.
    /// Kept out of line: inlined into the turn, it made the plain game's own path slower.
    @inline(never)
    mutating func settleScriptedChanges<Sink: EventSink, R: Rules>(at now: Double, rules: inout R, events: inout Sink) {
        checkScriptedEnd(at: now, rules: &rules, events: &events)
        thawIfFrozenOut(rules: &rules, events: &events)
        if !reactions.isDisjoint(with: .botGuides) {
            if reactions.contains(.botKeys) { askBotKeys(rules: &rules, events: &events) }
            if reactions.contains(.botCards) {
                askBotPlaces(\.botCards, rules: &rules, events: &events) { rules, game throws(RuleFailure) in try rules.botCards(at: game) }
            }
            if reactions.contains(.botAvoid) { askBotAvoid(rules: &rules, events: &events) }
        }
    }

    /// Asks the scripts' `bot_avoid` hook which places computer players keep off now: with the
    /// other bot hooks, and also after a card is turned that no `on_turn` hook heard (what to
    /// keep off holds for every card of a turn, and may depend on the cards turned so far).
    mutating func askBotAvoid<Sink: EventSink, R: Rules>(rules: inout R, events: inout Sink) {
        askBotPlaces(\.botAvoid, rules: &rules, events: &events) { rules, game throws(RuleFailure) in try rules.botAvoid(at: game) }
    }

    /// Asks a scripts' hook that names places for computer players (`bot_cards`, `bot_avoid`)
    /// through `ask`, and keeps its answer at `answer`, as ``askBotKeys(rules:events:)`` asks
    /// `bot_keys`: a failing hook is reported and leaves nil.
    private mutating func askBotPlaces<Sink: EventSink, R: Rules>(
        _ answer: WritableKeyPath<ScriptedPlay, [Int]?>, rules: inout R, events: inout Sink,
        _ ask: (inout R, UnsafePointer<Game>) throws(RuleFailure) -> [Int]?
    ) {
        guard !isOver else { return }
        do {
            scripted[keyPath: answer] = try withUnsafePointer(to: &self) { game throws(RuleFailure) in try ask(&rules, game) }
        } catch {
            scripted[keyPath: answer] = nil
            events.append(.rulesFailed(error), in: &self)
        }
    }

    /// Asks the scripts' `bot_keys` hook which keys' groups computer players go for. Asked at the
    /// same moments in play and in a replay, so that both reach the same game. A failing hook is
    /// reported and leaves the players free to go for any group.
    private mutating func askBotKeys<Sink: EventSink, R: Rules>(rules: inout R, events: inout Sink) {
        guard !isOver else { return }
        do {
            let names = try withUnsafePointer(to: &self) { game throws(RuleFailure) in try rules.botKeys(at: game) }
            scripted.botKeys = names.map { names in keys.indices.filter { names.contains(keys[$0]) } }
        } catch {
            scripted.botKeys = nil
            events.append(.rulesFailed(error), in: &self)
        }
    }

    /// Ends the game when every card is found or taken off, or when no group of the cards left
    /// can match (by keys, or by asking the `match` hook about the faces left). When none can:
    /// - if the `match` hook failed on a group it was asked about, the game is lost with the
    ///   failure as its reason: a broken hook does not make a board "stuck", and the player
    ///   sees why the game ended;
    /// - if groups were found and no card left could ever have matched, even with a card
    ///   already found (a lone bomb whose twin was taken off), every group there was to find is
    ///   found: the board is cleared, as when no card is left (with none found, as under a hook
    ///   that never says yes, nothing could be played: that board is stuck);
    /// - else cards that look findable are left unmatched (a joker took a card's partner): no
    ///   group left can match.
    mutating func checkScriptedEnd<Sink: EventSink, R: Rules>(at now: Double, rules: inout R, events: inout Sink) {
        guard !isOver else { return }
        // Matched by keys with nothing taken off, the cards left are whole groups of keys: the
        // game can go on while any is left (this runs after every card turned).
        if !reactions.contains(.match) && scripted.removedCards == 0 {
            if groupsMatched >= groupCount + scripted.stockDealt { finish(.allMatched, at: now, rules: &rules, events: &events) }
            return
        }
        let byHook = reactions.contains(.match)
        // The cards still on the board, counted by face (or key) in an array indexed by it: a
        // dictionary hashed every card at every card turned (a tenth of a joker game's time).
        var left = [Int](repeating: 0, count: byHook ? faces.count : keys.count)
        var onBoard = 0
        for card in cards where card.state == .faceDown || card.state == .faceUp {
            left[byHook ? card.face : card.key] += 1
            onBoard += 1
        }
        if onBoard == 0 { return finish(.allMatched, at: now, rules: &rules, events: &events) }
        var failed = false
        let canMatch = byHook
            ? anyGroupMatches(faceCounts: left, failed: &failed, rules: &rules, events: &events)
            : left.indices.contains { left[$0] >= groupSize(ofKey: $0) }
        if canMatch { return }
        // Every card still on the board or found, by face (or key).
        var dealt = left
        for card in cards where card.state == .matched { dealt[byHook ? card.face : card.key] += 1 }
        for card in scripted.foundRemoved { dealt[byHook ? card.face : card.key] += 1 }
        let cleared = groupsMatched > 0 && !left.indices.contains { face in
            left[face] > 0 && (byHook ? anyGroupMatches(faceCounts: dealt, including: face, failed: &failed, rules: &rules, events: &events)
                                      : dealt[face] >= groupSize(ofKey: face))
        }
        if failed, let failure = scripted.matchFailure {
            return finish(.lost("The match hook failed: \(failure)"), at: now, rules: &rules, events: &events)
        }
        finish(cleared ? .allMatched : .noMatchLeft, at: now, rules: &rules, events: &events)
    }

    /// Most groups of faces the end check asks the `match` hook about at once; past it, the game
    /// goes on as though a group could match.
    static let maximumMatchQuestions = 2_000

    /// Whether some group of `group` cards among these faces (cards of each face, by face)
    /// matches, with a card of face `required` in it if given; `failed` is set when the hook
    /// failed on a group asked.
    mutating func anyGroupMatches<Sink: EventSink, R: Rules>(faceCounts: [Int], including required: Int? = nil,
                                                                     failed: inout Bool, rules: inout R,
                                                                     events: inout Sink) -> Bool {
        let faces = faceCounts.indices.filter { faceCounts[$0] > 0 }
        var questions = 0
        var chosen: [Int] = required.map { [$0] } ?? []
        // With mixed group sizes, a group of `size` cards is one whose first card may be of a face
        // of that size (a turn is as long as its first card's group).
        let faceSizes = faceGroupSizes()
        var size = config.group
        // Groups of faces as non-decreasing sequences of indices into `faces`, each face used at
        // most as often as it has cards.
        func search(from start: Int, game: inout Game) -> Bool {
            if chosen.count == size {
                if !faceSizes.isEmpty && !chosen.contains(where: { faceSizes[$0] == size }) { return false }
                questions += 1
                if questions > Game.maximumMatchQuestions || game.facesMatch(chosen, rules: &rules, events: &events) { return true }
                if game.matchFailed(chosen) { failed = true }
                return false
            }
            for i in start..<faces.count {
                let face = faces[i]
                var used = 0
                for c in chosen where c == face { used += 1 }
                guard used < faceCounts[face] else { continue }
                chosen.append(face)
                if search(from: i, game: &game) { return true }
                chosen.removeLast()
            }
            return false
        }
        if faceSizes.isEmpty { return search(from: 0, game: &self) }
        for each in Set(faces.map { faceSizes[$0] }).sorted() {
            size = each
            if search(from: 0, game: &self) { return true }
        }
        return false
    }

    /// Handles the earliest script deadline (a reveal's end, a timer) if it is due by `now` and no
    /// phase deadline or time limit comes before it; returns whether it did. A peek or a mismatch
    /// on show that ends when a timer falls due ends first, as a script's reveal does: a timer set
    /// for `game:locked_until()` finds the board unlocked and the mismatch turned back.
    mutating func passScriptDeadline<Sink: EventSink, R: Rules>(before now: Double, rules: inout R, events: inout Sink) -> Bool {
        guard let due = scripted.nextDeadline, due <= now else { return false }
        if let limit = timeLimitDeadline, limit < due { return false }
        switch phase {
        case let .peeking(until) where until <= due: return false
        case let .revealing(_, until) where until <= due: return false
        default: break
        }
        time = due
        if let shown = scripted.shown, shown.until == due {
            scripted.shown = nil
            events.append(shown.isHold ? .holdEnded : .revealEnded(shown.cards, to: shown.to), in: &self)
            if !shown.isHold && reactions.contains(.hidden) { tellHidden(shown.cards, .reveal, at: due, rules: &rules, events: &events) }
            return true
        }
        let timer = scripted.timers.removeFirst()
        scripted.timersFired += 1
        if scripted.timersFired > Game.maximumTimers {
            events.append(.rulesFailed(RuleFailure(.refusedRequest, hook: "a timer",
                detail: "more than \(Game.maximumTimers) timers fell due at once (timers setting each other off?); the rest were dropped")), in: &self)
            scripted.timers.removeAll()
            return true
        }
        let context = scriptContext(at: due), event = ScriptEvent.timer(timer.id)
        let reaction = react(event, context, rules: &rules, events: &events)
        settle(reaction, of: event, context, player: currentPlayer, hook: "a timer", at: due, rules: &rules, events: &events)
        settleScriptedChanges(at: due, rules: &rules, events: &events)
        return true
    }

    /// Uses the rules' action `action` for the current player, with the card under the cursor and
    /// the cards of its row. An action that declines (nothing to do) spends no charge and applies
    /// none of its requests but its marks; it is still an action of the log, so that a replay calls the script
    /// as play did. A use refused here (no such action, a card off the board, no charge left, the
    /// board locked) calls no script: like every refused action it only lets time pass first.
    mutating func use<Sink: EventSink, R: Rules>(_ action: Int, card: Int, row: [Int], at now: Double, rules: inout R,
                                                 events: inout Sink) throws(Rejection) {
        time = now
        advanceTime(to: now, rules: &rules, events: &events)
        try checkPlayable()
        guard scripted.actionCharges.indices.contains(action) else { throw .noSuchAction(action) }
        for c in [card] + row where UInt(bitPattern: c) >= UInt(cards.count) { throw .outOfBounds(card: c, count: cards.count) }
        if scripted.chargesLeft(action, player: currentPlayer) == 0 {
            throw .noChargesLeft(rules.playerActions[action].name)
        }
        if case let .showingMismatch(group) = phase {
            let player = currentPlayer
            turnBackMismatch(group, at: now, rules: &rules, events: &events)
            // Its requests may have ended the game, passed the turn (`game:end_turn`) or locked the
            // board (a reveal): the action, whose charge was checked for the player who used it with
            // the board open, is then used on nothing.
            if isOver || currentPlayer != player || isLocked { return }
        }
        // The script sees the charge spent while its action runs (`game:charges(key)`).
        let uses = currentPlayer * scripted.actionCharges.count + action
        scripted.actionUses[uses] += 1
        let context = scriptContext(at: now)
        let event = ScriptEvent.action(action, card: card, row: row)
        let reaction = react(event, context, rules: &rules, events: &events)
        if let reason = reaction.declined {
            scripted.actionUses[uses] -= 1
            scripted.usesDeclined += 1
            // Marks are for the eye and tallies for the designer, and neither changes anything in
            // play: a two-step action marks the card its first use picked, and declines.
            var marks: [Request] = []
            for request in reaction.requests {
                switch request.kind {
                case .mark, .tally: marks.append(request); continue
                default: break
                }
                events.append(.rulesFailed(RuleFailure(.refusedRequest, hook: "request", path: request.path, line: request.line,
                    detail: "refused: the action declined (returned false), so nothing it asked for but marks and tallies is done")), in: &self)
            }
            apply(marks, at: now, rules: &rules, events: &events)
            events.append(.actionDeclined(action, player: currentPlayer, reason: String(reason.prefix(Game.maximumScriptText))), in: &self)
            return
        }
        events.append(.actionUsed(action, player: currentPlayer), in: &self)
        settle(reaction, of: event, context, player: currentPlayer, hook: "an action", at: now, rules: &rules, events: &events)
        settleScriptedChanges(at: now, rules: &rules, events: &events)
    }

    /// ``finish(_:at:rules:events:)`` for rules that react: final points through the scripts,
    /// the `winners` hook (unless a script's win named them), then the end hook, whose messages
    /// are kept as the game's end notes.
    mutating func finishScripted<Sink: EventSink, R: Rules>(_ reason: GameOverReason, at t: Double, rules: inout R,
                                                            events: inout Sink) {
        scripted.shown = nil
        scripted.timers.removeAll()
        for player in scores.indices {
            let context = scriptContext(at: t, player: player)
            let reaction = react(.finished, context, rules: &rules, events: &events)
            let points = award(reaction.points, player: player, hook: "on_finish", events: &events)
            if points != 0 { events.append(.finalPoints(player: player, points: points), in: &self) }
            applyStages(reaction, of: .finished, context, player: player, hook: "on_finish", at: t, rules: &rules, events: &events)
        }
        if reactions.contains(.winners) && scripted.namedWinners == nil { askWinners(rules: &rules, events: &events) }
        events.append(.gameOver(reason), in: &self)
        if reactions.contains(.ended) {
            let context = scriptContext(at: t)
            let reaction = react(.ended(reason), context, rules: &rules, events: &events)
            settle(reaction, of: .ended(reason), context, player: currentPlayer, hook: "on_end", at: t, rules: &rules, events: &events)
        }
        // Last, so that the parts are completed against the final score, points `on_end` gave included.
        askScoreParts(rules: &rules, events: &events)
    }

    /// The cards in `card`'s row of the board as the engine lays it out: the row of ``grid`` (the
    /// row `game:position` tells scripts), or for a number of groups, which has no fixed rows,
    /// rows of ⌈√cards⌉. The row computer players use an action with.
    public func logicalRow(of card: Int) -> [Int] {
        if let grid { return Array(grid.row(of: card)) }
        let columns = Int(Double(cards.count).squareRoot().rounded(.up))
        let start = card / columns * columns
        return Array(start..<min(cards.count, start + columns))
    }

    /// The action a computer player of `skill` uses now, if the scripts' `bot` hooks say so (with the
    /// engine's row of the card: see ``logicalRow(of:)``; an action that takes no card is used
    /// with card 0 and no row, which its script is not told); see ``BotActionPace`` for when to
    /// ask. A `bot` hook that fails or names no card of the board throws its failure, for the
    /// caller to report as it reports ``Event/rulesFailed(_:)``: no action is used.
    /// Mutating though it changes nothing, so that the game is lent in place: a pointer to a
    /// non-mutating `self` was a copy of the whole game, made at every step of a simulation.
    public mutating func botUse<R: Rules>(rules: inout R, skill: Double) throws(RuleFailure) -> Action? {
        guard reactions.contains(.action), turnCards.isEmpty, !isLocked, !isOver else { return nil }
        let answer = try withUnsafePointer(to: &self) { game throws(RuleFailure) in try rules.botAction(at: game, skill: skill) }
        guard let (action, card) = answer else { return nil }
        guard let card else { return .use(action, card: 0, row: []) }
        return .use(action, card: card, row: logicalRow(of: card))
    }

    // MARK: Requests

    /// Applies requests in order; each refused one is reported (with where it was asked) and
    /// changes nothing. Requests set off by requests more than ``maximumHookDepth`` deep are
    /// all refused.
    mutating func apply<Sink: EventSink, R: Rules>(_ requests: [Request], at now: Double, rules: inout R, events: inout Sink) {
        if requests.isEmpty { return }
        scripted.depth += 1
        defer { scripted.depth -= 1 }
        for request in requests {
            let refusal = scripted.depth > Game.maximumHookDepth
                ? "refused: requests set off hooks whose requests set off hooks more than \(Game.maximumHookDepth) deep (does a hook ask for what calls it again?)"
                : perform(request, at: now, rules: &rules, events: &events)
            if let refusal {
                events.append(.rulesFailed(RuleFailure(.refusedRequest, hook: "request", path: request.path, line: request.line,
                                                       detail: "\(refusal)")), in: &self)
            }
        }
    }

    /// Applies one request; returns why it was refused, or nil.
    private mutating func perform<Sink: EventSink, R: Rules>(_ request: Request, at now: Double, rules: inout R,
                                                             events: inout Sink) -> String? {
        if isOver {
            switch request.kind {
            case .say, .bell, .award, .tally, .carry: break
            default: return "the game is over"
            }
        }
        switch request.kind {
        case let .award(points, player):
            let p = player ?? currentPlayer
            guard scores.indices.contains(p) else { return "award: there is no player \(p + 1)" }
            guard Game.pointsRange.contains(points) else { return Game.pointsOutOfRange(points, by: "award:") }
            let applied = award(points, player: p, hook: "award", events: &events)
            if applied != 0 { events.append(.awarded(player: p, points: applied), in: &self) }
        case let .swap(a, b):
            if let problem = swapProblem(a, b) { return problem }
            swapCards(a, b, events: &events)
        case let .arrange(from, to):
            if let problem = arrangeProblem(from: from, to: to) { return problem }
            arrangeCards(from: from, to: to, events: &events)
        case let .reveal(list, seconds, to):
            if let shown = scripted.shown {
                if shown.isHold { return "reveal: the board is held (game:hold); reveal when the hold is over" }
                let cards = shown.cards.map { String($0 + 1) }.joined(separator: ", ")
                let until = (shown.until * 10).rounded() / 10
                return "reveal: cards are already being revealed (\(cards), until \(until) s of play): one reveal at a time; "
                    + "name every card in one game:reveal, or reveal again once game:locked_until() has passed"
            }
            guard seconds.isFinite, seconds > 0, seconds <= Game.maximumRevealSeconds else {
                return "reveal for \(seconds) seconds is not allowed: use more than 0 and at most \(Int(Game.maximumRevealSeconds))"
            }
            if let to, !scores.indices.contains(to) {
                return "reveal: there is no player \(to + 1) to show the cards to (players are 1 to \(scores.count))"
            }
            if let problem = cardListProblem(list, verb: "reveal", allowing: [.faceDown], rule: "only face-down cards can be revealed") {
                return problem
            }
            countReveal(of: list, to: to)
            scripted.shown = ScriptedPlay.Shown(cards: list, until: now + seconds, to: to)
            events.append(.revealed(list, until: now + seconds, to: to), in: &self)
        case let .hold(seconds, why):
            if let problem = holdProblem(seconds: seconds, why: why) { return problem }
            scripted.shown = ScriptedPlay.Shown(cards: [], until: now + seconds, why: why)
            events.append(.held(until: now + seconds, why: why), in: &self)
        case let .remove(list):
            if let problem = cardListProblem(list, verb: "remove", allowing: [.faceDown, .matched],
                                             rule: "only face-down cards and found ones can be removed") {
                return problem
            }
            if let shown = scripted.shown, list.contains(where: shown.cards.contains) {
                return "remove: a card that is revealed cannot be removed"
            }
            // A found card leaves its place empty and stays found (its group is not to find again).
            let found = list.filter { cards[$0].state == .matched }
            scripted.foundRemoved += found.map { cards[$0] }
            changeCards(list) { $0.remove() }
            if scripted.frozenCount > 0 { unfreeze(list) }
            scripted.removedCards += list.count - found.count
            events.append(.removed(list), in: &self)
        case let .deal(list):
            if let problem = dealProblem(list) { return problem }
            dealFromStock(onto: list, events: &events)
        case let .freeze(list, turns, why):
            if let problem = freezeProblem(list, turns: turns, why: why) { return problem }
            freeze(list, turns: turns, why: why, events: &events)
        case let .thaw(list):
            for c in list ?? [] where !cards.indices.contains(c) {
                return "thaw: no card \(c + 1) (cards are 1 to \(cards.count))"
            }
            // A card named twice thaws once (and is named once in the event).
            var named = Set<Int>()
            thaw((list ?? frozenCards).filter { isFrozen($0) && named.insert($0).inserted }, events: &events)
        case let .mark(list, text):
            // Taking a mark off a card taken off the board is allowed: in a stack, one variant's
            // match hook may unmark the pair another's has removed (gravity+potato).
            let markable: [CardState] = text == nil ? [.faceDown, .faceUp, .matched, .removed] : [.faceDown, .faceUp, .matched]
            if let problem = cardListProblem(list, verb: "mark", allowing: markable,
                                             rule: "a card taken off the board cannot be marked") {
                return problem
            }
            if let text, let problem = Game.markProblem(text) { return problem }
            if scripted.marks.isEmpty { scripted.marks = Array(repeating: nil, count: cards.count) }
            for c in list { scripted.marks[c] = text }
            events.append(.marked(list, text: text), in: &self)
        case let .disguise(list, face):
            if let problem = disguiseProblem(list, as: face) { return problem }
            disguise(list, as: face, events: &events)
        case .endTurn:
            // Ending it again would call the turn-end hook again, which may ask again… (refused
            // here rather than at the depth limit: see ScriptedPlay.endingTurn).
            guard !scripted.endingTurn else { return "end_turn: the turn is already ending" }
            // The turn a mismatch's hook ends is over: it can no longer be kept.
            scripted.keepTurnDepth = 0
            endTurnNow(at: now, rules: &rules, events: &events)
        case .keepTurn:
            guard scripted.keepTurnDepth != 0 && scripted.keepTurnDepth == scripted.depth else {
                return "keep_turn: only an on_mismatch hook can keep the turn, for its own mismatch"
                    + " (this turn is not ending in a mismatch now, or game:end_turn() ended it)"
            }
            scripted.turnKept = true
            events.append(.turnKept(player: currentPlayer), in: &self)
        case let .unfind(list):
            if let problem = unfindProblem(list) { return problem }
            changeCards(list) { $0.unfind() }
            forgetFinding(list)
            groupsMatched -= 1
            events.append(.unfound(list), in: &self)
        case let .win(reason, winners):
            if let winners {
                if let problem = winnersProblem(winners, by: "win") { return problem }
                scripted.namedWinners = winners.sorted()
            }
            finish(.won(String(reason.prefix(Game.maximumScriptText))), at: now, rules: &rules, events: &events)
        case let .lose(reason):
            finish(.lost(String(reason.prefix(Game.maximumScriptText))), at: now, rules: &rules, events: &events)
        case let .finish(reason):
            finish(.ended(String(reason.prefix(Game.maximumScriptText))), at: now, rules: &rules, events: &events)
        case let .say(text):
            let text = String(text.prefix(Game.maximumScriptText))
            if isOver { scripted.endNotes.append(text) }
            events.append(.said(text), in: &self)
        case .bell:
            events.append(.bell, in: &self)
        case let .grant(action, count, player):
            if let problem = grantProblem(action, count: count, player: player, rules: rules) { return problem }
            if scripted.actionGrants.isEmpty { scripted.actionGrants = Array(repeating: 0, count: scripted.actionUses.count) }
            scripted.actionGrants[player * scripted.actionCharges.count + action] += count
            events.append(.granted(action, count: count, player: player), in: &self)
        case let .tally(name, by):
            guard scripted.tallies[name] != nil || scripted.tallies.count < Game.maximumTallies else {
                return "tally \"\(name)\": a game keeps at most \(Game.maximumTallies) different tallies"
            }
            scripted.tallies[name, default: 0] &+= by
        case let .carry(name, by):
            if let problem = carryProblem(name) { return problem }
            scripted.carries[name, default: 0] += by
        case let .timer(id, after):
            guard after.isFinite, after >= 0, after <= 86_400 else {
                return "a timer after \(after) seconds is not allowed: use 0 to 86400 seconds"
            }
            guard scripted.timers.count < Game.maximumTimers else {
                return "more than \(Game.maximumTimers) timers are pending"
            }
            let at = now + after
            let place = scripted.timers.firstIndex { $0.at > at } ?? scripted.timers.endIndex
            scripted.timers.insert(ScriptedPlay.Timer(id: id, at: at), at: place)
        }
        return nil
    }

    /// Why `list` cannot be put back (``Request/Kind/unfind(_:)``), or nil: it is one whole
    /// found group, as many found cards as a group has, found together in one turn.
    private func unfindProblem(_ list: [Int]) -> String? {
        if let problem = cardListProblem(list, verb: "unfind", allowing: [.matched],
                                         rule: "only found cards can be put back (a whole group found)") {
            return problem
        }
        let size = list.isEmpty ? config.group : groupSize(ofKey: cards[list[0]].key)
        guard list.count == size else {
            return "unfind: name a whole group found, \(size) cards, not \(list.count)"
        }
        return foundTogetherProblem(list)
    }

    /// Why the game cannot carry `name`, or nil: a campaign's game carries only the names the
    /// campaign declares; another keeps at most ``maximumTallies`` names.
    func carryProblem(_ name: String) -> String? {
        if let carried = config.carried {
            guard carried[name] == nil else { return nil }
            let known = carried.isEmpty ? "nothing (it declares no carry)" : carried.keys.sorted().joined(separator: ", ")
            return "carry \"\(name)\": the campaign carries \(known)"
        }
        guard scripted.carries[name] != nil || scripted.carries.count < Game.maximumTallies else {
            return "carry \"\(name)\": a game carries at most \(Game.maximumTallies) different names"
        }
        return nil
    }

    /// What the game carries named `name`: what the campaign carried into it plus what its
    /// scripts carried since (0 for a name never carried).
    public func carried(_ name: String) -> CarriedNumber {
        (config.carried?[name] ?? 0) + (scripted.carries[name] ?? 0)
    }

    /// Why `winners` (0-based) cannot be the winners that `asker` names, or nil: they are
    /// different players of the game, and a win (`asker` "win") names at least one, where the
    /// `winners` hook may name none (nobody won).
    public func winnersProblem(_ winners: [Int], by asker: String) -> String? {
        if winners.isEmpty && asker == "win" { return "win: the list of winners is empty (name at least one player, or leave it out)" }
        for p in winners where !scores.indices.contains(p) {
            return "\(asker): there is no player \(p + 1) (players are 1 to \(scores.count))"
        }
        return Self.namesACardTwice(winners) ? "\(asker): a player is named twice among the winners" : nil
    }

    /// Asks the `winners` hook who won the game that has just ended (see ``Rules/winners(at:)``):
    /// a failure or a wrong answer is reported, and the usual winners stand.
    private mutating func askWinners<Sink: EventSink, R: Rules>(rules: inout R, events: inout Sink) {
        do {
            guard let winners = try withUnsafePointer(to: &self, { game throws(RuleFailure) in try rules.winners(at: game) }) else { return }
            if let problem = winnersProblem(winners, by: "winners") {
                return events.append(.rulesFailed(RuleFailure(.badReturn, hook: "winners", detail: problem)), in: &self)
            }
            scripted.namedWinners = winners.sorted()
        } catch {
            events.append(.rulesFailed(error), in: &self)
        }
    }

    /// Asks the rules for the parts of each player's score (see ``Rules/scoreParts(of:at:)``):
    /// kept when every player's are named; a failure or a wrong answer is reported, and no
    /// parts are kept.
    private mutating func askScoreParts<Sink: EventSink, R: Rules>(rules: inout R, events: inout Sink) {
        var named: [[ScorePart]] = []
        for player in scores.indices {
            do {
                guard let parts = try withUnsafePointer(to: &self, { game throws(RuleFailure) in try rules.scoreParts(of: player, at: game) })
                else { return }
                if let problem = ScorePart.problem(parts) {
                    return events.append(.rulesFailed(RuleFailure(.badReturn, hook: "score_parts", detail: "score_parts: " + problem)), in: &self)
                }
                named.append(ScorePart.completed(parts, to: scores[player]))
            } catch {
                return events.append(.rulesFailed(error), in: &self)
            }
        }
        scripted.scoreParts = named
    }

    /// Why `player` cannot be given `count` more uses of `action`, or nil: the action has
    /// charges (an unlimited one needs none), the player exists, and the uses left stay from 0
    /// to ``maximumCharges``.
    func grantProblem<R: Rules>(_ action: Int, count: Int, player: Int, rules: R) -> String? {
        guard scripted.actionCharges.indices.contains(action) else { return "grant: there is no action \(action + 1)" }
        let name = rules.playerActions[action].name
        guard scores.indices.contains(player) else { return "grant: there is no player \(player + 1) (players are 1 to \(scores.count))" }
        guard let left = scripted.chargesLeft(action, player: player) else {
            return "grant: \(name) has no charges (its uses are unlimited), so there are none to give"
        }
        let (total, overflow) = left.addingReportingOverflow(count)
        guard !overflow, total >= 0 else {
            return "grant: player \(player + 1) has \(left) use\(left == 1 ? "" : "s") of \(name) left, too few to take \(-count)"
        }
        guard total <= Game.maximumCharges else {
            return "grant: player \(player + 1) would have \(total) uses of \(name) left; at most \(Game.maximumCharges) are allowed"
        }
        return nil
    }

    /// Why `list` is not a set of different cards on the board in one of the `allowed` states,
    /// or nil (`verb` names the request, `rule` ends the refusal: "only face-down cards can be
    /// revealed").
    /// The longest mark, in characters.
    public static let maximumMarkLength = 8

    /// Why `text` cannot be a card's mark, or nil: a mark is 1 to ``maximumMarkLength``
    /// characters, none of them a control character.
    public static func markProblem(_ text: String) -> String? {
        isShortText(text, maximum: maximumMarkLength) ? nil
            : "mark: a mark is 1 to \(maximumMarkLength) characters, without control characters"
    }

    /// Whether `text` is 1 to `maximum` characters, none of them a control character (a mark, a
    /// freeze's reason).
    static func isShortText(_ text: String, maximum: Int) -> Bool {
        // Most such texts are printable ASCII (a count, a letter, a few words): those pass byte by
        // byte, without counting characters or looking up each scalar's Unicode category.
        let bytes = text.utf8
        if !bytes.isEmpty, bytes.count <= maximum, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
        return !text.isEmpty && text.count <= maximum
            && !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    }

    /// The mark on `card`, if a script put one there.
    public func mark(of card: Int) -> String? { withUnsafePointer(to: self) { $0.mark(of: card) } }

    /// How many times the player whose turn it is has been shown `card`'s face: turned face up,
    /// revealed by a script to everyone or to them alone, or in the opening peek.
    public func timesShown(_ card: Int) -> Int { withUnsafePointer(to: self) { $0.timesShown(card) } }

    /// Counts a reveal of `list` (to everyone, or to player `to` alone) in ``timesShown(_:)``.
    private mutating func countReveal(of list: [Int], to: Int?) {
        guard let to else {
            if scripted.revealCounts.isEmpty { scripted.revealCounts = Array(repeating: 0, count: cards.count) }
            for c in list { scripted.revealCounts[c] += 1 }
            return
        }
        if scripted.privateRevealCounts.isEmpty { scripted.privateRevealCounts = Array(repeating: 0, count: scores.count * cards.count) }
        for c in list { scripted.privateRevealCounts[to * cards.count + c] += 1 }
    }

    /// Moves what scripts keep per card (a freeze, a mark, the reveals) with two cards that swap places.
    mutating func carryScriptedState(_ a: Int, _ b: Int) {
        if !scripted.followed.isEmpty {
            for i in scripted.followed.indices { scripted.followed[i].exchange(a, b) }
        }
        if scripted.frozenCount > 0 { scripted.frozenUntil.swapAt(a, b) }
        if !scripted.frozenWhy.isEmpty { scripted.frozenWhy.swapAt(a, b) }
        if !scripted.marks.isEmpty { scripted.marks.swapAt(a, b) }
        if !scripted.disguises.isEmpty { scripted.disguises.swapAt(a, b) }
        if !scripted.revealCounts.isEmpty { scripted.revealCounts.swapAt(a, b) }
        if !scripted.privateRevealCounts.isEmpty {
            for start in stride(from: 0, to: scripted.privateRevealCounts.count, by: cards.count) {
                scripted.privateRevealCounts.swapAt(start + a, start + b)
            }
        }
    }

    func cardListProblem(_ list: [Int], verb: String, allowing allowed: [CardState], rule: String) -> String? {
        guard !list.isEmpty else { return "\(verb): no cards given" }
        guard !Self.namesACardTwice(list) else { return "\(verb): a card is named twice" }
        for c in list {
            guard cards.indices.contains(c) else { return "\(verb): no card \(c + 1) (cards are 1 to \(cards.count))" }
            let state = cards[c].state
            guard allowed.contains(state) else {
                let described = switch state {
                case .faceDown: "face down"
                case .faceUp: "face up"
                case .matched: "matched"
                case .removed: "not on the board"
                }
                return "\(verb): card \(c + 1) is \(described); \(rule)"
            }
        }
        return nil
    }

    /// Whether `list` holds a card twice. A request usually names one card or a few: those are
    /// compared in pairs, with no set built (an allocation on every request).
    static func namesACardTwice(_ list: [Int]) -> Bool {
        guard list.count > 16 else {
            for i in list.indices.dropFirst() where list[..<i].contains(list[i]) { return true }
            return false
        }
        return Set(list).count != list.count
    }

    /// Ends the turn at once: its face-up cards (and a mismatch on show) turn back down, the
    /// turn counts as a move if a card was turned, and the next player plays.
    private mutating func endTurnNow<Sink: EventSink, R: Rules>(at now: Double, rules: inout R, events: inout Sink) {
        let player = currentPlayer
        var hidden: [(CardGroup, HideReason)] = []
        if !turnCards.isEmpty {
            let group = turnCards
            turnCards.removeAll()
            moves += 1
            conceal(group, at: now, events: &events)
            hidden.append((group, .turnEnded))
        }
        switch phase {
        case let .revealing(group, _), let .showingMismatch(group):
            conceal(group, at: now, events: &events)
            phase = .playing
            hidden.append((group, .mismatch))
        default: break
        }
        if reactions.contains(.hidden) && !hidden.isEmpty {
            // The turn is ending: an `end_turn` asked for by these hooks is refused.
            let outer = scripted.endingTurn
            scripted.endingTurn = true
            for (group, why) in hidden { tellHidden(Array(group), why, at: now, rules: &rules, events: &events) }
            scripted.endingTurn = outer
            // A hook may have ended the game (`game:win`): nothing of the turn's end follows it.
            if stage == .over { return }
        }
        streak = 0
        scripted.turnsEndedByRequest += 1
        events.append(.turnEnded(player: player), in: &self)
        endTurn(of: player, passing: true, at: now, rules: &rules, events: &events)
    }
}

extension Game {
    /// Changes each card of `list` through one buffer access.
    mutating func changeCards(_ list: [Int], _ change: (inout Card) -> Void) {
        cards.withUnsafeMutableBufferPointer { cards in
            for c in list { change(&cards[c]) }
        }
    }
}
