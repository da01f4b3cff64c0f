/// What the game-over screen's first button starts: another game like the one that ended, or,
/// in a campaign, the level the campaign is now at.
public enum NextGame: Sendable, Hashable {
    /// Another game of the same deck, rules, variant and board.
    case another
    /// The level just passed unlocked the next one.
    case nextLevel
    /// The level was not passed: it is played again.
    case retryLevel
    /// The campaign's last level was passed: the campaign starts again from its first level.
    case campaignAgain

    /// The button's label.
    var button: String {
        switch self {
        case .another: "[ Play again ]"
        case .nextLevel: "[ Next level ]"
        case .retryLevel: "[ Retry level ]"
        case .campaignAgain: "[ Start over ]"
        }
    }

    /// Whether `s` can deal the game that ended again: not once the campaign has moved on to
    /// another level, which the same seed would deal instead.
    var offersSameDeal: Bool { self == .another || self == .retryLevel }
}
