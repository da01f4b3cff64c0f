import Testing
@testable import MemoryEngine

/// Marks (API 2): a short text a script shows on cards, which moves with its card and comes off
/// when the script takes it off; what the engine refuses.
@Suite struct CardMarkTests {
    /// The marks of the cards, by board position (nil: none).
    static func marks(_ game: Game) -> [String?] { game.cards.indices.map { game.mark(of: $0) } }

    @Test func aMarkShowsUntilTakenOffAndMovesWithItsCard() throws {
        var table = try FrostTable(rules: RequestingRules(boardSwap: (2, 5)) { event, game in
            switch event {
            case .start: [.mark([2, 3], text: "★"), .mark([3], text: "7"), .swap(3, 6)]
            case .turned where game.moves == 1: [.mark([2], text: nil)]
            default: []
            }
        })
        #expect(table.events.contains(.marked([2, 3], text: "★")) && table.events.contains(.marked([3], text: "7")))
        var expected = [String?](repeating: nil, count: 8)
        expected[2] = "★"
        expected[6] = "7"
        #expect(Self.marks(table.game) == expected, "the swap took card 3's mark to place 6")
        let (a, b) = table.strangers(avoiding: [2, 5])
        try table.mismatch(a, b)
        // The API-1 board swap after the mismatch moved card 2 (and its mark) to place 5.
        expected.swapAt(2, 5)
        #expect(Self.marks(table.game) == expected)
        try table.turn(table.strangers(avoiding: [5]).0)
        #expect(table.game.mark(of: 5) == "★", "a mark asked off card 2 finds no mark there")
        #expect(table.events.contains(.marked([2], text: nil)))
    }

    @Test(arguments: [
        (Request.Kind.mark([], text: "x"), "mark: no cards given"),
        (.mark([1, 1], text: "x"), "mark: a card is named twice"),
        (.mark([99], text: "x"), "mark: no card 100 (cards are 1 to 8)"),
        (.mark([1], text: ""), "mark: a mark is 1 to 8 characters, without control characters"),
        (.mark([1], text: "123456789"), "mark: a mark is 1 to 8 characters, without control characters"),
        (.mark([1], text: "a\u{1B}[2J"), "mark: a mark is 1 to 8 characters, without control characters"),
        (.mark([0], text: "x"), "mark: card 1 is not on the board; a card taken off the board cannot be marked"),
    ])
    func aBadMarkIsRefusedAtTheScriptsLine(kind: Request.Kind, refusal: String) throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in event == .start ? [.remove([0]), kind] : [] })
        #expect(table.refusals == ["frost.lua:11: \(refusal)"], "\(table.refusals)")
        #expect(Self.marks(table.game).allSatisfy { $0 == nil })
    }

    /// A card taken off the board cannot be marked, but its mark may be taken off (a stacked
    /// variant unmarking a pair another has removed): that is not refused.
    @Test func aRemovedCardsMarkMayBeTakenOff() throws {
        let table = try FrostTable(rules: RequestingRules { event, _ in
            event == .start ? [.mark([0], text: "x"), .remove([0]), .mark([0], text: nil)] : []
        })
        #expect(table.refusals.isEmpty, "\(table.refusals)")
        #expect(table.game.mark(of: 0) == nil)
        #expect(table.events.contains(.marked([0], text: nil)))
    }

    /// What a mark may be, on either side of the printable-ASCII check and the full one: 1 to 8
    /// characters, none of them a control character (DEL and C1 included).
    @Test(arguments: [("7", true), ("12345678", true), ("★★★★★★★★", true), ("é1", true), ("123456789", false),
                      ("★★★★★★★★★", false), ("", false), ("a\u{7F}", false), ("a\u{9B}", false), ("\t", false)])
    func aMarkIsOneToEightCharactersWithoutControls(text: String, allowed: Bool) {
        #expect((Game.markProblem(text) == nil) == allowed, "\(text.unicodeScalars.map(\.value))")
    }

    /// A card named twice is found in a short request's list and in a long one's.
    @Test func aCardNamedTwiceIsFoundInShortAndLongLists() {
        #expect(!Game.namesACardTwice([]) && !Game.namesACardTwice([3]) && !Game.namesACardTwice([3, 1, 2]))
        #expect(Game.namesACardTwice([3, 1, 3]) && Game.namesACardTwice([1, 1]))
        #expect(!Game.namesACardTwice(Array(0..<40)))
        #expect(Game.namesACardTwice(Array(0..<40) + [39]) && Game.namesACardTwice([7] + Array(0..<40)))
    }

    /// A matched card keeps its mark (found cards may show what they were), and a replay of the
    /// same actions reaches the same marks.
    @Test func marksReplay() throws {
        let rules = RequestingRules { event, game in
            let found = game.cards.indices.filter { game.cards[$0].state == .matched && game.mark(of: $0) == nil }
            return event == .turnEnded && !found.isEmpty ? [.mark(found, text: "✓")] : []
        }
        var table = try FrostTable(rules: rules)
        let (a, b) = try #require(table.pair())
        try table.turn(a)
        try table.turn(b)
        #expect(table.game.mark(of: a) == "✓" && table.game.mark(of: b) == "✓")
        let replay = try FrostTable.replaying([a, b], rules: rules)
        #expect(replay.game == table.game)
    }
}
