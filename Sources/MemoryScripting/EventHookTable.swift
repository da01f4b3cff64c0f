import CLuaBridge
import MemoryEngine

/// The event hooks of API 2, declared once: the name a script gives each, the engine event that
/// calls it, the ``Reactions`` bit that makes the engine call it at all (nil: the scoring events,
/// which every `api = 2` script receives), and what it may return. Reading scripts, binding
/// hooks, choosing the hook of an event and the LuaLS definitions (checked by a test against
/// `Decks/memory.d.lua`) follow from this table.
struct EventHookDeclaration: Sendable {
    /// The engine events that call a hook, without their payloads.
    typealias Event = ScriptEvent.Hooked

    let name: String
    /// The ``ScriptEvent`` that calls it (timers and actions call their own functions).
    let calledBy: Event
    let reaction: Reactions?
    /// What it may return, for the documentation: points for the current player, or nothing.
    let returns = "integer points or nil"

    /// Every event hook, in the order they are read and bound.
    static let all: [EventHookDeclaration] = [
        EventHookDeclaration(name: "on_start", calledBy: .start, reaction: .start),
        EventHookDeclaration(name: "on_turn_start", calledBy: .turnStarted, reaction: .turnStarted),
        EventHookDeclaration(name: "on_turn", calledBy: .turned, reaction: .turned),
        EventHookDeclaration(name: "on_match", calledBy: .matched, reaction: nil),
        EventHookDeclaration(name: "on_mismatch", calledBy: .mismatched, reaction: nil),
        EventHookDeclaration(name: "on_turn_end", calledBy: .turnEnded, reaction: .turnEnded),
        EventHookDeclaration(name: "on_hide", calledBy: .hidden, reaction: .hidden),
        EventHookDeclaration(name: "on_finish", calledBy: .finished, reaction: nil),
        EventHookDeclaration(name: "on_end", calledBy: .ended, reaction: .ended),
    ]

    /// The names of ``all``.
    static let names = all.map(\.name)

    /// The name of the hook `event` calls, or nil (timers, actions).
    static func name(calledBy event: ScriptEvent) -> String? {
        index(calledBy: event).map { all[$0].name }
    }

    /// The place in ``all`` of the hook `event` calls, or nil (timers, actions): how a session
    /// finds an event's hooks at every event (by name, each call hashed a string).
    static func index(calledBy event: ScriptEvent) -> Int? {
        Event(event).flatMap { places[$0.rawValue] }
    }

    /// The place in ``all`` of each ``Event``'s hook.
    private static let places: [Int?] = Event.allCases.map { event in all.firstIndex { $0.calledBy == event } }
}

/// What a hook must answer.
enum HookAnswer: Sendable {
    /// A whole number of points, or nothing.
    case points
    /// A card (a whole number, checked against the board by the caller), or nil or false for
    /// none: an action's `bot`.
    case card
    /// true, or nil or false for no: the `bot` of an action that takes no card.
    case consent
    /// true or false.
    case boolean
    /// Text (or a number) or nothing.
    case text
    /// Points or nothing when an action was used; `false`, optionally with a message, when it
    /// declines (there was nothing to do: no charge is spent).
    case action
    /// A list of keys (strings), or nothing.
    case keys
    /// A list of card places (whole numbers from 1), or nothing.
    case places
    /// A list of players (whole numbers from 1; empty: nobody), or nothing.
    case players
    /// A list of a score's parts, each `{ label, points }`, or nothing.
    case parts
}

/// The API-2 hooks no event calls, declared like the event hooks: `match` (asked by the engine),
/// `status` (asked by the front end), each action's `run` (a player's key) and `bot` (a computer
/// player's choice), `bot_keys` (the groups computer players go for), `bot_cards` (where they
/// start a turn) and `bot_avoid` (the cards they keep off), asked by the engine, and `winners`
/// (who won, asked once as the game ends).
/// Reading scripts, what a call must answer, the reactions they turn on and the LuaLS
/// definitions (checked by a test against `Decks/memory.d.lua`) follow from it.
struct CallHookDeclaration: Sendable {
    /// Where a script gives it.
    enum Place: Sendable {
        /// A field of the rules or variant table.
        case script
        /// A field of each of its `actions`.
        case action
    }

    let name: String
    let place: Place
    /// Its LuaLS type.
    let signature: String
    let answer: HookAnswer
    /// The ``Reactions`` bit a script that gives it turns on (nil: none).
    let reaction: Reactions?
    /// Whether every action must give it.
    var required = false

    static let match = CallHookDeclaration(name: "match", place: .script, signature: "fun(cards: MatchCard[], game: Game): boolean",
                                           answer: .boolean, reaction: .match)
    static let status = CallHookDeclaration(name: "status", place: .script, signature: "fun(game: Game): string?",
                                            answer: .text, reaction: nil)
    static let run = CallHookDeclaration(name: "run", place: .action,
                                         signature: "fun(game: Game, card: integer?, row: integer[]?): integer|false|nil, string?",
                                         answer: .action, reaction: .action, required: true)
    static let bot = CallHookDeclaration(name: "bot", place: .action, signature: "fun(game: Game): integer|boolean|nil",
                                         answer: .card, reaction: nil)
    static let botKeys = CallHookDeclaration(name: "bot_keys", place: .script, signature: "fun(game: Game): string[]?",
                                             answer: .keys, reaction: .botKeys)
    static let botCards = CallHookDeclaration(name: "bot_cards", place: .script, signature: "fun(game: Game): integer[]?",
                                              answer: .places, reaction: .botCards)
    static let botAvoid = CallHookDeclaration(name: "bot_avoid", place: .script, signature: "fun(game: Game): integer[]?",
                                              answer: .places, reaction: .botAvoid)
    static let winners = CallHookDeclaration(name: "winners", place: .script, signature: "fun(game: Game): integer[]?",
                                             answer: .players, reaction: .winners)
    static let scoreParts = CallHookDeclaration(name: "score_parts", place: .script,
                                                signature: "fun(game: Game, player: integer): ScorePart[]?",
                                                answer: .parts, reaction: nil)

    /// Every hook no event calls, in the order they are read.
    static let all = [match, status, run, bot, botKeys, botCards, botAvoid, winners, scoreParts]

    /// The hooks only one script of a game may give (see ``VariantStack``), with what they decide.
    static let decisive = [(match, "which cards match"), (botKeys, "which cards the computer players go for"),
                           (botCards, "where the computer players start a turn"),
                           (botAvoid, "which cards the computer players keep off"), (winners, "who won"),
                           (scoreParts, "what the score's parts are called")]
}

/// One field of the event table every event hook receives (`e`) or of each of its cards
/// (`e.cards[i]`), declared once: the name scripts read, its LuaLS type and one-line
/// documentation (checked by a test against the `HookEvent` and `HookCard` classes of
/// `Decks/memory.d.lua`), and the id (views.h) by which the C views compute its value from what
/// ``RulesSession/fill(_:)`` wrote. The C views have no names of their own: every Lua state
/// takes them from here (``cNames``). A test reads every declared field through a hook and
/// compares it with what the engine told the rules, so a name given the wrong id fails.
struct EventFieldDeclaration: Sendable {
    let name: String
    /// Its LuaLS type.
    let type: String
    /// One line for the LuaLS definitions.
    let doc: String
    /// Its `MB_EVENT_…` or `MB_CARD_…` id.
    let id: Int

    /// The fields of `e`, in the order the LuaLS definitions list them.
    static let event = [
        EventFieldDeclaration(name: "cards", type: "HookCard[]",
                              doc: "The turn's cards in the order they were turned (empty in on_finish and on_turn_end; in on_hide, the cards that turned back face down, at most four).", id: MB_EVENT_CARDS),
        EventFieldDeclaration(name: "player", type: "integer", doc: "The player, 1-based.", id: MB_EVENT_PLAYER),
        EventFieldDeclaration(name: "move", type: "integer", doc: "The move number, 1 for the first completed turn (in on_turn_start and on_turn, the turns completed before this one: 0 during the first).", id: MB_EVENT_MOVE),
        EventFieldDeclaration(name: "elapsed", type: "number", doc: "Seconds since the game started.", id: MB_EVENT_ELAPSED),
        EventFieldDeclaration(name: "score", type: "integer", doc: "The player's score before this change.", id: MB_EVENT_SCORE),
        EventFieldDeclaration(name: "streak", type: "integer",
                              doc: "Matches in a row by this player, this one included when it is a match.", id: MB_EVENT_STREAK),
        EventFieldDeclaration(name: "pairs_left", type: "integer", doc: "Groups still unmatched after this turn.", id: MB_EVENT_PAIRS_LEFT),
        EventFieldDeclaration(name: "points", type: "integer",
                              doc: "Points the hooks called before this one gave for this event (the rules' before the variants', the variants in their stack's order).", id: MB_EVENT_POINTS),
        EventFieldDeclaration(name: "why", type: "HideReason?",
                              doc: "In on_hide, why e.cards turned back face down; nil in every other hook.", id: MB_EVENT_WHY),
    ]

    /// The fields of each card of `e.cards`, likewise.
    static let card = [
        EventFieldDeclaration(name: "index", type: "integer", doc: "Board position, 1-based.", id: MB_CARD_INDEX),
        EventFieldDeclaration(name: "key", type: "string", doc: "What matching compares.", id: MB_CARD_KEY),
        EventFieldDeclaration(name: "label", type: "string", doc: "Text shown on the card.", id: MB_CARD_LABEL),
        EventFieldDeclaration(name: "seen", type: "boolean", doc: "Whether an earlier turn had shown this card.", id: MB_CARD_SEEN),
        EventFieldDeclaration(name: "times_seen", type: "integer", doc: "How many earlier turns showed it.", id: MB_CARD_TIMES_SEEN),
        EventFieldDeclaration(name: "face_up_seconds", type: "number",
                              doc: "Total seconds it has been face up and unmatched, over all its showings (this one included).",
                              id: MB_CARD_FACE_UP_SECONDS),
    ]

    /// The names of the event's fields then of a card's, each list in id order (`MB_EVENT_FIELDS`
    /// and `MB_CARD_FIELDS` names), each NUL-terminated, back to back: what `mb_open` takes. An
    /// id no field declares gets an empty name (a test requires every id exactly once).
    static let cNames: [CChar] = [(event, MB_EVENT_FIELDS), (card, MB_CARD_FIELDS)].flatMap { fields, count in
        var names = [String](repeating: "", count: count)
        for field in fields where names.indices.contains(field.id) { names[field.id] = field.name }
        return names.flatMap { $0.utf8CString }
    }
}

extension ScriptEvent {
    /// The reason an `on_hide` hook reads as `e.why`, as static text the event view points at
    /// (nil for every other event).
    var hideReasonText: UnsafePointer<CChar>? {
        guard case let .hidden(why) = self else { return nil }
        return UnsafeRawPointer(why.name.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
