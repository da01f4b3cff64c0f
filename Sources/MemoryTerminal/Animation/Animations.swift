import MemoryEngine

/// The view-only motion of the board: flips, the deal, fades of matched cards, cards that swap
/// places (both drop into their new places, so a player sees which places changed). Built from the
/// engine's events with wall-clock start times; it never changes the game nor delays input.
/// Disabled, it records nothing and every card is drawn at rest.
public struct Animations: Sendable {
    public static let flipDuration = 0.24
    public static let fadeDuration = 0.5
    public static let dealDuration = 0.25
    /// How long the two cards of a swap take to drop into their new places.
    public static let swapDuration = 0.5
    /// Frame interval while something moves (about 30 frames a second).
    public static let frameInterval = 1.0 / 30

    public let enabled: Bool
    private var flips: [Int: (start: Double, toFace: Bool)] = [:]
    private var fades: [Int: Double] = [:]
    private var swaps: [Int: Double] = [:]
    private var dealStart: Double?
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
        case let .turned(card, _): flips[card] = (now, true)
        case let .concealed(group): for c in group { flips[c] = (now, false) }
        case let .matched(group, _, _): for c in group { fades[c] = now + Self.flipDuration }
        case .peekEnded: for c in 0..<cardCount { flips[c] = (now, false) }
        case let .swapped(a, b): for c in [a, b] { swaps[c] = now }
        default: break
        }
    }

    /// How card `i` looks at `now`.
    public func look(of i: Int, at now: Double) -> CardMotion {
        var motion = CardMotion()
        if let start = dealStart {
            let t = now - start - Double(i) * dealStagger
            if t < 0 { motion.hidden = true }
            else if t < Self.dealDuration { motion.drop = 1 - t / Self.dealDuration }
        }
        if let flip = flips[i] {
            let p = (now - flip.start) / Self.flipDuration
            if p >= 0 && p < 1 {
                motion.widthFactor = abs(1 - 2 * p)
                motion.showsOldSide = p < 0.5
                motion.flipToFace = flip.toFace
            }
        }
        if let start = swaps[i] {
            let t = now - start
            if t >= 0 && t < Self.swapDuration { motion.drop = max(motion.drop, 1 - t / Self.swapDuration) }
        }
        if let start = fades[i] {
            let p = (now - start) / Self.fadeDuration
            if p < 1 { motion.fade = max(0, p) }
        }
        return motion
    }

    /// Whether anything is still moving at `now` (then frames come at ``frameInterval``).
    public func isMoving(at now: Double) -> Bool {
        guard enabled else { return false }
        if let start = dealStart, now < start + dealStagger * Double(dealtCards) + Self.dealDuration { return true }
        if flips.values.contains(where: { now < $0.start + Self.flipDuration }) { return true }
        if swaps.values.contains(where: { now < $0 + Self.swapDuration }) { return true }
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
    /// nil at rest; 0...1 while a matched card fades out.
    public var fade: Double?
}
