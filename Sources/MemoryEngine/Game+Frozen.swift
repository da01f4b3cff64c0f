/// Frozen cards (API 2): a script freezes cards with ``Request/Kind/freeze(_:turns:)`` and they
/// cannot be turned until enough turns have ended or a script thaws them. The engine keeps one
/// rule of its own: frozen cards never shut play out. When the cards that could be turned hold no
/// group that matches, all frozen cards thaw (see ``thawIfFrozenOut(rules:events:)``).
extension Game {
    /// How frozen a card is.
    public enum Frost: Sendable, Hashable {
        case none
        /// Frozen until `turnsLeft` more turns have ended (nil: until a script thaws it).
        case frozen(turnsLeft: Int?)
    }

    /// The most turns one freeze may last.
    public static let maximumFrozenTurns = 1000

    /// Whether a script froze card `i` (it cannot be turned now).
    public func isFrozen(_ i: Int) -> Bool { withUnsafePointer(to: self) { $0.isFrozen(i) } }

    /// How frozen card `i` is.
    public func frost(of i: Int) -> Frost { withUnsafePointer(to: self) { $0.frost(of: i) } }

    /// Whether a player could turn card `i` now, as far as the board goes: face down and not
    /// frozen (what computer players choose from).
    public func isTurnable(_ i: Int) -> Bool { withUnsafePointer(to: self) { $0.isTurnable(i) } }

    /// The longest reason a freeze or a hold may give, in characters.
    public static let maximumReasonLength = 60

    /// Why `text` cannot be the reason of request `verb` (`freeze`, `hold`), or nil: a reason is
    /// 1 to ``maximumReasonLength`` characters, none of them a control character. A player who
    /// tries to turn the card (any card, for a hold) reads it instead of "that card is frozen".
    public static func reasonProblem(_ text: String, of verb: String) -> String? {
        isShortText(text, maximum: maximumReasonLength) ? nil
            : "\(verb): a reason is 1 to \(maximumReasonLength) characters, without control characters"
    }

    /// The reason the script that froze card `i` gave, if it is frozen and one was given.
    public func frozenReason(of i: Int) -> String? { withUnsafePointer(to: self) { $0.frozenReason(of: i) } }

    /// Why `list` cannot be frozen for `turns` with reason `why`, or nil.
    func freezeProblem(_ list: [Int], turns: Int?, why: String? = nil) -> String? {
        if let turns, !(0...Game.maximumFrozenTurns).contains(turns) {
            return "freeze for \(turns) turns is not allowed: use 1 to \(Game.maximumFrozenTurns), 0 for until the next card is turned, or nil for until thawed"
        }
        if let why, let problem = Game.reasonProblem(why, of: "freeze") { return problem }
        return cardListProblem(list, verb: "freeze", allowing: [.faceDown, .faceUp], rule: "only cards still in play can be frozen")
    }

    /// The frozen cards, in board order.
    public var frozenCards: [Int] {
        scripted.frozenCount == 0 ? [] : scripted.frozenUntil.indices.filter { scripted.frozenUntil[$0] != 0 }
    }

    /// Freezes `list` (checked by ``freezeProblem(_:turns:)``) for `turns` turn ends after the
    /// turn under way, if any (nil: until thawed; 0: until the next card is turned), saying `why`
    /// (nil: not saying). A card frozen again takes the new length and reason.
    mutating func freeze<Sink: EventSink>(_ list: [Int], turns: Int?, why: String?, events: inout Sink) {
        if scripted.frozenUntil.count != cards.count { scripted.frozenUntil = Array(repeating: 0, count: cards.count) }
        if why != nil && scripted.frozenWhy.isEmpty { scripted.frozenWhy = Array(repeating: nil, count: cards.count) }
        let thawAt = turns == 0 ? ScriptedPlay.thawsAtNextCard
            : turns.map { scripted.turnEnds + $0 + (scripted.turnUnderWay ? 1 : 0) } ?? .max
        for c in list {
            if scripted.frozenUntil[c] == 0 { scripted.frozenCount += 1 }
            scripted.frozenUntil[c] = thawAt
            if !scripted.frozenWhy.isEmpty { scripted.frozenWhy[c] = why }
        }
        events.append(.frozen(list, turns: turns), in: &self)
    }

    /// Thaws the frozen cards of `list`, telling the players.
    mutating func thaw<Sink: EventSink>(_ list: [Int], events: inout Sink) {
        guard !list.isEmpty else { return }
        unfreeze(list)
        events.append(.thawed(list), in: &self)
    }

    /// Thaws the frozen cards of `list` that leave play (matched or taken off) with no event:
    /// the event that takes them off says it.
    mutating func unfreeze(_ list: [Int]) {
        for c in list where scripted.frozenUntil[c] != 0 {
            scripted.frozenUntil[c] = 0
            scripted.frozenCount -= 1
            if !scripted.frozenWhy.isEmpty { scripted.frozenWhy[c] = nil }
        }
    }

    /// A card was turned: the cards frozen until then thaw. Kept out of line: inlined into the
    /// turn (which asks only when some card is frozen), it made every turn of every game slower.
    @inline(never)
    mutating func thawFrozenForOneCard<Sink: EventSink>(events: inout Sink) {
        guard scripted.frozenUntil.contains(ScriptedPlay.thawsAtNextCard) else { return }
        thaw(frozenCards.filter { scripted.frozenUntil[$0] == ScriptedPlay.thawsAtNextCard }, events: &events)
    }

    /// A turn ended: it counts for every freeze, and the cards whose turns ran out thaw. Until
    /// the turn-end hook has run, no turn is under way.
    mutating func countTurnEnd<Sink: EventSink>(events: inout Sink) {
        scripted.turnUnderWay = false
        scripted.turnEnds += 1
        guard scripted.frozenCount > 0 else { return }
        let ends = scripted.turnEnds
        thaw(frozenCards.filter { scripted.frozenUntil[$0] <= ends }, events: &events)
    }

    /// Thaws every frozen card when frozen cards would shut play out: frozen cards may slow a
    /// game, never stop it. Between turns, when the cards that could be turned (face down, or
    /// face up in a mismatch on show) hold no group that matches; during a turn, when no card could
    /// be turned next (face down, or face up in a mismatch that turns back by itself). A card
    /// frozen until the next card is turned cannot be turned first, but is free for the group.
    /// Nothing to check while the turn holds a complete group: it is settled next. Called after
    /// the scripts' changes (``settleScriptedChanges(at:rules:events:)``) and after a card is turned.
    mutating func thawIfFrozenOut<Sink: EventSink, R: Rules>(rules: inout R, events: inout Sink) {
        guard scripted.frozenCount > 0, !isOver, turnCards.count < turnGroup else { return }
        let byHook = reactions.contains(.match)
        var free = [Int](repeating: 0, count: byHook ? faces.count : keys.count)
        var canTurn = false
        for c in cards.indices where scripted.frozenUntil[c] == 0 || scripted.frozenUntil[c] == ScriptedPlay.thawsAtNextCard {
            let onShow = (stage == .revealing || stage == .showingMismatch) && stageCards.contains(c)
            guard cards[c].state == .faceDown || cards[c].state == .faceUp && onShow else { continue }
            // A mismatch shown until the next card is turned cannot be turned first.
            if scripted.frozenUntil[c] == 0 && (cards[c].state == .faceDown || stage == .revealing) { canTurn = true }
            free[byHook ? cards[c].face : cards[c].key] += 1
        }
        if canTurn && !turnCards.isEmpty { return }
        if canTurn {
            var failed = false
            let groupLeft = byHook
                ? anyGroupMatches(faceCounts: free, failed: &failed, rules: &rules, events: &events)
                : free.indices.contains { free[$0] >= groupSize(ofKey: $0) }
            if groupLeft { return }
        }
        thaw(frozenCards, events: &events)
    }
}

