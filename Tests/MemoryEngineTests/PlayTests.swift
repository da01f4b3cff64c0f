import Testing
@testable import MemoryEngine

@Suite struct PlayTests {
    func newGame(_ config: GameConfig = GameConfig(size: .groups(4)), seed: UInt64 = 5) throws -> Game {
        try Game(config: config, faces: letters(8), seed: seed)
    }

    @Test func aMatchRemovesTheCardsAndScores() throws {
        var game = try newGame()
        var rules: any Rules = PointRules.penalty
        let first = 0, second = game.partners(of: 0)[0]
        #expect(game.cards[first].matchedAt == nil)
        // An unmatched card equals and hashes like itself.
        #expect(game.cards[first] == game.cards[first] && Set([game.cards[first]]).contains(game.cards[first]))
        let a = try game.apply(.turn(first), at: 1, rules: &rules)
        #expect(a == [.turned(card: first, player: 0)])
        let b = try game.apply(.turn(second), at: 2, rules: &rules)
        #expect(b == [.turned(card: second, player: 0), .matched(CardGroup([first, second]), player: 0, points: 10)])
        #expect(game.cards[first].isMatched && game.cards[second].isMatched)
        #expect(game.scores == [10])
        #expect(game.moves == 1 && game.groupsMatched == 1)
        #expect(game.cards[first].matchedAt == 2)
    }

    @Test func aMismatchIsShownThenTurnedBack() throws {
        var game = try newGame()
        var rules: any Rules = PointRules.penalty
        let first = 0, other = game.stranger(to: 0)
        try game.apply(.turn(first), at: 1, rules: &rules)
        let events = try game.apply(.turn(other), at: 2, rules: &rules)
        #expect(events.last == .mismatched(CardGroup([first, other]), player: 0, points: 0), "no penalty for a first look")
        #expect(game.phase == .revealing(CardGroup([first, other]), until: 3))
        #expect(game.nextDeadline == 3)
        let third = game.cards.indices.first { game.cards[$0].state == .faceDown }!
        #expect(throws: Rejection.lockedDuringReveal) { try game.apply(.turn(third), at: 2.5, rules: &rules) }
        let later = try game.apply(.advance, at: 3, rules: &rules)
        #expect(later == [.concealed(CardGroup([first, other]))])
        #expect(game.cards[first].state == .faceDown && game.phase == .playing)
        #expect(game.cards[first].faceUpAccumulated == 2, "face up from 1 to the end of the reveal at 3")
    }

    @Test func aMismatchOfSeenCardsIsPenalised() throws {
        var game = try newGame(GameConfig(size: .groups(4), reveal: .seconds(0)))
        var rules: any Rules = PointRules.penalty
        let first = 0, other = game.stranger(to: 0)
        try game.apply(.turn(first), at: 1, rules: &rules)
        let events = try game.apply(.turn(other), at: 2, rules: &rules)
        #expect(events.last == .concealed(CardGroup([first, other])), "reveal 0 turns back at once")
        try game.apply(.turn(first), at: 3, rules: &rules)
        let third = game.cards.indices.first { $0 != first && $0 != other && game.cards[$0].key != game.cards[first].key }!
        let again = try game.apply(.turn(third), at: 4, rules: &rules)
        #expect(again.contains(.mismatched(CardGroup([first, third]), player: 0, points: -5)))
        #expect(game.scores == [-5])
    }

    @Test func nextFlipKeepsTheMismatchUntilTheNextCard() throws {
        var game = try newGame(GameConfig(size: .groups(4), reveal: .untilNextFlip))
        var rules: any Rules = PointRules.classic
        let first = 0, other = game.stranger(to: 0)
        try game.apply(.turn(first), at: 1, rules: &rules)
        try game.apply(.turn(other), at: 2, rules: &rules)
        #expect(game.nextDeadline == nil && !game.isLocked)
        #expect(throws: Rejection.alreadyFaceUp(card: other)) { try game.apply(.turn(other), at: 50, rules: &rules) }
        let next = game.cards.indices.first { game.cards[$0].state == .faceDown }!
        let events = try game.apply(.turn(next), at: 60, rules: &rules)
        #expect(events == [.concealed(CardGroup([first, other])), .turned(card: next, player: 0)])
        #expect(game.cards[other].faceUpAccumulated == 58)
    }

    @Test func rejectionsAreTypedAndChangeNothing() throws {
        var game = try newGame()
        var rules: any Rules = PointRules.classic
        let partner = game.partners(of: 0)[0]
        try game.apply(.turn(0), at: 1, rules: &rules)
        let before = game
        #expect(throws: Rejection.alreadyFaceUp(card: 0)) { try game.apply(.turn(0), at: 1, rules: &rules) }
        #expect(throws: Rejection.outOfBounds(card: 99, count: 8)) { try game.apply(.turn(99), at: 1, rules: &rules) }
        #expect(throws: Rejection.outOfBounds(card: -1, count: 8)) { try game.apply(.turn(-1), at: 1, rules: &rules) }
        #expect(throws: Rejection.invalidTime(0.5)) { try game.apply(.turn(partner), at: 0.5, rules: &rules) }
        #expect(throws: Rejection.invalidTime(.infinity)) { try game.apply(.advance, at: .infinity, rules: &rules) }
        #expect(throws: Rejection.invalidTime(-1)) { try game.apply(.advance, at: -1, rules: &rules) }
        #expect(game == before)
        try game.apply(.turn(partner), at: 2, rules: &rules)
        #expect(throws: Rejection.alreadyMatched(card: 0)) { try game.apply(.turn(0), at: 3, rules: &rules) }
    }

    @Test func theGameEndsWhenEveryCardIsMatched() throws {
        var game = try newGame(GameConfig(size: .groups(2)))
        var rules: any Rules = PointRules.classic
        var t = 0.0
        var all: [Event] = []
        for key in game.keys.indices {
            for c in game.cards.indices where game.cards[c].key == key {
                t += 1
                all += try game.apply(.turn(c), at: t, rules: &rules)
            }
        }
        #expect(game.isOver && game.phase == .over(.allMatched))
        #expect(all.last == .gameOver(.allMatched))
        #expect(game.scores == [2])
        #expect(throws: Rejection.gameOver) { try game.apply(.turn(0), at: t + 1, rules: &rules) }
    }

    @Test func aMismatchPassesTheTurnAndAMatchKeepsIt() throws {
        var game = try newGame(GameConfig(size: .groups(4), reveal: .seconds(0), players: 2))
        var rules: any Rules = PointRules.classic
        try game.apply(.turn(0), at: 1, rules: &rules)
        let events = try game.apply(.turn(game.stranger(to: 0)), at: 2, rules: &rules)
        #expect(events.contains(.turnPassed(from: 0, to: 1)))
        #expect(game.currentPlayer == 1)
        try game.apply(.turn(0), at: 3, rules: &rules)
        let match = try game.apply(.turn(game.partners(of: 0)[0]), at: 4, rules: &rules)
        #expect(match.contains(.matched(CardGroup([0, game.partners(of: 0)[0]]), player: 1, points: 1)))
        #expect(game.currentPlayer == 1, "a match gives another turn")
        #expect(game.scores == [0, 1])
    }

    @Test func withoutExtraTurnsAMatchPassesTheTurnToo() throws {
        var game = try newGame(GameConfig(size: .groups(4), players: 3, extraTurnOnMatch: false))
        var rules: any Rules = PointRules.classic
        try game.apply(.turn(0), at: 1, rules: &rules)
        let events = try game.apply(.turn(game.partners(of: 0)[0]), at: 2, rules: &rules)
        #expect(events.last == .turnPassed(from: 0, to: 1))
    }

    @Test func theTimeLimitEndsTheGame() throws {
        var game = try newGame(GameConfig(size: .groups(4), timeLimit: 10, peek: 2))
        var rules: any Rules = PointRules.classic
        #expect(game.nextDeadline == 2)
        #expect(throws: Rejection.lockedDuringPeek) { try game.apply(.turn(0), at: 1, rules: &rules) }
        #expect(game.isFaceVisible(3) && game.visibleKey(3) != nil)
        #expect(try game.apply(.advance, at: 2, rules: &rules) == [.peekEnded])
        #expect(game.visibleKey(3) == nil)
        #expect(game.nextDeadline == 12)
        var events: [Event] = []
        #expect(throws: Rejection.gameOver) { try game.apply(.turn(0), at: 13, rules: &rules, events: &events) }
        #expect(events == [.gameOver(.timeUp)])
        #expect(game.phase == .over(.timeUp))
    }

    @Test func theRulesSeeHistoryAndTime() throws {
        var game = try newGame(GameConfig(size: .groups(4), reveal: .seconds(1)))
        var rules: any Rules = RecordingRules()
        let a = 0, b = game.stranger(to: 0), partner = game.partners(of: 0)[0]
        try game.apply(.turn(a), at: 1, rules: &rules)
        try game.apply(.turn(b), at: 3, rules: &rules)
        try game.apply(.turn(partner), at: 10, rules: &rules)
        try game.apply(.turn(a), at: 12, rules: &rules)
        let recorded = try #require(rules as? RecordingRules)
        let mismatch = try #require(recorded.mismatches.first)
        #expect(mismatch.cards(faces: game.faces).map(\.seen) == [false, false])
        let match = try #require(recorded.matches.first)
        #expect(match.cards(faces: game.faces).map(\.index) == [partner, a])
        #expect(match.cards(faces: game.faces).map(\.seen) == [false, true])
        #expect(match.cards(faces: game.faces).map(\.timesSeen) == [0, 1])
        #expect(match.cards(faces: game.faces).map(\.faceUpSeconds) == [2, 3 + 0], "partner up 10→12; a up 1→4 (end of reveal) = 3")
        #expect(match.move == 2 && match.elapsed == 12 && match.groupsLeft == 3 && match.streak == 1)
        #expect(game.scores == [1])
    }

    /// Points out of range are reported and not applied, `Int.min` among them (it has no
    /// magnitude an `Int` holds); the match itself stands.
    @Test(arguments: [Int.max, Int.min, Game.maximumPoints + 1])
    func impossibleAnswersFromTheRulesAreReportedNotApplied(points: Int) throws {
        var game = try newGame()
        var rules: any Rules = ScriptedRules(matchAnswer: .success(points))
        try game.apply(.turn(0), at: 1, rules: &rules)
        let events = try game.apply(.turn(game.partners(of: 0)[0]), at: 2, rules: &rules)
        #expect(events.contains { if case .rulesFailed(let f) = $0 { f.hook == "on_match" } else { false } })
        #expect(game.scores == [0])
        #expect(game.cards[0].isMatched, "the match itself stands")
    }

    @Test func aFailingRulesHookIsReportedNotApplied() throws {
        var game = try newGame()
        var rules: any Rules = ScriptedRules(matchAnswer: .failure(RuleFailure(.runtime, hook: "on_match", path: "rules.lua", line: 3, detail: "boom")))
        try game.apply(.turn(0), at: 1, rules: &rules)
        let failed = try game.apply(.turn(game.partners(of: 0)[0]), at: 2, rules: &rules)
        #expect(failed.contains(.rulesFailed(RuleFailure(.runtime, hook: "on_match", path: "rules.lua", line: 3, detail: "boom"))))
        #expect(game.scores == [0])
    }

    @Test func theEngineOnlyAllowsSwapsOfFaceDownCards() throws {
        var game = try newGame(GameConfig(size: .groups(4), reveal: .seconds(1)))
        let other = game.stranger(to: 0)
        let down = game.cards.indices.filter { $0 != 0 && $0 != other }
        var rules: any Rules = ScriptedRules(changes: [.swap(down[0], down[1]), .swap(0, down[2]), .swap(down[3], down[3]), .swap(down[3], 100)])
        let keyA = game.cards[down[0]].key, keyB = game.cards[down[1]].key
        try game.apply(.turn(0), at: 1, rules: &rules)
        let events = try game.apply(.turn(other), at: 2, rules: &rules)
        #expect(events.contains(.swapped(down[0], down[1])))
        #expect(game.cards[down[0]].key == keyB && game.cards[down[1]].key == keyA)
        let refused = events.filter { if case .rulesFailed = $0 { true } else { false } }
        #expect(refused.count == 3)
        #expect(game.cards[0].state == .faceUp, "a face-up card was not moved")
    }
}
