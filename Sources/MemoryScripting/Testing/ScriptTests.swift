import CLua
import CLuaBridge
import Foundation
import MemoryEngine

/// The outcome of one script test.
public struct ScriptTestResult: Sendable, Hashable {
    /// The test's name (for a file that does not load, its path).
    public var name: String
    /// Why it failed (`path:line: message`), nil when it passed.
    public var failure: Diagnostic?
    /// What scripts and the test printed meanwhile (see ``ScriptLog``).
    public var log: [String]

    public var passed: Bool { failure == nil }
}

/// `memory test`: runs tests written in Lua beside scripts (`x_test.lua` beside `x.lua`, or any
/// `.lua` file in a deck's `tests/` folder). Each file runs in the scripts' sandbox with
/// `test`, `expect`, `expect_error` and `game` added (see ``TestPrelude``); each test is one
/// call with the sandbox's instruction budget, and its games are the engine's own, played with
/// the scripts' rules.
public enum ScriptTests {
    /// The test files `paths` name, sorted, and a problem for each path that names none: a
    /// folder is searched (hidden folders skipped); a script `x.lua` means `x_test.lua` beside it
    /// (and a deck's `tests/` folder).
    public static func files(in paths: [String]) -> (files: [String], problems: [String]) {
        var all: [String] = []
        var problems: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                problems.append("\(path): no such file or folder")
                continue
            }
            var found: [String] = []
            if isFolder.boolValue {
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                let walker = manager.enumerator(atPath: path)
                while let relative = walker?.nextObject() as? String {
                    if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                    let full = base + "/" + relative
                    if isTestFile(full) { found.append(full) }
                }
            } else if isTestFile(path) {
                found.append(path)
            } else if path.hasSuffix(".lua") {
                let beside = String(path.dropLast(4)) + "_test.lua"
                if manager.fileExists(atPath: beside) { found.append(beside) }
                let (folder, name) = TestBench.split(path)
                if name == "deck.lua" && manager.fileExists(atPath: folder + "/tests") {
                    found += files(in: [folder + "/tests"]).files
                }
            }
            if found.isEmpty {
                problems.append("\(path): no tests (a test of x.lua is x_test.lua beside it, or a .lua file in a deck's tests/ folder)")
            }
            all += found
        }
        var seen: Set<String> = []
        return (all.sorted().filter { seen.insert($0).inserted }, problems)
    }

    /// Whether `path` is a test file: `*_test.lua`, or a `.lua` file in a `tests` folder.
    public static func isTestFile(_ path: String) -> Bool {
        guard path.hasSuffix(".lua"), !path.hasSuffix(".d.lua") else { return false }
        return path.hasSuffix("_test.lua") || TestBench.split(TestBench.split(path).folder).name == "tests"
    }

    /// Runs the tests of the file at `path`, in order. A file that does not load is one failed
    /// result named after it. `watchdog` watches the file's own calls (see ``ScriptWatchdog/tests``).
    public static func run(file path: String, catalogue: ScriptCatalogue = .standard(),
                           limits: SandboxLimits = .standard) -> [ScriptTestResult] {
        run(file: path, catalogue: catalogue, limits: limits, watchdog: .tests)
    }

    static func run(file path: String, catalogue: ScriptCatalogue, limits: SandboxLimits,
                    watchdog: ScriptWatchdog) -> [ScriptTestResult] {
        let bench = TestBench(file: path, catalogue: catalogue, limits: limits)
        let vm: LuaVM
        let prelude: Int32
        do {
            vm = try LuaVM(limits: limits, watchdog: watchdog)
            vm.testBench = bench
            prelude = try vm.runHostChunk(.test, register: TestHost.register)
        } catch {
            return [ScriptTestResult(name: path, failure: error.diagnostics.first, log: [])]
        }
        let L = vm.L
        var lines: [Substring] = []
        let (loaded, loadLog) = ScriptLog.shared.capturing { () -> ScriptError? in
            do {
                let source = try ScriptSource(reading: path, limit: limits.sourceBytes)
                lines = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                lua_rawgeti(L, mb_registryindex(), lua_Integer(prelude))
                lua_getfield(L, -1, "globals")
                let globals = vm.ref()
                defer { vm.unref(globals); mb_pop(L, 1) }
                vm.moduleRoot = ScriptModules.root(ofTest: path, target: bench.target)
                defer { vm.moduleRoot = nil }
                try vm.run(source: source.bytes, path: path, label: vm.label("\(path) (loading)"), globals: globals)
                mb_pop(L, 1)
                return nil
            } catch {
                return error as? ScriptError ?? ScriptError(path: path, "\(error)")
            }
        }
        if let loaded { return [ScriptTestResult(name: path, failure: loaded.diagnostics.first, log: loadLog)] }
        let tests = testList(vm, prelude: prelude)
        if tests.isEmpty {
            return [ScriptTestResult(name: path, failure: Diagnostic(path: path,
                message: "the file defines no tests: write test(\"what it checks\", function() … end)"), log: loadLog)]
        }
        var results: [ScriptTestResult] = []
        for (name, ref) in tests {
            let (failure, log) = ScriptLog.shared.capturing { runOne(ref, name: name, vm: vm, bench: bench, path: path, lines: lines) }
            let fileNotes = results.isEmpty ? loadLog + FormerResultNames.notes(path: path, lines: lines) : []
            results.append(ScriptTestResult(name: name, failure: failure, log: fileNotes + log))
            vm.unref(ref)
        }
        return results
    }

    /// The names and functions (registry references) of the tests the file declared.
    private static func testList(_ vm: LuaVM, prelude: Int32) -> [(String, Int32)] {
        let L = vm.L
        lua_rawgeti(L, mb_registryindex(), lua_Integer(prelude))
        lua_getfield(L, -1, "runner")
        lua_getfield(L, -1, "list")
        defer { mb_pop(L, 2) }
        guard mb_pcall(L, 0, 1, vm.label("the test list")) == LUA_OK, lua_type(L, -1) == LUA_TTABLE else {
            mb_pop(L, 1)
            return []
        }
        var tests: [(String, Int32)] = []
        for i in 1...max(1, Int(lua_rawlen(L, -1))) where lua_rawlen(L, -1) > 0 {
            lua_rawgeti(L, -1, lua_Integer(i))
            lua_getfield(L, -1, "name")
            let name = LuaVM.string(L, at: -1) ?? "test \(i)"
            mb_pop(L, 1)
            lua_getfield(L, -1, "fn")
            tests.append((name, vm.ref()))
            mb_pop(L, 1)
        }
        mb_pop(L, 1)
        return tests
    }

    /// Calls one test; its failure, or the first script failure its games met that it did not
    /// read with `g:failures()`. A failure naming an ending by a former name (in its message or
    /// at its line of the test file, `lines`) says the name it has now.
    private static func runOne(_ ref: Int32, name: String, vm: LuaVM, bench: TestBench, path: String,
                               lines: [Substring]) -> Diagnostic? {
        bench.startTest()
        defer { bench.games.removeAll() }
        lua_rawgeti(vm.L, mb_registryindex(), lua_Integer(ref))
        let status = mb_pcall(vm.L, 0, 0, vm.label("\(path) (test \"\(name)\")"))
        if status != LUA_OK {
            var diagnostic = vm.failure(fromTopOf: status, path: path, hook: "the test").error.diagnostics[0]
            if diagnostic.message.hasPrefix("the test: ") { diagnostic.message.removeFirst("the test: ".count) }
            if let stopped = bench.stopped { diagnostic.message = stopped }
            let line = diagnostic.path == path ? diagnostic.line.flatMap { lines.indices.contains($0 - 1) ? lines[$0 - 1] : nil } : nil
            if let renames = FormerResultNames.renames(in: diagnostic.message + "\n" + (line ?? "")) {
                diagnostic.message += " (\(renames))"
            }
            return diagnostic
        }
        for id in bench.games.keys.sorted() {
            if let failure = bench.games[id]!.unreadFailures.first {
                return scriptFailure(failure, testPath: path)
            }
        }
        return nil
    }

    /// A script's failure as a diagnostic at the script's line (at the test's path when the
    /// failure names no script).
    static func scriptFailure(_ failure: RuleFailure, testPath: String) -> Diagnostic {
        Diagnostic(path: failure.path ?? testPath, line: failure.path == nil ? nil : failure.line,
                   message: "a script failed: " + failure.detail)
    }
}
