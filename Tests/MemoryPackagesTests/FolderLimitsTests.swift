import Foundation
import MemoryPackages
import Testing

/// A package folder past the limits is refused with the limit it broke: a file too large (named),
/// too many files, too many bytes in all.
@Suite struct FolderLimitsTests {
    let limits = PackageLimits(entries: 3, fileBytes: 100, totalBytes: 150)

    func folder(_ sizes: [String: Int]) throws -> PackageFiles {
        let root = try CraftedArchive.temporaryFolder()
        for (name, size) in sizes {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(count: size).write(to: url)
        }
        return .folder(root.path)
    }

    func refusal(_ sizes: [String: Int]) throws -> String {
        let files = try folder(sizes)
        do { _ = try files.list(limits: limits) } catch { return "\(error)" }
        return "accepted"
    }

    @Test func aFileTooLargeIsNamed() throws {
        let why = try refusal(["deck.lua": 10, "img/huge.png": 101])
        #expect(why.hasSuffix("/img/huge.png: is 101 bytes; a package file may have at most 100"), "\(why)")
    }

    @Test func tooManyFilesAndTooManyBytesAreToldApart() throws {
        #expect(try refusal(["a": 1, "b": 1, "c": 1, "d": 1]).hasSuffix(": holds more than 3 files; a package may hold at most 3"))
        #expect(try refusal(["a": 80, "b": 80]).hasSuffix(": holds more than 150 bytes in all; a package may hold at most 150"))
        #expect(try refusal(["a": 100, "b": 50, "c": 0]) == "accepted")
    }
}
