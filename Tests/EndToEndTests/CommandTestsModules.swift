import Foundation
import Testing

/// Packages whose scripts share modules (`lib/`): checked, tested, packed, installed and played.
extension CommandTests.CommandTestsPackages {
    /// A package folder of two variants sharing `lib/lives.lua`, with a test.
    func sharing(module: String = "local M = {}\nfunction M.start(e, game) game.state.lives = 2 end\nreturn M\n") throws -> URL {
        let folder = scratch.appendingPathComponent("sharing")
        try CommandSupport.write(module, to: "lib/lives.lua", in: folder)
        for id in ["one", "two"] {
            try CommandSupport.write("""
            local lives = require "lives"
            return variant { id = "\(id)", name = "\(id)", api = 2, version = "1.0.0", on_start = lives.start,
              status = function(game) return "Lives: " .. game.state.lives end }

            """, to: "variants/\(id).lua", in: folder)
        }
        try CommandSupport.write("""
        test("two lives", function()
          local g = game { board = { "a", "b", "a", "b" } }
          expect(g:status()):is("Lives: 2")
        end)

        """, to: "variants/one_test.lua", in: folder)
        try CommandSupport.write(#"{"id": "sharing", "name": "Sharing", "version": "1.0.0", "api": 2, "author": "Ada"}"#,
                                 to: "manifest.json", in: folder)
        return folder
    }

    @Test func aPackageWithModulesIsCheckedTestedPackedInstalledAndPlayed() throws {
        let folder = try sharing()
        let checked = try run(["check", folder.path])
        #expect(checked.status == 0 && checked.stderr.contains("checked 2 scripts: 0 errors"), "\(checked.stdout)\(checked.stderr)")
        #expect(try run(["test", folder.path]).stdout.contains("1 passed, 0 failed"))
        let packed = try run(["pack", folder.path])
        #expect(packed.status == 0 && packed.stdout.contains("packed sharing 1.0.0 (2 scripts, 5 files)"), "\(packed.stdout)\(packed.stderr)")
        let installed = try run(["install", "sharing-1.0.0.zip"])
        #expect(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
        #expect(FileManager.default.fileExists(atPath: decks.path + "/sharing/lib/lives.lua"))
        let listed = try run(["list", "variants"]).stdout
        #expect(listed.contains("\(decks.path)/sharing/variants/two.lua") && !listed.contains("lib/lives.lua"), "\(listed)")
        let simulated = try run(["simulate", "--variant", "two", "--games", "5"])
        #expect(simulated.status == 0 && simulated.stdout.contains("5 games"), "\(simulated.stdout)\(simulated.stderr)")
    }

    @Test func anErrorInAModuleIsReportedAtItsLineByCheckAndTest() throws {
        let folder = try sharing(module: "local M = {}\nfunction M.start(e, game)\n  game.state.lives = nil + 1\nend\nreturn M\n")
        let checked = try run(["check", folder.path + "/variants/one.lua"])
        #expect(checked.status == 1, "\(checked.stdout)")
        #expect(checked.stdout.contains("\(folder.path)/lib/lives.lua:3: error: on_start: attempt to perform arithmetic on a nil value"), "\(checked.stdout)")
        try CommandSupport.write("local M = {\nreturn M\n", to: "lib/lives.lua", in: folder)
        let syntax = try run(["check", folder.path + "/lib/lives.lua"])
        #expect(syntax.status == 1 && syntax.stdout.contains("\(folder.path)/lib/lives.lua:2: error: "), "\(syntax.stdout)")
        let tested = try run(["test", folder.path])
        #expect(tested.status != 0 && tested.stdout.contains("\(folder.path)/lib/lives.lua:2: "), "\(tested.stdout)")
    }

    @Test func aShippedVariantPackedAloneBringsItsModule() throws {
        let packed = try run(["pack", Binary.repository.appendingPathComponent("Decks/variants/lives.lua").path])
        #expect(packed.status == 0 && packed.stdout.contains("packed lives 1.0.0 (1 script, 4 files)"), "\(packed.stdout)\(packed.stderr)")
        let installed = try run(["install", "--force", "lives-1.0.0.zip"])
        #expect(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
        #expect(FileManager.default.fileExists(atPath: decks.path + "/lives/lib/lives.lua"))
    }
}
