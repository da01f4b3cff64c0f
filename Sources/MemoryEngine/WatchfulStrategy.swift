/// The memory player for games whose scripts react to play (API 2): cards move, are revealed or
/// taken off, and a `match` hook may decide what matches. It sees only what a player sees: the
/// faces of cards turned or revealed, the swaps shown on screen, the cards taken off.
///
/// It remembers the face at each place it has seen. It turns a known group that matches
/// (``Game/knownToMatch(faces:)``: equal keys, or the `match` hook's answers the engine keeps),
/// else a card it has not seen, else a known card that can still match something; a known card
/// that nothing left can match (a lone bomb) is turned only when nothing else is left. A
/// forgetful player forgets each remembered card with probability `p` at the start of its turns,
/// and loses track of both cards of a swap; a perfect one follows swaps.
public struct WatchfulStrategy: Strategy {
    public let forgetting: Double
    /// The face remembered at each place (nil: not known).
    private var known: [Int?] = []

    public init(forgetting: Double) {
        self.forgetting = forgetting
    }

    public mutating func reset(for game: Game, random: inout SeededRandom) {
        known = Array(repeating: nil, count: game.cards.count)
        for i in game.cards.indices where game.isFaceVisible(i) { known[i] = game.cards[i].face }
    }

    public mutating func observe(_ event: Event, in game: Game) {
        switch event {
        case let .seen(card, face): known[card] = face
        case let .revealed(list, _): for c in list { known[c] = game.cards[c].face }
        case let .matched(group, _, _): for c in group { known[c] = nil }
        case let .removed(list): for c in list { known[c] = nil }
        case let .swapped(a, b):
            if forgetting > 0 {
                known[a] = nil
                known[b] = nil
            } else {
                known.swapAt(a, b)
            }
        case .peekEnded:
            for i in game.cards.indices where game.cards[i].state == .faceDown { known[i] = game.cards[i].face }
        default: break
        }
    }

    public mutating func chooseCard(in game: Game, random: inout SeededRandom) -> Int {
        let turn = Array(game.turnCards)
        if turn.isEmpty && forgetting > 0 {
            for i in known.indices where known[i] != nil && random.unit() < forgetting { known[i] = nil }
        }
        let down = game.cards.indices.filter { game.cards[$0].state == .faceDown }
        let turnFaces = turn.map { game.cards[$0].face }
        let need = game.config.group - turn.count
        // A known group completing the turn.
        if let group = knownGroup(completing: turnFaces, need: need, among: down, in: game) { return group }
        let unseen = down.filter { known[$0] == nil }
        if !unseen.isEmpty { return unseen[random.below(unseen.count)] }
        // Every face-down card is known: prefer one that can still match a card left.
        let left = game.cards.indices.filter { game.cards[$0].state == .faceDown || game.cards[$0].state == .faceUp }
        let useful = down.filter { c in
            left.contains { $0 != c && game.knownToMatch(faces: [known[c]!, game.cards[$0].face]) != false }
        }
        let pool = useful.isEmpty ? down : useful
        return pool[random.below(pool.count)]
    }

    /// The first card of a known, face-down set of `need` cards that matches with `turnFaces`.
    private func knownGroup(completing turnFaces: [Int], need: Int, among down: [Int], in game: Game) -> Int? {
        let candidates = down.filter { known[$0] != nil }
        guard candidates.count >= need, need > 0 else { return nil }
        var chosen: [Int] = []
        func search(from start: Int) -> Int? {
            if chosen.count == need {
                let faces = turnFaces + chosen.map { known[$0]! }
                return game.knownToMatch(faces: faces) == true ? chosen[0] : nil
            }
            for i in start..<candidates.count {
                chosen.append(candidates[i])
                if let c = search(from: i + 1) { return c }
                chosen.removeLast()
            }
            return nil
        }
        return search(from: 0)
    }
}

extension Game {
    /// Whether cards with these faces would match, as far as a player can know: equal keys, or
    /// the `match` hook's answer when the engine has asked it (nil when it has not).
    public func knownToMatch(faces: [Int]) -> Bool? {
        guard reactions.contains(.match) else {
            guard let first = faces.first else { return false }
            let key = self.faces[first].key
            return faces.allSatisfy { self.faces[$0].key.utf8.elementsEqual(key.utf8) }
        }
        guard let key = Game.faceKey(faces) else { return nil }
        return scripted.verdicts[key]
    }

    /// Asks the `match` hook about every pair of faces on the board, so that players (and bots)
    /// can tell matches apart before turning them (pairs only; at most a few hundred faces).
    mutating func askAboutEveryPair<Sink: EventSink, R: Rules>(rules: inout R, events: inout Sink) {
        guard reactions.contains(.match), config.group == 2 else { return }
        let faces = Array(Set(cards.map(\.face))).sorted()
        guard faces.count <= 300 else { return }
        for (n, a) in faces.enumerated() {
            for b in faces[n...] { _ = facesMatch([a, b], rules: &rules, events: &events) }
        }
    }
}
