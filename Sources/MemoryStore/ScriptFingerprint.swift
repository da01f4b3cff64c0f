/// What a saved game keeps of the files of its three scripts (deck, rules, variant), as the
/// text of ``SavedGame/fingerprint``: a digest of all three, then one digest of each, separated
/// by spaces. A game saved before the per-script digests has only the first; a change to it
/// cannot be traced to one script.
public struct ScriptFingerprint: Sendable, Hashable {
    /// The digest of all three scripts: equal means none changed.
    public var whole: String
    /// The deck's, the rules' and the variant's digests, in that order (empty when not known).
    public var scripts: [String]

    /// The names of the scripts, in the order of ``scripts``.
    public static let kinds = ["deck", "rules", "variant"]

    public init(whole: String, scripts: [String]) {
        self.whole = whole
        self.scripts = scripts
    }

    /// Reads the stored text.
    public init(text: String) {
        let parts = text.split(separator: " ").map(String.init)
        whole = parts.first ?? ""
        scripts = parts.count == 1 + Self.kinds.count ? Array(parts.dropFirst()) : []
    }

    /// The stored text.
    public var text: String { ([whole] + scripts).joined(separator: " ") }

    /// The indices (into ``kinds``) of the scripts that differ from `saved`: none when the
    /// whole digest is equal, all three when either side does not know them one by one.
    public func changed(since saved: ScriptFingerprint) -> [Int] {
        if whole == saved.whole { return [] }
        guard scripts.count == Self.kinds.count, saved.scripts.count == Self.kinds.count else {
            return Array(Self.kinds.indices)
        }
        let changed = Self.kinds.indices.filter { scripts[$0] != saved.scripts[$0] }
        return changed.isEmpty ? Array(Self.kinds.indices) : changed
    }
}
