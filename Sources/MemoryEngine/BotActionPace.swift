/// When a computer player may use one of the scripts' actions: at the start of each of its
/// turns, and again after a use its script declined, so that an action used in two steps (pick
/// a card, then use it on another: the first use declines and keeps the pick in `game.state`)
/// can be completed; at most ``maximumUses`` times at one turn's start.
///
/// Kept by whoever seats the computer (the simulator, the terminal's session), not by the game:
/// a replay applies the uses its log holds and never asks.
public struct BotActionPace: Sendable {
    /// Most uses asked for at the start of one turn.
    public static let maximumUses = 3

    private var moves = -1
    private var uses = 0
    private var lastDeclined = false

    public init() {}

    /// Whether to ask the scripts' `bot` hooks now, at move `moves` of the game.
    public func allows(atMove moves: Int) -> Bool {
        self.moves != moves || (lastDeclined && uses < Self.maximumUses)
    }

    /// Records a use asked for at move `moves` (the game's count before the use), and whether
    /// its script declined it (``ScriptedPlay/usesDeclined`` grew).
    public mutating func record(atMove moves: Int, declined: Bool) {
        if self.moves != moves {
            self.moves = moves
            uses = 0
        }
        uses += 1
        lastDeclined = declined
    }
}
