import MemoryEngine
import Testing
@testable import MemoryScripting

/// In a stack, each script's requests for an event are applied before the next script hears it:
/// a later variant sees the game as the earlier ones left it.
@Suite struct StagedStackTests {
    typealias Table = VariantStackTests.Table

    static func table(_ scripts: [String: String], _ variants: [String]) throws -> Table {
        let folder = VariantStackTests.write(scripts.merging(["plain.lua": VariantStackTests.plainRules]) { a, _ in a })
        return try Table(try VariantStackTests.factory(folder, variants))
    }

    static func script(_ id: String, _ body: String) -> String { VariantStackTests.script(id, body) }

    /// The first variant takes the pair off, moves a face-down card into the first card's place
    /// (the found card going to the other's) and marks a card; the second hears the same match.
    static let mover = script("mover", """
      on_match = function(e, game)
        local down = game:face_down()
        game:remove({ e.cards[1].index, e.cards[2].index })
        game:swap(e.cards[1].index, down[1])
        game:mark(down[2], "X")
      end,
    """)

    static let looker = script("looker", """
      on_match = function(e, game)
        local marks = 0
        for i = 1, game:count() do
          if game:card(i).mark == "X" then marks = marks + 1 end
        end
        game:say(e.cards[1].index .. " " .. game:card(e.cards[1].index).state .. " " .. marks)
      end,
    """)

    @Test func aLaterVariantSeesWhatAnEarlierOneAskedForInTheSameEvent() throws {
        var table = try Self.table(["mover.lua": Self.mover, "looker.lua": Self.looker], ["mover", "looker"])
        try table.match()
        let swaps = table.events.compactMap { if case let .swapped(a, b) = $0 { (a, b) } else { nil } }
        let (found, moved) = try #require(swaps.first)
        #expect(table.game.cards[moved].state == .removed && table.game.cards[found].state == .faceDown)
        // The found card is followed to where the swap took it; the mark is there to see.
        #expect(table.said == ["\(moved + 1) removed 1"], "\(table.said)")
        #expect(!table.events.contains { if case .rulesFailed = $0 { true } else { false } }, "\(table.events)")
    }

    @Test func anEarlierVariantHearsTheEventBeforeTheLaterOnesRequests() throws {
        var table = try Self.table(["mover.lua": Self.mover, "looker.lua": Self.looker], ["looker", "mover"])
        try table.match()
        let swaps = table.events.compactMap { if case let .swapped(a, b) = $0 { (a, b) } else { nil } }
        let (found, _) = try #require(swaps.first)
        #expect(table.said == ["\(found + 1) matched 0"], "\(table.said)")
    }

    /// Points: each script's are given before the next hears the event; `e.points` counts the
    /// earlier scripts' points, and `e.score` and `game:score` include them.
    @Test func pointsAreGivenStageByStage() throws {
        let three = Self.script("three", "on_match = function(e, game) game:say('three') return 3 end,")
        let counter = Self.script("counter", """
          on_match = function(e, game)
            game:say(e.points .. " " .. e.score .. " " .. game:score(e.player))
            return 10
          end,
        """)
        var table = try Self.table(["three.lua": three, "counter.lua": counter], ["three", "counter"])
        try table.match()
        #expect(table.said == ["three", "3 3 3"])
        #expect(table.game.scores[0] == 13)
        let told = table.events.compactMap { event -> String? in
            switch event {
            case let .matched(_, _, points): "matched \(points)"
            case let .awarded(_, points): "awarded \(points)"
            default: nil
            }
        }
        #expect(told == ["matched 3", "awarded 10"], "the first stage's points ride with the match")
    }

    /// A request that ends the game: the later scripts do not hear the event that ended it, and
    /// hear the end (`on_finish`, `on_end`) as every script does.
    @Test func aGameEndedByAnEarlierVariantIsNotHeardByTheLaterOnes() throws {
        let winner = Self.script("winner", "on_match = function(e, game) game:win('first blood') end,")
        let late = Self.script("late", """
          on_match = function(e, game) game:say("late heard the match") return 5 end,
          on_finish = function(e, game) game:say("late's final points") end,
          on_end = function(e, game) game:say("late heard the end") end,
        """)
        var table = try Self.table(["winner.lua": winner, "late.lua": late], ["winner", "late"])
        try table.match()
        #expect(table.game.phase == .over(.won("first blood")))
        #expect(table.said == ["late's final points", "late heard the end"], "\(table.said)")
        #expect(table.game.scores[0] == 0)
    }

    /// A request that ends the turn: the later scripts still hear the event (it happened), after
    /// the turn-end hooks, and the turn ends once.
    @Test func aTurnEndedByAnEarlierVariantIsStillHeardByTheLaterOnes() throws {
        let ender = Self.script("ender", "on_match = function(e, game) game:end_turn() end,")
        let late = Self.script("late", """
          on_match = function(e, game) game:say("match heard after " .. (game.state.ends or 0) .. " turn end") end,
          on_turn_end = function(e, game) game.state.ends = (game.state.ends or 0) + 1; game:say("turn end") end,
        """)
        var table = try Self.table(["ender.lua": ender, "late.lua": late], ["ender", "late"])
        try table.match()
        #expect(table.said == ["turn end", "match heard after 1 turn end"], "\(table.said)")
        #expect(table.game.scripted.turnEnds == 1)
    }

    /// An `api = 1` variant's board hook is a stage too: its swaps are applied before the next
    /// script's `on_mismatch`.
    @Test func aBoardHooksSwapsAreSeenByTheNextVariant() throws {
        let shuffler = "return variant { id = 'shuffler', name = 'Shuffler', api = 1, on_mismatch = function(board) local d = board:face_down() board:swap(d[1], d[2]) end }\n"
        let reader = Self.script("reader", """
          on_mismatch = function(e, game)
            local d = game:face_down()
            game:say(game:card(d[1]).key .. " " .. game:card(d[2]).key)
          end,
        """)
        var table = try Self.table(["shuffler.lua": shuffler, "reader.lua": reader], ["shuffler", "reader"])
        try table.mismatch()
        let swaps = table.events.compactMap { if case let .swapped(a, b) = $0 { (a, b) } else { nil } }
        let (a, b) = try #require(swaps.first)
        let keys = table.game.keys
        try #require(table.game.cards[a].key != table.game.cards[b].key, "the swap must show")
        #expect(table.said == ["\(keys[table.game.cards[a].key]) \(keys[table.game.cards[b].key])"], "\(table.said)")
    }

    /// An `api = 1` board hook cannot know of reveals: its board leaves out the cards an earlier
    /// variant is showing, which cannot move.
    @Test func aBoardHookDoesNotOfferCardsOnShow() throws {
        let revealer = Self.script("revealer", """
          on_mismatch = function(e, game)
            local d = game:face_down()
            game:reveal({ d[1], d[2] }, 1)
          end,
        """)
        let shuffler = "return variant { id = 'shuffler', name = 'Shuffler', api = 1, on_mismatch = function(board) local d = board:face_down() board:swap(d[1], d[2]) local i, j = board:pick(2) board:swap(i, j) end }\n"
        var table = try Self.table(["revealer.lua": revealer, "shuffler.lua": shuffler], ["revealer", "shuffler"])
        try table.mismatch()
        let shown = try #require(table.events.compactMap { if case let .revealed(cards, _, _) = $0 { cards } else { nil } }.first)
        let swapped = table.events.flatMap { if case let .swapped(a, b) = $0 { [a, b] } else { [Int]() } }
        #expect(swapped.count == 4 && !swapped.contains(where: shown.contains), "\(swapped) \(shown)")
        #expect(!table.events.contains { if case .rulesFailed = $0 { true } else { false } }, "\(table.events)")
    }

    /// Shipped variants that move cards on a match: each now moves the board the other left.
    @Test(arguments: ["gravity+mirror", "mirror+gravity", "gravity+potato", "aftershock+shuffle"])
    func shippedPairsPlayWithNoRefusedRequest(_ stack: String) {
        let paths = VariantStackName.parts(stack).map { Corpus.shippedDecks + "/variants/\($0).lua" }
        let problems = ScriptChecker.check(stack: paths, limits: .standard).filter { $0.severity == .error }
        #expect(problems.isEmpty, "\(problems)")
    }
}
