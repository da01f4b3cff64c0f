import Testing
@testable import MemoryEngine

/// Scripts that name the keys computer players go for (`bot_keys`): the memory player completes
/// only known groups of those keys, learns instead of completing another key's group, and the
/// engine asks again after every scripted moment, in play and in a replay alike.
@Suite struct BotKeysTests {
    /// Rules whose `bot_keys` is `answer`, given the game; they count the times they are asked.
    struct KeyedRules: Rules {
        var answer: @Sendable (Game) throws(RuleFailure) -> [String]?
        /// `bot_keys_first`: the keys named are to go for first, not the only ones.
        var first = false
        var asked = 0
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var reactions: Reactions { first ? [.scoring, .botKeys, .botKeysFirst] : [.scoring, .botKeys] }
        mutating func botKeys(at game: UnsafePointer<Game>) throws(RuleFailure) -> [String]? {
            asked += 1
            return try answer(game.pointee)
        }
    }

    /// A solo game of 4 pairs (reveal 0) with `rules`, and a perfect memory player that has
    /// watched it from the deal.
    struct Table {
        var game: Game
        var rules: any Rules
        var events: [Event] = []
        var bot = WatchfulStrategy(forgetting: 0)
        var random = SeededRandom(seed: 9)
        var now = 0.0

        init(_ rules: KeyedRules, peek: Double = 0) throws {
            game = try Game(config: GameConfig(size: .groups(4), reveal: .seconds(0), peek: peek), faces: letters(4), seed: 5)
            self.rules = rules
            bot.reset(for: game, random: &random)
            game.begin(rules: &self.rules, events: &events)
            tell(from: 0)
            if peek > 0 { apply(.advance, after: 10) }
        }

        /// Tells the player of the events from `start` on.
        mutating func tell(from start: Int) {
            for event in events[start...] { bot.observe(event, in: game) }
        }

        mutating func apply(_ action: Action, after seconds: Double = 1) {
            now += seconds
            let start = events.count
            try? game.apply(action, at: now, rules: &rules, events: &events)
            tell(from: start)
        }

        mutating func choice() -> Int { bot.chooseCard(in: game, random: &random) }

        func cards(of key: String) -> [Int] { game.cards.indices.filter { game.keys[game.cards[$0].key] == key } }
    }

    /// Knowing every card (after a peek), the player goes for the named key's pair, whichever it is.
    @Test(arguments: ["A", "B", "C", "D"])
    func aPlayerKnowingEveryPairTakesTheNamedOne(key: String) throws {
        var table = try Table(KeyedRules(answer: { _ in [key] }), peek: 3)
        #expect(table.game.scripted.botKeys == [table.game.keys.firstIndex(of: key)!])
        let first = table.choice()
        table.apply(.turn(first))
        let second = table.choice()
        #expect(Set([first, second]) == Set(table.cards(of: key)), "\(key): \(first), \(second)")
    }

    /// Without an answer (nil), it takes the first known pair in board order, as ever.
    @Test func noAnswerLeavesTheChoiceFree() throws {
        var table = try Table(KeyedRules(answer: { _ in nil }), peek: 3)
        #expect(table.game.scripted.botKeys == nil)
        let firstKey = table.game.cards[0].key
        #expect(table.game.cards[table.choice()].key == firstKey)
    }

    /// A turn begun on a card of another key, whose partner it knows, is not completed: the
    /// player turns a card it has not seen instead (and completes the pair when told to).
    @Test(arguments: [false, true])
    func aPlayerLearnsRatherThanCompleteAnotherKey(wanted: Bool) throws {
        var table = try Table(KeyedRules(answer: { game in wanted ? nil : ["none"] }))
        let a = table.cards(of: "A"), b = table.cards(of: "B")
        table.apply(.turn(a[0]))
        table.apply(.turn(b[0]))
        table.apply(.advance, after: 5)
        table.apply(.turn(a[1]))
        let choice = table.choice()
        if wanted {
            #expect(choice == a[0])
        } else {
            #expect(choice != a[0] && choice != b[0] && table.game.cards[choice].timesTurned == 0, "an unseen card, not \(choice)")
        }
    }

    /// With `bot_keys_first`, a player that knows no group of the keys named completes a group
    /// of another key it knows (here: begun on A, whose partner it saw), and at a turn's start
    /// takes a named key's known pair before any other.
    @Test func keysFirstLetThePlayerCompleteAnotherKnownGroup() throws {
        var table = try Table(KeyedRules(answer: { _ in ["B"] }, first: true))
        let a = table.cards(of: "A"), b = table.cards(of: "B")
        table.apply(.turn(a[0]))
        table.apply(.turn(b[0]))
        table.apply(.advance, after: 5)
        table.apply(.turn(a[1]))
        #expect(table.choice() == a[0], "completes A, knowing no B pair")
        var known = try Table(KeyedRules(answer: { _ in ["D"] }, first: true), peek: 3)
        let d = known.cards(of: "D")
        #expect(d.contains(known.choice()), "a known D pair first")
    }

    /// The engine asks again after each scripted moment, so an answer that follows the game
    /// (here: the first key left, in order) is current at each choice; a replay of the same
    /// actions asks at the same moments and reaches the same game.
    @Test func theAnswerFollowsPlayAndReplays() throws {
        let firstLeft: @Sendable (Game) -> [String]? = { game in
            let left = Set(game.cards.filter { $0.state != .matched }.map { game.keys[$0.key] })
            return left.sorted().first.map { [$0] }
        }
        var table = try Table(KeyedRules(answer: firstLeft), peek: 3)
        var actions: [Action] = []
        var order: [String] = []
        while !table.game.isOver && actions.count < 40 {
            let card = table.choice()
            actions.append(.turn(card))
            let start = table.events.count
            table.apply(.turn(card))
            for case let .matched(group, _, _) in table.events[start...] { order.append(table.game.keys[table.game.cards[group[0]].key]) }
        }
        #expect(order == ["A", "B", "C", "D"], "pairs taken in the order named")
        #expect(table.game.moves == 4, "no move wasted: every pair was known")
        #expect((table.rules as! KeyedRules).asked == 4, "as the game begins and after each turn but the last, which ends it")
        var replay = try Table(KeyedRules(answer: firstLeft), peek: 3)
        for action in actions { replay.apply(action) }
        #expect(replay.game == table.game)
    }

    /// A failing hook is reported and leaves the players free.
    @Test func aFailingHookIsReportedAndLeavesThePlayersFree() throws {
        let table = try Table(KeyedRules(answer: { _ throws(RuleFailure) in
            throw RuleFailure(.runtime, hook: "bot_keys", path: "sequence.lua", line: 3, detail: "oops")
        }))
        #expect(table.game.scripted.botKeys == nil)
        #expect(table.events.contains { if case let .rulesFailed(f) = $0 { f.message.contains("sequence.lua:3") } else { false } })
    }
}
