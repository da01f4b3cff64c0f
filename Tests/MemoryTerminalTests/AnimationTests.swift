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

    /// A swap is shown: both cards drop into their new places, the others stay at rest.
    @Test func swappedCardsDropIntoTheirNewPlaces() {
        var animations = Animations(enabled: true)
        animations.observe(.swapped(2, 7), at: 10, cardCount: 8)
        #expect(animations.look(of: 2, at: 10.1).drop > 0.5)
        #expect(animations.look(of: 7, at: 10.1).drop > 0.5)
        #expect(animations.look(of: 3, at: 10.1) == CardMotion())
        #expect(animations.isMoving(at: 10.1))
        #expect(animations.look(of: 7, at: 10 + Animations.swapDuration) == CardMotion())
        #expect(!animations.isMoving(at: 10 + Animations.swapDuration))
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
