import Testing
@testable import MemoryEngine

/// A card's history as the rules read it, through play. ``Card`` keeps the start of its current
/// showing and the time of its match in one field (a matched card is never face up again): these
/// tests pin that each reading of that field means what it says in every state.
@Suite struct CardHistoryTests {
    func newGame(_ config: GameConfig = GameConfig(size: .groups(4)), seed: UInt64 = 5) throws -> Game {
        try Game(config: config, faces: letters(4), seed: seed)
    }

    /// A card turned, mismatched and turned back is not matched, whatever its showing's start
    /// left in the shared field; its face-up time is the showing's length and stops when it is
    /// concealed, however it is concealed (at a reveal's end, at once, or by the next card).
    @Test(arguments: [(RevealPolicy.seconds(1.5), 2.5), (.seconds(0), 1), (.untilNextFlip, 9)])
    func aConcealedCardKeepsItsFaceUpTimeAndIsNotMatched(reveal: RevealPolicy, faceUp: Double) throws {
        var game = try newGame(GameConfig(size: .groups(4), reveal: reveal))
        var rules: any Rules = PointRules.classic
        let card = 0, other = game.stranger(to: 0)
        try game.apply(.turn(card), at: 1, rules: &rules)
        #expect(game.cards[card].isFaceUp && game.cards[card].matchedAt == nil && !game.cards[card].isMatched)
        #expect(game.cards[card].timesTurned == 1 && !game.cards[card].seenBefore && game.cards[card].timesSeenBefore == 0)
        #expect(game.cards[card].faceUpSeconds(at: 1.75) == 0.75, "it grows while the card is face up")
        try game.apply(.turn(other), at: 2, rules: &rules)
        // Concealed by the reveal's end (passed at 10), at once, or by the next card at 10.
        if reveal == .untilNextFlip {
            #expect(game.cards[card].faceUpSeconds(at: 6) == 5, "still on show until the next card")
            let next = game.cards.indices.first { game.cards[$0].state == .faceDown }!
            try game.apply(.turn(next), at: 10, rules: &rules)
        } else {
            try game.apply(.advance, at: 10, rules: &rules)
        }
        let concealed = game.cards[card]
        #expect(concealed.state == .faceDown && concealed.matchedAt == nil && !concealed.isMatched)
        #expect(concealed.faceUpSeconds(at: 10) == faceUp)
        #expect(concealed.faceUpSeconds(at: 1000) == faceUp, "no time counts while it is face down")
        #expect(concealed.timesTurned == 1 && concealed.seenBefore && concealed.timesSeenBefore == 1)
    }

    /// Turned again, the field holds the new showing's start, which is not a match; once matched
    /// it holds the match's time, and the face-up time stops growing.
    @Test func aMatchedCardRecordsWhenAndStopsItsClock() throws {
        var game = try newGame()
        var rules: any Rules = PointRules.classic
        let card = 0, other = game.stranger(to: 0), partner = game.partners(of: 0)[0]
        try game.apply(.turn(card), at: 1, rules: &rules)
        try game.apply(.turn(other), at: 3, rules: &rules)
        try game.apply(.advance, at: 5, rules: &rules)
        #expect(game.cards[card].faceUpSeconds(at: 5) == 3, "face up from 1 to the reveal's end at 4")
        try game.apply(.turn(card), at: 10, rules: &rules)
        #expect(game.cards[card].matchedAt == nil, "face up again, not matched")
        #expect(game.cards[card].timesTurned == 2 && game.cards[card].seenBefore && game.cards[card].timesSeenBefore == 1)
        #expect(game.cards[card].faceUpSeconds(at: 11) == 4)
        try game.apply(.turn(partner), at: 12, rules: &rules)
        let matched = game.cards[card]
        #expect(matched.isMatched && !matched.isFaceUp && matched.matchedAt == 12)
        #expect(matched.faceUpSeconds(at: 12) == 5 && matched.faceUpSeconds(at: 500) == 5, "3 s, then 10 → 12")
        #expect(matched.timesTurned == 2)
        let partnerCard = game.cards[partner]
        #expect(partnerCard.isMatched && partnerCard.matchedAt == 12 && partnerCard.timesTurned == 1)
        #expect(partnerCard.faceUpSeconds(at: 500) == 0, "turned and matched at the same moment")
        #expect(game.cards[other].matchedAt == nil, "the card of the mismatch is still in play")
    }

    /// Saved games and the invariant checks compare games: two games whose only difference is
    /// when a card was turned (face up now, or matched) are different games, and the same history
    /// gives equal games.
    @Test func gamesDifferingOnlyInWhenACardWasTurnedAreUnequal() throws {
        var rules: any Rules = PointRules.classic
        // Face up since 1 or since 2, both games told the time 2.
        var early = try newGame(), late = try newGame(), same = try newGame()
        try early.apply(.turn(0), at: 1, rules: &rules)
        try early.apply(.advance, at: 2, rules: &rules)
        try same.apply(.turn(0), at: 1, rules: &rules)
        try same.apply(.advance, at: 2, rules: &rules)
        try late.apply(.turn(0), at: 2, rules: &rules)
        #expect(early.cards[0].faceUpSince == 1 && late.cards[0].faceUpSince == 2)
        #expect(early == same && early.hashValue == same.hashValue)
        #expect(early != late && early.cards[0] != late.cards[0])
        #expect(Set([early, late, same]).count == 2)

        // Matched at 2 or at 4 after the same second face up, both games told the time 4.
        let partner = early.partners(of: 0)[0]
        var first = try newGame(), second = try newGame()
        try first.apply(.turn(0), at: 1, rules: &rules)
        try first.apply(.turn(partner), at: 2, rules: &rules)
        try first.apply(.advance, at: 4, rules: &rules)
        try second.apply(.turn(0), at: 3, rules: &rules)
        try second.apply(.turn(partner), at: 4, rules: &rules)
        #expect(first.cards[0].faceUpAccumulated == second.cards[0].faceUpAccumulated)
        #expect(first.cards[0].matchedAt == 2 && second.cards[0].matchedAt == 4)
        #expect(first != second && first.cards[0] != second.cards[0])
        #expect(first.scores == second.scores && first.moves == second.moves && first.time == second.time)
    }
}
