import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `memory test` and scripts' print/log output (`--log`, shown inline by test and check).
    @Suite struct CommandTestsScriptTests {
        static let printingRules = """
        return rules {
          id = "loud", name = "Loud", api = 1,
          on_match = function(e) print("match\\27[2J", e.streak) return 1 end,
        }

        """

        @Test func oneLinePerTestThenTheCountsAndExitOneOnAFailure() throws {
            let folder = Scratch.directory()
            try CommandSupport.write("""
            test("passes", function() expect(game { board = { "a", "a" } }:turn(1, 2):score()):is(1) end)
            test("fails", function()
              expect(2):is(3)
            end)

            """, to: "rules/classic_test.lua", in: folder)
            try CommandSupport.write("return rules { id = 'classic', name = 'C', api = 1, on_match = function(e) return 1 end }",
                                     to: "rules/classic.lua", in: folder)
            let result = try Binary.run(["test", "rules"], directory: folder)
            #expect(result.status == 1, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines == ["ok passes", "FAIL rules/classic_test.lua:3: expected 3, got 2 (fails)", "1 passed, 1 failed"])
        }

        @Test func theShippedTestsPass() throws {
            let result = try Binary.run(["test", "Decks"])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.hasSuffix(", 0 failed\n"))
            #expect(!result.stdout.contains("FAIL"))
        }

        @Test func aBrokenTestFileIsAFailureNotACrash() throws {
            let folder = Scratch.directory()
            try CommandSupport.write("test('x', function()\n", to: "a_test.lua", in: folder)
            try CommandSupport.write("test('spins', function() while true do end end)\n", to: "b_test.lua", in: folder)
            let result = try Binary.run(["test", "."], directory: folder)
            #expect(result.status == 1)
            #expect(result.stdout.contains("FAIL ./a_test.lua:2: "), "\(result.stdout)")
            #expect(result.stdout.contains("FAIL ./b_test.lua:1: the test ran more than"), "\(result.stdout)")
            #expect(result.stdout.hasSuffix("0 passed, 2 failed\n"))
        }

        @Test func noTestsIsAClearFailure() throws {
            let folder = Scratch.directory()
            let result = try Binary.run(["test", "nowhere"], directory: folder)
            #expect(result.status == 1)
            #expect(result.stderr.contains("nowhere: no such file or folder"))
        }

        @Test func printsAreShownUnderTheirTestSanitised() throws {
            let folder = Scratch.directory()
            try CommandSupport.write(Self.printingRules, to: "loud.lua", in: folder)
            try CommandSupport.write("test('m', function() game { board = { 'a', 'a' } }:turn(1, 2) end)\n", to: "loud_test.lua", in: folder)
            let result = try Binary.run(["test", "loud.lua"], directory: folder)
            #expect(result.status == 0, "\(result.stdout)")
            #expect(result.stdout.contains("ok m\n  | ./loud.lua:3: match^[[2J\t1\n"), "\(result.stdout)")
            #expect(!result.stdout.contains("\u{1B}"))
        }

        @Test func checkShowsPrintsInlineAndSimulateOnlyInTheLog() throws {
            let folder = Scratch.directory()
            try CommandSupport.write(Self.printingRules, to: "loud.lua", in: folder)
            let check = try Binary.run(["check", "loud.lua"], directory: folder)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(check.stdout.contains("  | loud.lua:3: match^[[2J"), "\(check.stdout)")
            let simulate = try Binary.run(["simulate", "--rules", "loud.lua", "--games", "3", "--log", "run.log"], directory: folder)
            #expect(simulate.status == 0, "\(simulate.stderr)")
            #expect(!simulate.stdout.contains("match") && !simulate.stderr.contains("match"))
            let log = try String(contentsOf: folder.appendingPathComponent("run.log"), encoding: .utf8)
            #expect(log.contains("loud.lua:3: match^[[2J"), "\(log)")
            #expect(!log.contains("\u{1B}"))
        }

        @Test func printsNeverReachTheTerminalDuringPlay() throws {
            let folder = Scratch.directory()
            let rules = try CommandSupport.write("""
            return rules {
              id = "quiet", name = "Quiet", api = 1,
              on_match = function(e) print("PRINTED-ON-MATCH") return 1 end,
            }

            """, to: "quiet.lua", in: folder)
            let log = folder.appendingPathComponent("play.log")
            let tmux = try Tmux(["--deck", "symbols", "--rules", rules.path, "--pairs", "1", "--no-animation", "--log", log.path],
                                dataDir: Scratch.directory())
            try tmux.waitFor(text: "Pairs: 0/1")
            try tmux.send("Space")
            try tmux.send("Down")
            try tmux.send("Space")
            try tmux.waitFor("the match's log line") { _ in
                (try? String(contentsOf: log, encoding: .utf8))?.contains("quiet.lua:3: PRINTED-ON-MATCH") == true
            }
            #expect(!(try tmux.screen()).contains("PRINTED"), "a print reached the screen")
            tmux.terminate()
        }
    }
}
