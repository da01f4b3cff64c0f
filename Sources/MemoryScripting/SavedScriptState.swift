/// The `game.state` of a game's scripts as a saved game keeps it: one line per `api = 2` script,
/// `rules={…}` and `variant={…}`, each state written as a Lua table constructor with its keys
/// in order (see ``PlainState``).
///
/// A resumed game rebuilds its state by replaying its actions; the saved copy is the witness
/// that the replay came to the same state (see ``firstDifference(replayed:)``).
public struct SavedScriptState: Sendable, Hashable {
    /// The state's text by script: "rules", "variant".
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
        texts.isEmpty ? nil : Self.scripts.compactMap { name in texts[name].map { "\(name)=\($0)" } }.joined(separator: "\n")
    }

    /// The scripts in the order their states are written.
    public static let scripts = ["rules", "variant"]

    /// The first script (by ``scripts``' order) whose state in `replayed` differs from this one,
    /// with both texts; nil when they agree.
    public func firstDifference(replayed: SavedScriptState) -> (script: String, saved: String, replayed: String)? {
        for name in Self.scripts where texts[name] != replayed.texts[name] {
            return (name, texts[name] ?? "{}", replayed.texts[name] ?? "{}")
        }
        return nil
    }
}

extension ScriptedRules {
    /// The scripts' `game.state` now, as a saved game keeps it.
    public var savedState: SavedScriptState {
        var texts: [String: String] = [:]
        for (n, text) in session.stateTexts() { texts[SavedScriptState.scripts[n - 1]] = text }
        return SavedScriptState(texts: texts)
    }
}
