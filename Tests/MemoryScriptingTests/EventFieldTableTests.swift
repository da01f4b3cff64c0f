import CLuaBridge
import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// The declared fields of the event table hooks receive, against the C views and the LuaLS
/// definitions.
@Suite struct EventFieldTableTests {
    /// Each id of the C views (views.h) is declared by exactly one field, and no name twice.
    @Test func everyViewIdIsDeclaredOnce() {
        for (fields, count) in [(EventFieldDeclaration.event, MB_EVENT_FIELDS), (EventFieldDeclaration.card, MB_CARD_FIELDS)] {
            #expect(fields.map(\.id).sorted() == Array(0..<count), "\(fields.map(\.name))")
            #expect(Set(fields.map(\.name)).count == fields.count && !fields.contains { $0.name.isEmpty })
        }
    }

    /// The LuaLS classes `HookEvent` and `HookCard` list exactly the declared fields, in order,
    /// with their types and documentation.
    @Test(arguments: [("HookEvent", EventFieldDeclaration.event), ("HookCard", EventFieldDeclaration.card)])
    func theEditorDefinitionsListEveryDeclaredField(luaClass: String, fields: [EventFieldDeclaration]) throws {
        let text = try String(contentsOfFile: Corpus.shippedDecks + "/memory.d.lua", encoding: .utf8)
        let block = try #require(text.components(separatedBy: "---@class \(luaClass)\n").dropFirst().first)
        let listed = block.split(separator: "\n").prefix { $0.hasPrefix("---@field ") }.map { line in
            line.split(separator: " ", maxSplits: 3).map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        }
        let declared = fields.map { [$0.name, $0.type, $0.doc] }
        #expect(listed.map(Array.init) == declared, """
            memory.d.lua's \(luaClass) should read:
            \(fields.map { "---@field \($0.name) \($0.type)  \($0.doc)" }.joined(separator: "\n"))
            """)
    }

    /// A field the event or its card does not have is an error at the script's line naming the
    /// fields there are (and, for a card, game:card); a declared field of a card the turn does
    /// not have still reads nil.
    @Test(arguments: [
        ("e.cards[2].data", "x.lua:3: on_match: an event's card has no field 'data' (it has index, key, label, seen, times_seen and face_up_seconds): "
            + "for the rest of a card (its face's data and tags, its state, its mark) use game:card(e.cards[2].index)"),
        ("e.cards[1].State", "an event's card has no field 'State'"),
        ("e.pairs", "x.lua:3: on_match: the event has no field 'pairs' (it has cards, player, move, elapsed, score, streak, pairs_left, points and why)"),
    ])
    func anUnknownFieldIsAnErrorAtTheLine(read: String, message: String) throws {
        let results = try ScriptTestRunnerTests.run("""
        test("t", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:failures()[1]):contains(\(String(reflecting: message)))
        end)
        """, beside: ["x.lua": """
        return variant { id = "x", name = "X", api = 2, description = "reads",
          on_turn = function(e, game) local kept = e.cards[1] return e.cards[3] == nil and 0 or 1 end,
          on_match = function(e, game) local _ = e.cards[1].key, \(read) end }
        """])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// A hook that reads every declared field of `e` and of each card, in a seeded game of three
    /// players and groups of three (one state, several games), reads what the engine told the
    /// rules: the field names reach the values the C views compute for their ids. `pairs` lists
    /// the declared names.
    @Test func everyDeclaredFieldReadsTheEnginesValue() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("memory-fields-\(UUID().uuidString).lua").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Self.recordingRules.write(toFile: path, atomically: true, encoding: .utf8)
        let scripted = try ScriptedRulesFactory(rulesPath: path, variantPath: nil).makeRules()
        let printed = PrintedLines()
        scripted.session.vm.log = { printed.lines.append($0) }
        var rules: any Rules = RecordingRules(base: scripted)
        let faces = (0..<5).map { Face(label: "label \($0)", key: "key \($0)") }
        let games = try play(rules: &rules, config: GameConfig(size: .groups(5), group: 3, players: 3), faces: faces, seeds: 1...3)
        let calls = (rules as! RecordingRules).calls
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")

        // The turns the rules were told of are the engine's own groups, in order.
        let groups = games.joined().compactMap { event -> [Int]? in
            switch event {
            case let .matched(group, _, _), let .mismatched(group, _, _): Array(group)
            default: nil
            }
        }
        let scored = calls.filter { $0.hook != "on_finish" }.map { call in (0..<call.turn.cardCount).map(call.turn.index) }
        #expect(scored == groups && groups.count > 15)
        #expect(calls.contains { $0.turn.cardCount == 3 && $0.turn.seen(2) } && calls.contains { $0.turn.player == 2 })

        try #require(printed.lines.count == calls.count)
        let wrong = zip(printed.lines, calls).lazy.compactMap { line, call -> String? in
            let (read, want) = (Self.fields(in: line), Self.expected(call))
            let names = Set(read.keys).union(want.keys).filter { read[$0] != want[$0] }.sorted()
            return names.isEmpty ? nil : names.map { "\($0) read \(read[$0] ?? "nothing"), not \(want[$0] ?? "nothing")" }
                .joined(separator: "; ") + " (\(call.hook), move \(call.turn.move))"
        }.first
        #expect(wrong == nil)
    }

    /// What the recording script printed for one call: the hook, then `name=type:value`, with
    /// floats as Swift prints them.
    static func fields(in line: String) -> [String: String] {
        let items = line.split(separator: "\t").map(String.init)
        var read = ["hook": String(items[0].split(separator: " ").last ?? "")]
        for item in items.dropFirst() {
            let (name, value) = (item.prefix { $0 != "=" }, item.drop { $0 != "=" }.dropFirst())
            read[String(name)] = value.hasPrefix("float:") ? "float:\(Double(value.dropFirst(6))!)" : String(value)
        }
        return read
    }

    /// What the fields must read for `call`, from the engine's own description of the turn.
    static func expected(_ call: RecordingRules.Call) -> [String: String] {
        let turn = call.turn
        var want = [
            // `why` is nil outside on_hide, so `pairs` does not list it.
            "hook": call.hook, "pairs": "keys:" + EventFieldDeclaration.event.map(\.name).filter { $0 != "why" }.sorted().joined(separator: ","),
            "cards": "table:\(turn.cardCount)", "player": "integer:\(turn.player + 1)", "move": "integer:\(turn.move)",
            "elapsed": "float:\(turn.elapsed)", "score": "integer:\(turn.score)", "streak": "integer:\(turn.streak)",
            "pairs_left": "integer:\(turn.groupsLeft)", "points": "integer:0", "why": "nil:nil",
        ]
        for i in 0..<turn.cardCount {
            let card = turn.card(i, faces: call.faces)
            let fields = [
                "pairs": "keys:" + EventFieldDeclaration.card.map(\.name).sorted().joined(separator: ","),
                "index": "integer:\(card.index + 1)", "key": "string:\(card.key)", "label": "string:\(card.label)",
                "seen": "boolean:\(card.seen)", "times_seen": "integer:\(card.timesSeen)",
                "face_up_seconds": "float:\(card.faceUpSeconds)",
            ]
            for (name, value) in fields { want["cards[\(i + 1)].\(name)"] = value }
        }
        return want
    }

    /// API-1 rules whose hooks print every declared field of `e` and of each of its cards.
    static var recordingRules: String {
        func list(_ fields: [EventFieldDeclaration]) -> String { fields.map { "\"\($0.name)\"" }.joined(separator: ", ") }
        return """
            local event_fields = { \(list(EventFieldDeclaration.event)) }
            local card_fields = { \(list(EventFieldDeclaration.card)) }
            local function show(v)
              local kind = math.type(v) or type(v)
              if kind == "float" then return kind .. ":" .. string.format("%.17g", v) end
              if kind == "table" then return kind .. ":" .. #v end
              return kind .. ":" .. tostring(v)
            end
            local function keys(t)
              local found = {}
              for k in pairs(t) do found[#found + 1] = k end
              table.sort(found)
              return "keys:" .. table.concat(found, ",")
            end
            local function record(hook, e)
              local parts = { hook, "pairs=" .. keys(e) }
              for _, name in ipairs(event_fields) do parts[#parts + 1] = name .. "=" .. show(e[name]) end
              for i, card in ipairs(e.cards) do
                local at = "cards[" .. i .. "]."
                parts[#parts + 1] = at .. "pairs=" .. keys(card)
                for _, name in ipairs(card_fields) do parts[#parts + 1] = at .. name .. "=" .. show(card[name]) end
              end
              print(table.concat(parts, "\\t"))
            end
            return rules {
              id = "fields", name = "Fields", api = 1, description = "Prints every field of every event",
              on_match = function(e) record("on_match", e) end,
              on_mismatch = function(e) record("on_mismatch", e) end,
              on_finish = function(e) record("on_finish", e) end,
            }
            """
    }
}

/// Lines a script printed.
private final class PrintedLines {
    var lines: [String] = []
}

/// Rules that pass every scoring call on to `base`, keeping what the engine told them.
struct RecordingRules: Rules {
    struct Call {
        let hook: String
        let turn: TurnContext
        let faces: [Face]
    }

    var base: any Rules
    var faces: [Face] = []
    var calls: [Call] = []

    mutating func prepare(for game: Game) {
        faces = game.faces
        base.prepare(for: game)
    }

    mutating func scoreMatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
        calls.append(Call(hook: "on_match", turn: turn, faces: faces))
        return try base.scoreMatch(turn)
    }

    mutating func scoreMismatch(_ turn: TurnContext) throws(RuleFailure) -> Int {
        calls.append(Call(hook: "on_mismatch", turn: turn, faces: faces))
        return try base.scoreMismatch(turn)
    }

    mutating func scoreFinish(_ end: TurnContext) throws(RuleFailure) -> Int {
        calls.append(Call(hook: "on_finish", turn: end, faces: faces))
        return try base.scoreFinish(end)
    }

    var changesBoard: Bool { base.changesBoard }
}
