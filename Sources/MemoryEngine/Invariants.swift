extension Game {
    /// Every rule of play the state must satisfy, as a list of violations (empty when sound).
    /// Tests call it after every action; it is O(cards).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        let faceUp = cards.indices.filter { cards[$0].state == .faceUp }
        let largest = keyGroups.max() ?? config.group
        if faceUp.count > largest {
            problems.append("\(faceUp.count) unmatched cards face up, more than a group of \(largest)")
        }
        let shown: CardGroup
        switch phase {
        case let .revealing(g, _), let .showingMismatch(g): shown = g
        default: shown = CardGroup()
        }
        if !shown.isEmpty && !turnCards.isEmpty {
            problems.append("a card was turned while a mismatch is on show")
        }
        let expectedUp = Set(shown).union(turnCards)
        if !isOver && Set(faceUp) != expectedUp {
            problems.append("face-up cards \(faceUp) are not the turn's \(Array(turnCards)) plus the shown mismatch \(Array(shown))")
        }
        if Set(turnCards).count != turnCards.count { problems.append("a card was turned twice in one turn") }
        if turnCards.count >= turnGroup { problems.append("a complete group was left in the turn") }
        let matched = cards.filter(\.isMatched).count + scripted.foundRemoved.count
        if keyGroups.isEmpty && matched != groupsMatched * config.group {
            problems.append("\(matched) matched cards but \(groupsMatched) matched groups of \(config.group)")
        }
        var matchedPerKey: [Int: Int] = [:]
        for card in cards.filter(\.isMatched) + scripted.foundRemoved { matchedPerKey[card.key, default: 0] += 1 }
        for (key, n) in matchedPerKey where n % groupSize(ofKey: key) != 0 && !reactions.contains(.match) {
            problems.append("key \(keys[key]) has \(n) matched cards, not a multiple of \(groupSize(ofKey: key))")
        }
        if groupsMatched == groupCount && phase != .over(.allMatched) && reactions.isEmpty {
            problems.append("every card is matched but the game is not over")
        }
        if case .over(.allMatched) = phase, groupsLeft != 0 {
            problems.append("the game ended as all matched with \(groupsLeft) groups left")
        }
        if case .over(.timeUp) = phase, timeLimitDeadline.map({ time < $0 }) ?? true {
            problems.append("the game ended on time before its time limit")
        }
        if !(0..<config.players).contains(currentPlayer) { problems.append("current player \(currentPlayer) out of range") }
        if scores.count != config.players { problems.append("\(scores.count) scores for \(config.players) players") }
        for card in cards where card.faceUpAccumulated < 0 || !card.faceUpAccumulated.isFinite {
            problems.append("a card has face-up time \(card.faceUpAccumulated)")
        }
        return problems + frostViolations()
    }

    /// Frozen cards: counted right, all in play, none past its last turn, a reason kept only for a
    /// frozen card, and never every card a
    /// player could turn while one must be turned.
    private func frostViolations() -> [String] {
        // Found by hand, not by ``Game/frozenCards``, which trusts the count checked here.
        let frozen = scripted.frozenUntil.indices.filter { scripted.frozenUntil[$0] != 0 }
        var problems: [String] = []
        if frozen.count != scripted.frozenCount { problems.append("\(frozen.count) cards frozen but \(scripted.frozenCount) counted") }
        for c in frozen where cards[c].state == .matched || cards[c].state == .removed {
            problems.append("card \(c) is frozen but \(cards[c].state)")
        }
        for c in scripted.frozenWhy.indices where scripted.frozenWhy[c] != nil && !frozen.contains(c) {
            problems.append("card \(c) keeps a freeze's reason but is not frozen")
        }
        for c in frozen where scripted.frozenUntil[c] <= scripted.turnEnds {
            problems.append("card \(c) is still frozen after its last turn (\(scripted.frozenUntil[c]) of \(scripted.turnEnds))")
        }
        if !frozen.isEmpty && !isOver && !isLocked && !cards.indices.contains(where: isTurnable) {
            problems.append("every card that could be turned is frozen")
        }
        return problems
    }
}
