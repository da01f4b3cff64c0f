/// Scripts' requests that move cards: a swap of two places, and an arrangement of several.
///
/// What may move is what a player cannot learn anything from seeing move: face-down cards (the
/// screen shows their backs slide), found cards and empty places (out of play). A card face up
/// (a turn's card, a mismatch on show) or revealed by a script stays put, except when the whole
/// board moves at once (it turns, say): then it moves with the others and stays on show, and the
/// turn, the mismatch and the reveal follow it to its new place.
extension Game {
    /// Whether the card at `place` may move: face down, found, or taken off, and not revealed.
    func canMove(_ place: Int) -> Bool {
        switch cards[place].state {
        case .faceDown, .matched, .removed:
            if let shown = scripted.shown, shown.cards.contains(place) { return false }
            return true
        case .faceUp:
            return false
        }
    }

    /// Why `swap(a, b)` is refused, or nil.
    func swapProblem(_ a: Int, _ b: Int) -> String? {
        guard a != b, cards.indices.contains(a), cards.indices.contains(b) else {
            return "cannot swap cards \(a + 1) and \(b + 1): give two different cards from 1 to \(cards.count)"
        }
        guard canMove(a), canMove(b) else {
            return "cannot swap cards \(a + 1) and \(b + 1): only face-down and found cards move (not one face up or revealed)"
        }
        guard cards[a].state != .removed || cards[b].state != .removed else {
            return "cannot swap cards \(a + 1) and \(b + 1): both places are empty"
        }
        return nil
    }

    /// Why `arrange(from, to)` is refused, or nil.
    func arrangeProblem(from: [Int], to: [Int]) -> String? {
        guard from.count == to.count else {
            return "arrange: \(from.count) places to move from but \(to.count) to move to"
        }
        if let problem = cardListProblem(from, verb: "arrange", allowing: [.faceDown, .faceUp, .matched, .removed], rule: "") {
            return problem
        }
        guard Set(from) == Set(to) else {
            return "arrange: the places to move to must be the places moved from, in another order"
        }
        // The whole board may move face-up and revealed cards with it (checked last: the lists
        // are a rearrangement of distinct places, so as many places as cards is every place).
        if from.count == cards.count { return nil }
        for (a, b) in zip(from, to) where a != b && !canMove(a) {
            return "arrange: card \(a + 1) cannot move: only face-down and found cards move (not one face up or revealed), unless the whole board moves"
        }
        return nil
    }

    /// Swaps the cards at `a` and `b`, with what scripts keep of them, and tells of it.
    mutating func swapCards<Sink: EventSink>(_ a: Int, _ b: Int, events: inout Sink) {
        cards.swapAt(a, b)
        carryScriptedState(a, b)
        if cards[a].state == .faceUp || cards[b].state == .faceUp || scripted.shown != nil { followCardsOnShow(a, b) }
        events.append(.swapped(a, b), in: &self)
    }

    /// Moves the turn's cards, a mismatch on show and the cards a script reveals with two cards
    /// that swapped places (a whole-board arrangement moves cards on show).
    private mutating func followCardsOnShow(_ a: Int, _ b: Int) {
        turnCards.exchange(a, b)
        if stage == .revealing || stage == .showingMismatch { stageCards.exchange(a, b) }
        if var shown = scripted.shown {
            shown.cards = shown.cards.map { $0 == a ? b : $0 == b ? a : $0 }
            scripted.shown = shown
        }
    }

    /// Moves the card at each place of `from` to the place at the same position in `to`, one
    /// cycle at a time: a cycle of n places is n − 1 swaps with its first place.
    mutating func arrangeCards<Sink: EventSink>(from: [Int], to: [Int], events: inout Sink) {
        var destination = [Int: Int](uniqueKeysWithValues: zip(from, to))
        for start in from {
            guard var next = destination.removeValue(forKey: start) else { continue }
            while next != start {
                swapCards(start, next, events: &events)
                next = destination.removeValue(forKey: next)!
            }
        }
    }
}
