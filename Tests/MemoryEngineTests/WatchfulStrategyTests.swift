import Testing
@testable import MemoryEngine

/// The API-2 memory player's tables, recounted from the board after every event of games whose
/// rules swap, reveal, take off, freeze and thaw cards (and turn a `match` hook or groups of 3 and
/// 4 on), and its every choice against the same player written plainly with whole-board passes.
@Suite struct WatchfulStrategyTests {
    /// Rules that react to play with every request that changes what a player sees: swaps (also
    /// to an empty place, and through the API-1 board changes), arrangements that move found
    /// cards too, reveals, removals, a turn ended
    /// on a card turned (with that card moved, as the bomb variant does), freezes (of face-down
    /// cards for some turns, of a mismatch's face-up cards until thawed, as the frost variant
    /// does), thaws, whole-board arrangements under a face-up card (as the carousel variant
    /// does), and disguises (a card showing another's face, taken off a mismatch in sight, as
    /// the ghost variant does). With `wild`, a `match` hook makes face 0 match anything (as the joker
    /// variant does).
    struct ChaosRules: Rules {
        var wild: Bool
        var random = SeededRandom(seed: 0)

        mutating func prepare(for game: Game) { random = SeededRandom(seed: game.seed ^ 0xC4A0_5C4A) }
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { wild ? [.scoring, .start, .turned, .match] : [.scoring, .start, .turned] }

        mutating func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) -> [BoardChange] {
            let game = game.pointee
            let down = game.cards.indices.filter { game.cards[$0].state == .faceDown }
            guard down.count >= 2, random.unit() < 0.2 else { return [] }
            return [.swap(down.first!, down.last!)]
        }

        mutating func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            let game = game.pointee
            let shown = game.scripted.shown?.cards ?? []
            let down = game.cards.indices.filter { game.cards[$0].state == .faceDown && !shown.contains($0) }
            let empty = game.cards.indices.filter { game.cards[$0].state == .removed }
            var requests: [Request.Kind] = []
            func two() -> (Int, Int)? {
                guard down.count >= 2 else { return nil }
                let a = down[random.below(down.count)], b = down[random.below(down.count)]
                return a == b ? nil : (a, b)
            }
            let roll = random.unit()
            switch event {
            case .start:
                if down.count > 8 { requests = [.remove([down[random.below(down.count)]])] }
                if let (a, b) = two() { requests.append(.reveal([a, b], seconds: 1)) }
                if let (a, b) = two() { requests.append(.disguise([a], as: b)) }
            case .turned where roll < 0.08:
                requests = [.endTurn]
                if let card = game.turnCards.last, !down.isEmpty { requests.append(.swap(card, down[random.below(down.count)])) }
            case .turned where roll < 0.2:
                if let (a, b) = two() { requests = [.freeze([a, b], turns: 1 + random.below(3))] }
            case .turned where roll < 0.25:
                requests = [.thaw(down.filter { _ in random.unit() < 0.5 })]
            case .turned where roll < 0.32:
                // The whole board moves one place on, the turn's face-up cards with it.
                let all = Array(game.cards.indices)
                requests = [.arrange(from: all, to: Array(all.dropFirst()) + [0])]
            case .turned where roll < 0.36:
                if let (a, b) = two() { requests = [.disguise([a], as: b)] }
            case .mismatched where roll < 0.3:
                if let (a, b) = two() { requests = [.swap(a, b)] }
            case .mismatched where roll < 0.45:
                if let (a, b) = two(), shown.isEmpty { requests = [.reveal([a, b], seconds: 1)] }
            case .mismatched where roll < 0.55:
                if let (a, b) = two() { requests = [.remove(random.unit() < 0.5 ? [a] : [a, b])] }
            case .mismatched where roll < 0.7:
                if !down.isEmpty && !empty.isEmpty {
                    requests = [.swap(down[random.below(down.count)], empty[random.below(empty.count)])]
                }
            case .mismatched where roll < 0.85:
                requests = [.freeze((0..<turn.cardCount).map(turn.index), turns: nil)]
            case .mismatched where roll < 0.92:
                // A card of the mismatch shows another face, in sight; or its disguise comes off.
                requests = [.disguise([turn.index(0)], as: roll < 0.88 ? down.first : nil)]
            case .matched where roll < 0.15:
                if let (a, b) = two() { requests = [.swap(a, b)] }
            case .matched where roll < 0.25:
                // Every place that may move (found ones among them) moves one place on.
                let movable = game.cards.indices.filter(game.canMove)
                if movable.count >= 2 { requests = [.arrange(from: movable, to: Array(movable.dropFirst()) + [movable[0]])] }
            case .matched where roll < 0.4:
                requests = [.thaw(nil)]
            default:
                break
            }
            return Reaction(points: event == .matched ? 1 : 0, requests: requests.map { Request($0, path: "chaos", line: nil) })
        }

        func match(faces: [Int], at game: UnsafePointer<Game>) -> Bool {
            Set(faces.filter { !wild || $0 != 0 }.map { game.pointee.faces[$0].key }).count <= 1
        }
    }

    /// The API-2 memory player as it is documented, written plainly: each choice passes over the
    /// board, tries the known cards' combinations in board order, and draws from lists it builds.
    struct PlainWatchfulPlayer: Strategy {
        let forgetting: Double
        var skill: Double { 1 - forgetting }
        var known: [Int?] = []
        /// The cards seen to miss a group the faces on show made: not known, not unseen either.
        var distrusted: Set<Int> = []
        /// The cards whose turning made a script end the turn at once: turned last.
        var enders: Set<Int> = []
        /// The card turned last and when, until its turn's group is complete.
        var lastTurned: (card: Int, at: Double)?

        mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom) {
            let game = game.pointee
            distrusted = []
            enders = []
            lastTurned = nil
            known = game.cards.indices.map { c in
                let onBoard = game.cards[c].state == .faceDown || game.cards[c].state == .faceUp
                return onBoard && game.isFaceVisible(c) ? game.shownFace(c) : nil
            }
        }

        /// Remembers `face` (nil: nothing) at card `c`, which is then no longer distrusted.
        mutating func learn(_ c: Int, _ face: Int?) {
            known[c] = face
            distrusted.remove(c)
            enders.remove(c)
        }

        /// `set` with `a` and `b` exchanged.
        static func exchanging(_ a: Int, _ b: Int, in set: Set<Int>) -> Set<Int> {
            Set(set.map { $0 == a ? b : $0 == b ? a : $0 })
        }

        mutating func observe(_ event: Event, at game: UnsafePointer<Game>) {
            let game = game.pointee
            switch event {
            case let .turned(card, _): lastTurned = (card, game.time)
            case let .seen(card, face): learn(card, face)
            case .turnEnded:
                // A script ended the turn as its last card was turned: that card ended it.
                if let (c, at) = lastTurned, at == game.time, game.cards[c].state == .faceDown {
                    known[c] = nil
                    distrusted.remove(c)
                    enders.insert(c)
                }
                lastTurned = nil
            case let .revealed(list, _, _): for c in list { learn(c, game.shownFace(c)) }
            case let .matched(group, _, _):
                for c in group { learn(c, nil) }
                lastTurned = nil
            case let .removed(list): for c in list { learn(c, nil) }
            case let .swapped(a, b):
                if forgetting > 0 {
                    learn(a, nil)
                    learn(b, nil)
                } else {
                    known.swapAt(a, b)
                    distrusted = Self.exchanging(a, b, in: distrusted)
                    enders = Self.exchanging(a, b, in: enders)
                }
                if let (c, at) = lastTurned, c == a || c == b { lastTurned = (c == a ? b : a, at) }
                for c in [a, b] where game.isFaceVisible(c) && !game.cards[c].isMatched { learn(c, game.shownFace(c)) }
            case let .disguised(list, _):
                for c in list where game.isFaceVisible(c) && !game.cards[c].isMatched { learn(c, game.shownFace(c)) }
            case .peekEnded:
                for c in game.cards.indices where game.cards[c].state == .faceDown { learn(c, game.shownFace(c)) }
            case let .mismatched(group, _, _):
                lastTurned = nil
                // Faces on show that make a group missed: none of them is what it showed.
                if game.knownToMatch(faces: group.map { game.shownFace($0) }) == true {
                    for c in group {
                        known[c] = nil
                        distrusted.insert(c)
                    }
                }
            default: break
            }
        }

        mutating func chooseCard(at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int {
            let game = game.pointee
            let turn = game.turnCards
            if turn.isEmpty && forgetting > 0 {
                for c in known.indices where known[c] != nil && random.unit() < forgetting { known[c] = nil }
            }
            let down = game.cards.indices.filter { game.cards[$0].state == .faceDown && !game.isFrozen($0) }
            let turnFaces = turn.map { game.shownFace($0) }
            if let card = firstKnownGroup(among: down.filter { known[$0] != nil }, need: game.config.group - turn.count,
                                          matching: { game.knownToMatch(faces: turnFaces + $0.map { known[$0]! }) == true }) {
                return card
            }
            let unseen = down.filter { known[$0] == nil && !distrusted.contains($0) && !enders.contains($0) }
            if !unseen.isEmpty { return unseen[random.below(unseen.count)] }
            let left = game.cards.indices.filter { game.cards[$0].state == .faceDown || game.cards[$0].state == .faceUp }
            // The face a card is taken for: none when distrusted, or when no card left has the
            // face it showed (a disguise): it may match anything.
            func trusted(_ c: Int) -> Int? { known[c].flatMap { face in left.contains { game.cards[$0].face == face } ? face : nil } }
            let useful = down.filter { c in
                if enders.contains(c) { return false }
                guard let face = trusted(c) else { return true }
                return left.contains { $0 != c && game.knownToMatch(faces: [face, game.cards[$0].face]) != false }
            }
            // With a turn under way, the cards that may complete it first (searching, with a
            // `match` hook on groups of 3 or 4, only the group's last card is told apart: by the
            // hook's answer on the whole group).
            let searching = game.reactions.contains(.match) && (game.config.group > 2 || game.scripted.verdicts.isEmpty)
            let completing = turn.isEmpty ? [] : useful.filter { c in
                guard let face = trusted(c) else { return true }
                if searching { return turn.count < game.config.group - 1 || game.knownToMatch(faces: turnFaces + [face]) != false }
                return game.knownToMatch(faces: [turnFaces[0], face]) != false
                    && turnFaces.allSatisfy { game.faces[$0].key == game.faces[turnFaces[0]].key || game.reactions.contains(.match) }
            }
            // With none, a card that ended a turn is drawn with the known cards that cannot
            // complete the turn (it may be the partner of a group a script cut short).
            let drawn = turn.isEmpty ? useful : down.filter { useful.contains($0) || enders.contains($0) }
            let pool = !completing.isEmpty ? completing : drawn.isEmpty ? down : drawn
            return pool[random.below(pool.count)]
        }

        /// The first card of the first combination of `need` candidates, in board order, that matches.
        func firstKnownGroup(among candidates: [Int], need: Int, matching: ([Int]) -> Bool) -> Int? {
            guard need > 0 else { return nil }
            func search(_ chosen: [Int], from start: Int) -> Int? {
                if chosen.count == need { return matching(chosen) ? chosen[0] : nil }
                for i in start..<candidates.count {
                    if let card = search(chosen + [candidates[i]], from: i + 1) { return card }
                }
                return nil
            }
            return search([], from: 0)
        }
    }

    /// Each seat's player and its plain twin, told of every event as it happens; after each,
    /// the player's tables are recounted.
    struct CheckingTable: EventSink {
        var players: [WatchfulStrategy]
        var plain: [PlainWatchfulPlayer]
        var problems: [String] = []
        var seen: [String: Int] = [:]

        mutating func append(_ event: Event, at game: UnsafePointer<Game>) {
            let game = game.pointee
            switch event {
            case .swapped: seen["swapped", default: 0] += 1
            case .revealed: seen["revealed", default: 0] += 1
            case .removed: seen["removed", default: 0] += 1
            case .turnEnded: seen["turnEnded", default: 0] += 1
            case .peekEnded: seen["peekEnded", default: 0] += 1
            case .matched: seen["matched", default: 0] += 1
            case .frozen: seen["frozen", default: 0] += 1
            case .thawed: seen["thawed", default: 0] += 1
            case .disguised: seen["disguised", default: 0] += 1
            default: break
            }
            for p in players.indices {
                players[p].observe(event, in: game)
                plain[p].observe(event, in: game)
                check(players[p], in: game, after: "\(event)")
            }
        }

        mutating func check(_ player: WatchfulStrategy, in game: borrowing Game, after moment: String) {
            let found = player.tableProblems(in: game)
            if !found.isEmpty && problems.count < 10 { problems.append("after \(moment): \(found.prefix(4))") }
        }
    }

    /// Faces sharing keys (A and a, C and c), so that a key's cards show different faces.
    static let faces = [Face(label: "A"), Face(label: "a", key: "A"), Face(label: "B"), Face(label: "C"), Face(label: "c", key: "C"),
                        Face(label: "D"), Face(label: "E")]

    /// Plays one game with `players` seats of forgetful (or perfect) players, resumed once along
    /// the way (the players reset on the board as it is); returns what the table saw. Every
    /// choice must be the plain player's, with the same random draws.
    static func play(_ config: GameConfig, wild: Bool, forgetting: Double, seed: UInt64) throws -> CheckingTable {
        var game = try Game(config: config, faces: faces, seed: seed)
        var rules = ChaosRules(wild: wild)
        var table = CheckingTable(players: Array(repeating: WatchfulStrategy(forgetting: forgetting), count: config.players),
                                  plain: Array(repeating: PlainWatchfulPlayer(forgetting: forgetting), count: config.players))
        var random = SeededRandom(seed: seed)
        var plainRandom = random
        // As the simulator does: the players are reset before the game begins (its reactions are
        // learnt at the first choice), and told of the beginning's events.
        for p in 0..<config.players {
            table.players[p].reset(for: game, random: &random)
            table.plain[p].reset(for: game, random: &plainRandom)
            table.check(table.players[p], in: game, after: "reset")
        }
        game.begin(rules: &rules, sink: &table)
        var now = 0.0
        var steps = 0
        // A step at which the game is resumed: every player starts again from what it sees.
        let resumeAt = 3 + Int(seed % 11)
        while !game.isOver {
            steps += 1
            try #require(steps <= 100 * game.cards.count, "seed \(seed): the game does not end")
            if steps == resumeAt {
                table.players = Array(repeating: WatchfulStrategy(forgetting: forgetting), count: config.players)
                for p in 0..<config.players {
                    table.players[p].reset(for: game, random: &random)
                    table.plain[p].reset(for: game, random: &plainRandom)
                    table.check(table.players[p], in: game, after: "resuming")
                }
            }
            if game.isLocked, let deadline = game.nextDeadline {
                now = max(now, deadline)
                game.passTime(to: now, rules: &rules, sink: &table)
                continue
            }
            now += 1
            let p = game.currentPlayer
            let card = table.players[p].chooseCard(in: game, random: &random)
            let plainCard = table.plain[p].chooseCard(in: game, random: &plainRandom)
            table.check(table.players[p], in: game, after: "choosing card \(card)")
            try #require(card == plainCard && random == plainRandom,
                         "seed \(seed), move \(game.moves): chose \(card), the plain player \(plainCard)")
            try game.apply(.turn(card), at: now, rules: &rules, sink: &table)
            try #require(table.problems.isEmpty, "seed \(seed): \(table.problems)")
        }
        return table
    }

    @Test(arguments: [
        (GameConfig(size: .groups(8)), false),
        (GameConfig(size: .groups(8), reveal: .untilNextFlip, players: 2, peek: 2), true),
        (GameConfig(size: .groups(9)), true),
        (GameConfig(size: .groups(6), group: 3, players: 2), false),
        (GameConfig(size: .groups(5), group: 3, reveal: .untilNextFlip), true),
        (GameConfig(size: .groups(4), group: 4, peek: 1), true),
    ])
    func itsTablesAgreeWithTheBoardAfterEveryEvent(config: GameConfig, wild: Bool) throws {
        var seen: [String: Int] = [:]
        for forgetting in [0, 0.3] {
            for seed in UInt64(1)...40 {
                let table = try Self.play(config, wild: wild, forgetting: forgetting, seed: seed)
                seen.merge(table.seen, uniquingKeysWith: +)
            }
        }
        for kind in ["swapped", "revealed", "removed", "turnEnded", "matched", "frozen", "thawed", "disguised"] + (config.peek > 0 ? ["peekEnded"] : []) {
            #expect(seen[kind, default: 0] > 0, "no \(kind) event in these games: \(seen)")
        }
    }

    /// Its tables are made once and reused from game to game; a copy of a player (each seat of
    /// the simulator starts as one) writes to tables of its own.
    @Test func aCopyWritesToTablesOfItsOwn() throws {
        let config = GameConfig(size: .groups(8))
        var game = try Game(config: config, faces: Self.faces, seed: 1)
        var rules = ChaosRules(wild: true)
        var player = WatchfulStrategy(forgetting: 0)
        var random = SeededRandom(seed: 1)
        player.reset(for: game, random: &random)
        let tables = ObjectIdentifier(player.memory)
        game.redeal(try Deck(faces: Self.faces), seed: 2)
        player.reset(for: game, random: &random)
        var events: [Event] = []
        game.begin(rules: &rules, sink: &events)
        for event in events { player.observe(event, in: game) }
        #expect(ObjectIdentifier(player.memory) == tables, "a new game reuses the tables")
        let unknown = try #require(game.cards.indices.first { player.memory.known[$0] < 0 })
        var copy = player
        copy.observe(.revealed([unknown], until: 1), in: game)
        #expect(ObjectIdentifier(copy.memory) != tables && ObjectIdentifier(player.memory) == tables)
        #expect(player.memory.known[unknown] == -1 && copy.memory.known[unknown] == Int32(game.cards[unknown].face))
    }

    /// Face 0 is a bomb that matches nothing; the others match by key.
    struct BombRules: Rules {
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { [.scoring, .match] }
        func match(faces: [Int], at game: UnsafePointer<Game>) -> Bool { !faces.contains(0) && Set(faces).count == 1 }
    }

    /// Every face-down card known (from the peek), none forming a group, a mismatch on show: the
    /// player turns a card that can still match a face-up one, never a bomb.
    @Test func aKnownCardNothingCanMatchIsTurnedLast() throws {
        var turned: Set<Int> = []
        for seed in UInt64(1)...30 {
            var game = try Game(config: GameConfig(size: .groups(3), reveal: .untilNextFlip, peek: 1),
                                faces: [Face(label: "bomb"), Face(label: "Y"), Face(label: "Z")], seed: seed)
            var rules: any Rules = BombRules()
            var player = WatchfulStrategy(forgetting: 0)
            var random = SeededRandom(seed: seed)
            player.reset(for: game, random: &random)
            var events: [Event] = []
            game.begin(rules: &rules, events: &events)
            try game.apply(.advance, at: 1, rules: &rules, events: &events)
            let y = try #require(game.cards.indices.first { game.cards[$0].face == 1 })
            let z = try #require(game.cards.indices.first { game.cards[$0].face == 2 })
            try game.apply(.turn(y), at: 2, rules: &rules, events: &events)
            try game.apply(.turn(z), at: 3, rules: &rules, events: &events)
            for event in events { player.observe(event, in: game) }
            #expect(player.tableProblems(in: game).isEmpty)
            let card = player.chooseCard(in: game, random: &random)
            #expect(game.cards[card].face != 0, "seed \(seed): turned the bomb")
            turned.insert(game.cards[card].face)
        }
        #expect(turned == [1, 2], "either card that can match a face-up one")
    }
}
