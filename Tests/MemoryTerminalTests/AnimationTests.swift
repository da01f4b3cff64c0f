import MemoryEngine
import Testing
@testable import MemoryTerminal

@Suite struct AnimationTests {
    @Test func aFlipNarrowsToTheEdgeAndWidensShowingTheOtherSide() {
        var animations = Animations(enabled: true)
        animations.observe(.turned(card: 3, player: 0), at: 10, cardCount: 16)
        let start = animations.look(of: 3, at: 10 + Animations.flipDuration * 0.25)
        #expect(start.widthFactor < 1 && start.showsOldSide && start.flipToFace)
        let middle = animations.look(of: 3, at: 10 + Animations.flipDuration * 0.5)
        #expect(middle.widthFactor < 0.01)
        let end = animations.look(of: 3, at: 10 + Animations.flipDuration * 0.75)
        #expect(end.widthFactor > 0.4 && !end.showsOldSide)
        #expect(animations.look(of: 3, at: 10 + Animations.flipDuration) == CardMotion())
        #expect(animations.isMoving(at: 10.1))
        #expect(!animations.isMoving(at: 11))
    }

    @Test func theDealBringsCardsInOneAfterAnother() {
        var animations = Animations(enabled: true)
        animations.deal(cards: 16, at: 0)
        #expect(animations.look(of: 0, at: 0.01).drop > 0)
        #expect(animations.look(of: 15, at: 0.01).hidden)
        #expect(animations.look(of: 15, at: 5) == CardMotion())
    }

    @Test func matchedCardsFadeAfterTheirFlip() {
        var animations = Animations(enabled: true)
        animations.observe(.matched(CardGroup([1, 2]), player: 0, points: 1), at: 0, cardCount: 4)
        let fading = animations.look(of: 1, at: Animations.flipDuration + Animations.fadeDuration / 2).fade
        #expect(fading != nil && fading! > 0.4 && fading! < 0.6)
        #expect(animations.look(of: 1, at: 5).fade == nil)
    }

    /// Cards dealt from the stock onto a pair just found: the places stand empty while the pair's
    /// last card would turn, then the new cards fall in; no flip or fade of the found cards is
    /// left on them, which would show the new cards' faces.
    @Test func cardsDealtFromTheStockFallIntoTheirPlaces() {
        var animations = Animations(enabled: true)
        animations.observe(.turned(card: 2, player: 0), at: 0, cardCount: 4)
        animations.observe(.matched(CardGroup([1, 2]), player: 0, points: 1), at: 0, cardCount: 4)
        animations.observe(.dealt([1, 2]), at: 0, cardCount: 4)
        #expect(animations.look(of: 2, at: Animations.flipDuration / 2).hidden)
        let falling = animations.look(of: 2, at: Animations.flipDuration + Animations.dealDuration / 2)
        #expect(falling.drop > 0.4 && falling.drop < 0.6)
        #expect(falling.fade == nil && falling.widthFactor == 1)
        #expect(animations.isMoving(at: Animations.flipDuration + Animations.dealDuration / 2))
        #expect(animations.look(of: 1, at: 5) == CardMotion())
        #expect(!animations.isMoving(at: 5))
    }

    @Test func disabledAnimationsRecordNothing() {
        var animations = Animations(enabled: false)
        animations.deal(cards: 4, at: 0)
        animations.observe(.turned(card: 0, player: 0), at: 0, cardCount: 4)
        #expect(animations.look(of: 0, at: 0.05) == CardMotion())
        #expect(!animations.isMoving(at: 0.05))
    }

    @Test func animationsChangeTheViewButNeverTheGame() {
        var animated = GameSession(Fixture.playable(animations: true), now: 0)
        var still = GameSession(Fixture.playable(animations: false), now: 0)
        for t in [1.0, 1.01, 2.5, 2.51] {
            animated.tick(at: t); still.tick(at: t)
            animated.setCursor(Int(t * 10) % 16); still.setCursor(Int(t * 10) % 16)
            animated.turnCursorCard(at: t); still.turnCursorCard(at: t)
        }
        #expect(animated.game == still.game)
        #expect(animated.playable.log == still.playable.log)
        #expect(animated.nextWake(after: 2.52)! <= 2.52 + Animations.frameInterval)
        #expect(Fixture.render(animated, now: 2.55) != Fixture.render(still, now: 2.55))
        #expect(Fixture.render(animated, now: 9) == Fixture.render(still, now: 9))
    }

    @Test func theGameOverScreenCelebratesThenSettles() throws {
        let host = FakeHost()
        let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 2, columns: 3), seed: 5, animations: true)
        let model = AppModel(host: host, start: .play(setup), size: TerminalSize(columns: 80, rows: 24), colorMode: .none, now: 0)
        guard case let .game(session, _) = model.screen else { throw Failure("no game") }
        var t = 1.0
        for (a, b) in Fixture.pairs(in: session.game) {
            for card in [a, b] {
                guard case let .game(s, _) = model.screen else { throw Failure("game ended early") }
                var layoutCursor = s.cursor
                while layoutCursor != card {
                    _ = model.handle(.key(layoutCursor < card ? .right : .left), now: t)
                    guard case let .game(s2, _) = model.screen else { break }
                    if s2.cursor == layoutCursor { _ = model.handle(.key(layoutCursor < card ? .down : .up), now: t) }
                    guard case let .game(s3, _) = model.screen else { break }
                    layoutCursor = s3.cursor
                }
                t += 1
                _ = model.handle(.key(.enter), now: t)
            }
        }
        guard case .over = model.screen else { throw Failure("not over") }
        #expect(model.nextWake(after: t + 0.1) != nil)
        #expect(model.render(now: t + 0.3) != model.render(now: t + 0.6))
        #expect(model.nextWake(after: t + GameOverScene.celebration + 1) == nil)
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

@Suite struct SwapAnimationTests {
    @Test func swappedCardsSlideToTheirPlacesAfterTurningBack() {
        var animations = Animations(enabled: true)
        animations.observe(.concealed(CardGroup([1, 2])), at: 10, cardCount: 16)
        animations.observe(.swapped(1, 5), at: 10, cardCount: 16)
        let turning = animations.look(of: 1, at: 10 + Animations.flipDuration / 2)
        #expect(turning.movedFrom == 5 && turning.moveProgress == 0, "still at its old place while it turns back")
        let halfway = 10 + Animations.flipDuration + Animations.moveDuration / 2
        let one = animations.look(of: 1, at: halfway), five = animations.look(of: 5, at: halfway)
        #expect(one.movedFrom == 5 && five.movedFrom == 1)
        #expect(one.moveProgress > 0.3 && one.moveProgress < 0.7)
        #expect(animations.isMoving(at: halfway))
        let done = 10 + Animations.flipDuration + Animations.moveDuration + 0.001
        #expect(animations.look(of: 1, at: done).movedFrom == nil)
        #expect(!animations.isMoving(at: done + 0.01))
    }

    /// An arrangement comes as swaps told together: each card slides from where it was before
    /// the first of them (a cycle 1 → 2 → 3 → 1 is the swaps 1–2 and 1–3).
    @Test func swapsToldTogetherSlideEachCardFromItsFirstPlace() {
        var animations = Animations(enabled: true)
        animations.observe(.turned(card: 3, player: 0), at: 10, cardCount: 16)   // its slide waits for its flip
        animations.observe(.swapped(1, 2), at: 10, cardCount: 16)
        animations.observe(.swapped(1, 3), at: 10, cardCount: 16)
        let halfway = 10 + Animations.flipDuration + 0.05   // all three on their way
        #expect([1, 2, 3].map { animations.look(of: $0, at: halfway).movedFrom } == [3, 1, 2])
        animations.observe(.swapped(4, 5), at: 10, cardCount: 16)
        animations.observe(.swapped(4, 5), at: 10, cardCount: 16)
        #expect(animations.look(of: 4, at: halfway).movedFrom == nil, "swapped back: it stays")
    }

}

/// Swaps cards 12 and 15 (the ends of a 4×4 board's last row) after every mismatch.
struct SwappingRules: Rules {
    func scoreMatch(_ turn: TurnContext) -> Int { 1 }
    func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
    func boardChanges(afterMismatch turn: TurnContext, at game: UnsafePointer<Game>) -> [BoardChange] { [.swap(12, 15)] }
}

extension SwapAnimationTests {
    @Test func aSwapIsSeenAsTwoCardsCrossingTheRow() throws {
        var s = GameSession(Fixture.playable(rules: SwappingRules(), animations: true), now: 0)
        let b = try #require(s.game.cards.indices.first { $0 < 12 && s.game.cards[$0].key != s.game.cards[0].key })
        s.setCursor(0)
        s.turnCursorCard(at: 2)
        s.setCursor(b)
        s.turnCursorCard(at: 2.2)
        let size = TerminalSize(columns: 100, rows: 30)
        guard case let .fits(layout) = GameScene.layout(for: s.playable, size: size) else { throw Failure("no layout") }
        let row = layout.frame(ofCard: 12).y
        let places = Set((12...15).map { layout.frame(ofCard: $0).x })
        // Some frame while the cards move shows a card's corner between the places of the row.
        // The swap comes with the mismatch, while its faces show: 50 ms frames from then on.
        let between = (0...20).map { 2.2 + Double($0) * 0.05 }.contains { t in
            let canvas = Fixture.render(s, size: size, now: t)
            return (0..<size.columns).contains { x in canvas[x, row].text == "╭" && !places.contains(x) }
        }
        #expect(between, "no frame shows the swapped cards on their way")
        let moving = 2.2 + Animations.moveDuration / 2
        #expect(try #require(s.nextWake(after: moving)) <= moving + Animations.frameInterval, "frames come while they move")
    }
}
