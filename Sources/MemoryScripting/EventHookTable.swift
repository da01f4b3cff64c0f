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
