import Foundation
import Testing

/// What `pack` and `install` check beyond `memory check`: the package's tests (in a folder, in a
/// `.zip`, beside a single script), the requirements its scripts add to its manifest, and what
/// `list --installed` shows (dropped archives, `--json`).
extension CommandTests.CommandTestsPackages {
    /// A package folder `owls` (a deck and its own rules, a manifest) whose test file checks,
    /// by id, that the package's rules score a match 10; `score` is what the test expects.
    func owls(expecting score: Int, in name: String = "owls") throws -> URL {
        let folder = scratch.appendingPathComponent(name)
        try CommandSupport.write("""
        return deck { id = "owls", name = "Owls", api = 1, version = "1.0.0", faces = { "a", "b", "c" } }

        """, to: "owls.lua", in: folder)
        try CommandSupport.write("""
        return rules { id = "hoot", name = "Hoot", api = 1, version = "1.0.0", on_match = function(e) return 10 end }

        """, to: "rules/hoot.lua", in: folder)
        try CommandSupport.write("""
        test("a pair of owls", function()
          local g = game { rules = "hoot", board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:score()):is(\(score))
        end)

        """, to: "owls_test.lua", in: folder)
        try CommandSupport.write(#"{"id": "owls", "name": "Owls", "version": "1.0.0", "api": 1, "author": "Ada"}"#,
                                 to: "manifest.json", in: folder)
        return folder
    }

    @Test func aPackageWhoseTestFailsIsRefusedByPackAndInstall() throws {
        let folder = try owls(expecting: 11)
        let packed = try run(["pack", folder.path])
        #expect(packed.status == 1)
        #expect(packed.stdout.contains("FAIL \(folder.path)/owls_test.lua:4: expected 11, got 10 (a pair of owls)"), "\(packed.stdout)")
        #expect(packed.stdout.contains("tests: 0 passed, 1 failed"))
        #expect(packed.stderr.contains("not packed: 1 test of the package failed"), "\(packed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("owls-1.0.0.zip").path))

        for arguments in [["install", folder.path], ["install", "--force", folder.path]] {
            let installed = try run(arguments)
            #expect(installed.status == 1)
            #expect(installed.stdout.contains("FAIL \(folder.path)/owls_test.lua:4: expected 11, got 10"), "\(installed.stdout)")
            #expect(installed.stderr.contains("not installed: 1 test of the package failed"), "\(installed.stderr)")
        }

        // The same files zipped by hand: the test runs from the archive, and is named inside it.
        let zip = scratch.appendingPathComponent("owls-hand.zip").path
        _ = try Binary.shell("cd \(folder.path) && python3 -c \"import zipfile,sys,os; z=zipfile.ZipFile(sys.argv[1],'w'); [z.write(os.path.join(d,f), os.path.relpath(os.path.join(d,f))) for d,_,fs in os.walk('.') for f in fs]; z.close()\" \(zip)")
        let fromZip = try run(["install", zip])
        #expect(fromZip.status == 1)
        #expect(fromZip.stdout.contains("FAIL \(zip)/owls_test.lua:4: expected 11, got 10"), "\(fromZip.stdout)")
        #expect(!fromZip.stdout.contains("memory-package-tests-"), "no temporary path shows")
        #expect(!FileManager.default.fileExists(atPath: decks.path + "/owls"))
    }

    @Test func aPackageWhoseTestsPassIsPackedAndInstalled() throws {
        let folder = try owls(expecting: 10)
        let packed = try run(["pack", folder.path])
        #expect(packed.status == 0, "\(packed.stdout)\(packed.stderr)")
        #expect(packed.stdout.contains("tests: 1 passed, 0 failed\npacked owls 1.0.0 (2 scripts, 4 files) into owls-1.0.0.zip"), "\(packed.stdout)")
        let installed = try run(["install", "owls-1.0.0.zip"])
        #expect(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
        #expect(installed.stdout.contains("tests: 1 passed, 0 failed\ninstalled owls 1.0.0 into \(decks.path)/owls"), "\(installed.stdout)")
        #expect(FileManager.default.fileExists(atPath: decks.path + "/owls/owls_test.lua"))
    }

    @Test func aSingleScriptBringsItsTestAlong() throws {
        let folder = scratch.appendingPathComponent("single")
        let script = try CommandSupport.write("""
        return rules { id = "hoot", name = "Hoot", api = 1, version = "1.0.0", on_match = function(e) return 10 end }

        """, to: "hoot.lua", in: folder)
        func test(expecting score: Int) throws {
            try CommandSupport.write("""
            test("a match scores 10", function()
              local g = game { board = { "a", "b", "a", "b" } }
              g:turn(1, 3)
              expect(g:score()):is(\(score))
            end)

            """, to: "hoot_test.lua", in: folder)
        }
        try test(expecting: 12)
        let refused = try run(["pack", script.path])
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("FAIL \(folder.path)/hoot_test.lua:4: expected 12, got 10 (a match scores 10)"), "\(refused.stdout)")

        try test(expecting: 10)
        let packed = try run(["pack", script.path])
        #expect(packed.status == 0, "\(packed.stdout)\(packed.stderr)")
        #expect(packed.stdout.contains("packed hoot 1.0.0 (1 script, 3 files)"), "\(packed.stdout)")
        #expect(try run(["install", "hoot-1.0.0.zip"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: decks.path + "/hoot/rules/hoot_test.lua"))
    }

    @Test func aShippedRulesFileIsPackedWithItsTests() throws {
        let packed = try run(["pack", Binary.repository.appendingPathComponent("Decks/rules/classic.lua").path])
        #expect(packed.status == 0, "\(packed.stdout)\(packed.stderr)")
        #expect(packed.stdout.contains("packed classic 1.0.0 (1 script, 3 files) into classic-1.0.0.zip"), "\(packed.stdout)")
        let misnamed = try run(["pack", Binary.repository.appendingPathComponent("Decks/rules/classic.lua").path, "-o", "classic.tar"])
        #expect(misnamed.status == 64 && misnamed.stderr.contains("-o classic.tar: the archive's name must end in .zip"), "\(misnamed.stderr)")
        #expect(misnamed.stdout.isEmpty, "refused before checking and testing: \(misnamed.stdout)")
        #expect(packed.stdout.contains(" failed\n") && packed.stdout.contains("tests: ") && !packed.stdout.contains("FAIL"))
        // The shipped rules name no author: installed, they would hide the shipped classic.
        let refused = try run(["install", "classic-1.0.0.zip"])
        #expect(refused.status == 1 && refused.stderr.contains("its rules classic has the id of the shipped rules Classic ("), "\(refused.stderr)")
        let installed = try run(["install", "--force", "classic-1.0.0.zip"])
        #expect(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
        #expect(installed.stdout.contains("rules classic: Classic"))
    }

    @Test func whatScriptsRequireIsWrittenIntoThePackedManifest() throws {
        let folder = try owls(expecting: 10)
        try CommandSupport.write("""
        return variant { id = "night", name = "Night", api = 1, version = "1.0.0", requires = { helper = ">=1.2.0", hoot = "1.0.0" } }

        """, to: "variants/night.lua", in: folder)
        try CommandSupport.write("""
        return deck { id = "owls", name = "Owls", api = 1, version = "1.0.0", requires = { helper = "<2.0.0" }, faces = { "a", "b", "c" } }

        """, to: "owls.lua", in: folder)
        let packed = try run(["pack", folder.path])
        #expect(packed.status == 0, "\(packed.stdout)\(packed.stderr)")
        #expect(packed.stdout.contains("manifest.json: added requires helper <2.0.0 >=1.2.0, which its scripts require"), "\(packed.stdout)")
        #expect(packed.stderr.contains("requires helper <2.0.0 >=1.2.0, which is not installed"), "\(packed.stderr)")
        let manifest = try Binary.shell("python3 -c \"import zipfile; print(zipfile.ZipFile('\(scratch.path)/owls-1.0.0.zip').read('manifest.json').decode())\"")
        let fields = try #require(try CommandSupport.json(manifest) as? [String: Any])
        #expect(fields["requires"] as? [String: String] == ["helper": "<2.0.0 >=1.2.0"], "hoot is in the package: \(manifest)")
        #expect(fields["author"] as? String == "Ada")

        let refused = try run(["install", "owls-1.0.0.zip"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("requires helper <2.0.0 >=1.2.0, which is not installed"), "\(refused.stderr)")
        #expect(refused.stderr.components(separatedBy: "requires helper").count == 2, "said once: \(refused.stderr)")
        #expect(try run(["install", "--force", "owls-1.0.0.zip"]).status == 0)
        #expect(try run(["info", "owls"]).stdout.contains("requires: helper <2.0.0 >=1.2.0"))
    }

    @Test func listInstalledShowsDroppedArchivesAndJSON() throws {
        #expect(try run(["install", try owls(expecting: 10).path]).status == 0)
        let dropped = decks.appendingPathComponent("animals.zip").path
        #expect(try run(["pack", try animals("2.0.0").path, "-o", dropped]).status == 0)
        let garbage = decks.appendingPathComponent("bad\u{1B}[31m\".zip")
        try Data("not a zip".utf8).write(to: garbage)

        let listed = try run(["list", "--installed"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("""
        Installed in \(decks.path):
          owls       1.0.0 Owls by Ada
              from \(scratch.path)/owls
        Dropped into a decks folder by hand (.zip, played in place):
          animals    2.0.0 Animals by memory
              \(dropped)
          ✗ \(decks.path)/bad
        """), "\(listed.stdout)")
        #expect(!listed.stdout.contains("\u{1B}"), "control characters are shown visibly")
        #expect(listed.stdout.contains("is not a zip archive"))

        let json = try run(["list", "--installed", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        let items = try #require(try CommandSupport.json(json.stdout) as? [[String: Any]])
        #expect(items.map { $0["how"] as? String } == ["installed", "dropped", "dropped"])
        #expect(items[0]["id"] as? String == "owls" && items[0]["author"] as? String == "Ada" && items[0]["from"] as? String == scratch.path + "/owls")
        #expect(items[1]["id"] as? String == "animals" && items[1]["version"] as? String == "2.0.0" && items[1]["path"] as? String == dropped)
        #expect(items[2]["path"] as? String == garbage.path && (items[2]["problem"] as? String)?.contains("is not a zip archive") == true)
        #expect(json.stdout.contains(#"bad\u001b[31m\".zip"#), "strings are JSON-escaped: \(json.stdout)")
    }
}

extension CommandTests.CommandTestsPackages {
    /// A script whose author is not the manifest's is warned about at its `author =` line by
    /// pack and install alike (a warning: the package is still packed); one naming no author is not.
    @Test func aScriptByAnotherAuthorThanTheManifestIsWarnedAbout() throws {
        let folder = try owls(expecting: 10)
        try CommandSupport.write("""
        return rules { id = "hoot", name = "Hoot", api = 1, version = "1.0.0",
          author = "Bob",
          on_match = function(e) return 10 end }

        """, to: "rules/hoot.lua", in: folder)
        let zip = scratch.appendingPathComponent("owls.zip").path
        let packed = try run(["pack", folder.path, "-o", zip])
        #expect(packed.status == 0, "\(packed.stderr)")
        let warning = "rules/hoot.lua:2: warning: author \"Bob\" differs from the package's: manifest.json says \"Ada\""
        #expect(packed.stdout.contains("\(folder.path)/" + warning), "\(packed.stdout)")
        #expect(!packed.stdout.contains("owls.lua:"), "the deck names no author: \(packed.stdout)")
        let installed = try run(["install", zip])
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stdout.contains("\(zip)/" + warning), "\(installed.stdout)")
    }
}
