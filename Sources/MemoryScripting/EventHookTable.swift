import MemoryEngine

/// The event hooks of API 2, declared once: the name a script gives each, the engine event that
/// calls it, the ``Reactions`` bit that makes the engine call it at all (nil: the scoring events,
/// which every `api = 2` script receives), and what it may return. Reading scripts, binding
/// hooks, choosing the hook of an event and the LuaLS definitions (checked by a test against
/// `Decks/memory.d.lua`) follow from this table.
struct EventHookDeclaration: Sendable {
    let name: String
    /// The ``ScriptEvent`` that calls it (timers and actions call their own functions).
    let calledBy: @Sendable (ScriptEvent) -> Bool
    let reaction: Reactions?
    /// What it may return, for the documentation: points for the current player, or nothing.
    let returns = "integer points or nil"

    /// Every event hook, in the order they are read and bound.
    static let all: [EventHookDeclaration] = [
        EventHookDeclaration(name: "on_start", calledBy: { if case .start = $0 { true } else { false } }, reaction: .start),
        EventHookDeclaration(name: "on_turn", calledBy: { if case .turned = $0 { true } else { false } }, reaction: .turned),
        EventHookDeclaration(name: "on_match", calledBy: { if case .matched = $0 { true } else { false } }, reaction: nil),
        EventHookDeclaration(name: "on_mismatch", calledBy: { if case .mismatched = $0 { true } else { false } }, reaction: nil),
        EventHookDeclaration(name: "on_turn_end", calledBy: { if case .turnEnded = $0 { true } else { false } }, reaction: .turnEnded),
        EventHookDeclaration(name: "on_finish", calledBy: { if case .finished = $0 { true } else { false } }, reaction: nil),
        EventHookDeclaration(name: "on_end", calledBy: { if case .ended = $0 { true } else { false } }, reaction: .ended),
    ]

    /// The names of ``all``.
    static let names = all.map(\.name)

    /// The name of the hook `event` calls, or nil (timers, actions).
    static func name(calledBy event: ScriptEvent) -> String? {
        all.first { $0.calledBy(event) }?.name
    }
}

/// What a hook must answer.
enum HookAnswer: Sendable {
    /// A whole number (points, or a card for a `bot` hook) or nothing.
    case points
    /// true or false.
    case boolean
    /// Text (or a number) or nothing.
    case text
}

/// The API-2 hooks no event calls, declared like the event hooks: `match` (asked by the engine),
/// `status` (asked by the front end), and each action's `run` (a player's key) and `bot` (a
/// computer player's choice). Reading scripts, what a call must answer, the reactions they turn
/// on and the LuaLS definitions (checked by a test against `Decks/memory.d.lua`) follow from it.
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
    static let run = CallHookDeclaration(name: "run", place: .action, signature: "fun(game: Game, card: integer, row: integer[]): integer?",
                                         answer: .points, reaction: .action, required: true)
    static let bot = CallHookDeclaration(name: "bot", place: .action, signature: "fun(game: Game): integer?",
                                         answer: .points, reaction: nil)

    /// Every hook no event calls, in the order they are read.
    static let all = [match, status, run, bot]
}
