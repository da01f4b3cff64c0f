import MemoryEngine

extension Campaign {
    /// What the campaign carries (`totals`: each name's starting value plus what the levels
    /// passed carried), as a player reads it with `carry_shown = "values"`: "extra lives -1 ·
    /// gold 12 · mult +0.5". Names are in order, `_` read as a space. A name that starts at 0
    /// counts a change the levels make to something the variant keeps (the roguelike's lives
    /// are its `lives` param plus those carried), so it is signed; one that starts elsewhere is
    /// a count of its own. Decimals have no trailing zeros. The names are a campaign's (letters,
    /// digits and _): safe to show.
    public func carriedText(_ totals: [String: CarriedNumber]) -> String {
        totals.sorted { $0.key < $1.key }.map { name, value in
            let shown = carry[name] == 0 ? value.signed : value.description
            return String(name.map { $0 == "_" ? " " : $0 }) + " " + shown
        }.joined(separator: " · ")
    }
}
