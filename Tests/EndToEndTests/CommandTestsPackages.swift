import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `pack`, `install`, `uninstall`, `info`, `list --installed`, archives read in place, and
    /// requirements, on a fresh data directory (XDG_DATA_HOME in a scratch folder). Commands run
    /// outside the repository so that the installed packages, not ./Decks, come first.
    @Suite struct CommandTestsPackages {
        let scratch = Scratch.directory()
        var data: URL { scratch.appendingPathComponent("data/memory") }
        var decks: URL { scratch.appendingPathComponent("data/memory/decks") }

        func run(_ arguments: [String]) throws -> Binary.Result {
            try Binary.run(arguments, dataDir: data, directory: scratch,
                           environment: ["XDG_DATA_HOME": scratch.appendingPathComponent("data").path])
        }

        /// An id naming no installed package is bad usage, as an unknown deck id is: status 64,
        /// and the message names the id.
        @Test(arguments: [["info", "nope"], ["uninstall", "nope"], ["info", "../x"]])
        func anUnknownPackageIsBadUsage(_ arguments: [String]) throws {
            let result = try run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("memory: \(arguments[1]): no package with this id is installed"), "\(result.stderr)")
        }

        /// A copy of the shipped animals deck at `version`, in its own folder.
        func animals(_ version: String) throws -> URL {
            let folder = scratch.appendingPathComponent("src-\(version)/animals")
            try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Binary.repository.appendingPathComponent("Decks/animals"), to: folder)
            let deck = folder.appendingPathComponent("deck.lua")
            let text = try String(contentsOf: deck, encoding: .utf8).replacingOccurrences(of: "version = \"1.0.0\"", with: "version = \"\(version)\"")
            try text.write(to: deck, atomically: true, encoding: .utf8)
            return folder
        }

        @Test func aPackedShippedDeckInstallsPlaysUpgradesAndUninstalls() throws {
            let zip = scratch.appendingPathComponent("animals-1.0.0.zip").path
            let packed = try run(["pack", Binary.repository.appendingPathComponent("Decks/animals").path, "-o", zip])
            #expect(packed.status == 0, "\(packed.stderr)")
            #expect(packed.stdout.contains("packed animals 1.0.0 (1 script, 13 files) into \(zip)"))
            #expect(packed.stdout.contains("tests: 2 passed, 0 failed\n"), "the deck's tests/ ran: \(packed.stdout)")

            let installed = try run(["install", zip])
            #expect(installed.status == 0, "\(installed.stdout)\(installed.stderr)")
            #expect(installed.stdout.contains("installed animals 1.0.0 into \(decks.path)/animals"))
            #expect(installed.stdout.contains("tests: 2 passed, 0 failed\n"), "and ran from the archive: \(installed.stdout)")
            #expect(installed.stderr.contains("note: deck animals has the id of the shipped deck Animals by memory"), "by the same author: \(installed.stderr)")
            let listed = try run(["list", "decks"])
            #expect(listed.stdout.contains("\(decks.path)/animals/deck.lua\n      hides "), "\(listed.stdout)")
            #expect(try run(["list", "--installed"]).stdout.contains("animals    1.0.0 Animals by memory\n      from \(zip)"))
            let info = try run(["info", "animals"])
            #expect(info.stdout.contains("files: 13"), "\(info.stdout)")
            #expect(info.stdout.contains("img/owl.png"))

            // Play one game with the installed deck: its score is kept under the deck's id.
            let tmux = try Tmux(["--deck", "animals", "--rules", "classic", "--grid", "1x2", "--seed", "1", "--no-animation"],
                                dataDir: data, environment: ["XDG_DATA_HOME": scratch.appendingPathComponent("data").path], directory: scratch)
            try tmux.waitFor(text: "Pairs: 0/1")
            try CommandSupport.finishOnePair(tmux)
            try tmux.waitFor(text: "Game over")
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)
            let before = try run(["scores"]).stdout
            #expect(before.contains("animals · classic · standard · 1x2\n"), "\(before)")

            let upgrade = try run(["pack", try animals("1.1.0").path])
            #expect(upgrade.status == 0, "\(upgrade.stderr)")
            let upgraded = try run(["install", "animals-1.1.0.zip"])
            #expect(upgraded.status == 0, "\(upgraded.stderr)")
            #expect(upgraded.stdout.contains("installed animals 1.1.0 (upgraded from 1.0.0)"))
            #expect(try run(["scores"]).stdout == before, "the high scores survive the upgrade")
            #expect(try run(["simulate", "--deck", "animals", "--games", "2", "--pairs", "4"]).status == 0)

            let downgrade = try run(["install", zip])
            #expect(downgrade.status == 1, "a refusal is a problem found, as a clash of ids is")
            #expect(downgrade.stderr.contains("not installed: animals: it would downgrade animals from 1.1.0 to 1.0.0; use --force"), "\(downgrade.stderr)")
            #expect(!downgrade.stdout.contains("tests:"), "refused before its tests run: \(downgrade.stdout)")
            #expect(try run(["list", "--installed"]).stdout.contains("animals    1.1.0"))
            #expect(try run(["install", "--force", zip]).stdout.contains("(downgraded from 1.1.0)"))

            let removed = try run(["uninstall", "animals"])
            #expect(removed.status == 0)
            #expect(removed.stdout.contains("uninstalled animals 1.0.0"))
            #expect(try run(["list", "--installed"]).stdout.contains("No package is installed"))
            #expect(try run(["uninstall", "animals"]).status != 0)
        }

        /// A stranger's package claiming a shipped script's id would hide it (and share its high
        /// scores): refused, naming it, unless --force; nothing is written.
        @Test func aPackageClaimingAShippedIdIsRefusedUnlessForced() throws {
            let folder = scratch.appendingPathComponent("impostor")
            try CommandSupport.write("""
            return deck { id = "emoji", name = "Not emoji", author = "someone", api = 1, version = "9.0.0", faces = { "a", "b", "c" } }

            """, to: "deck.lua", in: folder)
            let zip = scratch.appendingPathComponent("emoji-9.0.0.zip").path
            #expect(try run(["pack", folder.path, "-o", zip]).status == 0)
            let refused = try run(["install", zip])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("not installed: its deck emoji has the id of the shipped deck Emoji zoo by memory ("
                                            + Binary.repository.appendingPathComponent("Decks/emoji.lua").path + "): one would hide the other (use --force"),
                    "\(refused.stderr)")
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: decks.path)) ?? []).filter { !$0.hasPrefix(".") }.isEmpty)
            let forced = try run(["install", "--force", zip])
            #expect(forced.status == 0, "\(forced.stderr)")
            #expect(forced.stderr.contains("note: deck emoji has the id of the shipped deck Emoji zoo"), "\(forced.stderr)")
            #expect(try run(["list", "decks"]).stdout.contains("\(decks.path)/emoji/deck.lua\n      hides "))
        }

        @Test func aZipInADecksFolderIsPlayedInPlace() throws {
            let zip = decks.appendingPathComponent("animals.zip").path
            try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
            #expect(try run(["pack", try animals("2.0.0").path, "-o", zip]).status == 0)
            let listed = try run(["list", "decks"])
            #expect(listed.stdout.contains("Animals 2.0.0 by memory"), "\(listed.stdout)")
            #expect(listed.stdout.contains("\(zip)/deck.lua\n"))
            for target in [zip, zip + "/deck.lua"] {
                let checked = try run(["check", target])
                #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
            }
            let garbage = scratch.appendingPathComponent("garbage.zip")
            try Data("not a zip".utf8).write(to: garbage)
            let refused = try run(["check", garbage.path])
            #expect(refused.status == 1)
            #expect(refused.stdout.contains("\(garbage.path): error: is not a zip archive, or is truncated"), "\(refused.stdout)")
            #expect(try run(["simulate", "--deck", "animals", "--games", "2", "--pairs", "4"]).status == 0)
            // Nothing was unpacked.
            #expect(try FileManager.default.contentsOfDirectory(atPath: decks.path) == ["animals.zip"])
        }

        /// A script that does not load is reported as `memory check` reports it: one error a
        /// line (they were run together on one line, joined by `^J`), escapes shown, not obeyed;
        /// install and pack both exit 1 (problems found), as `memory check` does.
        @Test func aScriptThatDoesNotLoadIsReportedOneErrorALine() throws {
            let script = try CommandSupport.write("""
            return deck { id = "\\27]2;x\\7", faces = { "a", "b" } }

            """, to: "broken.lua", in: scratch).path
            for (command, refusal) in [("install", "memory: not installed: \(script): a script does not load:\n"),
                                       ("pack", "memory: \(script): a script does not load:\n")] {
                let result = try run([command, script])
                #expect(result.status == 1, "\(command): \(result.status)")
                #expect(result.stderr.hasPrefix(refusal), "\(result.stderr)")
                #expect(result.stderr.contains("\n\(script):1: error: id contains the control character U+1B, which a terminal would obey\n"
                                               + "\(script):1: error: deck needs a name (a string)\n"), "\(result.stderr)")
                #expect(!result.stderr.contains("^J") && !result.stderr.contains("\u{1B}"), "\(result.stderr)")
            }
        }

        /// A test file given to `install` is named as one, not run as a script that fails.
        @Test func aTestFileIsNotInstalled() throws {
            let test = try CommandSupport.write("test(\"x\", function() end)\n", to: "owls_test.lua", in: scratch).path
            let result = try run(["install", test])
            #expect(result.status == 64)
            #expect(result.stderr == "memory: not installed: \(test) is a test file (`memory test` runs it): install the script it tests, "
                    + "or the folder holding both\n", "\(result.stderr)")
        }

        /// A file that starts with an escape character is text Lua would read as precompiled: it is
        /// said to be neither, and a real precompiled chunk is named as one.
        @Test func aScriptStartingWithAnEscapeIsNotCalledPrecompiled() throws {
            let text = try CommandSupport.write("\u{1B}[31mreturn deck { }\n", to: "red.lua", in: scratch).path
            let binary = try CommandSupport.write("\u{1B}Lua\u{54}\u{0}", to: "compiled.lua", in: scratch).path
            let checked = try run(["check", text, binary])
            #expect(checked.status == 1)
            #expect(checked.stdout.contains("\(text): error: the script starts with an escape character (byte 27): a script must be Lua source text"),
                    "\(checked.stdout)")
            #expect(checked.stdout.contains("\(binary): error: binary (precompiled) Lua chunks are refused"), "\(checked.stdout)")
        }

        @Test func aManifestThatLiesIsRefused() throws {
            let folder = scratch.appendingPathComponent("liar")
            try CommandSupport.write("""
            return deck { id = "birds", name = "Birds", api = 1, version = "1.0.0", faces = { "a", "b", "c" } }

            """, to: "deck.lua", in: folder)
            try CommandSupport.write(#"{"id": "owls", "name": "Owls", "version": "1.0.0", "api": 1}"#, to: "manifest.json", in: folder)
            let wrongID = try run(["install", folder.path])
            #expect(wrongID.status != 0)
            #expect(wrongID.stderr.contains("the manifest says id owls, but its only script is birds"), "\(wrongID.stderr)")
            try CommandSupport.write(#"{"id": "birds", "name": "Birds", "version": "2.0.0", "api": 1}"#, to: "manifest.json", in: folder)
            let wrongVersion = try run(["pack", folder.path])
            #expect(wrongVersion.status != 0)
            #expect(wrongVersion.stderr.contains("says version 1.0.0, but the manifest says 2.0.0"), "\(wrongVersion.stderr)")
            // Every script left at the old version is named at once, not one per try.
            try CommandSupport.write("return rules { id = \"owlish\", name = \"Owlish\", api = 1, version = \"1.1.0\" }\n",
                                     to: "rules/owlish.lua", in: folder)
            let both = try run(["pack", folder.path])
            #expect(both.status != 0)
            #expect(both.stderr.contains("but the manifest says 2.0.0: they must agree; so must ")
                    && both.stderr.contains("rules/owlish.lua (1.1.0)"), "\(both.stderr)")
            #expect(!FileManager.default.fileExists(atPath: decks.path + "/owls") && !FileManager.default.fileExists(atPath: decks.path + "/birds"))
        }

        /// A deck needing `needs` (id → range), as a one-script package.
        func deck(_ id: String, version: String = "1.0.0", requires: [String: String]) throws -> String {
            let table = requires.map { "[\"\($0.key)\"] = \"\($0.value)\"" }.joined(separator: ", ")
            return try CommandSupport.write("""
            return deck { id = "\(id)", name = "\(id)", api = 1, version = "\(version)", requires = { \(table) }, faces = { "a", "b", "c" } }

            """, to: "\(id)-\(version).lua", in: scratch).path
        }

        @Test func missingRequirementsAreClearAtInstallCheckLoadAndInTheList() throws {
            let needy = try deck("needy", requires: ["helper": ">=2.0.0"])
            let refused = try run(["install", needy])
            #expect(refused.status != 0)
            #expect(refused.stderr.contains("requires helper >=2.0.0, which is not installed"), "\(refused.stderr)")
            #expect(refused.stderr.components(separatedBy: "requires helper").count == 2, "said once: \(refused.stderr)")
            #expect(try run(["check", needy]).stdout.contains("requires helper >=2.0.0, which is not installed"))
            #expect(try run(["install", "--force", needy]).status == 0)
            #expect(try run(["install", try deck("helper", requires: [:])]).status == 0)
            let load = try run(["simulate", "--deck", "needy", "--games", "1", "--pairs", "3"])
            #expect(load.status != 0)
            #expect(load.stderr.contains("requires helper >=2.0.0, but helper 1.0.0 is installed"), "\(load.stderr)")
            #expect(try run(["list", "decks"]).stdout.contains("✗ cannot be played: requires helper >=2.0.0, but helper 1.0.0 is installed"))
            #expect(try run(["install", try deck("helper", version: "2.1.0", requires: [:])]).stdout.contains("upgraded from 1.0.0"))
            #expect(try run(["simulate", "--deck", "needy", "--games", "1", "--pairs", "3"]).status == 0)
        }

        @Test func aRequiresCycleIsRefused() throws {
            #expect(try run(["install", "--force", try deck("aa", requires: ["bb": "*"])]).status == 0)
            let cycle = try run(["install", try deck("bb", requires: ["aa": ">=1.0.0"])])
            #expect(cycle.status != 0)
            #expect(cycle.stderr.contains("requires cycle: bb → aa → bb"), "\(cycle.stderr)")
            #expect(try run(["list", "--installed"]).stdout.contains("aa ") && !(try run(["list", "--installed"]).stdout.contains("bb ")))
        }

        @Test func hostileArchivesInstallNothing() throws {
            let slip = scratch.appendingPathComponent("slip.zip").path
            _ = try Binary.shell("""
            python3 -c "import zipfile,sys; z=zipfile.ZipFile(sys.argv[1],'w'); z.writestr('deck.lua','return deck{}'); z.writestr('../../evil.lua','x'); z.close()" \(slip)
            """)
            let result = try run(["install", slip])
            #expect(result.status != 0)
            #expect(result.stderr.contains("entry \"../../evil.lua\": the name leaves the package"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: decks.path + "/deck.lua"))
            #expect(!FileManager.default.fileExists(atPath: scratch.path + "/evil.lua"))
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: decks.path)) ?? []).filter { !$0.hasPrefix(".") }.isEmpty)
        }

        /// Another process (flock(1) here) holds the decks folder's lock: the install is refused
        /// at once and writes nothing.
        @Test func anInstallWhileAnotherRunsIsRefused() throws {
            try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
            let env = "XDG_DATA_HOME=\(scratch.appendingPathComponent("data").path) MEMORY_DATA_DIR=\(data.path)"
            let source = try animals("1.0.0").path
            let out = try Spawn.run(["/bin/sh", "-c", "cd \(scratch.path) && flock \(decks.path)/.install.lock env \(env) \(Binary.path) install \(source)"])
            #expect(out.status != 0)
            #expect(out.stderr.contains("another install or uninstall is running there"), "\(out.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: decks.path) == [".install.lock"])
            #expect(try run(["install", source]).status == 0, "once the other has finished, it installs")
        }

        /// A write that fails half-way (the file-size limit stands in for a full disk): the
        /// previous version stays, and no staging folder is left. With tests, the copy they run
        /// on fails first; without, the install's own.
        @Test func anInstallThatCannotWriteLeavesThePreviousVersion() throws {
            #expect(try run(["install", try animals("1.0.0").path]).status == 0)
            let bigger = try animals("1.2.0")
            try Data(count: 300_000).write(to: bigger.appendingPathComponent("notes.txt"))
            let env = "XDG_DATA_HOME=\(scratch.appendingPathComponent("data").path) MEMORY_DATA_DIR=\(data.path)"
            let install = "trap '' XFSZ; ulimit -f 100; cd \(scratch.path) && env \(env) \(Binary.path) install \(bigger.path)"
            let tested = try Spawn.run(["/bin/sh", "-c", install])
            #expect(tested.status != 0)
            #expect(tested.stderr.contains("not installed: the package's tests could not be run: "), "\(tested.stderr)")
            try FileManager.default.removeItem(at: bigger.appendingPathComponent("tests"))
            let out = try Spawn.run(["/bin/sh", "-c", install])
            #expect(out.status != 0)
            #expect(out.stderr.contains("nothing was installed"), "\(out.stderr)")
            #expect(try run(["list", "--installed"]).stdout.contains("animals    1.0.0"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: decks.path).sorted() == [".install.lock", "animals"])
        }
    }
}
