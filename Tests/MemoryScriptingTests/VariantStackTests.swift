import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// Variants stacked in one game (`--variant first+second`): each hears every event in order,
/// their points add up, each keeps its own state, and what they cannot share is refused at load.
@Suite struct VariantStackTests {
    /// Scripts written to a scratch folder, by file name.
    static func write(_ scripts: [String: String]) -> String {
        let folder = Scratch.folder("stack")
        for (name, text) in scripts {
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(text.utf8))
        }
        return folder
    }

    static let plainRules = "return rules { id = 'plain', name = 'Plain', api = 1 }\n"

    /// A variant `id` that counts matches in `game.state[counter]`, says it heard each (with the
    /// points the hooks before it gave), gives `points`, and shows its count on the status line.
    static func counting(_ id: String, _ counter: String, points: Int, also more: String = "") -> String {
        """
        return variant {
          id = "\(id)", name = "\(id.capitalized)", api = 2,
          on_match = function(e, game)
            game.state.\(counter) = (game.state.\(counter) or 0) + 1
            game:say("\(id) heard " .. e.points)
            return \(points)
          end,
          status = function(game) return "\(id.capitalized) " .. (game.state.\(counter) or 0) end,\(more)
        }
        """
    }

    /// Two variants that say who heard a match and give points: 1 and 10; the second asks for
    /// an award to a player there is not (line 9) after a mismatch.
    static let pair: [String: String] = [
        "plain.lua": plainRules,
        "first.lua": counting("first", "matches", points: 1),
        "second.lua": counting("second", "seen", points: 10, also: "\n  on_mismatch = function(e, game) game:award(1, 9) end,"),
    ]

    static func factory(_ folder: String, _ variants: [String]) throws -> ScriptedRulesFactory {
        try ScriptedRulesFactory(rulesPath: folder + "/plain.lua", variantPaths: variants.map { folder + "/" + $0 + ".lua" },
                                 limits: Corpus.limits)
    }

    /// A game of 4 pairs, begun, with a log of what is applied to it.
    struct Table {
        var game: Game
        var rules: any Rules
        var events: [Event] = []
        var log: [TimedAction] = []

        init(_ factory: ScriptedRulesFactory) throws {
            rules = try factory.makeRules()
            game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 3)
            game.begin(rules: &rules, events: &events)
        }

        mutating func apply(_ action: Action) throws {
            let now = Double(log.count + 1) * 5
            try game.apply(action, at: now, rules: &rules, events: &events)
            log.append(TimedAction(action, at: now))
        }

        /// Turns a card and its partner.
        mutating func match() throws {
            let first = game.cards.indices.first { game.cards[$0].state == .faceDown }!
            let partner = game.cards.indices.first { $0 != first && game.cards[$0].key == game.cards[first].key }!
            try apply(.turn(first))
            try apply(.turn(partner))
        }

        /// Turns two cards that do not match, and lets them turn back.
        mutating func mismatch() throws {
            let first = game.cards.indices.first { game.cards[$0].state == .faceDown }!
            let stranger = game.cards.indices.first { game.cards[$0].state == .faceDown && game.cards[$0].key != game.cards[first].key }!
            try apply(.turn(first))
            try apply(.turn(stranger))
            try apply(.advance)
        }

        var said: [String] { events.compactMap { if case let .said(text) = $0 { text } else { nil } } }
    }

    @Test func eachEventGoesToEachVariantInOrderAndThePointsAddUp() throws {
        let folder = Self.write(Self.pair)
        var table = try Table(try Self.factory(folder, ["first", "second"]))
        try table.match()
        #expect(table.said == ["first heard 0", "second heard 1"], "the second hears what the first gave")
        #expect(table.game.scores[0] == 11)
        var reversed = try Table(try Self.factory(folder, ["second", "first"]))
        try reversed.match()
        #expect(reversed.said == ["second heard 0", "first heard 10"])
        #expect(reversed.game.scores[0] == 11)
    }

    @Test func eachVariantKeepsItsOwnStateAndStatus() throws {
        let folder = Self.write(Self.pair)
        var table = try Table(try Self.factory(folder, ["first", "second"]))
        try table.match()
        try table.match()
        #expect(table.rules.status(in: table.game) == "First 2 · Second 2")
        let saved = (table.rules as! ScriptedRules).savedState
        #expect(saved.texts.keys.sorted() == ["variant:first", "variant:second"])
        #expect(saved.texts["variant:first"] == "{matches=2}")
        #expect(saved.texts["variant:second"] == "{seen=2}")
        #expect(SavedScriptState(text: saved.text!) == saved, "the saved text reads back")
    }

    @Test func aStackReplaysToTheSameStates() throws {
        let folder = Self.write(Self.pair)
        let factory = try Self.factory(folder, ["second", "first"])
        var table = try Table(factory)
        try table.match()
        try table.mismatch()
        let saved = (table.rules as! ScriptedRules).savedState
        var replayed = try Table(factory)
        for step in table.log { try replayed.apply(step.action) }
        #expect((replayed.rules as! ScriptedRules).savedState == saved)
        #expect(saved.firstDifference(replayed: (replayed.rules as! ScriptedRules).savedState) == nil)
        #expect(replayed.game.scores == table.game.scores)
    }

    @Test func aRefusedRequestNamesItsOwnScriptAndLine() throws {
        let folder = Self.write(Self.pair)
        var table = try Table(try Self.factory(folder, ["first", "second"]))
        try table.mismatch()
        let messages = table.events.compactMap { if case let .rulesFailed(f) = $0 { f.message } else { nil } }
        #expect(messages.contains { $0.hasPrefix(folder + "/second.lua:9:") }, "\(messages)")
    }

    @Test func aSingleVariantKeepsItsStateUnderTheOldName() throws {
        let folder = Self.write(Self.pair)
        var table = try Table(try Self.factory(folder, ["first"]))
        try table.match()
        #expect((table.rules as! ScriptedRules).savedState.texts == ["variant": "{matches=1}"])
    }

    /// The refusal's message for a stack of `variants` (written with `scripts`).
    static func refusal(_ scripts: [String: String], _ variants: [String]) throws -> String {
        let folder = write(scripts.merging(["plain.lua": plainRules]) { a, _ in a })
        let error = #expect(throws: ScriptError.self) { try factory(folder, variants) }
        return try #require(error).description
    }

    static func script(_ id: String, _ body: String) -> String {
        "return variant { id = \"\(id)\", name = \"\(id)\", api = 2, \(body) }\n"
    }

    @Test func twoVariantsThatDecideMatchesAreRefused() throws {
        let match = "match = function(cards, game) return true end,"
        let message = try Self.refusal(["a.lua": Self.script("a", match), "b.lua": Self.script("b", match)], ["a", "b"])
        #expect(message.contains("a.lua") && message.contains("b.lua") && message.contains("both define match"), "\(message)")
        let keys = "bot_keys = function(game) return nil end,"
        let bots = try Self.refusal(["a.lua": Self.script("a", keys), "b.lua": Self.script("b", keys)], ["a", "b"])
        #expect(bots.contains("both define bot_keys"), "\(bots)")
        let winners = "winners = function(game) return nil end,"
        let decided = try Self.refusal(["a.lua": Self.script("a", winners), "b.lua": Self.script("b", winners)], ["a", "b"])
        #expect(decided.contains("both define winners, and only one script of a stack may decide who won"), "\(decided)")
    }

    @Test func differentRulesOfPlayAreRefusedAndEqualOnesShared() throws {
        let message = try Self.refusal(["a.lua": Self.script("a", "reveal = 1,"), "b.lua": Self.script("b", "reveal = 2,")], ["a", "b"])
        #expect(message.contains("reveal") && message.contains("a.lua") && message.contains("b.lua"), "\(message)")
        let group = try Self.refusal(["a.lua": Self.script("a", "group = 3,"), "b.lua": Self.script("b", "group = 2,")], ["a", "b"])
        #expect(group.contains("group"), "\(group)")
        let folder = Self.write(["plain.lua": Self.plainRules, "a.lua": Self.script("a", "players = 2,"),
                                 "b.lua": Self.script("b", "players = 2, reveal = 3,")])
        let shared = try Self.factory(folder, ["a", "b"]).settings
        #expect(shared.players == 2 && shared.reveal == .seconds(3))
    }

    /// Boards suggested differently are not refused: the stack plays the largest (a grid over
    /// as many pairs), and a board the player names wins.
    @Test func differentBoardsPlayTheLargest() throws {
        let folder = Self.write(["plain.lua": Self.plainRules, "a.lua": Self.script("a", "grid = \"3x4\","),
                                 "b.lua": Self.script("b", "grid = \"4x4\","), "c.lua": Self.script("c", "pairs = 8,"),
                                 "d.lua": Self.script("d", "pairs = 9,")])
        func board(_ variants: [String]) throws -> BoardSize? { try Self.factory(folder, variants).settings.size }
        #expect(try board(["a", "b"]) == .grid(rows: 4, columns: 4) && board(["b", "a"]) == .grid(rows: 4, columns: 4))
        #expect(try board(["c", "b"]) == .grid(rows: 4, columns: 4), "as many cards: the grid")
        #expect(try board(["b", "d"]) == .groups(9))
        var config = GameConfig(size: .grid(rows: 2, columns: 3))
        try Self.factory(folder, ["a", "b"]).configure(&config, keepSize: true)
        #expect(config.size == .grid(rows: 2, columns: 3))
    }

    /// `memory check --variant a+b` warns of a param two variants declare differently (one
    /// `--set` drives both), and not of one they declare alike.
    @Test func aParamDeclaredDifferentlyByTwoVariantsIsWarnedOf() throws {
        let folder = Self.write(["a.lua": Self.script("a", "params = { turns = 3, lives = 2 },"),
                                 "b.lua": Self.script("b", "params = { turns = { default = 8, doc = \"seconds\" }, lives = 2 },")])
        let warnings = ScriptChecker.check(stack: [folder + "/a.lua", folder + "/b.lua"], limits: Corpus.limits)
            .filter { $0.severity == .warning && $0.message.hasPrefix("params:") }
        #expect(warnings.map(\.message) == ["params: turns is declared differently by a and b (a: 3, b: 8); "
                                            + "--set turns=… gives them all one value: rename one if they mean different things"],
                "\(warnings)")
    }

    /// A variant's `excludes` refuses a stack with the variants it names, in either order, and
    /// no other.
    @Test func aVariantExcludedByAnotherIsRefusedEitherWay() throws {
        let scripts = ["a.lua": Self.script("a", "excludes = { \"b\" },"), "b.lua": Self.script("b", ""), "c.lua": Self.script("c", "")]
        for order in [["a", "b"], ["b", "a"]] {
            let message = try Self.refusal(scripts, order)
            #expect(message.contains("a.lua") && message.contains("b.lua") && message.contains("a excludes b"), "\(message)")
        }
        let folder = Self.write(scripts.merging(["plain.lua": Self.plainRules]) { a, _ in a })
        #expect(throws: Never.self) { try Self.factory(folder, ["a", "c"]) }
    }

    @Test func theSameVariantTwiceAndOneKeyForTwoActionsAreRefused() throws {
        let twice = try Self.refusal(["a.lua": Self.script("a", "")], ["a", "a"])
        #expect(twice.contains("the same variant twice"), "\(twice)")
        func action(_ name: String) -> String {
            "actions = { { key = \"x\", name = \"\(name)\", charges = 1, run = function(game, card) end } },"
        }
        let keys = try Self.refusal(["a.lua": Self.script("a", action("Ax")), "b.lua": Self.script("b", action("Bx"))], ["a", "b"])
        #expect(keys.contains("'x'") && keys.contains("a.lua") && keys.contains("b.lua"), "\(keys)")
    }

    @Test func aParamGoesToEveryVariantThatDeclaresIt() throws {
        let declares = "params = { lives = { default = 3, min = 1 } }, status = function(game) return game.params.lives end,"
        let folder = Self.write(["plain.lua": Self.plainRules, "a.lua": Self.script("a", declares), "b.lua": Self.script("b", "")])
        let factory = try Self.factory(folder, ["b", "a"]).setting(["lives": 5])
        let table = try Table(factory)
        var rules = table.rules
        #expect(rules.status(in: table.game) == "5")
    }

    /// A value given to a param several variants declare must suit each declaration, in either
    /// order of the stack (not only the last one's), and the refusal names the script.
    @Test(arguments: [["narrow", "wide"], ["wide", "narrow"]])
    func aParamValueMustSuitEveryVariantThatDeclaresIt(order: [String]) throws {
        let folder = Self.write(["plain.lua": Self.plainRules,
                                 "narrow.lua": Self.script("narrow", "params = { turns = { default = 2, min = 1, max = 3 } },"),
                                 "wide.lua": Self.script("wide", "params = { turns = { default = 7, min = 1, max = 10 } },")])
        #expect(throws: ConfigError("parameter 'turns' = 8 is not allowed: it takes a number from 1 to 3 in narrow")) {
            try Self.factory(folder, order).setting(["turns": 8])
        }
        #expect(try Self.factory(folder, order).setting(["turns": 3]).overrides == ["turns": 3])
    }

    /// Each variant's description shows its own default for a param several declare (what it
    /// plays with), not the last declaration's; a value given shows in each.
    @Test func eachDescriptionShowsItsOwnParamsDefault() throws {
        let folder = Self.write(["plain.lua": Self.plainRules,
                                 "narrow.lua": Self.script("narrow", "description = 'narrow {turns}', params = { turns = 2 },"),
                                 "wide.lua": Self.script("wide", "description = 'wide {turns}', params = { turns = 7 },")])
        #expect(try Self.factory(folder, ["narrow", "wide"]).variantDescription == "narrow 2. wide 7")
        #expect(try Self.factory(folder, ["wide", "narrow"]).variantDescription == "wide 7. narrow 2")
        #expect(try Self.factory(folder, ["narrow", "wide"]).setting(["turns": 3]).variantDescription == "narrow 3. wide 3")
    }

    /// Two `api = 1` variants' board hooks are both called after a mismatch, in the stack's order.
    @Test func twoBoardHooksEachSwapAfterAMismatch() throws {
        func swapping(_ id: String, _ a: String, _ b: String) -> String {
            """
            return variant { id = "\(id)", name = "\(id)", api = 1,
              on_mismatch = function(board)
                local down = board:face_down()
                if #down >= 4 then board:swap(\(a), \(b)) end
              end,
            }
            """
        }
        let folder = Self.write(["plain.lua": Self.plainRules, "outer.lua": swapping("outer", "down[1]", "down[#down]"),
                                 "inner.lua": swapping("inner", "down[2]", "down[#down - 1]")])
        var table = try Table(try Self.factory(folder, ["outer", "inner"]))
        try table.mismatch()
        let swaps = table.events.compactMap { if case let .swapped(a, b) = $0 { [a, b] } else { nil } }
        #expect(swaps.count == 2, "\(table.events)")
        #expect(swaps.first.map { $0.contains(table.game.cards.count - 1) } == true, "the outer variant's swap first: \(swaps)")
    }

    /// An `api = 1` variant (shuffle's board hook) stacks with an `api = 2` one (lives).
    @Test func shuffleAndLivesPlayTogether() throws {
        let shipped = Corpus.shippedDecks
        let factory = try ScriptedRulesFactory(rulesPath: shipped + "/rules/classic.lua",
                                               variantPaths: [shipped + "/variants/shuffle.lua", shipped + "/variants/lives.lua"])
        var rules: any Rules = try factory.makeRules()
        let games = try play(rules: &rules, config: GameConfig(size: .groups(8)))
        for events in games {
            #expect(events.contains { if case .swapped = $0 { true } else { false } }, "shuffle swapped")
            #expect(events.contains(.gameOver(.lost("Out of lives!"))), "lives ended it")
        }
    }
}
