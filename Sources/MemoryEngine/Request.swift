/// What a script may ask of the game (API 2). Scripts never change the game themselves: the
/// engine checks each request against the rules of play, applies the ones it allows as events,
/// and reports the others as ``Event/rulesFailed(_:)`` naming the script's line.
///
/// Requests are made by hooks, which the engine calls at fixed points of play; a replay calls the
/// same hooks with the same seeded randomness, so it makes the same requests.
public struct Request: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Points for a player (the current one when nil).
        case award(points: Int, player: Int?)
        /// Exchange two cards that are face down, found, or taken off the board (moving a card to
        /// an empty place is a swap with a taken-off card); cards face up or revealed stay put.
        case swap(Int, Int)
        /// Move the card at each place of `from` to the place at the same position in `to` (a
        /// rearrangement of `from`), all at once or not at all: the cards that move are face
        /// down, found or taken off, as for a swap, except in an arrangement of the whole board,
        /// where face-up and revealed cards move too and stay on show. Applied as swaps, one
        /// event each.
        case arrange(from: [Int], to: [Int])
        /// Show these face-down cards for this many seconds; play waits meanwhile. With `to`, a
        /// private look: only that player (0-based) sees their faces; the others see that the
        /// cards are being looked at (see ``Event/hides(from:)``).
        case reveal([Int], seconds: Double, to: Int? = nil)
        /// Keep every card from being turned for this many seconds, with no card on show (a pause
        /// in a show of the script's own); play waits meanwhile, as for a reveal, and one reveal
        /// or hold is on at a time. `why`, if given, is what a player who tries to turn a card
        /// reads (see ``Game/reasonProblem(_:of:)``).
        case hold(seconds: Double, why: String? = nil)
        /// Take these cards off the board: face-down ones score nothing and need not be found; found
        /// ones stay found, and their places are empty.
        case remove([Int])
        /// Deal the stock's next group onto these places, found or empty ones (as many as a
        /// group has, in order): new cards, face down and never seen, which are to be found like
        /// the board's (see ``GameConfig/stock``). A found card dealt over stays found.
        case deal([Int])
        /// Freeze these cards (face down, or face up and unmatched): they cannot be turned until
        /// `turns` turns have ended, not counting a turn under way (nil: until thawed). `why`, if
        /// given, is what a player who tries to turn one of them reads (see ``Game/reasonProblem(_:of:)``).
        case freeze([Int], turns: Int?, why: String? = nil)
        /// Thaw these cards, if frozen (nil: every frozen card).
        case thaw([Int]?)
        /// Show this short text on these cards, face down or up, until marked again (nil: take
        /// their marks off). A mark moves with its card.
        case mark([Int], text: String?)
        /// Show the face of the card at place `as` on these cards (face down or up) whenever they
        /// are on show, instead of their own, until disguised again (nil: their own face again).
        /// Matching still compares their own faces; a found card shows its own. A disguise moves
        /// with its card.
        case disguise([Int], as: Int?)
        /// End the turn now: its face-up cards turn back down and the next player plays.
        case endTurn
        /// Keep the turn after a mismatch: the player who missed plays again, as after a match
        /// that earns another turn. Only an `on_mismatch` hook may ask, for its own mismatch;
        /// a turn a request ended (``endTurn``) passes all the same.
        case keepTurn
        /// Put a found group back: these cards, the whole of one group found (cards found
        /// together in one turn, not merely cards that would match), turn face down, to be found again. The
        /// groups left grow by one; the scores stay as they are (a script awards or takes
        /// points itself).
        case unfind([Int])
        /// End the game: won or lost. A win names its winners (players, 0-based: a team, or every
        /// seat in a co-op game), or nil for the usual ones or the `winners` hook's (see
        /// ``Game/winners``).
        case win(reason: String, winners: [Int]? = nil)
        case lose(reason: String)
        /// End the game neither won nor lost (a score attack's end): it ranks like a game played
        /// to its end, with the usual winners (or the `winners` hook's).
        case finish(reason: String)
        /// A message for the player's status line.
        case say(String)
        /// Ring the bell (when the player asked for sound).
        case bell
        /// Call the script back after this many seconds of game time with the timer's id.
        case timer(id: Int, after: Double)
        /// Give `player` `count` more uses of action `action` (an index into
        /// ``Rules/playerActions``; fewer when negative), for the rest of the game.
        case grant(action: Int, count: Int, player: Int)
        /// Add `by` to the game's count named `name` (see ``ScriptedPlay/tallies``): a statistic
        /// for `memory simulate` and tests, which changes nothing in play.
        case tally(name: String, by: Int)
        /// Add `by` to what the game carries named `name` (see ``ScriptedPlay/carries``): in a
        /// campaign, what a level passed hands on to the levels after it.
        case carry(name: String, by: CarriedNumber)
    }

    public var kind: Kind
    /// The script that asked, and the line (when known), for messages.
    public var path: String
    public var line: Int?

    public init(_ kind: Kind, path: String, line: Int?) {
        self.kind = kind
        self.path = path
        self.line = line
    }
}

/// A moment of play that API-2 scripts can react to.
public enum ScriptEvent: Sendable, Hashable {
    /// The game begins (after the deal, before any card is turned).
    case start
    /// A card was turned face up (the turn's cards are in the context).
    case turned
    /// A complete group matched, or did not (the scoring hooks of API 1).
    case matched, mismatched
    /// A player's turn ended (after a completed group, or by request).
    case turnEnded
    /// Cards turned back face down, and why (see ``HideReason``): the cards are face down when
    /// the scripts are told.
    case hidden(HideReason)
    /// A player's turn begins: the game's first (after ``start``), and each after a turn's end,
    /// whoever plays it (the same player again after a match that earns another turn, or in a
    /// solo game).
    case turnStarted
    /// A timer the script set is due.
    case timer(Int)
    /// A player used one of the script's actions (its index in ``Rules/playerActions``), with
    /// the card under the cursor and the cards of its row.
    case action(Int, card: Int, row: [Int])
    /// Points for one player at the end of the game (the scoring hook of API 1).
    case finished
    /// The game is over (after every player's final points).
    case ended(GameOverReason)
}

/// Why cards turned back face down (``ScriptEvent/hidden(_:)``).
public enum HideReason: Sendable, Hashable, CaseIterable {
    /// A mismatch's cards, once its show is over (after the reveal time, at the next card
    /// turned, when an action is used, or when a request ends the turn).
    case mismatch
    /// The cards of a turn not yet complete, when a request ended the turn.
    case turnEnded
    /// Cards a script revealed (to everyone or to one player), once the reveal is over.
    case reveal
    /// The cards on show in the peek at the start, once it is over.
    case peek

    /// The word scripts read (`e.why`): static text, so that a hook's view can point at it.
    public var name: StaticString {
        switch self {
        case .mismatch: "mismatch"
        case .turnEnded: "turn_end"
        case .reveal: "reveal"
        case .peek: "peek"
        }
    }
}

/// The events a script reacts to, so that the engine calls nothing for the others.
public struct Reactions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let start = Reactions(rawValue: 1 << 0)
    public static let turned = Reactions(rawValue: 1 << 1)
    public static let turnEnded = Reactions(rawValue: 1 << 2)
    public static let timer = Reactions(rawValue: 1 << 3)
    public static let action = Reactions(rawValue: 1 << 4)
    public static let ended = Reactions(rawValue: 1 << 5)
    /// A `match` hook decides which groups match (instead of equal keys).
    public static let match = Reactions(rawValue: 1 << 6)
    /// Scoring goes through ``Rules/react(to:_:stage:at:)`` (matched, mismatched, finished), which may
    /// also make requests. Set by every API-2 script.
    public static let scoring = Reactions(rawValue: 1 << 7)
    /// A `bot_keys` hook names the keys whose known groups computer players go for (see
    /// ``Rules/botKeys(at:)``).
    public static let botKeys = Reactions(rawValue: 1 << 8)
    /// With ``botKeys``: the keys named are the ones computer players go for first; knowing no
    /// group of them, they complete any group they know (`bot_keys_first = true`).
    public static let botKeysFirst = Reactions(rawValue: 1 << 9)
    /// A `bot_cards` hook names the places where computer players may start a turn (see
    /// ``Rules/botCards(at:)``).
    public static let botCards = Reactions(rawValue: 1 << 10)
    /// A `winners` hook decides who won a game that ends without a script's win naming its
    /// winners (see ``Rules/winners(at:)``).
    public static let winners = Reactions(rawValue: 1 << 11)
    /// A hook is told of every turn's beginning (``ScriptEvent/turnStarted``).
    public static let turnStarted = Reactions(rawValue: 1 << 12)
    /// A `bot_avoid` hook names the places computer players keep off now (see
    /// ``Rules/botAvoid(at:)``).
    public static let botAvoid = Reactions(rawValue: 1 << 13)
    /// A hook is told whenever cards turn back face down (``ScriptEvent/hidden(_:)``).
    public static let hidden = Reactions(rawValue: 1 << 14)
    /// The deck mixes group sizes (see ``Face/group``): the turn's first card says how many cards
    /// it needs, so turns go through the general path. Set by the engine, not by rules.
    public static let mixedGroups = Reactions(rawValue: 1 << 15)
    /// The hooks that guide computer players, asked together (see
    /// ``Game/settleScriptedChanges(at:rules:events:)``).
    public static let botGuides: Reactions = [.botKeys, .botCards, .botAvoid]
}

/// A power-up a script offers the players: a key, a name, how often it may be used.
public struct PlayerAction: Sendable, Hashable {
    /// The key that uses it (one character).
    public var key: Character
    public var name: String
    /// Uses per player and game (nil: unlimited).
    public var charges: Int?
    /// What it does, for the help screen.
    public var description: String
    /// Whether it is used on a card (the one under the cursor, and its row); false for an action
    /// that acts on the game as a whole (banking a pot), which works wherever the cursor is.
    public var takesCard: Bool

    public init(key: Character, name: String, charges: Int?, description: String, takesCard: Bool = true) {
        self.key = key
        self.name = name
        self.charges = charges
        self.description = description
        self.takesCard = takesCard
    }
}
