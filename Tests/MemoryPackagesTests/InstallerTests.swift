import Foundation
import MemoryPackages
import Testing

/// Installing into a decks folder: atomic replacement, the lock, a folder that cannot be written.
@Suite struct InstallerTests {
    private func manifest(_ version: String) -> PackageManifest {
        PackageManifest(id: "birds", name: "Birds", version: version, api: 1, author: "Ada")
    }

    private func files(_ version: String) -> [String: [UInt8]] {
        [PackageManifest.fileName: manifest(version).encoded(), "deck.lua": Array("-- \(version)\n".utf8), "img/owl.png": [1, 2, 3]]
    }

    @Test func installingTwiceReplacesTheFolderWholeAndReportsThePreviousVersion() throws {
        let decks = try CraftedArchive.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: decks) }
        let installer = PackageInstaller(decksFolder: decks.path)
        let first = try installer.install(manifest("1.0.0"), files: files("1.0.0"), source: "/src/a.zip") { #expect($0 == nil) }
        #expect(first.previous == nil)
        var new = files("1.1.0")
        new["img/owl.png"] = nil
        new[".installed-from"] = Array("/claimed/by/the/package\n".utf8)
        let second = try installer.install(manifest("1.1.0"), files: new, source: "/src/b.zip") { #expect($0?.version == "1.0.0") }
        #expect(second.previous?.version == "1.0.0")
        #expect(try String(contentsOfFile: decks.path + "/birds/deck.lua", encoding: .utf8) == "-- 1.1.0\n")
        #expect(!FileManager.default.fileExists(atPath: decks.path + "/birds/img/owl.png"))
        #expect(installer.installed().map(\.manifest.version) == ["1.1.0"])
        #expect(installer.installed().first?.source == "/src/b.zip")
        // No staging folder is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: decks.path).sorted() == [".install.lock", "birds"])
    }

    @Test func aRefusalLeavesThePreviousVersion() throws {
        let decks = try CraftedArchive.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: decks) }
        let installer = PackageInstaller(decksFolder: decks.path)
        _ = try installer.install(manifest("2.0.0"), files: files("2.0.0"), source: "a") { _ in }
        #expect(throws: PackageError.self) {
            try installer.install(manifest("1.0.0"), files: files("1.0.0"), source: "b") { _ throws(PackageError) in throw PackageError(path: "birds", "downgrade") }
        }
        #expect(try String(contentsOfFile: decks.path + "/birds/deck.lua", encoding: .utf8) == "-- 2.0.0\n")
    }

    @Test func anInstallWhileAnotherHoldsTheLockIsRefused() throws {
        let decks = try CraftedArchive.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: decks) }
        let fd = open(decks.path + "/.install.lock", O_RDWR | O_CREAT, 0o644)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
        do {
            _ = try PackageInstaller(decksFolder: decks.path).install(manifest("1.0.0"), files: files("1.0.0"), source: "a") { _ in }
            Issue.record("installed while the lock was held")
        } catch {
            #expect(error.message.contains("another install or uninstall is running"))
        }
        #expect(!FileManager.default.fileExists(atPath: decks.path + "/birds"))
    }

    @Test func aFolderThatCannotBeWrittenIsReportedAndNothingIsLeft() throws {
        let parent = try CraftedArchive.temporaryFolder()
        let decks = parent.appendingPathComponent("decks")
        try FileManager.default.createDirectory(at: decks, withIntermediateDirectories: true)
        try ReadOnly.make(decks.path)
        defer {
            ReadOnly.undo(decks.path)
            try? FileManager.default.removeItem(at: parent)
        }
        do {
            _ = try PackageInstaller(decksFolder: decks.path).install(manifest("1.0.0"), files: files("1.0.0"), source: "a") { _ in }
            Issue.record("installed into a read-only folder")
        } catch {
            #expect(error.message.contains("cannot be written to"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: decks.path).isEmpty)
    }

    @Test func leftoversOfAnInterruptedInstallAreRemovedByTheNext() throws {
        let decks = try CraftedArchive.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: decks) }
        try FileManager.default.createDirectory(atPath: decks.path + "/.staging-birds-1", withIntermediateDirectories: true)
        _ = try PackageInstaller(decksFolder: decks.path).install(manifest("1.0.0"), files: files("1.0.0"), source: "a") { _ in }
        #expect(!FileManager.default.fileExists(atPath: decks.path + "/.staging-birds-1"))
    }

    @Test func uninstallRemovesThePackageAndNamesWhatIsInstalledWhenTheIdIsUnknown() throws {
        let decks = try CraftedArchive.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: decks) }
        let installer = PackageInstaller(decksFolder: decks.path)
        _ = try installer.install(manifest("1.0.0"), files: files("1.0.0"), source: "a") { _ in }
        do { _ = try installer.uninstall("owls") } catch { #expect(error.message.contains("installed: birds")) }
        #expect(try installer.uninstall("birds").manifest.version == "1.0.0")
        #expect(installer.installed().isEmpty)
        #expect(throws: PackageError.self) { try installer.uninstall("../..") }
    }
}

/// A folder no one may write to: `chmod 555`, and for root (whom permissions do not stop) the
/// immutable attribute.
enum ReadOnly {
    static func make(_ path: String) throws {
        chmod(path, 0o555)
        if getuid() == 0 {
            let chattr = Process()
            chattr.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            chattr.arguments = ["chattr", "+i", path]
            try chattr.run()
            chattr.waitUntilExit()
        }
    }

    static func undo(_ path: String) {
        if getuid() == 0 {
            let chattr = Process()
            chattr.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            chattr.arguments = ["chattr", "-i", path]
            try? chattr.run()
            chattr.waitUntilExit()
        }
        chmod(path, 0o755)
    }
}
