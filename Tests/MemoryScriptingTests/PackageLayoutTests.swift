import Foundation
import MemoryScripting
import TestSupport
import Testing

@Suite struct PackageLayoutTests {
    let files = ["birds.lua", "birds_test.lua", "memory.d.lua", "manifest.json", "owls/deck.lua", "owls/img/owl.png",
                 "rules/streaky.lua", "rules/streaky_test.lua", "variants/quick.lua", "tests/helpers.lua", "owls/tests/deck.lua",
                 "rules/deep/x.lua", "img/robin.png"]

    @Test func scriptsAreFoundWhereTheLayoutPutsThemAndTestsAreLeftOut() {
        #expect(PackageLayout.scripts(.deck, among: files) == ["birds.lua", "owls/deck.lua"])
        #expect(PackageLayout.scripts(.rules, among: files) == ["rules/streaky.lua"])
        #expect(PackageLayout.scripts(.variant, among: files) == ["variants/quick.lua"])
    }

    /// A script named through "." (`--variant ./x.lua`) finds its package, or none, without a trap.
    @Test func aScriptNamedThroughADotFindsItsPackage() throws {
        let package = Scratch.folder("dot-package")
        try FileManager.default.createDirectory(atPath: package + "/variants", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: package + "/manifest.json"))
        #expect(PackageLayout.packageRoot(ofScript: package + "/variants/./quick.lua") == package)
        #expect(PackageLayout.packageRoot(ofScript: package + "/./quick.lua") == package + "/.")
        #expect(PackageLayout.packageRoot(ofScript: "./no-such-package-here.lua") == nil)
        #expect(PackageLayout.packageRoot(ofScript: "no-such-package-here.lua") == nil)
    }
}
