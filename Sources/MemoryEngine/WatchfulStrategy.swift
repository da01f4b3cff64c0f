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
///
/// In pairs, a choice is a pass or two over the board with no allocation (keys compared as the
/// deck's key numbers, the `match` hook's answers looked up by pair); larger groups search the
/// known cards' combinations.
public struct WatchfulStrategy: Strategy {
    public let forgetting: Double
    /// The face remembered at each place (nil: not known).
    private var known: [Int?] = []
    /// The key number of each face (faces with equal keys match when no `match` hook decides).
    private var keyOfFace: [Int] = []
    /// Known face-down cards of each key, counted while choosing (all zero between choices).
    private var keyCounts: [Int] = []
    /// The `match` hook's answers by pair of faces (`a * faces + b`: 1 yes, 0 no, -1 not asked),
    /// copied from the engine's once a game, at the first choice (the engine asks about every
    /// pair as the game begins).
    private var verdicts: [Int8] = []
    private var verdictsCopied = false

    public init(forgetting: Double) {
        self.forgetting = forgetting
    }

    public mutating func reset(for game: Game, random: inout SeededRandom) {
        if known.count == game.cards.count {
            for i in known.indices { known[i] = nil }
        } else {
            known = Array(repeating: nil, count: game.cards.count)
        }
        if keyOfFace.count != game.faces.count { keyOfFace = Array(repeating: 0, count: game.faces.count) }
        if keyCounts.count != game.keys.count { keyCounts = Array(repeating: 0, count: game.keys.count) }
        for card in game.cards { keyOfFace[card.face] = card.key }
        verdictsCopied = false
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
        let turn = game.turnCards
        if turn.isEmpty && forgetting > 0 {
            for i in known.indices where known[i] != nil && random.unit() < forgetting { known[i] = nil }
        }
        if game.config.group == 2 {
            if let card = knownPair(turn: turn, in: game) { return card }
        } else {
            let down = game.cards.indices.filter { game.cards[$0].state == .faceDown }
            let turnFaces = turn.map { game.cards[$0].face }
            // A known group completing the turn.
            if let group = knownGroup(completing: turnFaces, need: game.config.group - turn.count, among: down, in: game) {
                return group
            }
        }
        // A card it has not seen, drawn uniformly.
        var unseenCount = 0
        for (i, card) in game.cards.enumerated() where card.state == .faceDown && known[i] == nil { unseenCount += 1 }
        if unseenCount > 0 {
            var n = random.below(unseenCount)
            for (i, card) in game.cards.enumerated() where card.state == .faceDown && known[i] == nil {
                if n == 0 { return i }
                n -= 1
            }
        }
        let down = game.cards.indices.filter { game.cards[$0].state == .faceDown }
        // Every face-down card is known: prefer one that can still match a card left.
        let left = game.cards.indices.filter { game.cards[$0].state == .faceDown || game.cards[$0].state == .faceUp }
        let useful = down.filter { c in
            left.contains { $0 != c && game.knownToMatch(faces: [known[c]!, game.cards[$0].face]) != false }
        }
        let pool = useful.isEmpty ? down : useful
        return pool[random.below(pool.count)]
    }

    /// Whether two faces match as far as a player can know: equal keys, or the `match` hook's
    /// answer (false when it was not asked).
    private func facesMatch(_ a: Int, _ b: Int, in game: Game) -> Bool {
        guard game.reactions.contains(.match) else { return keyOfFace[a] == keyOfFace[b] }
        switch verdicts[a * keyOfFace.count + b] {
        case 1: return true
        case 0: return false
        default: return game.verdict(a, b) == true
        }
    }

    private mutating func copyVerdicts(_ game: Game) {
        verdictsCopied = true
        let n = keyOfFace.count
        if verdicts.count != n * n { verdicts = Array(repeating: -1, count: n * n) }
        for a in 0..<n {
            for b in 0..<n {
                verdicts[a * n + b] = game.verdict(a, b).map { $0 ? 1 : 0 } ?? -1
            }
        }
    }

    /// In pairs: the first known face-down card that pairs with the turn's card, or, at a turn's
    /// start, the first known face-down card with a known face-down partner.
    private mutating func knownPair(turn: CardGroup, in game: Game) -> Int? {
        let cards = game.cards
        if game.reactions.contains(.match) && !verdictsCopied { copyVerdicts(game) }
        if let first = turn.first {
            let face = cards[first].face
            for (c, card) in cards.enumerated() where card.state == .faceDown && c != first {
                if let k = known[c], facesMatch(face, k, in: game) { return c }
            }
            return nil
        }
        if game.reactions.contains(.match) {
            for (a, card) in cards.enumerated() where card.state == .faceDown {
                guard let fa = known[a] else { continue }
                for b in (a + 1)..<cards.count where cards[b].state == .faceDown {
                    if let fb = known[b], facesMatch(fa, fb, in: game) { return a }
                }
            }
            return nil
        }
        // By keys: the first card whose key has two known face-down cards has a partner after it.
        for (c, card) in cards.enumerated() where card.state == .faceDown { if let f = known[c] { keyCounts[keyOfFace[f]] += 1 } }
        var found: Int?
        for (c, card) in cards.enumerated() where card.state == .faceDown {
            if let f = known[c], keyCounts[keyOfFace[f]] >= 2 { found = c; break }
        }
        for (c, card) in cards.enumerated() where card.state == .faceDown { if let f = known[c] { keyCounts[keyOfFace[f]] = 0 } }
        return found
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

    /// The `match` hook's answer for a pair of faces, if it was asked (``knownToMatch(faces:)``
    /// for two faces, without building a list).
    func verdict(_ a: Int, _ b: Int) -> Bool? {
        guard a >= 0, b >= 0, a < 0xFFFF, b < 0xFFFF else { return nil }
        let (low, high) = a <= b ? (a, b) : (b, a)
        return scripted.verdicts[UInt64(low + 1) << 16 | UInt64(high + 1)]
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
