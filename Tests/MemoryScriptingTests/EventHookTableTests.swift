import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// The declared table of event hooks and what follows from it.
@Suite struct EventHookTableTests {
    /// The LuaLS definitions list exactly the declared event hooks (as `EventHook` fields of
    /// `ReactiveSpec`), so an editor offers what the engine calls.
    @Test func theEditorDefinitionsListEveryDeclaredHook() throws {
        let text = try String(contentsOfFile: Corpus.shippedDecks + "/memory.d.lua", encoding: .utf8)
        let spec = try #require(text.components(separatedBy: "---@class ReactiveSpec").dropFirst().first)
        let fields = spec.split(separator: "\n").prefix { $0.hasPrefix("---@field") }
        let hooks = fields.compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count >= 3, words[2].hasPrefix("EventHook") else { return nil }
            return String(words[1].dropLast(words[1].hasSuffix("?") ? 1 : 0))
        }
        #expect(hooks == EventHookDeclaration.names)
    }

    /// The LuaLS definitions give each hook no event calls with its declared type: `match` and
    /// `status` in `ReactiveSpec`, `run` and `bot` in `Action`.
    @Test func theEditorDefinitionsTypeEveryCallHook() throws {
        let text = try String(contentsOfFile: Corpus.shippedDecks + "/memory.d.lua", encoding: .utf8)
        for call in CallHookDeclaration.all {
            let owner = call.place == .script ? "ReactiveSpec" : "Action"
            let fields = try #require(text.components(separatedBy: "---@class \(owner)\n").dropFirst().first)
                .split(separator: "\n").prefix { $0.hasPrefix("---@field") }
            let field = "---@field \(call.name)\(call.required ? "" : "?") \(call.signature)"
            #expect(fields.contains { $0 == field || $0.hasPrefix(field + " ") }, "\(owner) lacks \(field)")
        }
    }

    /// A script that gives `match` or an action turns on the engine's reaction for it.
    @Test func callHooksTurnOnTheirReactions() throws {
        let scripted = try Self.classic(variant: """
            return variant {
              id = "calls", name = "Calls", api = 2,
              match = function(cards, game) return cards[1].key == cards[2].key end,
              actions = { { key = "x", name = "X", run = function(game, card) end } },
            }
            """)
        #expect(scripted.reactions.contains(.match) && scripted.reactions.contains(.action))
        let plain = try Self.classic(variant: """
            return variant { id = "plain", name = "Plain", api = 2, status = function(game) return "s" end }
            """)
        #expect(!plain.reactions.contains(.match) && !plain.reactions.contains(.action))
    }

    /// Each event the engine sends a script calls the hook of that name; timers and actions call
    /// their own functions.
    @Test func eachEventCallsItsDeclaredHook() {
        let events: [(ScriptEvent, String?)] = [
            (.start, "on_start"), (.turnStarted, "on_turn_start"), (.turned, "on_turn"), (.matched, "on_match"), (.mismatched, "on_mismatch"),
            (.turnEnded, "on_turn_end"), (.hidden(.mismatch), "on_hide"), (.finished, "on_finish"), (.ended(.allMatched), "on_end"),
            (.timer(1), nil), (.action(0, card: 0, row: []), nil),
        ]
        for (event, name) in events { #expect(EventHookDeclaration.name(calledBy: event) == name, "\(event)") }
    }

    /// The shipped classic rules with a variant written from `text`.
    static func classic(variant text: String) throws -> ScriptedRules {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("memory-variant-\(UUID().uuidString).lua").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua", variantPath: path).makeRules()
    }

    /// A hook that only returns a constant is answered without entering Lua, and one that does
    /// nothing is not bound: the engine is not asked to stop at events no script reacts to.
    @Test func hooksThatOnlyReturnAConstantAreNotCalled() throws {
        let scripted = try Self.classic(variant: """
            return variant {
              id = "fold", name = "Fold", api = 2,
              on_turn = function(e, game) end,
              on_turn_end = function(e, game) return 0 end,
              on_match = function(e, game) return 5 end,
              on_start = function(e, game) game.state.begun = true end,
            }
            """)
        #expect(!scripted.reactions.contains(.turned))
        #expect(!scripted.reactions.contains(.turnEnded))
        #expect(scripted.reactions.contains(.start))
        var rules: any Rules = scripted
        let games = try play(rules: &rules, seeds: 1...1)
        let points = games[0].compactMap { if case let .matched(_, _, points) = $0 { points } else { nil } }
        #expect(!points.isEmpty && points.allSatisfy { $0 == 6 }, "classic's 1 and the variant's 5: \(points)")
        #expect(scripted.hookCallStatistics.calls == 1, "only on_start entered Lua")
    }

    /// Scripts whose hooks all do nothing cannot act on the game: it is played as a plain game
    /// (the engine's and the bots' shortest paths), with the API-1 rules' points.
    @Test func hooksThatAllDoNothingLeaveAPlainGame() throws {
        let scripted = try Self.classic(variant: """
            return variant {
              id = "idle", name = "Idle", api = 2,
              on_start = function(e, game) end, on_turn_start = function(e, game) end,
              on_turn = function(e, game) end, on_match = function(e, game) end,
              on_mismatch = function(e, game) return 0 end, on_turn_end = function(e, game) end,
              on_finish = function(e, game) end, on_end = function(e, game) end,
              status = function(game) return "idle" end,
            }
            """)
        #expect(scripted.reactions.isEmpty)
        var rules: any Rules = scripted
        let games = try play(rules: &rules, seeds: 1...1)
        let points = games[0].compactMap { if case let .matched(_, _, points) = $0 { points } else { nil } }
        #expect(points.count == 6 && points.allSatisfy { $0 == 1 }, "classic's point a pair: \(points)")
        #expect(scripted.hookCallStatistics.calls == 0)
    }

    /// API-1 scripts have no status (the status line asks every game's rules for one).
    @Test func apiOneScriptsHaveNoStatus() throws {
        var rules = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/penalty.lua",
                                             variantPath: Corpus.shippedDecks + "/variants/shuffle.lua").makeRules()
        let game = try Game(config: GameConfig(size: .groups(3)), faces: (0..<3).map { Face(label: "\($0)") }, seed: 1)
        #expect(rules.status(in: game) == nil)
    }
}
