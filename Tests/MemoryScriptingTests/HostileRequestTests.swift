import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// `api = 2` scripts that ask for what the rules of play forbid: each request is refused with
/// the script's line, nothing half-applied, and the game goes on (or ends cleanly).
@Suite struct HostileRequestTests {
    static func variant(_ name: String) -> String { Corpus.path("api2/" + name) }

    /// A game of 4 pairs with the classic rules and the corpus variant `name`, begun.
    static func begin(_ name: String, players: Int = 1) throws -> (game: Game, rules: any Rules, events: [Event]) {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: variant(name), limits: Corpus.limits)
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .groups(4), players: players), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (game, rules, events)
    }

    /// Turns the first card and its partner, a match, at times 1 and 2.
    static func matchFirstPair(_ game: inout Game, _ rules: inout any Rules, _ events: inout [Event]) throws {
        let pair = game.cards.indices.filter { game.cards[$0].key == game.cards[0].key }
        try game.apply(.turn(pair[0]), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(pair[1]), at: 2, rules: &rules, events: &events)
    }

    static func messages(_ events: [Event]) -> [String] {
        events.compactMap { if case let .rulesFailed(f) = $0 { f.message } else { nil } }
    }

    @Test func aMillionRequestsAreRefusedWholeAtTheLine() throws {
        let (game, _, events) = try Self.begin("million_requests.lua")
        #expect(Self.messages(events).contains { $0.contains("million_requests.lua:3") && $0.contains("too many requests") },
                "\(Self.messages(events))")
        #expect(!events.contains { if case .swapped = $0 { true } else { false } }, "nothing half-applied")
        #expect(!game.isOver)
    }

    @Test func endingTheTurnWhileItEndsIsRefused() throws {
        var (game, rules, events) = try Self.begin("turn_end_ends_turn.lua", players: 2)
        let first = 0, stranger = game.cards.indices.first { game.cards[$0].key != game.cards[first].key }!
        try game.apply(.turn(first), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(stranger), at: 2, rules: &rules, events: &events)
        let messages = Self.messages(events)
        #expect(messages == ["\(Self.variant("turn_end_ends_turn.lua")):4: end_turn: the turn is already ending"], "\(messages)")
        #expect(game.currentPlayer == 1, "the turn passed once")
        #expect(!game.isOver)
        try game.apply(.advance, at: 4, rules: &rules, events: &events)
        let partner = game.cards.indices.first { $0 != first && game.cards[$0].key == game.cards[first].key }!
        try game.apply(.turn(first), at: 5, rules: &rules, events: &events)
        try game.apply(.turn(partner), at: 6, rules: &rules, events: &events)
        #expect(game.cards[first].state == .matched, "the game goes on")
    }

    /// Every hook asking for what sets a hook off again: each game ends, with the requests that
    /// would recurse refused at their line.
    @Test func hooksThatSetEachOtherOffCannotRecurse() throws {
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                                        variantPath: Self.variant("hooks_set_off.lua"), limits: Corpus.limits).makeRules()
        let games = try play(rules: &rules, config: GameConfig(size: .groups(6), players: 2))
        let messages = failures(in: games).map(\.message)
        #expect(messages.contains { $0.hasSuffix("hooks_set_off.lua:23: end_turn: the turn is already ending") }, "\(messages)")
        #expect(messages.contains { $0.contains("timers fell due at once") }, "\(messages)")
        for events in games { #expect(events.contains { if case .gameOver = $0 { true } else { false } }) }
    }

    @Test func aFaceUpCardDoesNotMove() throws {
        var (game, rules, events) = try Self.begin("swap_face_up.lua")
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        #expect(Self.messages(events).contains { $0.contains("api2/swap_face_up.lua:4: cannot swap cards 1 and") }, "\(Self.messages(events))")
        #expect(game.cards[0].state == .faceUp)
        #expect(!events.contains { if case .swapped = $0 { true } else { false } })
        let refused = events.compactMap { if case let .rulesFailed(f) = $0 { f } else { nil } }
        #expect(refused.contains { $0.kind == .refusedRequest && $0.line == 4 && $0.path?.hasSuffix("swap_face_up.lua") == true }, "\(refused)")
    }

    @Test func aRevealForeverOrDuringARevealIsRefused() throws {
        let (game, _, events) = try Self.begin("reveal_forever.lua")
        let messages = Self.messages(events)
        #expect(messages.contains { $0.contains("api2/reveal_forever.lua:3: reveal for 1e+300 seconds is not allowed") }, "\(messages)")
        #expect(messages.contains { $0.contains("api2/reveal_forever.lua:5: reveal: cards are already being revealed") }, "\(messages)")
        #expect(game.scripted.shown?.cards == [0])
        #expect(game.isLocked)
        #expect(game.nextDeadline == 1)
    }

    /// `game:reveal(cards, seconds, player)` shows the cards to that player alone; a player who
    /// is not at the table is an error at the script's line.
    @Test func aRevealToOnePlayerAndToNoOne() throws {
        var (game, rules, events) = try Self.begin("reveal_private.lua", players: 2)
        #expect(Self.messages(events).isEmpty, "\(Self.messages(events))")
        #expect(game.scripted.shown?.cards == [0] && game.scripted.shown?.to == 1)
        #expect(!game.isFaceVisible(0) && game.isFaceVisible(0, to: 1))
        #expect(withUnsafePointer(to: game) { $0.scriptStateName(ofCard: 0) } == "shown", "scripts see the card on show")
        try game.apply(.turn(2), at: 2, rules: &rules, events: &events)
        #expect(Self.messages(events) == ["\(Self.variant("reveal_private.lua")):8: on_turn: game:reveal(cards, seconds, player): player is the one who sees the cards, from 1 to 2 (nil: everyone), not 3"],
                "\(Self.messages(events))")
        #expect(game.scripted.shown == nil)
    }

    @Test func aRefusalOfAFaceUpCardIsAWholeSentence() throws {
        var (game, rules, events) = try Self.begin("reveal_face_up.lua")
        try game.apply(.turn(0), at: 1, rules: &rules, events: &events)
        let path = Self.variant("reveal_face_up.lua")
        #expect(Self.messages(events) == ["\(path):5: reveal: card 1 is face up; only face-down cards can be revealed",
                                          "\(path):6: remove: card 1 is face up; only face-down cards and found ones can be removed"],
                "\(Self.messages(events))")
        #expect(game.cards[0].state == .faceUp && game.scripted.shown == nil)
    }

    @Test func pointsThatAreNotANumberAreAnError() throws {
        var (game, rules, events) = try Self.begin("award_nan.lua")
        try Self.matchFirstPair(&game, &rules, &events)
        #expect(Self.messages(events).contains { $0.contains("award_nan.lua:3") && $0.contains("points must be a whole number") },
                "\(Self.messages(events))")
        #expect(game.scores == [1], "the rules' point stands; the failing hook adds nothing")
    }

    /// The most negative whole number, asked for or returned, has no magnitude an `Int` can hold:
    /// it is refused as any number out of range is, at the script's line, and the game goes on.
    @Test func theMostNegativePointsAreRefusedAtTheLine() throws {
        var (game, rules, events) = try Self.begin("award_extremes.lua")
        try Self.matchFirstPair(&game, &rules, &events)
        let messages = Self.messages(events)
        #expect(messages.contains { $0.contains("award_extremes.lua:3: award: \(Int.min) points") }, "\(messages)")
        #expect(messages.contains { $0.contains("award_extremes.lua:4: award: \(Int.max) points") }, "\(messages)")
        #expect(messages.contains { $0.contains("award_extremes.lua:6: on_match returned \(Int.min) points, outside the allowed") }, "\(messages)")
        #expect(game.scores == [1], "the rules' point stands; nothing else is added")
    }

    /// Points past what a whole number holds once added to the rules' (or the other hooks')
    /// fail at the hook's line, as a constant answer does, and the rules' points stand.
    @Test func pointsThatWouldOverflowTheSumAreRefusedAtTheLine() throws {
        var (game, rules, events) = try Self.begin("points_overflow.lua")
        try Self.matchFirstPair(&game, &rules, &events)
        let other = game.cards.indices.first { game.cards[$0].state == .faceDown }!
        try game.apply(.turn(other), at: 3, rules: &rules, events: &events)
        try game.apply(.turn(game.cards.indices.first { game.cards[$0].state == .faceDown && game.cards[$0].key != game.cards[other].key }!),
                       at: 4, rules: &rules, events: &events)
        let messages = Self.messages(events)
        #expect(messages.contains { $0.contains("points_overflow.lua:3: on_match returned \(Int.max) points, outside the allowed") }, "\(messages)")
        #expect(messages.contains { $0.contains("points_overflow.lua:4: on_mismatch returned \(Int.max) points, outside the allowed") }, "\(messages)")
        #expect(game.scores == [1], "the rules' point stands")
    }

    @Test func aMatchThatNeverSaysYesEndsTheGameStuck() throws {
        let (game, _, _) = try Self.begin("match_never.lua")
        #expect(game.phase == .over(.noMatchLeft))
    }

    /// The `match` questions asked together (every pair of faces at the deal) share one call's
    /// budget: a hook that takes most of a call's budget each time is stopped at its line, as one
    /// call that ran too long is, instead of the deal taking as long as all of them together.
    @Test func matchQuestionsAskedTogetherShareOneBudget() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: Self.variant("match_slow.lua"), limits: Corpus.limits)
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .groups(20)), faces: (0..<20).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        let failures = events.compactMap { if case let .rulesFailed(f) = $0 { f } else { nil } }
        #expect(failures.count == 1 && failures[0].kind == .budget && failures[0].line == 6
                && failures[0].path?.hasSuffix("match_slow.lua") == true, "\(failures)")
        #expect(failures.first?.message.contains("match ran more than 5000000 instructions in the calls asked together") == true, "\(failures)")
    }

    /// A `match` that fails does not make the board stuck: the game is lost with the failure as
    /// its reason, shown on the game-over screen.
    @Test func aMatchThatFailsEndsTheGameNamingTheFailure() throws {
        let (game, _, events) = try Self.begin("match_errors.lua")
        #expect(Self.messages(events).contains { $0.contains("match_errors.lua:3") && $0.contains("no idea") }, "\(Self.messages(events))")
        guard case let .over(.lost(reason)) = game.phase else { Issue.record("\(game.phase)"); return }
        #expect(reason.hasPrefix("The match hook failed: \(Self.variant("match_errors.lua")):3:") && reason.contains("no idea"), "\(reason)")
    }

    @Test func stateIsTheScriptsOwnAndFreshEveryGame() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: Self.variant("state_plain.lua"), limits: Corpus.limits)
        var rules: any Rules = try factory.makeRules()
        for seed in UInt64(1)...3 {
            var game = try Game(config: GameConfig(size: .groups(2)), faces: [Face(label: "a"), Face(label: "b")], seed: seed)
            var events: [Event] = []
            game.begin(rules: &rules, events: &events)
            #expect(Self.messages(events).isEmpty)
            #expect(rules.status(in: game) == "count 1", "game \(seed) started from fresh state")
        }
    }

    @Test func aLongMessageIsCut() throws {
        let (_, _, events) = try Self.begin("long_message.lua")
        let said = events.compactMap { if case let .said(text) = $0 { text } else { nil } }
        #expect(said.count == 1)
        #expect(said.allSatisfy { $0.count <= Game.maximumScriptText })
    }

    @Test func anActionMayNotTakeAGameKey() throws {
        #expect(throws: ScriptError.self) {
            _ = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                         variantPath: Self.variant("action_clash.lua"), limits: Corpus.limits)
        }
        let diagnostics = ScriptChecker.check(path: Self.variant("action_clash.lua"), limits: Corpus.limits)
        #expect(diagnostics.contains { $0.message.contains("key \"q\" is taken") }, "\(diagnostics)")
    }

    @Test func theGameObjectIsReadOnly() throws {
        let (_, _, events) = try Self.begin("game_write.lua")
        #expect(Self.messages(events).contains { $0.contains("game_write.lua:3") && $0.contains("game is read-only") },
                "\(Self.messages(events))")
    }

    /// `pairs` walks a read-only table (a library, `game.params`, a face's tags and data) without
    /// handing out the table behind it, through which one script could change them for all.
    @Test func pairsOnAReadOnlyTableGivesNoWayToChangeIt() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: Self.variant("pairs_behind.lua"), limits: Corpus.limits)
        let scripted = try factory.makeRules()
        var rules: any Rules = scripted
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        #expect(Self.messages(events).isEmpty, "\(Self.messages(events))")
        let state = scripted.savedState.texts["variant"]
        #expect(state == #"{seen={entries=true,floor=1,lives=3,tag="none",upper="ABC",value="none"}}"#, "\(state ?? "none")")
    }

    @Test func timersSettingEachOtherOffAreStopped() throws {
        var (game, rules, events) = try Self.begin("timer_storm.lua")
        try game.apply(.advance, at: 1, rules: &rules, events: &events)
        #expect(Self.messages(events).contains { $0.contains("timers fell due at once") }, "\(Self.messages(events))")
        #expect(game.scripted.timers.isEmpty)
        try game.apply(.turn(0), at: 2, rules: &rules, events: &events)
        #expect(game.cards[0].isFaceUp, "the game goes on")
    }

    @Test func anActionHasItsChargesAndIsRefusedWhileLocked() throws {
        var (game, rules, events) = try Self.begin("peek_action.lua")
        #expect(rules.playerActions.map(\.key) == ["r"])
        try game.apply(.use(0, card: 2, row: []), at: 1, rules: &rules, events: &events)
        #expect(game.isFaceVisible(2))
        #expect(throws: Rejection.lockedDuringReveal) { try game.apply(.use(0, card: 3, row: []), at: 1.5, rules: &rules, events: &events) }
        try game.apply(.use(0, card: 3, row: []), at: 2.5, rules: &rules, events: &events)
        #expect(!game.isFaceVisible(2) && game.isFaceVisible(3))
        #expect(game.scripted.chargesLeft(0, player: 0) == 0)
        #expect(throws: Rejection.noChargesLeft("Reveal")) { try game.apply(.use(0, card: 1, row: []), at: 4, rules: &rules, events: &events) }
        #expect(throws: Rejection.noSuchAction(1)) { try game.apply(.use(1, card: 1, row: []), at: 4, rules: &rules, events: &events) }
    }

    /// An action's `run` answers points or nothing, or false (and a message) to decline; any
    /// other answer is an error at its line, and a declined action's requests are refused but
    /// its marks (a two-step action marks the card its first use picked).
    @Test func anActionsAnswerIsCheckedAndADeclineAppliesNothing() throws {
        var (game, rules, events) = try Self.begin("action_answers.lua")
        let path = Self.variant("action_answers.lua")
        let expected = [
            "\(path):3: actions[1].run returned true; a hook must return a whole number of points (or nothing), or false to decline",
            "\(path):4: actions[2].run returned 1.5; a hook must return a whole number of points (or nothing), or false to decline",
            "\(path):5: actions[3].run declined (returned false) with a table as its message; give text, or nothing",
            "\(path):6: actions[4].run returned a second value, the string \"why\"; only an action that declines returns a message (return false, \"why\")",
        ]
        for (action, message) in expected.enumerated() {
            events.removeAll()
            try game.apply(.use(action, card: 0, row: [0]), at: Double(action + 1), rules: &rules, events: &events)
            #expect(Self.messages(events) == [message])
            #expect(game.scores[0] == 0, "no points from a bad answer")
        }
        events.removeAll()
        try game.apply(.use(4, card: 1, row: [1]), at: 5, rules: &rules, events: &events)
        #expect(Self.messages(events) == ["\(path):8: refused: the action declined (returned false), so nothing it asked for but marks and tallies is done"])
        #expect(events.last == .actionDeclined(4, player: 0, reason: ""))
        #expect(!game.isFaceVisible(1), "the reveal it asked for before declining is not done")
        #expect(game.mark(of: 1) == "1" && events.contains(.marked([1], text: "1")), "the mark it asked for is done")
        #expect(game.scripted.chargesLeft(4, player: 0) == 1, "its one charge is not spent")
        events.removeAll()
        try game.apply(.use(5, card: 1, row: [1]), at: 6, rules: &rules, events: &events)
        guard case let .actionDeclined(5, 0, reason)? = events.last else { Issue.record("\(events)"); return }
        #expect(reason.count <= Game.maximumScriptText / 2, "12 KB of reason cut to a status line's")
    }

    /// `status`, `match` and an action's `bot` only read the game: a request made in one is an
    /// error at its line, not dropped in silence, and changes nothing.
    @Test func aReadOnlyCallsRequestIsAnErrorAtItsLine() throws {
        var (game, rules, events) = try Self.begin("read_only_requests.lua")
        let path = Self.variant("read_only_requests.lua")
        let status = rules.status(in: game) ?? ""
        #expect(status.contains("\(path):2:") && status.contains("status only reads the game: ask for game:swap from an event hook"),
                "\(status)")
        let matching = Self.messages(events).filter { $0.contains("match only reads the game: ask for game:say") }
        #expect(!matching.isEmpty && matching.allSatisfy { $0.contains("\(path):3:") }, "\(Self.messages(events))")
        #expect(!events.contains { if case .said = $0 { true } else { false } })
        let bot = #expect(throws: RuleFailure.self, "a bot hook that fails uses no action, and says why") {
            try rules.botAction(at: &game, skill: 1)
        }
        #expect(bot?.message == "\(path):5: actions[1].bot: an action's bot only reads the game: ask for game:award from an event hook, an action's run or a timer",
                "\(String(describing: bot))")
        #expect(game.scores == [0])
        let pair = game.cards.indices.filter { game.cards[$0].key == game.cards[0].key }
        try game.apply(.turn(pair[0]), at: 1, rules: &rules, events: &events)
        try game.apply(.turn(pair[1]), at: 2, rules: &rules, events: &events)
        #expect(game.cards[pair[0]].state == .matched, "the match hook still answers")
    }

    /// `bot_keys` answers a list of keys, asked as the game begins and after every scripted
    /// moment; keys the deck does not have are left out, and a wrong answer or a request is an
    /// error at its line that leaves the players free to go for any key.
    @Test(arguments: [(1.0, nil), (2, "bot_keys must return a list of keys (strings), or nil for any, not 5"),
                      (3, "item 2 is 2, not a string"), (4, "bot_keys only reads the game: ask for game:say")])
    func botKeysAnswersAListOfKeys(answer: Double, failure: String?) throws {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: Self.variant("bot_keys_answers.lua"),
                                               limits: Corpus.limits).setting(["answer": .number(answer)])
        var rules: any Rules = try factory.makeRules()
        #expect(rules.reactions.contains(.botKeys))
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        if let failure {
            let path = Self.variant("bot_keys_answers.lua")
            #expect(Self.messages(events).contains { $0.contains(path + ":") && $0.contains(failure) }, "\(Self.messages(events)) \(path)")
            #expect(game.scripted.botKeys == nil)
        } else {
            #expect(Self.messages(events).isEmpty)
            #expect(game.scripted.botKeys == [game.keys.firstIndex(of: "f2")!])
        }
        #expect(!events.contains { if case .said = $0 { true } else { false } })
    }

    /// `bot_cards` and `bot_avoid` answer a list of card places; a wrong answer (a place off the
    /// board too) is an error at its line that leaves the players free (to start anywhere, to
    /// turn any card).
    @Test(arguments: ["bot_cards", "bot_avoid"],
          [(1.0, nil), (2, " must return a list of cards (their places, from 1), or nil for NIL, not the string \"corner\""),
           (3, "item 2 is 0, not a card's place"), (4, "item 2 is 1.5, not a card's place"),
           (5, " named card 99; cards are numbered 1 to 8")])
    func botPlacesAnswerAListOfPlaces(hook: String, answer: (Double, String?)) throws {
        let path = Self.variant("bot_places_answers.lua")
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path,
                                               limits: Corpus.limits).setting(["answer": .number(answer.0)])
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        let places = hook == "bot_cards" ? game.scripted.botCards : game.scripted.botAvoid
        if var failure = answer.1 {
            // What nil stands for: no place to keep off, or a start anywhere.
            if failure.hasPrefix(" ") { failure = hook + failure.replacingOccurrences(of: "NIL", with: hook == "bot_avoid" ? "none" : "any") }
            #expect(Self.messages(events).contains { $0.contains(path + ":") && $0.contains(failure) }, "\(Self.messages(events)) \(path)")
            #expect(places == nil)
        } else {
            #expect(Self.messages(events).isEmpty)
            #expect(places == [2, 0])
        }
    }

    /// `e.points` is what the hooks called before for the same event gave: the rules' points, for
    /// the variant's hook, which can double them by returning them again.
    @Test func aVariantReadsThePointsTheRulesGave() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Self.variant("points_rules.lua"), variantPath: Self.variant("points_before.lua"),
                                               limits: Corpus.limits)
        var rules: any Rules = try factory.makeRules()
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        let pair = game.cards.indices.filter { game.cards[$0].key == game.cards[0].key }
        let other = try #require(game.cards.indices.first { game.cards[$0].key != game.cards[0].key })
        for (t, card) in [pair[0], other].enumerated() { try game.apply(.turn(card), at: Double(t + 1), rules: &rules, events: &events) }
        try game.apply(.advance, at: 5, rules: &rules, events: &events)
        for (t, card) in pair.enumerated() { try game.apply(.turn(card), at: Double(t + 6), rules: &rules, events: &events) }
        let said = events.compactMap { if case let .said(text) = $0 { text } else { nil } }
        #expect(said == ["before -1", "before 3"])
        #expect(game.scores == [-1 + 6], "the match scored the rules' 3 twice")
        #expect(Self.messages(events).isEmpty, "\(Self.messages(events))")
    }

    /// A computer player completes an action used in two steps at the same turn's start: asked
    /// again after the first use declines (at most three times), it makes the second.
    @Test func aBotCompletesAnActionInTwoSteps() throws {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: Self.variant("two_step_action.lua"), limits: Corpus.limits)
        let plan = SimulationPlan(config: GameConfig(size: .groups(8)), games: 20, strategy: .perfect, seed: 4, jobs: 1)
        let report = try Simulator.run(plan, decks: .fixed(try Deck(faces: (0..<8).map { Face(label: "f\($0)") })),
                                       makeRules: { try! factory.makeRules() })
        #expect(report.rulesFailures == 0, "\(report.rulesFailureSamples)")
        #expect(report.score.mean == 8 + 2 * 5, "8 pairs, and both charges used in two steps")
    }

    @Test func checkReportsAGameThatCannotEnd() {
        let diagnostics = ScriptChecker.check(path: Self.variant("never_ends.lua"), limits: Corpus.limits)
        #expect(diagnostics.contains { $0.message.contains("steps: can every game end?") && $0.path.hasSuffix("never_ends.lua") },
                "\(diagnostics)")
    }

    /// A branch that runs only on a grid board (rows and columns) is played by `check` too.
    @Test func checkPlaysAGridBoard() {
        let found = ScriptChecker.check(path: Self.variant("grid_only_failure.lua"), limits: Corpus.limits)
        #expect(found.contains { $0.line == 2 && $0.message.contains("on_mismatch returned 1.5") }, "\(found)")
    }

    /// `check` plays a variant after rules that score (+1 a match), as play does: a hook that
    /// scales `e.points` by a fraction fails at its line, rather than passing on 0 × 1.5.
    @Test func checkPlaysVariantsAfterRulesThatScore() {
        let found = ScriptChecker.check(path: Self.variant("scaled_points.lua"), limits: Corpus.limits)
        #expect(found.contains { $0.line == 2 && $0.message.contains("on_match returned 1.5") }, "\(found)")
    }

    /// `check` uses an action that has no `bot` hook now and then, on a card drawn at random,
    /// so that its `run` is played: a `run` that fails is an error at its line.
    @Test func checkUsesActionsWithoutABotHook() {
        let found = ScriptChecker.check(path: Self.variant("action_without_bot.lua"), limits: Corpus.limits)
        #expect(found.contains { $0.line == 2 && $0.message.contains("actions[1].run returned 1.5") }, "\(found)")
    }

    /// `check` asks the `status` hook during its games, as the status line would: a status
    /// that fails once play is under way is an error at its line.
    @Test func checkAsksTheStatusHookDuringPlay() {
        let found = ScriptChecker.check(path: Self.variant("status_fails_later.lua"), limits: Corpus.limits)
        #expect(found.contains { $0.line == 4 && $0.severity == .error && $0.message.contains("status: attempt to index a nil value") },
                "\(found)")
    }

    @Test func checkPlaysHooksWithTheDeckItIsGiven() throws {
        // The joker's match hook reads tags: with plain faces it never meets a wild card.
        let party = try DeckScript(path: Corpus.shippedDecks + "/party.lua")
        let joker = Corpus.shippedDecks + "/variants/joker.lua"
        #expect(ScriptChecker.check(path: joker, deck: party).filter { $0.severity == .error }.isEmpty)
        let fussy = Corpus.path("api2/fussy_about_tags.lua")
        #expect(ScriptChecker.check(path: fussy).isEmpty, "plain faces carry no tags: the failing branch never runs")
        let found = ScriptChecker.check(path: fussy, deck: party)
        #expect(found.contains { $0.message.contains("a wild card") && $0.line == 4 }, "\(found)")
    }
}
