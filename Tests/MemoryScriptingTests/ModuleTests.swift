import Foundation
import MemoryEngine
import MemoryPackages
import TestSupport
import Testing
@testable import MemoryScripting

/// `require "name"`: modules in the `lib/` folder of a package or search root, shared by scripts.
@Suite struct ModuleTests {
    static let counter = """
        -- A counter in an upvalue and a table: state a game could leak into the next.
        local n = 0
        local M = { seen = {} }
        function M.bump()
          n = n + 1
          M.seen[#M.seen + 1] = n
          return n + #M.seen
        end
        return M
        """
    static let countingRules = """
        local counter = require "counter"
        return rules { id = "counting", name = "Counting", api = 1, on_match = function(e) return counter.bump() end }
        """

    static func folder(_ files: [String: String]) throws -> String { try ScriptTestRunnerTests.folder(files) }

    static func variant(requiring body: String, id: String = "v") -> String {
        "\(body)\nreturn variant { id = '\(id)', name = 'V', api = 2 }\n"
    }

    @Test func aModuleIsFoundInTheLibFolderBesideTheScriptInItsParentOrAtItsPackageRoot() throws {
        let helper = "return { answer = 42 }"
        let script = "local h = require 'util.helper'\nassert(h.answer == 42)\nreturn variant { id = 'v', name = 'V', api = 2 }"
        let loose = try Self.folder(["lib/util/helper.lua": helper, "v.lua": script])
        #expect(ScriptChecker.check(path: loose + "/v.lua", limits: Corpus.limits).isEmpty)
        let searchRoot = try Self.folder(["lib/util/helper.lua": helper, "variants/v.lua": script])
        #expect(ScriptModules.root(ofScript: searchRoot + "/variants/v.lua") == searchRoot)
        #expect(ScriptChecker.check(path: searchRoot + "/variants/v.lua", limits: Corpus.limits).isEmpty)
        // A package takes its modules from its own lib/ only, even with one beside its folder.
        let outer = try Self.folder(["lib/util/helper.lua": helper,
                                     "pkg/manifest.json": #"{"id": "pkg", "name": "Pkg", "version": "1.0.0", "api": 2}"#,
                                     "pkg/variants/v.lua": script])
        #expect(ScriptModules.root(ofScript: outer + "/pkg/variants/v.lua") == outer + "/pkg")
        let found = ScriptChecker.check(path: outer + "/pkg/variants/v.lua", limits: Corpus.limits)
        #expect(found.map(\.message) == ["require: no module 'util.helper': there is no \(outer)/pkg/lib/util/helper.lua "
            + "(no lib/ folder beside the script, in its folder's parent or at its package's root)"], "\(found)")
        #expect(found.first?.line == 1)
    }

    @Test func namesThatAreNotPlainDottedWordsAreRefusedAtTheRequire() throws {
        let outside = try Self.folder(["secret.lua": "return {}", "lib/ok.lua": "return {}"])
        for name in ["../secret", "/etc/passwd", "lib/ok", "a..b", ".ok", "ok.", "", "~/x", "a b"] {
            try Self.variant(requiring: "local ok = 1\nrequire '\(name)'").write(toFile: outside + "/v.lua", atomically: true, encoding: .utf8)
            let found = ScriptChecker.check(path: outside + "/v.lua", limits: Corpus.limits)
            #expect(found.count == 1 && found[0].line == 2 && found[0].message.contains("is not a module name"), "\(name): \(found)")
        }
        try Self.variant(requiring: "require 'ok.lua'").write(toFile: outside + "/v.lua", atomically: true, encoding: .utf8)
        #expect(ScriptChecker.check(path: outside + "/v.lua", limits: Corpus.limits).map(\.message)
            == ["require: ok.lua names lib/ok/lua.lua: write the module's name without .lua"])
        try Self.variant(requiring: "require(42)").write(toFile: outside + "/v.lua", atomically: true, encoding: .utf8)
        #expect(ScriptChecker.check(path: outside + "/v.lua", limits: Corpus.limits).map(\.message)
            == ["require: give a module's name as a string: require \"lives\""])
    }

    @Test func aMissingModuleNamesWhatWasLookedFor() throws {
        let bare = try Self.folder(["v.lua": Self.variant(requiring: "require 'nowhere'")])
        let found = ScriptChecker.check(path: bare + "/v.lua", limits: Corpus.limits)
        #expect(found.first?.message == "require: no module 'nowhere': there is no \(bare)/lib/nowhere.lua "
            + "(no lib/ folder beside the script, in its folder's parent or at its package's root)", "\(found)")
    }

    @Test func aModuleRunsOncePerStateAndEveryScriptGetsTheSameValue() throws {
        let folder = try Self.folder([
            "lib/shared.lua": "print('loading shared')\nreturn { list = {} }",
            "rules/r.lua": "local a = require 'shared'\nlocal b = require 'shared'\nassert(a == b)\nreturn rules { id = 'r', name = 'R', api = 2 }",
            "variants/v.lua": "local s = require 'shared'\nreturn variant { id = 'v', name = 'V', api = 2 }",
        ])
        let (factory, log) = try ScriptLog.shared.capturing {
            try ScriptedRulesFactory(rulesPath: folder + "/rules/r.lua", variantPath: folder + "/variants/v.lua", limits: Corpus.limits)
        }
        #expect(log.count == 1 && log[0].hasSuffix("lib/shared.lua:1: loading shared"), "\(log)")
        #expect(factory.rules.modules == [folder + "/lib/shared.lua"])
        #expect(factory.variants.first?.modules == [folder + "/lib/shared.lua"], "a module another script loaded first is still this one's")
    }

    @Test func everyGameStartsFromTheModulesFreshState() throws {
        let folder = try Self.folder(["lib/counter.lua": Self.counter, "rules/counting.lua": Self.countingRules])
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: folder + "/rules/counting.lua", variantPath: nil, limits: Corpus.limits).makeRules()
        let games = try play(rules: &rules, seeds: 1...4)
        let points = games.map { events in
            events.reduce(0) { sum, event in if case let .matched(_, _, points) = event { sum + points } else { sum } }
        }
        // Six matches score 2, 4, …, 12 in every game: neither the upvalue nor the table carried over.
        #expect(points == [42, 42, 42, 42])
    }

    @Test func aDeckGeneratorCallsItsModulesFreshForEveryDeal() throws {
        let folder = try Self.folder(["lib/counter.lua": Self.counter, "d.lua": """
            local counter = require "counter"
            return deck { id = "d", name = "D", api = 1, faces = function(n, random)
              local faces = {}
              for i = 1, n do faces[i] = "f" .. counter.bump() end
              return faces
            end }
            """])
        let deck = try DeckScript(path: folder + "/d.lua", limits: Corpus.limits)
        let first = try deck.faces(groups: 3, seed: 1).map(\.label)
        #expect(first == ["f2", "f4", "f6"])
        #expect(try deck.faces(groups: 3, seed: 1).map(\.label) == first)
    }

    @Test func anErrorInsideAModuleNamesTheModulesFileAndLine() throws {
        let folder = try Self.folder([
            "lib/broken.lua": "local M = {}\nlocal x = nil\nreturn x.field",
            "lib/syntax.lua": "return {\n  a = 1\n  b = 2\n}",
            "lib/hook.lua": "local M = {}\nfunction M.score(e)\n  error('no score for you')\nend\nreturn M",
            "rules/a.lua": "local b = require 'broken'\nreturn rules { id = 'a', name = 'A', api = 1 }",
            "rules/b.lua": "local s = require 'syntax'\nreturn rules { id = 'b', name = 'B', api = 1 }",
            "rules/c.lua": "local h = require 'hook'\nreturn rules { id = 'c', name = 'C', api = 1, on_match = h.score }",
        ])
        let runtime = ScriptChecker.check(path: folder + "/rules/a.lua", limits: Corpus.limits)
        #expect(runtime.map(\.path) == [folder + "/lib/broken.lua"] && runtime.first?.line == 3, "\(runtime)")
        #expect(runtime.first?.message.contains("attempt to index a nil value") == true)
        let syntax = ScriptChecker.check(path: folder + "/rules/b.lua", limits: Corpus.limits)
        #expect(syntax.map(\.path) == [folder + "/lib/syntax.lua"] && syntax.first?.line == 3, "\(syntax)")
        // In a hook, during play: the failure is at the module's line, under the hook's name.
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: folder + "/rules/c.lua", variantPath: nil, limits: Corpus.limits).makeRules()
        let failure = try #require(failures(in: try play(rules: &rules, seeds: 1...1)).first)
        #expect(failure.path == folder + "/lib/hook.lua" && failure.line == 3 && failure.hook == "on_match", "\(failure)")
        #expect(failure.detail.contains("no score for you"))
        // `memory check` of the module file itself.
        #expect(ScriptChecker.check(path: folder + "/lib/syntax.lua", limits: Corpus.limits).first?.line == 3)
        #expect(ScriptChecker.check(path: folder + "/lib/hook.lua", limits: Corpus.limits).isEmpty)
    }

    @Test func aCycleOfModulesIsAnErrorNotAHang() throws {
        let folder = try Self.folder([
            "lib/a.lua": "local b = require 'b'\nreturn {}",
            "lib/b.lua": "local c = require 'c'\nreturn {}",
            "lib/c.lua": "\nlocal a = require 'a'\nreturn {}",
            "v.lua": Self.variant(requiring: "require 'a'"),
        ])
        let found = ScriptChecker.check(path: folder + "/v.lua", limits: Corpus.limits)
        #expect(found.count == 1 && found.first?.path == folder + "/lib/c.lua" && found.first?.line == 2, "\(found)")
        #expect(found.first?.message.hasPrefix("require: a cycle of modules: 'a' requires 'b' requires 'c', which requires 'a' again") == true)
    }

    @Test func requireInAHookIsRefused() throws {
        let folder = try Self.folder(["lib/m.lua": "return {}", "rules/r.lua": """
            return rules { id = 'r', name = 'R', api = 1, on_match = function(e) require 'm' return 1 end }
            """])
        var rules: any Rules = try ScriptedRulesFactory(rulesPath: folder + "/rules/r.lua", variantPath: nil, limits: Corpus.limits).makeRules()
        let failure = try #require(failures(in: try play(rules: &rules, seeds: 1...1)).first)
        #expect(failure.detail.contains("call require at the top of the script"), "\(failure)")
        #expect(failure.line == 1)
    }

    @Test func aModuleObeysTheSandboxAndItsLimits() throws {
        let folder = try Self.folder([
            "lib/files.lua": "return io.open('/etc/passwd')",
            "lib/loop.lua": "while true do end",
            "a.lua": Self.variant(requiring: "require 'files'"),
            "b.lua": Self.variant(requiring: "require 'loop'"),
        ])
        let files = ScriptChecker.check(path: folder + "/a.lua", limits: Corpus.limits)
        #expect(files.first?.path == folder + "/lib/files.lua" && files.first?.message.contains("io.open is not available") == true, "\(files)")
        let loop = ScriptChecker.check(path: folder + "/b.lua", limits: Corpus.limits)
        #expect(loop.first?.message.contains("ran more than 5000000 instructions") == true, "\(loop)")
        try Array(repeating: UInt8(ascii: "-"), count: 2_000_000).withUnsafeBufferPointer { try Data($0).write(to: URL(fileURLWithPath: folder + "/lib/big.lua")) }
        try Self.variant(requiring: "require 'big'").write(toFile: folder + "/c.lua", atomically: true, encoding: .utf8)
        let big = ScriptChecker.check(path: folder + "/c.lua", limits: Corpus.limits)
        #expect(big.first?.message.contains("at most \(Corpus.limits.sourceBytes) are allowed") == true, "\(big)")
    }

    @Test func aPackageArchiveTakesItsModulesFromItsOwnLib() throws {
        let zip = Scratch.folder("modules-zip") + "/helpers.zip"
        try PackageWriter.write([
            "manifest.json": Array(#"{"id": "seven", "name": "Seven", "version": "1.0.0", "api": 2}"#.utf8),
            "lib/lives.lua": Array("return { start = 7 }".utf8),
            "variants/seven.lua": Array("""
                local lives = require "lives"
                return variant { id = "seven", name = "Seven", api = 2, version = "1.0.0",
                  status = function(game) return "Lives: " .. lives.start end }
                """.utf8),
        ], to: zip)
        let contents = try PackageReader.read(zip)
        #expect(contents.scripts.map { $0.file } == ["variants/seven.lua"], "lib/ holds modules, not scripts")
        #expect(contents.scripts.first?.metadata.modules == [zip + "/lib/lives.lua"])
        #expect(ScriptChecker.check(path: zip + "/variants/seven.lua", limits: Corpus.limits).isEmpty)
        #expect(PackageLayout.scripts(among: ["lib/deck.lua", "lib/util/grid.lua", "lib/x.lua", "a.lua"]).map(\.path) == ["a.lua"])
    }

    @Test func aScriptPackedAloneBringsItsModules() throws {
        let folder = try Self.folder(["lib/counter.lua": Self.counter, "lib/util/more.lua": "return 1",
                                      "variants/v.lua": "local c = require 'counter'\nlocal m = require 'util.more'\n"
                                          + "return variant { id = 'v', name = 'V', api = 2, version = '1.0.0' }"])
        let contents = try PackageReader.read(folder + "/variants/v.lua")
        #expect(Set(contents.files.keys) == ["manifest.json", "variants/v.lua", "lib/counter.lua", "lib/util/more.lua"])
    }

    @Test func aTestFileRequiresTheModulesOfTheScriptItTests() throws {
        let folder = try Self.folder(["lib/counter.lua": Self.counter, "rules/counting.lua": Self.countingRules,
                                      "rules/counting_test.lua": """
            local counter = require "counter"
            test("the counter counts", function()
              expect(counter.bump()):is(2)
              local g = game { board = { "a", "a" } }
              g:turn(1, 2)
              expect(g:score()):is(2)
            end)
            """])
        let results = ScriptTests.run(file: folder + "/rules/counting_test.lua", catalogue: ScriptCatalogue(roots: []), limits: Corpus.limits)
        #expect(results.map(\.passed) == [true], "\(results.map { $0.failure?.description ?? "ok" })")
    }
}
