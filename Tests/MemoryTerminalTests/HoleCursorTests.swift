import MemoryEngine
import Testing
@testable import MemoryTerminal

/// The cursor goes past holes (places a script emptied) with the keyboard, and a click on a hole
/// does nothing, unless an action that takes a card could be meant for an empty place.
@Suite struct HoleCursorTests {
    let size = TerminalSize(columns: 100, rows: 30)

    /// Rules that empty `places` as the game begins (an atoll's shape), with `actions`.
    struct HolesRules: Rules {
        var places: [Int]
        var actions: [PlayerAction] = []
        func scoreMatch(_ turn: TurnContext) -> Int { 1 }
        func scoreMismatch(_ turn: TurnContext) -> Int { 0 }
        var playerActions: [PlayerAction] { actions }
        var reactions: Reactions { [.start] }
        func react(to event: ScriptEvent, _ turn: TurnContext, stage: ReactionStage, at game: UnsafePointer<Game>) -> Reaction {
            guard event == .start else { return Reaction() }
            return Reaction(requests: [Request(.remove(places), path: "atoll.lua", line: 1)])
        }
    }

    /// A 4×4 game (4 rows of 4 on a wide terminal) whose holes are `holes`, played from the keyboard.
    func model(holes: [Int], actions: [PlayerAction] = []) -> AppModel {
        let host = FakeHost()
        host.rules = HolesRules(places: holes, actions: actions)
        let setup = GameSetup(deck: "fruit", rules: "classic", size: .grid(rows: 4, columns: 4), seed: 3, animations: false)
        return AppModel(host: host, start: .play(setup), size: size, colorMode: .none, now: 0)
    }

    /// Where the cursor is after each key of `keys`.
    func cursors(_ model: AppModel, _ keys: [Key]) -> [Int?] {
        keys.map { k in
            _ = key(model, k)
            return session(model)?.cursor
        }
    }

    /// A lagoon (places 5, 6, 9, 10 of a 4×4): across it the cursor jumps to the place beyond;
    /// down beside it, to the nearest card of the next row; at the edge it stays.
    @Test func theKeyboardSkipsALagoon() throws {
        let app = model(holes: [5, 6, 9, 10])
        #expect(session(app)?.game.cards[5].state == .removed)
        #expect(session(app)?.cursor == 0)
        // Down from 1: 5 is a hole, so the nearest card of row 1, 4 (7 is farther); up from 4: 0.
        #expect(cursors(app, [.right, .down, .up, .down, .left, .up, .up, .right, .left]) == [1, 4, 0, 4, 4, 0, 0, 1, 0])
        // Right from 4: 5 and 6 are holes, so 7; down from 8: 11 past 9 and 10; at the edge it stays.
        #expect(cursors(app, [.char("l"), .char("j"), .char("s"), .char("d"), .char("d")]) == [1, 4, 8, 11, 11])
        #expect(cursors(app, [.up, .right, .left, .left]) == [7, 7, 4, 4])
    }

    /// A shape whose cards stand in different columns row by row (1; 4, 6, 7; 9): each of them
    /// can be reached from the keyboard (a move down that kept to its column jumped row 1).
    @Test func everyCardOfAShapeIsReachable() {
        let app = model(holes: [0, 2, 3, 5, 8, 10, 11, 12, 13, 14, 15])
        #expect(session(app)?.cursor == 1)
        #expect(cursors(app, [.down, .right, .right, .down, .up, .up]) == [4, 6, 7, 9, 4, 1])
    }

    /// A column that is all holes below the cursor: down goes to the nearest place holding a
    /// card in the next row that has one (the left one of two as near).
    @Test func aColumnOfHolesSendsTheCursorToTheNearestCardBeyond() {
        let app = model(holes: [5, 9, 13, 4, 8, 12, 6, 10])
        #expect(session(app)?.game.isOver == false)
        // Row 1 is 4 5 6 7: only 7 holds a card. From 1 down: 7 (the only one in row 1).
        #expect(cursors(app, [.right, .down, .down, .down, .left, .left]) == [1, 7, 11, 15, 14, 14])
        // Up from 14 (row 3): row 2's only card is 11; left of it are holes; down again: 15.
        #expect(cursors(app, [.up, .left, .down]) == [11, 11, 15])
    }

    /// A click on a hole neither moves the cursor nor turns anything nor says anything.
    @Test func aClickOnAHoleDoesNothing() throws {
        let app = model(holes: [5, 6, 9, 10])
        let layout = try #require({ if case let .fits(l) = app.layout(for: session(app)!.playable) { return l } else { return nil } }())
        let before = try #require(session(app))
        let frame = layout.frame(ofCard: 6)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, x: frame.x + 1, y: frame.y + 1)), now: 1)
        let after = try #require(session(app))
        #expect(after.cursor == 0)
        #expect(after.playable.log.count == before.playable.log.count)
        #expect(after.message == nil)
        let card = layout.frame(ofCard: 7)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, x: card.x + 1, y: card.y + 1)), now: 2)
        #expect(session(app)?.cursor == 7)
        #expect(session(app)?.game.cards[7].isFaceUp == true)
    }

    /// With an action that takes a card (it may be meant for an empty place: `game:swap` moves
    /// a card into one) holes stay reachable, from the keyboard and by a click; an action that
    /// takes none changes nothing.
    @Test func holesStayReachableWhenAnActionTakesACard() throws {
        let swap = PlayerAction(key: "x", name: "Swap", charges: nil, description: "swaps")
        let reachable = model(holes: [5, 6, 9, 10], actions: [swap])
        #expect(cursors(reachable, [.right, .down, .right]) == [1, 5, 6])
        let bank = PlayerAction(key: "x", name: "Bank", charges: nil, description: "banks", takesCard: false)
        let skipped = model(holes: [5, 6, 9, 10], actions: [bank])
        #expect(cursors(skipped, [.right, .down, .right]) == [1, 4, 7])
    }
}
