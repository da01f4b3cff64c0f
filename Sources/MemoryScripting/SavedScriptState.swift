/// The `game.state` of a game's scripts as a saved game keeps it: one line per `api = 2` script,
/// `rules={…}` and `variant={…}` (in a stack of variants, `variant:ID={…}` for each, by its id),
/// each state written as a Lua table constructor with its keys in order (see ``PlainState``).
///
/// A resumed game rebuilds its state by replaying its actions; the saved copy is the witness
/// that the replay came to the same state (see ``firstDifference(replayed:)``).
public struct SavedScriptState: Sendable, Hashable {
    /// The state's text by script: "rules", "variant", or "variant:ID" in a stack.
    public var texts: [String: String]

    public init(texts: [String: String]) { self.texts = texts }

    /// Reads ``text``; lines it does not recognise are left out.
    public init(text: String) {
        var texts: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            texts[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        self.texts = texts
    }

    /// The saved text (nil when no script keeps state).
    public var text: String? {
        texts.isEmpty ? nil : texts.keys.sorted().map { "\($0)=\(texts[$0]!)" }.joined(separator: "\n")
    }

    /// The name a script's state is kept under: "rules", "variant" for the only variant, and
    /// "variant:ID" for each of a stack's.
    static func name(ofScript n: Int, variants: [VariantDefinition]) -> String {
        if n == 1 { return "rules" }
        return variants.count == 1 ? "variant" : "variant:" + variants[n - 2].metadata.id
    }

    /// The first script (by name) whose state in `replayed` differs from this one, with both
    /// texts; nil when they agree.
    public func firstDifference(replayed: SavedScriptState) -> (script: String, saved: String, replayed: String)? {
        for name in Set(texts.keys).union(replayed.texts.keys).sorted() where texts[name] != replayed.texts[name] {
            return (name, texts[name] ?? "{}", replayed.texts[name] ?? "{}")
        }
        return nil
    }
}

extension ScriptedRules {
    /// The scripts' `game.state` now, as a saved game keeps it.
    public var savedState: SavedScriptState {
        var texts: [String: String] = [:]
        for (n, text) in session.stateTexts() { texts[SavedScriptState.name(ofScript: n, variants: session.variants)] = text }
        return SavedScriptState(texts: texts)
    }
}
