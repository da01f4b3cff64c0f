import MemoryEngine

/// The view-only motion of the board: flips, the deal, fades of matched cards, cards changing
/// places, a card on show changing its face, cards dealt from the stock. Built from the
/// engine's events with wall-clock start times; it never changes the game nor delays input.
/// Disabled, it records nothing and every card is drawn at rest.
public struct Animations: Sendable {
    public static let flipDuration = 0.24
    public static let fadeDuration = 0.5
    public static let dealDuration = 0.25
    /// How long two cards take to change places (a script's swap), after any flip of theirs.
    public static let moveDuration = 0.45
    /// Frame interval while something moves (about 30 frames a second).
    public static let frameInterval = 1.0 / 30

    public let enabled: Bool
    /// Cards turning over; `oldFace`: the face a card on show turns from to show another.
    private var flips: [Int: (start: Double, toFace: Bool, oldFace: Int?)] = [:]
    private var fades: [Int: Double] = [:]
    /// Cards sliding to their place from the place of another card, and when the move was told.
    private var moves: [Int: (from: Int, start: Double, told: Double)] = [:]
    private var dealStart: Double?
    /// Cards dealt from the stock during play, and when each starts to fall into its place.
    private var arrivals: [Int: Double] = [:]
    private var dealStagger = 0.0
    private var dealtCards = 0

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Starts the deal of `cards` cards at `now`.
    public mutating func deal(cards: Int, at now: Double) {
        guard enabled else { return }
        dealStart = now
        dealtCards = cards
        dealStagger = min(0.04, 0.8 / Double(max(cards, 1)))
    }

    /// Records the motion that `event` causes.
    public mutating func observe(_ event: Event, at now: Double, cardCount: Int) {
        guard enabled else { return }
        switch event {
        case let .turned(card, _): flips[card] = (now, true, nil)
        case let .concealed(group): for c in group { flips[c] = (now, false, nil) }
        case let .matched(group, _, _): for c in group { fades[c] = now + Self.flipDuration }
        case let .unfound(list):
            // Found cards put back turn over to lie face down again (no longer fading out).
            for c in list {
                fades[c] = nil
                flips[c] = (now, false, nil)
            }
        case .peekEnded: for c in 0..<cardCount { flips[c] = (now, false, nil) }
        case let .swapped(a, b):
            // After the cards have turned back (a swap follows a mismatch), so both are seen to move.
            let start = [a, b].compactMap { flips[$0].map { $0.start + Self.flipDuration } }.reduce(now, max)
            // Swaps told together (an arrangement, a shuffle) compose: each card slides from
            // where it was before the first of them, not from the place of the last swap.
            let fromA = moves[b].flatMap { $0.told == now ? $0.from : nil } ?? b
            let fromB = moves[a].flatMap { $0.told == now ? $0.from : nil } ?? a
            moves[a] = fromA == a ? nil : (fromA, start, now)
            moves[b] = fromB == b ? nil : (fromB, start, now)
            // A found card fading out keeps fading where it goes, and a card turning over (the
            // whole board moved while it was face up) keeps turning.
            (fades[a], fades[b]) = (fades[b], fades[a])
            (flips[a], flips[b]) = (flips[b], flips[a])
        case let .dealt(places):
            // Once the card turned last has turned (a deal follows a match), the places stand
            // empty a moment and the new cards fall into them as at the deal. What the places
            // showed is gone: a new card must never show a face while it arrives.
            let start = now + Self.flipDuration
            for c in places {
                flips[c] = nil
                fades[c] = nil
                arrivals[c] = start
            }
        default: break
        }
    }

    /// Card `card`, on show, shows another face from `now` (a disguise put on or taken off): it
    /// turns over as a flip does, showing `face`, the one it showed, until it is edge-on.
    public mutating func changeFace(of card: Int, from face: Int, at now: Double) {
        guard enabled else { return }
        flips[card] = (now, false, face)
    }

    /// How card `i` looks at `now`.
    public func look(of i: Int, at now: Double) -> CardMotion {
        var motion = CardMotion()
        // A card of the opening deal falls in its turn; one dealt from the stock when it arrives.
        if let start = dealStart { Self.fall(since: now - start - Double(i) * dealStagger, &motion) }
        if let start = arrivals[i] { Self.fall(since: now - start, &motion) }
        if let flip = flips[i] {
            let p = (now - flip.start) / Self.flipDuration
            if p >= 0 && p < 1 {
                motion.widthFactor = abs(1 - 2 * p)
                motion.showsOldSide = p < 0.5
                motion.flipToFace = flip.toFace
                if p < 0.5 { motion.oldFace = flip.oldFace }
            }
        }
        if let start = fades[i] {
            let p = (now - start) / Self.fadeDuration
            if p < 1 { motion.fade = max(0, p) }
        }
        if let move = moves[i] {
            let p = (now - move.start) / Self.moveDuration
            if p < 1 {
                motion.movedFrom = move.from
                // Eased in and out; still at the old place until the move starts.
                let q = min(max(p, 0), 1)
                motion.moveProgress = q * q * (3 - 2 * q)
            }
        }
        return motion
    }

    /// A card `t` seconds after it starts to fall into its place: not there yet before, falling
    /// for ``dealDuration``.
    private static func fall(since t: Double, _ motion: inout CardMotion) {
        if t < 0 { motion.hidden = true } else if t < dealDuration { motion.drop = 1 - t / dealDuration }
    }

    /// Whether cards are still being dealt at `now`. The game's clock waits for the deal: what a
    /// game shows at its start (a peek, cards a script reveals) is on show for its whole time
    /// once every card lies on the board, not partly while the cards are still arriving.
    public func isDealing(at now: Double) -> Bool {
        guard enabled, let start = dealStart else { return false }
        return now < start + dealStagger * Double(dealtCards) + Self.dealDuration
    }

    /// Whether anything is still moving at `now` (then frames come at ``frameInterval``).
    public func isMoving(at now: Double) -> Bool {
        guard enabled else { return false }
        if isDealing(at: now) { return true }
        if flips.values.contains(where: { now < $0.start + Self.flipDuration }) { return true }
        if arrivals.values.contains(where: { now < $0 + Self.dealDuration }) { return true }
        if moves.values.contains(where: { now < $0.start + Self.moveDuration }) { return true }
        return fades.values.contains { now < $0 + Self.fadeDuration }
    }

}

/// The state of one card's motion at a moment.
public struct CardMotion: Sendable, Hashable {
    /// Not dealt yet.
    public var hidden = false
    /// 0 at rest; up to 1 while falling into place during the deal (fraction of the way left).
    public var drop = 0.0
    /// 1 at rest; smaller while turning (the card narrows to its edge and widens again).
    public var widthFactor = 1.0
    /// During the first half of a flip the card still shows the side it is leaving.
    public var showsOldSide = false
    /// Whether the flip in progress turns the card face up.
    public var flipToFace = false
    /// During the first half of a card's turn from one face to another (see
    /// ``Animations/changeFace(of:from:at:)``): the face it is leaving (an index into the game's faces).
    public var oldFace: Int?
    /// nil at rest; 0...1 while a matched card fades out.
    public var fade: Double?
    /// While the card slides to its place: the card whose place it comes from.
    public var movedFrom: Int?
    /// How far along the slide is, 0 (at ``movedFrom``'s place) to 1 (at its own).
    public var moveProgress = 0.0
}
