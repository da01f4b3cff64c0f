/// Scoring written in Swift: fixed points for a match, and for a mismatch either always or only
/// when a card in it had been seen before. Used by tests and by the benchmark that measures the
/// engine without Lua; real play uses scripts from `Decks/rules`.
public struct PointRules: Rules, Sendable {
    public var match: Int
    public var mismatch: Int
    /// Charge `mismatch` only when a card in the group had been seen before.
    public var mismatchOnlyWhenSeen: Bool

    public init(match: Int, mismatch: Int = 0, mismatchOnlyWhenSeen: Bool = false) {
        self.match = match
        self.mismatch = mismatch
        self.mismatchOnlyWhenSeen = mismatchOnlyWhenSeen
    }

    /// +1 a pair.
    public static let classic = PointRules(match: 1)
    /// +10 a match, −5 a mismatch in which a card had been seen before.
    public static let penalty = PointRules(match: 10, mismatch: -5, mismatchOnlyWhenSeen: true)

    /// Points only: the board is never changed.
    public var changesBoard: Bool { false }

    public func scoreMatch(_ turn: TurnContext) -> Int { match }

    // Inlined into the simulator compiled for these rules: the turn's context is then only read
    // for what this needs, and the rest of it is never computed.
    @inline(__always)
    public func scoreMismatch(_ turn: TurnContext) -> Int {
        guard mismatchOnlyWhenSeen else { return mismatch }
        for i in 0..<turn.cardCount where turn.seen(i) { return mismatch }
        return 0
    }
}
