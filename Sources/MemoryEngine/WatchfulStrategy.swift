/// The memory player for games whose scripts react to play (API 2): cards move, are revealed or
/// taken off, and a `match` hook may decide what matches. It sees only what a player sees: the
/// faces of cards turned or revealed, the swaps shown on screen, the cards taken off.
///
/// It remembers the face at each place it has seen. It turns a known group that matches
/// (equal keys, or the `match` hook's answers the engine keeps: the first such group in board
/// order), else a card it has not seen (drawn uniformly), else a known card that can still match
/// something; a known card that nothing left can match (a lone bomb) is turned only when nothing
/// else is left. When the scripts name the keys to go for (`bot_keys`), it completes only known
/// groups of those keys, and learns instead of completing a group of another key. When they
/// name the places to start a turn (`bot_cards`), it starts there (see
/// ``WatchfulMemory/firstCard(among:keys:at:random:)``). Cards it saw miss a group their faces
/// made (one wore a disguise) are not taken for those faces until seen again
/// (``WatchfulMemory/distrust(_:at:)``), nor is a card whose turning made a script end the turn
/// at once (``WatchfulMemory/endedTurn(_:at:)``): a bomb is no partner, and is turned last. When all it can turn
/// is known, it turns a card that may complete the turn under way before one that cannot, and
/// takes a card remembered with a face no card left has (a mask it saw) for one that may match
/// anything. A forgetful
/// player forgets each remembered card with probability `p` at the start of its turns, and
/// loses track of both cards of a swap (even with `p` = 0); a perfect one follows swaps.
///
/// What it knows is kept in tables that each event updates (see ``WatchfulMemory``): a choice
/// reads a known group off a short list of ready classes and draws an unseen card from a bit set,
/// with no pass over the board and no allocation. Groups of 3 or 4 matched by a `match` hook are
/// found by searching the known cards' combinations, as are pairs whose verdicts the engine did
/// not ask for in advance.
public struct WatchfulStrategy: Strategy {
    public let forgetting: Double
    public var skill: Double { 1 - forgetting }
    /// Whether it follows cards that swap places (a perfect player), or loses track of both.
    public let followsMoves: Bool
    /// Its tables, its own (copied on write) and reused from game to game.
    private(set) var memory = WatchfulMemory(cards: 0, faces: 0, keys: 0)
    /// The places of the cards a script is showing its seat alone now (empty: none). It is told
    /// only of its own seat's private looks (see ``Event/hides(from:)``), and sees those cards
    /// as it sees cards it turned, whatever happens to them while the look lasts. Kept from the
    /// events rather than read from the game: a front may tell it of several events at once,
    /// with the game as the last of them left it (the look over, say).
    private var look: [Int] = []
    /// The card turned last in the turn under way and the game's time then (-1: none, or the
    /// turn's group is complete): a turn a script ends at that same moment was ended by that
    /// card (see ``WatchfulMemory/endedTurn(_:at:)``). Followed through swaps.
    private var lastTurned = -1
    private var lastTurnedAt = 0.0

    /// A player that forgets each remembered card with probability `forgetting` per turn, and
    /// follows moved cards only if `followsMoves` (by default, when it forgets nothing).
    public init(forgetting: Double, followsMoves: Bool? = nil) {
        self.forgetting = forgetting
        self.followsMoves = followsMoves ?? (forgetting == 0)
    }

    public mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom) {
        let (cards, faces, keys) = (game.pointee.cards.count, game.pointee.faces.count, game.pointee.keys.count)
        if memory.cards != cards || memory.faces != faces || memory.classes != max(faces, keys)
            || !isKnownUniquelyReferenced(&memory) {
            memory = WatchfulMemory(cards: cards, faces: faces, keys: keys)
        }
        memory.reset(at: game)
        look = []
        lastTurned = -1
    }

    /// Each event's cards are listed again as the event leaves them: a card turned or matched is
    /// not face down, a concealed one is. Events that move cards or show faces read the board
    /// (``observeBoardChange(_:at:)``); the common events need only the event.
    @inline(__always)
    public mutating func observe(_ event: Event, at game: UnsafePointer<Game>) {
        switch event {
        case let .turned(card, _):
            makeUnique()
            memory.sync(card, faceDown: false)
            lastTurned = card
            lastTurnedAt = game.pointee.time
        case let .seen(card, face):
            makeUnique()
            memory.known[card] = Int32(truncatingIfNeeded: face)
            memory.sync(card, faceDown: false)
        case let .matched(group, _, _):
            makeUnique()
            for c in group { memory.forget(c) }
            lastTurned = -1
        case let .concealed(group):
            makeUnique()
            for c in group { memory.sync(c, faceDown: !game.isFrozen(c)) }
        case let .frozen(list, _):
            makeUnique()
            for c in list { memory.sync(c, faceDown: false) }
        case let .thawed(list):
            makeUnique()
            for c in list { memory.sync(c, at: game) }
        case .revealed, .removed, .swapped, .peekEnded, .disguised, .dealt, .unfound:
            observeBoardChange(event, at: game)
        case let .mismatched(group, _, _):
            lastTurned = -1
            // Only a disguise makes a group a player knows miss.
            guard !game.pointee.scripted.disguises.isEmpty else { break }
            makeUnique()
            memory.distrust(group, at: game)
        case .turnEnded:
            // A script ended the turn: when it did so as the turn's last card was turned, that
            // card is what ended it.
            if lastTurned >= 0 && lastTurnedAt == game.pointee.time {
                makeUnique()
                memory.endedTurn(lastTurned, at: game)
            }
            lastTurned = -1
        case .revealEnded:
            // One reveal is on show at a time: its end ends the look, whoever it was for.
            look = []
        case .turnPassed, .turnKept, .awarded, .said, .bell, .actionUsed, .actionDeclined,
             .granted, .finalPoints, .rulesFailed, .gameOver, .marked, .held, .holdEnded:
            // Nothing a player sees changes: a reveal's end hides faces it has already seen, and
            // a mark shows no face.
            break
        }
    }

    /// A script's request changed the board: cards revealed, taken off or swapped, or the peek
    /// is over.
    @inline(never)
    private mutating func observeBoardChange(_ event: Event, at game: UnsafePointer<Game>) {
        makeUnique()
        let memory = memory
        switch event {
        case let .revealed(list, _, to):
            // Told only of the reveals it may see (see ``Event/hides(from:)``).
            look = to != nil ? list : []
            for c in list {
                memory.known[c] = Int32(truncatingIfNeeded: game.shownFace(c))
                memory.sync(c, at: game)
            }
        case let .removed(list):
            for c in list { memory.forget(c) }
        case let .unfound(list):
            // Found cards put back face down: everyone saw them face up when they were found, so
            // they are known again where they lie (by their own faces: a found card wears no
            // disguise).
            for c in list {
                memory.known[c] = Int32(truncatingIfNeeded: game.pointee.cards[c].face)
                memory.sync(c, at: game)
            }
        case let .dealt(list):
            // New cards nobody has seen: whatever was known of their places is gone.
            for c in list {
                memory.known[c] = -1
                memory.sync(c, at: game)
            }
        case let .swapped(a, b):
            let known = memory.known
            if !followsMoves {
                known[a] = -1
                known[b] = -1
            } else {
                (known[a], known[b]) = (known[b], known[a])
            }
            // A card on show moves in sight (the whole board turned): anyone sees where it went,
            // and a card shown to its seat alone is seen going by that seat as a turned one is
            // (the look moves with its cards: only the whole board moves cards on show).
            // (Two calls rather than a loop over [a, b], which allocated an array for every swap.)
            if !look.isEmpty { look = look.map { $0 == a ? b : $0 == b ? a : $0 } }
            if lastTurned == a { lastTurned = b } else if lastTurned == b { lastTurned = a }
            memory.learnIfOnShow(a, inOwnLook: look.contains(a), at: game)
            memory.learnIfOnShow(b, inOwnLook: look.contains(b), at: game)
            // A card may move to an empty place: the board says which of the two is face down.
            memory.sync(a, at: game)
            memory.sync(b, at: game)
        case .peekEnded:
            for c in game.pointee.cards.indices where game.pointee.cards[c].state == .faceDown {
                memory.known[c] = Int32(truncatingIfNeeded: game.shownFace(c))
                memory.sync(c, at: game)
            }
        case let .disguised(list, _):
            // A card on show (to everyone, or in its seat's own look) changes its face in sight; a
            // face-down one keeps the face it was seen with.
            for c in list {
                memory.learnIfOnShow(c, inOwnLook: look.contains(c), at: game)
                memory.sync(c, at: game)
            }
        default:
            break
        }
    }

    public mutating func chooseCard(at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int {
        makeUnique()
        let memory = memory
        if !memory.settled { memory.settle(game) }
        let turn = game.pointee.turnCards
        if turn.isEmpty && forgetting > 0 {
            for c in 0..<memory.cards where memory.known[c] >= 0 && random.unit() < forgetting {
                memory.known[c] = -1
                memory.sync(c, at: game)
            }
        }
        // The places the scripts keep it off (`bot_avoid`) are set aside while it chooses, as
        // cards it cannot turn, unless nothing else is left, or nothing else may match (the group
        // left may be among them): then it chooses again among every card.
        if let avoid = game.pointee.scripted.botAvoid, memory.setAside(avoid, at: game) {
            let card = choose(completing: turn, avoiding: avoid, at: game, random: &random)
            memory.restore(avoid, at: game)
            if let card { return card }
        }
        // Nil only while avoiding places.
        return choose(completing: turn, avoiding: nil, at: game, random: &random) ?? 0
    }

    /// The card to turn next, from its tables (the places to avoid already set aside there); nil
    /// when it avoids places and no other card may match (see
    /// ``WatchfulMemory/knownCardToTurn(completing:avoiding:at:random:)``).
    private func choose(completing turn: CardGroup, avoiding: [Int]?, at game: UnsafePointer<Game>,
                        random: inout SeededRandom) -> Int? {
        if turn.isEmpty {
            if let places = game.pointee.scripted.botCards,
               let card = memory.firstCard(among: places, keys: game.pointee.scripted.botKeys, at: game, random: &random) {
                return card
            }
        }
        if let keys = game.pointee.scripted.botKeys {
            if let card = memory.knownGroupCard(completing: turn, amongKeys: keys, at: game) { return card }
            if game.pointee.reactions.contains(.botKeysFirst), let card = memory.knownGroupCard(completing: turn, at: game) {
                return card
            }
        } else if let card = memory.knownGroupCard(completing: turn, at: game) {
            return card
        }
        if memory.poolCount > 0 { return memory.unseen(random.below(memory.poolCount)) }
        return memory.knownCardToTurn(completing: turn, avoiding: avoiding, at: game, random: &random)
    }

    public func remembers(_ card: Int) -> Bool { memory.known[card] >= 0 }

    /// Where its tables disagree with a recount from `game` (see ``WatchfulMemory/problems(in:)``).
    func tableProblems(in game: Game) -> [String] { memory.problems(in: game) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&memory) { memory = memory.copy() }
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

    /// Asks the `match` hook about every pair of faces on the board and in the stock, so that
    /// players (and bots) can tell matches apart before turning them (pairs only; at most a few
    /// hundred faces).
    mutating func askAboutEveryPair<Sink: EventSink, R: Rules>(rules: inout R, events: inout Sink) {
        guard reactions.contains(.match), config.group == 2 else { return }
        let faces = Array(Set((cards + stock).map(\.face))).sorted()
        guard faces.count <= 300 else { return }
        for (n, a) in faces.enumerated() {
            for b in faces[n...] { _ = facesMatch([a, b], rules: &rules, events: &events) }
        }
    }
}
