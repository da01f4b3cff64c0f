import Foundation
import MemoryPackages
import Testing
@testable import MemoryScripting

/// Reading packages for `memory pack` and `memory install`: every shipped script is a package of
/// one script, and what a package's scripts require from outside it reaches its manifest.
@Suite struct PackageReaderTests {
    @Test func everyShippedScriptIsAPackageOfOneScript() throws {
        let root = Corpus.shippedDecks
        let names = try FileManager.default.subpathsOfDirectory(atPath: root).filter { name in
            PackageLayout.scripts(among: [name]).count == 1 || name.hasSuffix("/deck.lua")
        }
        #expect(names.count >= 28, "\(names)")
        for name in names where !name.hasSuffix("/deck.lua") {
            let contents = try PackageReader.read(root + "/" + name)
            #expect(contents.manifest.version == "1.0.0", "\(name)")
            let test = String(name.dropLast(".lua".count)) + "_test.lua"
            #expect(contents.files.keys.contains { $0.hasSuffix("_test.lua") } == FileManager.default.fileExists(atPath: root + "/" + test),
                    "\(name) travels with its test")
        }
        #expect(try PackageReader.read(root + "/animals").manifest.version == "1.0.0")
    }

    static let scripts = [
        "owls.lua": #"return deck { id = "owls", name = "Owls", api = 1, version = "1.0.0", requires = { helper = "<2.0.0", hoot = "*" }, faces = { "a", "b" } }"#,
        "rules/hoot.lua": #"return rules { id = "hoot", name = "Hoot", api = 1, requires = { helper = ">=1.2.0", extra = "^1.0.0", owls = "1.0.0" } }"#,
        "variants/night.lua": #"return variant { id = "night", name = "Night", api = 1, requires = { helper = ">=1.2.0", named = ">=3.0.0" } }"#,
    ]

    @Test func requirementsFromOutsideThePackageAreAddedToItsManifest() throws {
        let folder = try ScriptTestRunnerTests.folder(Self.scripts.merging(["manifest.json": #"{"id": "owlery", "name": "Owlery", "version": "1.0.0", "api": 1, "requires": {"named": ">=2.0.0"}}"#]) { a, _ in a })
        let contents = try PackageReader.read(folder)
        let expected = ["helper": "<2.0.0 >=1.2.0", "extra": "^1.0.0", "named": ">=2.0.0"]
        #expect(contents.addedRequires == ["helper": "<2.0.0 >=1.2.0", "extra": "^1.0.0"])
        #expect(contents.manifest.requires == expected)
        #expect(try PackageManifest.decode(contents.files["manifest.json"]!, path: "packed").requires == expected)
    }

    @Test func aManifestThatNamesEveryRequirementIsLeftAsWritten() throws {
        let manifest = #"{"id": "owlery", "name": "Owlery", "version": "1.0.0", "api": 1, "requires": {"helper": ">=1.5.0", "extra": "*", "named": "*"}}"#
        let folder = try ScriptTestRunnerTests.folder(Self.scripts.merging(["manifest.json": manifest]) { a, _ in a })
        let contents = try PackageReader.read(folder)
        #expect(contents.addedRequires.isEmpty)
        #expect(contents.files["manifest.json"] == Array(manifest.utf8))
    }

    /// A folder of several scripts without a manifest is refused with one to start from.
    @Test func aPackageWithoutAManifestIsShownOne() throws {
        let folder = try ScriptTestRunnerTests.folder([
            "variants/hearts.lua": #"return variant { id = "hearts", name = "Hearts", api = 2, version = "0.1.0" }"#,
            "variants/spades.lua": #"return variant { id = "spades", name = "Spades", api = 2, version = "0.1.0" }"#,
        ])
        let error = #expect(throws: PackageError.self) { try PackageReader.read(folder) }
        let id = URL(fileURLWithPath: folder).lastPathComponent.lowercased()
        let message = try #require(error).description
        #expect(message.contains(#"such as {"id": ""# + id + #"", "name": ""#), "\(message)")
        #expect(message.contains(#""version": "0.1.0", "api": 2}"#), "\(message)")
    }
}
