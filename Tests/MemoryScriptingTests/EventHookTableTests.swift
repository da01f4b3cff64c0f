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

    /// Each event the engine sends a script calls the hook of that name; timers and actions call
    /// their own functions.
    @Test func eachEventCallsItsDeclaredHook() {
        let events: [(ScriptEvent, String?)] = [
            (.start, "on_start"), (.turned, "on_turn"), (.matched, "on_match"), (.mismatched, "on_mismatch"),
            (.turnEnded, "on_turn_end"), (.finished, "on_finish"), (.ended(.allMatched), "on_end"),
            (.timer(1), nil), (.action(0, card: 0, row: []), nil),
        ]
        for (event, name) in events { #expect(EventHookDeclaration.name(calledBy: event) == name, "\(event)") }
    }
}
