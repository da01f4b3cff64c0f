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

    /// The read-only views (`game.params`, the event), the libraries and a face's data are walked
    /// in a fixed order too: params and data keys ascending, an event's fields as declared.
    @Test func viewsAndReadOnlyTablesAreWalkedInAFixedOrder() throws {
        let variant = """
        return variant {
          id = "walker", name = "Walker", api = 2,
          params = { hotel = 1, echo = 2, alpha = 3, foxtrot = 4, bravo = 5 },
          on_start = function(e, game)
            local params, fields, lib = {}, {}, {}
            for k in pairs(game.params) do params[#params + 1] = k end
            for k in pairs(e) do fields[#fields + 1] = k end
            for k in pairs(string) do if #lib < 3 then lib[#lib + 1] = k end end
            game.state.walked = table.concat(params, " ") .. " | " .. table.concat(fields, " ") .. " | " .. table.concat(lib, " ")
          end,
        }
        """
        let results = try ScriptTestRunnerTests.run("""
        test("walk", function()
          local g = game { variant = "walker.lua" }
          expect(g:state().walked):is("alpha bravo echo foxtrot hotel | cards player move elapsed score streak pairs_left points | byte char dump")
        end)
        """, beside: ["walker.lua": variant])
        #expect(results.map(\.passed) == [true], "\(results.map { $0.failure?.message ?? "ok" })")
    }

    /// An error whose text holds a time ("23:59:") still gets the place of the line that raised it.
    @Test func anErrorHoldingATimeStillNamesItsLine() throws {
        let results = try ScriptTestRunnerTests.run("""
        test("late", function()
          error("closing time 23:59: too late", 0)
        end)
        """)
        #expect(results.first?.failure?.line == 2, "\(results.map { $0.failure.map { "\($0.line.map(String.init) ?? "-"): \($0.message)" } ?? "ok" })")
    }
}
