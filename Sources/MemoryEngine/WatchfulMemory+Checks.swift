extension WatchfulMemory {
    /// Where the tables disagree with a recount from `game`'s board and what is remembered, as
    /// a list of problems (empty when sound). For tests, after every event: O(cards × faces).
    ///
    /// What is remembered must be true (a place's remembered face is the face there: the player
    /// followed or forgot every swap it saw), and only cards on the board are remembered.
    func problems(in game: Game) -> [String] {
        var problems: [String] = []
        var listedCount = 0, poolMembers = 0
        for (c, card) in game.cards.enumerated() {
            let face = Int(known[c])
            let down = game.isTurnable(c)
            if face >= 0 && card.state != .faceDown && card.state != .faceUp {
                problems.append("card \(c) is \(card.state) but its face \(face) is remembered")
            }
            // A disguised card is remembered by the face it showed, which a script may since have changed.
            if face >= 0 && face != card.face && game.scripted.disguises.isEmpty {
                problems.append("card \(c) shows face \(card.face) but \(face) is remembered")
            }
            let wanted = down && face >= 0 ? Int(classOf[face]) : -1
            if Int(listed[c]) != wanted { problems.append("card \(c) is listed under class \(listed[c]), not \(wanted)") }
            if listed[c] >= 0 { listedCount += 1 }
            let inPool = pool[c / 64] & (UInt64(1) << UInt64(c % 64)) != 0
            if inPool != (down && face == -1) { problems.append("card \(c) is\(inPool ? "" : " not") in the unseen pool") }
            if inPool { poolMembers += 1 }
        }
        if poolMembers != poolCount { problems.append("the unseen pool has \(poolMembers) cards, not \(poolCount)") }
        var walked = 0
        for k in 0..<classes {
            var count = 0, before: Int32 = -1, c = head[k]
            while c >= 0 && count <= cards {
                if listed[Int(c)] != Int32(k) { problems.append("card \(c) is in class \(k)'s list but listed under \(listed[Int(c)])") }
                if previous[Int(c)] != before { problems.append("card \(c) of class \(k) links back to \(previous[Int(c)]), not \(before)") }
                count += 1
                before = c
                c = next[Int(c)]
            }
            walked += count
            if count != Int(members[k]) { problems.append("class \(k) lists \(count) cards but counts \(members[k])") }
            let ready: Bool
            switch mode {
            case .keys: ready = members[k] >= need(k)
            case .verdicts: ready = members[k] >= 1 && partners[k] - selfMatch[k] >= 1
            case .search: ready = false
            }
            let position = Int(readyPosition[k])
            if (position >= 0) != ready { problems.append("class \(k) is\(ready ? " not" : "") on the ready list") }
            if position >= 0 && (position >= readyCount || readyList[position] != Int32(k)) {
                problems.append("class \(k)'s place on the ready list is wrong")
            }
        }
        if walked != listedCount { problems.append("the class lists hold \(walked) cards, but \(listedCount) are listed") }
        if mode == .verdicts { problems += partnerProblems(in: game) }
        return problems
    }

    /// Each dealt face's matching faces and partners, against the verdicts and the lists.
    private func partnerProblems(in game: Game) -> [String] {
        var problems: [String] = []
        let dealtFaces = Set(game.cards.map(\.face))
        for f in dealtFaces {
            let matching = Set((Int(adjacencyStart[f])..<Int(adjacencyEnd[f])).map { Int(adjacency[$0]) })
            let wanted = Set(dealtFaces.filter { game.verdict(f, $0) == true })
            if matching != wanted { problems.append("face \(f) matches \(matching.sorted()), not \(wanted.sorted())") }
            let count = wanted.reduce(0) { $0 + Int(members[$1]) }
            if count != Int(partners[f]) { problems.append("face \(f) has \(count) known partners, not \(partners[f])") }
        }
        return problems
    }
}
