import Foundation
import MemoryPackages
import Testing

/// Crafted archives: each is refused when opened (or when the lying entry is read), with a
/// message naming the problem.
@Suite struct HostileArchiveTests {
    /// The message of the refusal to open archive `kind`.
    private func refusal(_ kind: String) throws -> String {
        let folder = try CraftedArchive.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try CraftedArchive.make(kind, in: folder)
        do {
            _ = try PackageArchive(path: path)
        } catch {
            return error.description
        }
        Issue.record("\(kind).zip was opened")
        return ""
    }

    @Test func entriesLeavingThePackageAreRefused() throws {
        #expect(try refusal("slip").contains("leaves the package"))
        #expect(try refusal("absolute").contains("absolute path"))
        #expect(try refusal("backslash").contains("holds a backslash"))
    }

    /// Names the file system would refuse when the package is written are refused at once.
    @Test func namesTooLongToWriteAreRefused() throws {
        #expect(try refusal("longpart").contains("a part of the name is longer than 255 bytes"))
        #expect(try refusal("longname").contains("the name is longer than 1024 bytes"))
    }

    @Test func symbolicLinksAreRefused() throws {
        #expect(try refusal("symlink").contains("symbolic link"))
    }

    @Test func aFileInflatingPastTheLimitIsRefusedBeforeReading() throws {
        #expect(try refusal("bomb").contains("a file may have at most \(PackageLimits.standard.fileBytes)"))
    }

    /// Opens archive `kind` and hands it to `body`.
    private func opening(_ kind: String, _ body: (PackageArchive) throws -> Void) throws {
        let folder = try CraftedArchive.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(try PackageArchive(path: try CraftedArchive.make(kind, in: folder)))
    }

    @Test func aFileInflatingPastWhatItDeclaresIsStoppedWhileReading() throws {
        try opening("lyingbomb") { archive throws in
        #expect(archive.sizes["img/big.png"] == 1000)
        #expect(throws: PackageError.self) { try archive.read("img/big.png") }
        do throws(PackageError) { _ = try archive.read("img/big.png") } catch { #expect(error.message.contains("inflates past the 1000 bytes")) }
        }
    }

    @Test func tooManyEntriesAreRefused() throws {
        #expect(try refusal("many").contains("holds 100000 entries; a package may hold at most \(PackageLimits.standard.entries)"))
    }

    @Test func duplicateNamesAreRefused() throws {
        #expect(try refusal("duplicate").contains("appears twice"))
        #expect(try refusal("casetwin").contains("but for case"))
    }

    @Test func namesThatAreNotPrintableUTF8AreRefused() throws {
        #expect(try refusal("notutf8").contains("not UTF-8"))
        let control = try refusal("control")
        #expect(control.contains("control character U+1B"))
        #expect(!control.contains("\u{1B}"))
    }

    @Test func encryptedEntriesAreRefused() throws {
        #expect(try refusal("encrypted").contains("encrypted"))
    }

    @Test func aTruncatedArchiveIsRefused() throws {
        #expect(try refusal("truncated").contains("truncated"))
    }

    @Test func aWellFormedArchiveOpensAndReads() throws {
        try opening("good") { archive throws in
            #expect(archive.files == ["deck.lua", "img/cat_Q.png"])
            #expect(try archive.read("img/cat_Q.png") == [0x89, 0x50, 0x4E, 0x47])
            #expect(try archive.read("deck.lua").starts(with: Array("return deck".utf8)))
        }
    }
}
