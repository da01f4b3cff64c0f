import Foundation
import MemoryEngine
import Testing
@testable import MemoryScripting

/// `game.state` holds plain data: anything else is refused after the hook that put it there,
/// with the hook's `file:line` and the offending path; that hook's points and requests are
/// dropped, the state is emptied and the game goes on.
@Suite struct HostileStateTests {
    static func begin(_ name: String, limits: SandboxLimits = Corpus.limits) throws -> (game: Game, rules: ScriptedRules, events: [Event]) {
        let factory = try ScriptedRulesFactory(rulesPath: Corpus.shippedDecks + "/rules/classic.lua",
                                               variantPath: HostileRequestTests.variant(name), limits: limits)
        let scripted = try factory.makeRules()
        var rules: any Rules = scripted
        var game = try Game(config: GameConfig(size: .groups(4)), faces: (0..<4).map { Face(label: "f\($0)") }, seed: 1)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return (game, scripted, events)
    }

    @Test(arguments: [
        ("state_function.lua", "state_function.lua:2: game.state refused after on_start: state.cb is a function"),
        ("state_cycle.lua", "state_cycle.lua:2: game.state refused after on_start: state.a.list[3].back is a cycle"),
        ("state_metatable.lua", #"state_metatable.lua:2: game.state refused after on_start: state["two words"][1] is a table with a metatable"#),
        ("state_thread.lua", "state_thread.lua:2: game.state refused after on_start: state[true].co is a thread"),
        ("state_key.lua", "state_key.lua:2: game.state refused after on_start: state.by_table has a table as a key"),
        ("state_deep.lua", "state_deep.lua:2: game.state refused after on_start: state" + String(repeating: ".next", count: 32)
            + " is more than 32 tables deep"),
    ])
    func aStateThatIsNotPlainDataIsRefusedAtTheHooksLine(name: String, expected: String) throws {
        let (_, rules, events) = try Self.begin(name)
        let messages = HostileRequestTests.messages(events)
        #expect(messages.contains { $0.contains(expected) }, "\(messages)")
        #expect(rules.savedState.texts["variant"] == "{}", "the refused state is emptied")
        let failure = try #require(events.compactMap { if case let .rulesFailed(f) = $0 { f } else { nil } }.first)
        #expect(failure.kind == .badState && failure.hook == "on_start" && failure.line == 2)
    }

    @Test func theFailingHooksPointsAndRequestsAreDroppedAndTheGameGoesOn() throws {
        var (game, rules, events) = try Self.begin("state_function.lua")
        #expect(!events.contains { if case .said = $0 { true } else { false } }, "its message is not said")
        #expect(game.scores == [0], "its 5 points are not given")
        var any: any Rules = rules
        #expect(any.status(in: game) == "count nil turned nil")
        try game.apply(.turn(0), at: 1, rules: &any, events: &events)
        #expect(any.status(in: game) == "count nil turned 1", "later hooks keep plain data")
    }

    /// 100 MB of text fits the sandbox's memory (256 MB here) but not the state's 1 MiB.
    @Test func aHugeStateIsRefused() throws {
        let (_, rules, events) = try Self.begin("state_huge.lua", limits: SandboxLimits(memory: 256 << 20))
        let messages = HostileRequestTests.messages(events)
        #expect(messages.contains { $0.contains("state_huge.lua:2: game.state refused after on_start: state.big takes the state past 1048576 bytes") },
                "\(messages)")
        #expect(rules.savedState.texts["variant"] == "{}")
    }

    @Test func aPlainStateIsKeptAsTextInKeyOrder() throws {
        var (game, rules, events) = try Self.begin("state_plain.lua")
        #expect(HostileRequestTests.messages(events).isEmpty)
        var any: any Rules = rules
        try game.apply(.turn(0), at: 1, rules: &any, events: &events)
        #expect(HostileRequestTests.messages(events).isEmpty)
        let text = #"{count=1,seen={[1]=1,[2]=2.5,[3]="two\010lines",[4]=0,[10]=true,nested={deeper={x=-3}},[false]="no"}}"#
        #expect(rules.savedState.texts["variant"] == text)
        #expect(rules.savedState.texts["rules"] == nil, "the classic rules are an api = 1 script: no state")
        #expect(SavedScriptState(text: try #require(rules.savedState.text)) == rules.savedState)
    }
}
