/// What a ``WatchfulStrategy`` knows, in tables that each event keeps up to date, so that a choice
/// reads a few entries rather than the board.
///
/// - `known`: the face remembered at each place (-1: not known).
/// - The unseen pool: a bit per place, set for a face-down card it does not know; a draw takes
///   the n-th member in board order (a word's population count skips 64 places at once).
/// - Known face-down cards are listed by class, each class a linked list with its count. A class
///   is a key when keys decide matches, a face when a `match` hook does.
/// - Ready classes: those holding cards of a known group (by keys, a class with a group's cards;
///   by the hook's verdicts in pairs, a face with a known face-down partner).
/// - With a `match` hook in pairs, each face's matching faces (the hook's verdicts, which the
///   engine asks about every pair as the game begins) and its partners: the known face-down cards
///   whose face matches it.
///
/// Every change of a card's state comes with an event naming the card (turned, concealed,
/// matched, removed, swapped, frozen, thawed), and each event's cards are listed again
/// (``sync(_:faceDown:)``) from what is remembered and whether the card can be turned (face down
/// and not frozen): as the event says (a card turned, matched, taken off or frozen cannot, a
/// concealed one can unless it is frozen), or, for a swap (a card may move to an empty place) and
/// a thaw, as the board says. ``problems(in:)`` recounts everything from the board, for tests.
///
/// Only ``WatchfulStrategy`` touches the tables, after making sure it holds the only reference
/// (copy on write), so sharing them between threads is safe.
final class WatchfulMemory: @unchecked Sendable {
    /// How known groups are found.
    enum Mode: Equatable {
        /// By equal keys (no `match` hook): classes are keys.
        case keys
        /// By the `match` hook's verdicts on pairs, all asked at the start: classes are faces.
        case verdicts
        /// By searching the known cards (a `match` hook on groups of 3 or 4, or pairs the engine
        /// did not ask about): classes are faces, and no class is ever ready. Only cards whose face
        /// is in a group the hook has said yes to are tried.
        case search
    }

    let cards: Int, faces: Int, classes: Int
    private let words: Int
    private let base: UnsafeMutablePointer<Int32>
    private let baseCount: Int
    // Per card.
    let known, listed, next, previous, candidates: UnsafeMutablePointer<Int32>
    // Per class.
    let head, members, readyPosition, readyList, partners: UnsafeMutablePointer<Int32>
    // Per face.
    let classOf, selfMatch, adjacencyStart, adjacencyEnd, scratch, dealt: UnsafeMutablePointer<Int32>
    /// Whether a face is in a group the `match` hook said yes to (``Mode/search``), from the
    /// first `verdictsRead` answers.
    let inMatchingGroup: UnsafeMutablePointer<Int32>
    private var verdictsRead = 0
    /// The unseen pool, a bit per card.
    let pool: UnsafeMutablePointer<UInt64>
    /// The matching faces of each face (``Mode/verdicts``), from `adjacencyStart` to `adjacencyEnd`.
    private(set) var adjacency: UnsafeMutablePointer<Int32>
    private(set) var adjacencyCapacity: Int

    var poolCount = 0
    var readyCount = 0
    var group = 2
    /// Each key's group size when the deck mixes sizes (``Game/keyGroups``), else empty.
    var keyGroups: [Int] = []
    var mode = Mode.keys
    /// Whether the mode has been chosen for this game (it needs the game's reactions, which the
    /// simulator's games learn after the players are reset).
    var settled = false

    init(cards: Int, faces: Int, keys: Int) {
        self.cards = cards
        self.faces = faces
        classes = max(faces, keys)
        words = (cards + 63) / 64
        baseCount = 5 * cards + 5 * classes + 7 * faces
        base = .allocate(capacity: max(1, baseCount))
        base.initialize(repeating: -1, count: max(1, baseCount))
        var p = base
        func take(_ n: Int) -> UnsafeMutablePointer<Int32> {
            defer { p += n }
            return p
        }
        known = take(cards); listed = take(cards); next = take(cards); previous = take(cards); candidates = take(cards)
        head = take(classes); members = take(classes); readyPosition = take(classes); readyList = take(classes)
        partners = take(classes)
        classOf = take(faces); selfMatch = take(faces); adjacencyStart = take(faces); adjacencyEnd = take(faces)
        scratch = take(faces); dealt = take(faces); inMatchingGroup = take(faces)
        scratch.update(repeating: 0, count: faces)
        pool = .allocate(capacity: max(1, words))
        pool.initialize(repeating: 0, count: max(1, words))
        adjacencyCapacity = max(1, faces)
        adjacency = .allocate(capacity: adjacencyCapacity)
        adjacency.initialize(repeating: 0, count: adjacencyCapacity)
    }

    deinit {
        base.deallocate()
        pool.deallocate()
        adjacency.deallocate()
    }

    /// A copy with the same contents.
    func copy() -> WatchfulMemory {
        let copy = WatchfulMemory(cards: cards, faces: faces, keys: classes)
        copy.base.update(from: base, count: baseCount)
        copy.pool.update(from: pool, count: words)
        copy.growAdjacency(to: adjacencyCapacity)
        copy.adjacency.update(from: adjacency, count: adjacencyCapacity)
        copy.poolCount = poolCount
        copy.readyCount = readyCount
        copy.group = group
        copy.keyGroups = keyGroups
        copy.mode = mode
        copy.settled = settled
        copy.verdictsRead = verdictsRead
        return copy
    }

    // MARK: A new game

    /// Forgets everything, then learns the faces a player can see on `game`'s board now (all of
    /// them during a peek; none on a board just dealt) of the cards still on it.
    func reset(at game: UnsafePointer<Game>) {
        group = game.pointee.config.group
        keyGroups = game.pointee.keyGroups
        mode = .keys
        settled = false
        known.update(repeating: -1, count: cards)
        listed.update(repeating: -1, count: cards)
        head.update(repeating: -1, count: classes)
        members.update(repeating: 0, count: classes)
        readyPosition.update(repeating: -1, count: classes)
        readyCount = 0
        pool.update(repeating: 0, count: words)
        poolCount = 0
        // What ``Game/isFaceVisible(_:)`` says of cards on the board, read once rather than per card.
        let peeking = game.pointee.stage == .peeking
        let shown = game.pointee.scripted.shown.flatMap { $0.to == nil ? $0.cards : nil } ?? []
        game.pointee.cards.withUnsafeBufferPointer { board in
            for c in 0..<cards {
                let card = board[c]
                classOf[card.face] = Int32(truncatingIfNeeded: card.key)
                let down = card.state == .faceDown
                if card.state == .faceUp || down && (peeking || !shown.isEmpty && shown.contains(c)) {
                    known[c] = Int32(truncatingIfNeeded: game.shownFace(c))
                }
                sync(c, faceDown: down && !game.isFrozen(c))
            }
        }
        // The stock's faces come onto the board later: their keys are known from the deal.
        for card in game.pointee.stock { classOf[card.face] = Int32(truncatingIfNeeded: card.key) }
        // Play and replay begin the game before the players are reset: its reactions are known.
        if !game.pointee.reactions.isEmpty { settle(game) }
    }

    /// Chooses how known groups are found, once the game's reactions are known: with a `match`
    /// hook, the known cards are listed again by face.
    func settle(_ game: UnsafePointer<Game>) {
        settled = true
        guard game.pointee.reactions.contains(.match) else { return }
        var dealtCount = 0
        for card in game.pointee.cards + game.pointee.stock where scratch[card.face] == 0 {
            scratch[card.face] = 1
            dealt[dealtCount] = Int32(truncatingIfNeeded: card.face)
            dealtCount += 1
        }
        for d in 0..<dealtCount { scratch[Int(dealt[d])] = 0 }
        for f in 0..<faces { classOf[f] = Int32(truncatingIfNeeded: f) }
        mode = group == 2 && readVerdicts(game, dealt: dealtCount) ? .verdicts : .search
        inMatchingGroup.update(repeating: 0, count: faces)
        verdictsRead = 0
        head.update(repeating: -1, count: classes)
        members.update(repeating: 0, count: classes)
        partners.update(repeating: 0, count: classes)
        readyPosition.update(repeating: -1, count: classes)
        readyCount = 0
        for c in 0..<cards where listed[c] >= 0 {
            listed[c] = -1
            link(c, classOf[Int(known[c])])
        }
    }

    /// Reads the `match` hook's verdict on every pair of faces dealt into each face's matching
    /// faces; false when one was not asked (the engine asks about pairs only on boards of a few
    /// hundred faces).
    private func readVerdicts(_ game: UnsafePointer<Game>, dealt count: Int) -> Bool {
        var end = 0
        for i in 0..<count {
            let f = Int(dealt[i])
            adjacencyStart[f] = Int32(truncatingIfNeeded: end)
            selfMatch[f] = 0
            for j in 0..<count {
                let g = Int(dealt[j])
                guard let verdict = game.pointee.verdict(f, g) else { return false }
                guard verdict else { continue }
                if end == adjacencyCapacity { growAdjacency(to: 2 * end) }
                adjacency[end] = Int32(truncatingIfNeeded: g)
                end += 1
                if g == f { selfMatch[f] = 1 }
            }
            adjacencyEnd[f] = Int32(truncatingIfNeeded: end)
        }
        return true
    }

    /// Makes room for `capacity` matching faces, keeping those already there.
    private func growAdjacency(to capacity: Int) {
        guard capacity > adjacencyCapacity else { return }
        let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        larger.initialize(from: adjacency, count: adjacencyCapacity)
        (larger + adjacencyCapacity).initialize(repeating: 0, count: capacity - adjacencyCapacity)
        adjacency.deallocate()
        adjacency = larger
        adjacencyCapacity = capacity
    }

    // MARK: Keeping the tables

    /// What ``known`` holds for a card seen to miss a group that the faces on show made: it may
    /// wear a face not its own (a disguise), so it is neither listed under what it showed nor
    /// unseen, until it is seen again (see ``distrust(_:at:)``).
    static let distrusted: Int32 = -2

    /// Learns from the mismatch of `group`, whose faces on show made a group it knew (equal keys,
    /// or the `match` hook's yes): one of them is not what it shows, so none is taken for what
    /// it showed. Without that, players that trust a disguise that outlives a miss turn the
    /// same cards for that group again and again; a distrusted card is turned only as one that
    /// may match anything (``knownCardToTurn(completing:avoiding:at:random:)``), and is known again when
    /// next seen.
    func distrust(_ group: CardGroup, at game: UnsafePointer<Game>) {
        guard game.pointee.knownToMatch(faces: group.map { game.shownFace($0) }) == true else { return }
        for c in group {
            known[c] = Self.distrusted
            sync(c, at: game)
        }
    }

    /// What ``known`` holds for a card whose turning made a script end the turn at once (a bomb):
    /// whatever it showed, it does not let a group be completed, so it is neither listed under
    /// that face nor unseen, and it is turned only when nothing else can be (see
    /// ``endedTurn(_:at:)``), until it is seen again.
    static let turnEnder: Int32 = -3

    /// Learns from a turn that a script ended as card `c` was turned. Taken for what it showed,
    /// a bomb wearing another card's face, or one that a `match` hook pairs with a joker, was
    /// turned for that group again and again, the turn ending each time before the group was
    /// complete; taken for a card that may match anything, it was the partner every other card
    /// was turned with.
    func endedTurn(_ c: Int, at game: UnsafePointer<Game>) {
        guard game.pointee.cards[c].state == .faceDown else { return }
        known[c] = Self.turnEnder
        sync(c, at: game)
    }

    /// Lists card `c` as what it now is: a known face-down card, an unseen one, or neither
    /// (`faceDown`: whether it can be turned, face down and not frozen).
    @inline(__always)
    func sync(_ c: Int, faceDown: Bool) {
        let face = known[c]
        let want: Int32 = faceDown && face >= 0 ? classOf[Int(face)] : -1
        let was = listed[c]
        if was != want {
            if was >= 0 { unlink(c, was) }
            if want >= 0 { link(c, want) }
        }
        let word = c &>> 6, bit = UInt64(1) &<< UInt64(c & 63)
        let inPool = pool[word] & bit != 0
        let unseen = faceDown && face == -1
        if inPool != unseen {
            pool[word] ^= bit
            poolCount += unseen ? 1 : -1
        }
    }

    /// Learns the face card `c` shows when it is on show (face up, or revealed), as anyone can:
    /// a card on show that moved with the whole board is seen where it went, and one whose
    /// disguise changed is seen with its new face. A card in a script's look for the player's
    /// seat alone (`inOwnLook`) is on show to it.
    func learnIfOnShow(_ c: Int, inOwnLook: Bool, at game: UnsafePointer<Game>) {
        guard game.pointee.cards[c].state != .matched, inOwnLook || game.isFaceVisible(c) else { return }
        known[c] = Int32(truncatingIfNeeded: game.shownFace(c))
    }

    /// ``sync(_:faceDown:)`` reading from the board whether the card can be turned.
    @inline(__always)
    func sync(_ c: Int, at game: UnsafePointer<Game>) {
        sync(c, faceDown: game.isTurnable(c))
    }

    /// Forgets card `c`, which is no longer face down (matched, or taken off the board).
    func forget(_ c: Int) {
        known[c] = -1
        sync(c, faceDown: false)
    }

    private func link(_ c: Int, _ cls: Int32) {
        let k = Int(cls)
        listed[c] = cls
        let first = head[k]
        next[c] = first
        previous[c] = -1
        if first >= 0 { previous[Int(first)] = Int32(truncatingIfNeeded: c) }
        head[k] = Int32(truncatingIfNeeded: c)
        members[k] += 1
        classChanged(k, by: 1)
    }

    private func unlink(_ c: Int, _ cls: Int32) {
        let k = Int(cls)
        let (before, after) = (previous[c], next[c])
        if before >= 0 { next[Int(before)] = after } else { head[k] = after }
        if after >= 0 { previous[Int(after)] = before }
        listed[c] = -1
        members[k] -= 1
        classChanged(k, by: -1)
    }

    /// Updates what depends on a class's count: whether it is ready, and its matching faces'
    /// partners.
    @inline(__always)
    private func classChanged(_ k: Int, by delta: Int32) {
        switch mode {
        case .keys:
            setReady(k, members[k] >= need(k))
        case .verdicts:
            for i in Int(adjacencyStart[k])..<Int(adjacencyEnd[k]) {
                let f = Int(adjacency[i])
                partners[f] += delta
                setReady(f, isReadyByVerdicts(f))
            }
            setReady(k, isReadyByVerdicts(k))
        case .search:
            break
        }
    }

    /// Whether face `f` has a known face-down card with a known face-down partner.
    private func isReadyByVerdicts(_ f: Int) -> Bool {
        members[f] >= 1 && partners[f] - selfMatch[f] >= 1
    }

    private func setReady(_ k: Int, _ ready: Bool) {
        let position = Int(readyPosition[k])
        if ready && position < 0 {
            readyList[readyCount] = Int32(truncatingIfNeeded: k)
            readyPosition[k] = Int32(truncatingIfNeeded: readyCount)
            readyCount += 1
        } else if !ready && position >= 0 {
            readyCount -= 1
            let last = readyList[readyCount]
            readyList[position] = last
            readyPosition[Int(last)] = Int32(truncatingIfNeeded: position)
            readyPosition[k] = -1
        }
    }

    /// How many cards make a group of key `k` (in ``Mode/keys``, a class is a key).
    @inline(__always)
    func need(_ k: Int) -> Int { keyGroups.isEmpty ? group : keyGroups[k] }

    // MARK: Choosing

    /// The first card, in board order, of the first known face-down group that completes the
    /// turn (at a turn's start, of any known group), if there is one.
    func knownGroupCard(completing turn: CardGroup, at game: UnsafePointer<Game>) -> Int? {
        switch mode {
        case .keys:
            if turn.isEmpty { return firstOfReady() }
            // The keys the turn's cards show (a disguised card is taken for what it shows).
            let key = game.shownKey(turn[0])
            for c in turn where game.shownKey(c) != key { return nil }
            return members[key] >= need(key) - turn.count ? firstListed(key) : nil
        case .verdicts:
            if turn.isEmpty { return firstOfReady() }
            let face = game.shownFace(turn[0])
            guard partners[face] > 0 else { return nil }
            var best = Int.max
            for i in Int(adjacencyStart[face])..<Int(adjacencyEnd[face]) where members[Int(adjacency[i])] > 0 {
                best = min(best, firstListed(Int(adjacency[i])))
            }
            return best == Int.max ? nil : best
        case .search:
            return searchKnownGroup(completing: turn, at: game)
        }
    }

    /// ``knownGroupCard(completing:at:)`` for a player told to go only for groups of `keys`
    /// (indices into ``Game/keys``, from the scripts' `bot_keys`): nil when the turn began with
    /// a card of another key.
    func knownGroupCard(completing turn: CardGroup, amongKeys keys: [Int], at game: UnsafePointer<Game>) -> Int? {
        if let first = turn.first, !keys.contains(game.shownKey(first)) { return nil }
        if mode == .keys && turn.isEmpty {
            for key in keys where members[key] >= need(key) { return firstListed(key) }
            return nil
        }
        guard let card = knownGroupCard(completing: turn, at: game), keys.contains(game.shownKey(card)) else { return nil }
        return card
    }

    /// ``knownGroupCard(completing:at:)`` by trying the known face-down cards' combinations in
    /// board order, each group's faces looked up among the `match` hook's answers so far. Cards
    /// whose face is in no group the hook said yes to are left out (they are in no matching
    /// combination, and the first matching one is the same without them).
    private func searchKnownGroup(completing turn: CardGroup, at game: UnsafePointer<Game>) -> Int? {
        let verdicts = game.pointee.scripted.verdicts
        // Answers are only ever added, so a new count means new answers.
        if verdicts.count != verdictsRead {
            verdictsRead = verdicts.count
            for (key, matches) in verdicts where matches { Game.forEachFace(inKey: key) { inMatchingGroup[$0] = 1 } }
        }
        for c in turn where inMatchingGroup[game.shownFace(c)] == 0 { return nil }
        var count = 0
        for c in 0..<cards where listed[c] >= 0 && inMatchingGroup[Int(known[c])] != 0 {
            candidates[count] = Int32(truncatingIfNeeded: c)
            count += 1
        }
        let need = group - turn.count
        guard need > 0, count >= need else { return nil }
        // Positions in `candidates` of the combination tried, in lexicographic order.
        var chosen = SIMD4<Int>(0, 1, 2, 3)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: GameConfig.maximumGroup) { faces -> Int? in
            while true {
                for (i, c) in turn.enumerated() { faces[i] = game.shownFace(c) }
                for i in 0..<need { faces[turn.count + i] = Int(known[Int(candidates[chosen[i]])]) }
                let group = UnsafeMutableBufferPointer(rebasing: faces[0..<(turn.count + need)])
                if let key = Game.faceKey(sorting: group), verdicts[key] == true {
                    return Int(candidates[chosen[0]])
                }
                // The next combination: the last position that can move moves on, the ones after
                // it follow it.
                var i = need - 1
                while i >= 0 && chosen[i] == count - need + i { i -= 1 }
                guard i >= 0 else { return nil }
                chosen[i] += 1
                for j in (i + 1)..<need { chosen[j] = chosen[j - 1] + 1 }
            }
        }
    }

    /// A face-down card to turn when every one is known and none completes a known group: one
    /// that could still match a card left (the `match` hook's answer is not no), drawn uniformly
    /// in board order; any face-down card when none could (a lone bomb, or a card that ended a
    /// turn as it was turned, is turned last). With a
    /// turn under way, one that could complete it comes first: a known card that cannot is not
    /// turned while another can (two known cards that miss each other, turned again and again,
    /// teach nothing); with none, a card that ended a turn is drawn with those that cannot. A card it does not trust may match anything, and so may a card remembered
    /// with a face that no card left on the board has: it showed a disguise (a mask it saw before
    /// the mask's face was found). Frozen cards are not turned, nor the places `avoiding` names:
    /// nil when it avoids places and no other card may match (the group left may be among them,
    /// as minefield's mines are once every other card is matched), for the caller to choose
    /// again without avoiding them.
    func knownCardToTurn(completing turn: CardGroup, avoiding: [Int]?, at game: UnsafePointer<Game>,
                         random: inout SeededRandom) -> Int? {
        func isTurnable(_ c: Int) -> Bool { game.isTurnable(c) && avoiding.map { !$0.contains(c) } ?? true }
        // The cards left of each face, in `scratch` (cleared again before returning), and the
        // faces present, in `dealt`.
        var present = 0
        for (c, card) in game.pointee.cards.enumerated() where card.state == .faceDown || card.state == .faceUp {
            // A face-down card it keeps off is no partner to count on while it does: counted, it
            // made two known cards whose partners were kept off look as if they may match, and
            // they were turned against each other for ever (minefield's guess of its mines on
            // atoll's board).
            if card.state == .faceDown, let avoiding, avoiding.contains(c) { continue }
            if scratch[card.face] == 0 {
                dealt[present] = Int32(truncatingIfNeeded: card.face)
                present += 1
            }
            scratch[card.face] += 1
        }
        defer { for i in 0..<present { scratch[Int(dealt[i])] = 0 } }
        /// The face card `c` is taken for: nil when it may be anything.
        func trustedFace(_ c: Int) -> Int? {
            let face = Int(known[c])
            return face >= 0 && scratch[face] > 0 ? face : nil
        }
        func mayMatch(_ c: Int) -> Bool {
            if known[c] == Self.turnEnder { return false }
            guard let face = trustedFace(c) else { return true }
            let own = game.pointee.cards[c].face
            for i in 0..<present {
                let other = Int(dealt[i])
                guard scratch[other] > (other == own ? 1 : 0) else { continue }
                if mode == .keys ? classOf[face] == classOf[other] : game.pointee.verdict(face, other) != false { return true }
            }
            return false
        }
        // Whether card `c` may complete the turn's cards as they show: by keys, by the `match`
        // hook's verdict in pairs, or, searching, by its answer on the whole group when `c` is
        // the group's last card (before that, any card may).
        func mayComplete(_ c: Int) -> Bool {
            guard let face = trustedFace(c) else { return true }
            switch mode {
            case .keys:
                for t in turn where game.shownKey(t) != Int(classOf[face]) { return false }
                return true
            case .verdicts:
                return game.pointee.verdict(game.shownFace(turn[0]), face) != false
            case .search:
                return turn.count < game.pointee.turnGroup - 1 || searchedGroupMayMatch(turn, completedBy: face, at: game)
            }
        }
        // Those that may match, in `candidates`; those of them that may complete the turn first.
        var down = 0, useful = 0, completing = 0
        for c in 0..<cards where isTurnable(c) {
            down += 1
            guard mayMatch(c) else {
                // With a turn under way and no card known to complete it, a card that ended a
                // turn may be the partner whose group the script cut short (armour cracks a pair
                // as it is turned whole): it is drawn with the known cards that cannot complete
                // it, rather than never (the same two known cards missing for ever).
                if !turn.isEmpty && known[c] == Self.turnEnder {
                    candidates[useful] = Int32(truncatingIfNeeded: c)
                    useful += 1
                }
                continue
            }
            if !turn.isEmpty && mayComplete(c) {
                candidates[useful] = candidates[completing]
                candidates[completing] = Int32(truncatingIfNeeded: c)
                completing += 1
            } else {
                candidates[useful] = Int32(truncatingIfNeeded: c)
            }
            useful += 1
        }
        if completing > 0 { return Int(candidates[random.below(completing)]) }
        if useful > 0 { return Int(candidates[random.below(useful)]) }
        if avoiding != nil { return nil }
        guard down > 0 else { return 0 }
        var n = random.below(down)
        for c in 0..<cards where isTurnable(c) {
            if n == 0 { return c }
            n -= 1
        }
        return 0
    }

    /// Whether the turn's cards as they show and a card of `face`, a whole group, may match: not
    /// when the `match` hook said no to that group (``Mode/search`` has no pair verdicts to go
    /// by). Were every known card taken for one that may complete the group, a card that ended
    /// a turn (see ``endedTurn(_:at:)``) would never be turned while a known one is left: with a
    /// card of each group left taken for a turn ender (armour cracked them all), the known cards
    /// would miss one another for ever.
    private func searchedGroupMayMatch(_ turn: CardGroup, completedBy face: Int, at game: UnsafePointer<Game>) -> Bool {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: turn.count + 1) { faces in
            for (i, t) in turn.enumerated() { faces[i] = game.shownFace(t) }
            faces[turn.count] = face
            guard let key = Game.faceKey(sorting: faces) else { return true }
            return game.pointee.scripted.verdicts[key] != false
        }
    }

    /// Lists the cards at `places` as cards it cannot turn, while it chooses a card (see
    /// ``restore(_:at:)``), and returns true; returns false and changes nothing when every card
    /// that can be turned is at one of them (nothing else is left).
    func setAside(_ places: [Int], at game: UnsafePointer<Game>) -> Bool {
        let others = (0..<cards).contains { game.isTurnable($0) && !places.contains($0) }
        guard others else { return false }
        for c in places where c >= 0 && c < cards { sync(c, faceDown: false) }
        return true
    }

    /// Lists the cards at `places` again as the board has them, after ``setAside(_:at:)``.
    func restore(_ places: [Int], at game: UnsafePointer<Game>) {
        for c in places where c >= 0 && c < cards { sync(c, at: game) }
    }

    /// The first place, in board order, of a known face-down card of class `k` (-1: none).
    func firstListed(_ k: Int) -> Int {
        var best = Int.max
        var c = head[k]
        while c >= 0 {
            best = min(best, Int(c))
            c = next[Int(c)]
        }
        return best == Int.max ? -1 : best
    }

    /// The first known face-down card of a ready class, if any.
    func firstOfReady() -> Int? {
        var best = Int.max
        for r in 0..<readyCount { best = min(best, firstListed(Int(readyList[r]))) }
        return best == Int.max ? nil : best
    }

    /// The `n`-th member of the unseen pool in board order (`n` below ``poolCount``).
    func unseen(_ n: Int) -> Int {
        var n = n
        for w in 0..<words {
            var bits = pool[w]
            let count = bits.nonzeroBitCount
            if n >= count {
                n -= count
                continue
            }
            for _ in 0..<n { bits &= bits &- 1 }
            return w &* 64 &+ bits.trailingZeroBitCount
        }
        preconditionFailure("the unseen pool holds fewer than \(n) cards")
    }
}
