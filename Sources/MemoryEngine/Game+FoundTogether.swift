/// Which cards were found together (API 2): a group put back with `game:unfind` must be one
/// finding's cards, not any found cards that would match (with four cards of a key, two pairs).
/// Kept by the cards' ids (``Card/dealtAt``), which follow them wherever scripts move them; only
/// on the scripted path, where a script can ask to put a group back.
extension Game {
    /// Records `group`, just matched, as one finding.
    mutating func recordFinding(_ group: CardGroup) {
        if scripted.foundIn.isEmpty { scripted.foundIn = Array(repeating: 0, count: cards.count + stock.count) }
        scripted.findings += 1
        for c in group { scripted.foundIn[cards[c].dealtAt] = scripted.findings }
    }

    /// Forgets the finding of the cards at `list`, put back face down.
    mutating func forgetFinding(_ list: [Int]) {
        for c in list where scripted.foundIn.indices.contains(cards[c].dealtAt) { scripted.foundIn[cards[c].dealtAt] = 0 }
    }

    /// Why the found cards at `list` (a group's count of them, checked already) cannot be put
    /// back as a group: they were not all found in one finding. The refusal names where the
    /// first card's partners lie, so the script's author sees which group it belongs to.
    func foundTogetherProblem(_ list: [Int]) -> String? {
        let finding = { (c: Int) -> Int32 in
            let id = cards[c].dealtAt
            return scripted.foundIn.indices.contains(id) ? scripted.foundIn[id] : 0
        }
        let first = finding(list[0])
        if first != 0 && list.allSatisfy({ finding($0) == first }) { return nil }
        let named = list.map { String($0 + 1) }.joined(separator: ", ")
        let partners = cards.indices.filter { $0 != list[0] && cards[$0].state == .matched && first != 0 && finding($0) == first }
        let with = partners.isEmpty ? "" : " (card \(list[0] + 1) was found with "
            + partners.map { String($0 + 1) }.joined(separator: ", ") + ")"
        return "unfind: cards \(named) were not found together\(with); name the cards of one group found"
    }
}
