/// Telling the scripts that cards turned back face down (``ScriptEvent/hidden(_:)``): after a
/// mismatch's show, when a request ends a turn, when a script's reveal or the peek is over.
/// Called only where ``Reactions/hidden`` is set, so a game whose scripts have no `on_hide`
/// hook does no work for it.
extension Game {
    /// Most cards one call of the hook is told (a hook's event holds at most four).
    static let hiddenCardsPerCall = 4

    /// Tells the scripts that `cards` are face down again because of `why`: the current player's
    /// event, with the cards in the order given, at most ``hiddenCardsPerCall`` per call (a
    /// reveal or the peek of more is told in several calls). Each call's points go to the
    /// current player and its requests are applied before the next call; the game's scripted
    /// changes are then settled, as after a timer. A card a call's requests took off the board
    /// or turned up is left out of the later calls.
    @inline(never)
    mutating func tellHidden<Sink: EventSink, R: Rules>(_ cards: [Int], _ why: HideReason, at now: Double,
                                                        rules: inout R, events: inout Sink) {
        let event = ScriptEvent.hidden(why)
        var start = 0
        while start < cards.count && !isOver {
            var context = TurnContext(player: currentPlayer, move: moves, elapsed: now, score: scores[currentPlayer],
                                      streak: streak, groupsLeft: groupsLeft)
            while start < cards.count && context.cardCount < Game.hiddenCardsPerCall {
                let c = cards[start]
                start += 1
                if self.cards[c].state == .faceDown { context.append(index: c, card: self.cards[c], at: now) }
            }
            if context.cardCount == 0 { continue }
            let reaction = react(event, context, rules: &rules, events: &events)
            settle(reaction, of: event, context, player: currentPlayer, hook: "on_hide", at: now, rules: &rules, events: &events)
        }
        settleScriptedChanges(at: now, rules: &rules, events: &events)
    }

    /// Turns back the mismatch on show, `group`, at `now`: its cards face down, the game in play,
    /// and `on_hide` told of them, if a script has one.
    mutating func turnBackMismatch<Sink: EventSink, R: Rules>(_ group: CardGroup, at now: Double, rules: inout R, events: inout Sink) {
        conceal(group, at: now, events: &events)
        phase = .playing
        tellHiddenIfHooked(group, .mismatch, at: now, rules: &rules, events: &events)
    }

    /// ``tellHidden(_:_:at:rules:events:)`` for a group, when a script has an `on_hide` hook.
    @inline(__always)
    mutating func tellHiddenIfHooked<Sink: EventSink, R: Rules>(_ group: CardGroup, _ why: HideReason, at now: Double,
                                                                rules: inout R, events: inout Sink) {
        if reactions.contains(.hidden) { tellHidden(Array(group), why, at: now, rules: &rules, events: &events) }
    }
}
