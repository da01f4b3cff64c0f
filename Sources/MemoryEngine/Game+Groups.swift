/// Group sizes in a game, which a deck may mix (``Game/keyGroups``).
extension Game {
    /// How many cards make a group of key `k`.
    public func groupSize(ofKey k: Int) -> Int { keyGroups.isEmpty ? config.group : keyGroups[k] }

    /// How many cards the turn in progress needs: the group size of the key its first card
    /// shows (see ``groupSize(ofKey:)``; a disguised card's shown key, as players and computer
    /// players take it); the game's group before a card is turned. Inlined: every card turned
    /// reads it, and a call copied the whole game for it.
    public var turnGroup: Int {
        @inline(__always) get {
            keyGroups.isEmpty || turnCards.isEmpty ? config.group
                : Game.groupSize(shownBy: turnCards.firstCard, cards: cards, disguises: scripted.disguises, keyGroups: keyGroups,
                                 turned: turnCards.count)
        }
    }

    /// The group size of the key card `i` shows (its disguise's, if it wears one), given the
    /// arrays alone so that the game is not copied to ask. A disguise may show a bigger group
    /// than the cards left can make: the turn then takes the cards there are (`turned` and
    /// those face down), and is judged with them.
    static func groupSize(shownBy i: Int, cards: [Card], disguises: [Disguise?], keyGroups: [Int], turned: Int) -> Int {
        let worn = disguises.isEmpty || cards[i].state == .matched ? nil : disguises[i]
        guard let worn else { return keyGroups[cards[i].key] }
        return min(keyGroups[Int(worn.key)], turned + cards.lazy.filter { $0.state == .faceDown }.count)
    }

    /// Whether the deck mixes group sizes: groups are counted by key, not in groups of
    /// ``GameConfig/group``.
    public var mixesGroups: Bool { !keyGroups.isEmpty }

    /// The groups whose `cards` are all still on the board (face down or up, not found),
    /// counted by key with each key's group size in `keyGroups`: ``groupsLeft`` once a mixed
    /// deck's game has had cards taken off. Static, given the two arrays: as a property of the
    /// game, every move's inlined ``groupsLeft`` copied the whole game to call it, whichever
    /// branch it took.
    static func mixedGroupsOnBoard(_ cards: [Card], keyGroups: [Int]) -> Int {
        var left = [Int](repeating: 0, count: keyGroups.count)
        for card in cards where card.state == .faceDown || card.state == .faceUp { left[card.key] += 1 }
        return left.indices.reduce(0) { $0 + left[$1] / keyGroups[$1] }
    }

    /// Each face's group size (by face index): its key's, for the faces dealt in a mixed
    /// deck's game (another face's is the game's group); empty for a game whose groups are all
    /// ``GameConfig/group``.
    func faceGroupSizes() -> [Int] {
        guard !keyGroups.isEmpty else { return [] }
        var sizes = [Int](repeating: config.group, count: faces.count)
        for card in cards { sizes[card.face] = keyGroups[card.key] }
        return sizes
    }

    /// The reaction of rules that do not react (``Rules/reactions`` empty) in a game that takes
    /// the general path only for its mixed group sizes: the points of
    /// ``Rules/scoreMatch(_:)``, ``Rules/scoreMismatch(_:)`` or ``Rules/scoreFinish(_:)``, and
    /// nothing for another event (none is asked of them).
    mutating func scored<Sink: EventSink, R: Rules>(_ event: ScriptEvent, _ context: TurnContext,
                                                    rules: inout R, events: inout Sink) -> Reaction {
        do {
            switch event {
            case .matched: return Reaction(points: try rules.scoreMatch(context))
            case .mismatched: return Reaction(points: try rules.scoreMismatch(context))
            case .finished: return Reaction(points: try rules.scoreFinish(context))
            default: return Reaction()
            }
        } catch {
            events.append(.rulesFailed(error), in: &self)
            return Reaction()
        }
    }
}
