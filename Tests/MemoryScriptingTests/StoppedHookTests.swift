import MemoryEngine
import Testing
@testable import MemoryScripting

/// A hook stopped by a sandbox limit is disabled for the rest of its rules object's life: it is
/// reported once, with its line, and later events score 0 without entering Lua (each call would
/// otherwise spend the whole limit again). Ordinary errors are reported at every call.
@Suite struct StoppedHookTests {
    /// What one rules object did over three games of three pairs.
    struct Run {
        var failures: [RuleFailure]
        var matchPoints: [Int]
        var calls: Int
    }

    static func run(_ name: String, variant: String? = nil) throws -> (Run, ScriptedRules) {
        var scripted = try rules(name, variant: variant)
        let games = try play(rules: &scripted, config: GameConfig(size: .groups(3)), seeds: 1...3)
        let points = games.joined().compactMap { if case let .matched(_, _, p) = $0 { return p } else { return nil } }
        let lua = scripted as! ScriptedRules
        return (Run(failures: failures(in: games), matchPoints: points, calls: lua.hookCallStatistics.calls), lua)
    }

    static let stopped: [(String, String)] = [
        ("infinite_loop.lua", "infinite_loop.lua:3: on_match ran more than 5000000 instructions"),
        ("hook_memory.lua", "hook_memory.lua:3: on_match used more than 32 MiB of memory and was stopped"),
        ("hook_pattern.lua", "hook_pattern.lua:4: on_match: string.find: pattern '.-.-.-.-b' is too complex"),
        ("gsub_doubling.lua", "gsub_doubling.lua:6: on_match ran more than 5000000 instructions"),
        // A message handler is not run once the budget stopped the call (it would run uncounted).
        ("handler_loop.lua", "handler_loop.lua:4: on_match ran more than 5000000 instructions"),
        // A caught memory error stops the call, as an uncaught one does.
        ("oom_loop.lua", "oom_loop.lua:3: on_match used more than 32 MiB of memory and was stopped"),
    ]

    @Test(arguments: stopped)
    func aHookStoppedByALimitIsNotCalledAgain(name: String, expected: String) throws {
        let (run, _) = try Self.run(name)
        #expect(run.failures.count == 1, "\(run.failures)")
        #expect(run.failures.first?.message.contains(expected) == true, "\(run.failures.first?.message ?? "none")")
        #expect(run.calls == 1, "on_match entered Lua \(run.calls) times")
        #expect(run.matchPoints == Array(repeating: 0, count: 9))
    }

    static let ordinary: [(String, String)] = [
        ("hook_error.lua", "hook_error.lua:3: on_match: the event has no field 'nothing'"),
        ("returns_string.lua", "returns_string.lua:2: on_match returned a string (\"10\")"),
        // A refused pattern caught with pcall does not make the error that follows a limit's.
        ("caught_refusal.lua", "caught_refusal.lua:5: on_match: refused, then an ordinary error"),
    ]

    @Test(arguments: ordinary)
    func anOrdinaryErrorIsReportedAtEveryCall(name: String, expected: String) throws {
        let (run, _) = try Self.run(name)
        #expect(run.matchPoints.count == 9)
        #expect(run.failures.count == 9, "\(run.failures)")
        #expect(run.failures.allSatisfy { $0.message.contains(expected) }, "\(run.failures.first?.message ?? "none")")
        #expect(run.calls == 9)
    }

    /// A variant's board hook is disabled too, and the engine then stops building board views.
    @Test func aVariantHookStoppedByALimitIsNotCalledAgain() throws {
        let (run, lua) = try Self.run("penalty.lua", variant: "variant_loop.lua")
        #expect(run.failures.count == 1, "\(run.failures)")
        #expect(run.failures.first?.message.contains("variant_loop.lua:3: on_mismatch ran more than 5000000 instructions") == true,
                "\(run.failures.first?.message ?? "none")")
        #expect(!lua.changesBoard)
    }

    /// Each new rules object (a new game, a simulator's worker) calls the hook again.
    @Test func newRulesCallTheHookAgain() throws {
        let (first, _) = try Self.run("infinite_loop.lua")
        let (second, _) = try Self.run("infinite_loop.lua")
        #expect(first.failures.count == 1 && second.failures.count == 1)
    }

    /// `memory check` says where the memory ran out, and names the file once.
    @Test func theMemoryLimitNamesTheLineOnce() {
        let output = Corpus.check("hook_memory.lua")
        #expect(output.hasSuffix("/hook_memory.lua:3: error: on_match used more than 32 MiB of memory and was stopped"), "\(output)")
        #expect(output.components(separatedBy: "hook_memory.lua").count == 2, "\(output)")
    }
}
