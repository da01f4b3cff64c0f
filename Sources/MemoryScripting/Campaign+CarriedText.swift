import MemoryEngine

extension Campaign {
    /// What the campaign carries (`totals`: each name's starting value plus what the levels
    /// passed carried), as a player reads it with `carry_shown = "values"`: "gold coins 12 ·
    /// lives -1 · mult +0.5"; nil when there is nothing to say. Names are in order, `_` read as
    /// a space. A name that starts at 0 counts a change the levels make to something the
    /// variant keeps (the roguelike's lives are its `lives` param plus those carried), so it is
    /// signed, and left out while it is 0 (nothing changed); one that starts elsewhere is a count
    /// of its own, always said. Decimals have no trailing zeros. The names are a campaign's
    /// (letters, digits and _): safe to show.
    public func carriedText(_ totals: [String: CarriedNumber]) -> String? {
        let said = totals.sorted { $0.key < $1.key }.compactMap { name, value -> String? in
            let isChange = carry[name] == 0
            if isChange && value == 0 { return nil }
            return String(name.map { $0 == "_" ? " " : $0 }) + " " + (isChange ? value.signed : value.description)
        }
        return said.isEmpty ? nil : said.joined(separator: " · ")
    }
}
