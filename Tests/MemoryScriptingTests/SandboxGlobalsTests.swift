import Testing
@testable import MemoryScripting

/// Globals the sandbox gives scripts in place of Lua's own.
@Suite struct SandboxGlobalsTests {
    /// `pairs` walks a table in an order its keys fix: Lua seeds its string hash anew in every
    /// process, and a hook deciding by `next`'s order would replay another game.
    @Test func pairsWalksKeysInAFixedOrder() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("order", function()
          local t = { "a", "b", "c", zeta = 1, alpha = 2, Mid = 3, [10] = 4, [2.5] = 5, [-1] = 6, [true] = 7, [false] = 8 }
          t[2] = nil   -- a hole: 1 leads the list, 3 is then an ordinary number key
          local seen = {}
          for k in pairs(t) do seen[#seen + 1] = tostring(k) end
          expect(table.concat(seen, " ")):is("1 -1 2.5 3 10 Mid alpha zeta false true")
        end)
        test("removed keys are skipped", function()
          local t = { x = 1, y = 2, z = 3 }
          local seen = {}
          for k in pairs(t) do
            seen[#seen + 1] = k
            t.y = nil
          end
          expect(seen):is({ "x", "z" })
        end)
        test("views and libraries keep their own walk", function()
          local n = 0
          for name, f in pairs(string) do n = n + 1 end
          expect(n > 10):is(true)
        end)
        test("not a table", function() for _ in pairs(nil) do end end)
        """)
        #expect(results.map(\.passed) == [true, true, true, false], "\(results.map { $0.failure?.message ?? "ok" })")
        #expect(results[3].failure?.line == 22)
        #expect(results[3].failure?.message.contains("bad argument #1 to 'pairs' (table expected, got nil)") == true)
    }

    /// A chunk a script loads cannot pass itself off as another file in error messages.
    @Test func aLoadedChunkIsNamedAsAString() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("named", function()
          local f = load("error('boom')", "@rules/classic.lua")
          local ok, message = pcall(f)
          expect(message):is('[string "rules/classic.lua"]:1: boom')
        end)
        """)
        #expect(results.map(\.passed) == [true], "\(results.map { $0.failure?.message ?? "ok" })")
    }
}
