import MemoryEngine
import Testing
@testable import MemoryScripting

/// Hooks that misbehave while a game is played: the engine reports the failure, applies
/// nothing, and the game goes on.
@Suite struct HostileHookTests {
    static let cases: [(String, String)] = [
        ("infinite_loop.lua", "infinite_loop.lua:3: on_match ran more than 5000000 instructions"),
        ("pcall_loop.lua", "on_match ran more than 5000000 instructions"),
        ("coroutine_budget.lua", "on_match ran more than 5000000 instructions"),
        // Each line printed costs the budget what the host does for it (20000 lines are 20
        // million instructions, where the loop alone is well within 5 million).
        ("print_flood.lua", "print_flood.lua:3: on_match ran more than 5000000 instructions"),
        ("returns_nan.lua", "returns_nan.lua:2: on_match returned nan (not a number); a hook must return a whole number"),
        ("returns_float.lua", "returns_float.lua:2: on_match returned 1.5, which has a fraction"),
        ("returns_string.lua", "returns_string.lua:2: on_match returned a string (\"10\")"),
        ("returns_table.lua", "returns_table.lua:2: on_match returned a table value"),
        ("hook_error.lua", "hook_error.lua:3: on_match: the event has no field 'nothing' (it has cards, player, move"),
        ("writes_event.lua", "writes_event.lua:3: on_match: the event table is read-only (cannot set field 'score')"),
        ("rawset_event.lua", "rawset_event.lua:3: on_match: rawset: this table is read-only"),
        ("writes_card.lua", "writes_card.lua:3: on_match: the event table is read-only (cannot set field 'seen')"),
        ("writes_cards.lua", "writes_cards.lua:3: on_match: the event table is read-only (cannot set [1])"),
    ]

    @Test(arguments: cases)
    func failureIsReportedAndNothingApplied(name: String, expected: String) throws {
        var scripted = try rules(name)
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(3)), seeds: 1...1)
        let found = failures(in: games)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.hook == "on_match" })
        #expect(found.first.map { $0.message.contains(expected) } == true, "\(found.first?.message ?? "none")")
        for event in games[0] {
            if case let .matched(_, _, points) = event { #expect(points == 0) }
        }
    }

    /// A failure is a value until it is shown: its kind, hook, script and line, apart.
    @Test(arguments: [
        ("infinite_loop.lua", RuleFailure.Kind.budget, 3),
        ("hook_memory.lua", .memory, 3),
        ("returns_float.lua", .badReturn, 2),
        ("hook_error.lua", .runtime, 3),
    ])
    func failuresCarryTheirKindHookAndPlace(name: String, kind: RuleFailure.Kind, line: Int) throws {
        var scripted = try rules(name)
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(3)), seeds: 1...1)
        let failure = try #require(failures(in: games).first)
        #expect(failure.kind == kind)
        #expect(failure.hook == "on_match")
        #expect(failure.path?.hasSuffix("/" + name) == true, "\(failure)")
        #expect(failure.line == line, "\(failure)")
        #expect(failure.message == "\(failure.path!):\(line): \(failure.detail)")
    }

    @Test func protectionsHoldInsideHooks() throws {
        var scripted = try rules("board_tamper.lua")
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(2)), seeds: 1...1)
        #expect(failures(in: games).isEmpty, "\(failures(in: games))")
        #expect(games[0].contains { if case .matched(_, _, 1) = $0 { return true } else { return false } })
    }
}
