/// No memory at all: every card turned is chosen uniformly among the face-down cards that are
/// not frozen.
public struct RandomStrategy: Strategy {
    public var skill: Double { 0 }
    private var unmatched = CardPool()

    public init() {}

    public mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom) {
        unmatched.reset(count: game.pointee.cards.count, full: true)
        for (i, card) in game.pointee.cards.enumerated() where card.isMatched { unmatched.remove(i) }
    }

    public mutating func observe(_ event: Event, at game: UnsafePointer<Game>) {
        switch event {
        case let .matched(group, _, _): for c in group { unmatched.remove(c) }
        case let .swapped(a, b): unmatched.swapCards(a, b)
        case let .removed(list): for c in list { unmatched.remove(c) }
        case let .dealt(list), let .unfound(list): for c in list { unmatched.insert(c) }
        default: break
        }
    }

    public mutating func chooseCard(at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int {
        // At most `group - 1` unmatched cards are face up, so rejection sampling ends quickly
        // (and a card can always be turned: frozen cards thaw when no other is left).
        while true {
            let c = unmatched.randomElement(using: &random)
            if game.isTurnable(c) { return c }
        }
    }
}
