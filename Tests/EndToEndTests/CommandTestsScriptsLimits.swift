import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `memory check` on rules whose hooks hit a sandbox limit: one error each, at the hook's
    /// line, the path named once (that the hook is not called again at every event, which made
    /// these take 15 to 70 seconds, is tested on the rules themselves: StoppedHookTests).
    @Suite struct CommandTestsScriptsLimits {
        static let scripts: [(name: String, text: String, expected: String)] = [
            ("loop.lua", """
            return rules {
              id = "loop", name = "Loop", api = 1,
              on_mismatch = function(e)
                while true do end
              end,
            }

            """, "loop.lua:4: error: on_mismatch ran more than 100000000 instructions (an endless loop?) and was stopped"),
            ("mem.lua", """
            return rules {
              id = "mem", name = "Mem", api = 1,
              on_match = function(e) local t = {} for i = 1, 1e9 do t[i] = string.rep("x", 1000) .. i end end,
            }

            """, "mem.lua:3: error: on_match used more than 128 MiB of memory and was stopped"),
            ("cloop.lua", """
            return rules {
              id = "cloop", name = "C loop", api = 1,
              on_match = function(e) local s = string.rep("a", 1e6) for i = 1, 100 do s = s:gsub("a", "aa") end return 1 end,
            }

            """, "cloop.lua:3: error: on_match ran more than 100000000 instructions (an endless loop?) and was stopped"),
            ("upper.lua", """
            return rules {
              id = "upper", name = "Upper", api = 1,
              on_match = function(e) local s = string.rep("x", 1e7) for i = 1, 1000 do s = s:upper():lower() end return 1 end,
            }

            """, "upper.lua:3: error: on_match ran more than 100000000 instructions (an endless loop?) and was stopped"),
        ]

        @Test(arguments: scripts)
        func aHookStoppedByALimitIsOneErrorAtItsLine(name: String, text: String, expected: String) throws {
            let folder = Scratch.directory()
            try CommandSupport.write(text, to: name, in: folder)
            let result = try Binary.run(["check", name], directory: folder)
            #expect(result.status == 1)
            #expect(result.stdout == expected + "\n", "\(result.stdout)")
            #expect(result.stderr.contains("1 error"), "\(result.stderr)")
        }
    }
}
