extension ScriptCatalogue {
    /// The deck a variant or rules script names (`deck = "party"`), found by id as `--deck party`
    /// finds it (never as a file of the working folder), the decks of the script's own package
    /// first; an id no deck has is an error at the script's `deck =` line (unresolved, as for an
    /// unknown `--deck`).
    public func resolve(_ deck: NamedDeck) throws(ScriptError) -> ScriptRef {
        do {
            return try including(packagesOf: [deck.path]).resolve(.deck, id: deck.id)
        } catch {
            let reason = error.diagnostics.first?.message ?? "not found"
            var named = ScriptError(path: deck.path, line: deck.line, "deck = \"\(deck.id)\": \(reason)")
            named.unresolved = true
            throw named
        }
    }
}
