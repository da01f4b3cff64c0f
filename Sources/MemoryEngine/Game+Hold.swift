/// A hold: a script keeps the board from being turned for a while with no card on show
/// (``Request/Kind/hold(seconds:why:)``), kept as a show of no cards (``ScriptedPlay/Shown``), so
/// that whatever waits for a reveal (``isLocked``, ``nextDeadline``, computer players, the
/// simulator, a script test's turns) waits for it too.
extension Game {
    /// Longest a script may hold the board for, in seconds.
    public static let maximumHoldSeconds = 3600.0

    /// Why `hold(seconds, why)` is refused, or nil: the seconds are finite, above 0 and at most
    /// ``maximumHoldSeconds``, the reason a short text, and no reveal or hold is on (one at a
    /// time, as reveals are). A hold during the game's own lock (a peek, a mismatch on show) is
    /// taken: the board opens when both are over.
    func holdProblem(seconds: Double, why: String?) -> String? {
        guard seconds.isFinite, seconds > 0, seconds <= Game.maximumHoldSeconds else {
            return "hold for \(seconds) seconds is not allowed: use more than 0 and at most \(Int(Game.maximumHoldSeconds))"
        }
        if let why, let problem = Game.reasonProblem(why, of: "hold") { return problem }
        guard let shown = scripted.shown else { return nil }
        return shown.isHold ? "hold: the board is already held until \(shown.until) (game:locked_until() says so)"
            : "hold: cards are being revealed; the board is locked until they turn back"
    }
}
