import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `memory new deck NAME --from DIR`: a deck folder made from pictures, which checks, tests
    /// and plays at once; bad folders and pictures get clear messages.
    @Suite struct CommandTestsPictureDeck {
        /// A folder of pictures: two small shipped ones, a large one, a 100-megapixel header, a
        /// damaged file and a text file.
        static func pictures() throws -> URL {
            let folder = Scratch.directory().appendingPathComponent("pics")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let img = Binary.repository.appendingPathComponent("Decks/animals/img")
            try FileManager.default.copyItem(at: img.appendingPathComponent("cat.png"), to: folder.appendingPathComponent("Tabby_cat.png"))
            try FileManager.default.copyItem(at: img.appendingPathComponent("owl.png"), to: folder.appendingPathComponent("owl.png"))
            try PNG.grey(width: 600, height: 300).write(to: folder.appendingPathComponent("wide.png"))
            try PNG.header(width: 10_000, height: 10_000).write(to: folder.appendingPathComponent("huge.png"))
            try Data("not a picture".utf8).write(to: folder.appendingPathComponent("broken.jpg"))
            try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            return folder
        }

        @Test func aDeckFromPicturesChecksTestsAndPlays() throws {
            let pics = try Self.pictures()
            let dir = pics.deletingLastPathComponent().appendingPathComponent("decks")
            let result = try Binary.run(["new", "deck", "holiday", "--from", pics.path, "--dir", dir.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("3 pictures"), "\(result.stdout)")
            #expect(result.stderr.contains("huge.png: 10000×10000 pixels is over 40 megapixels"), "\(result.stderr)")
            #expect(result.stderr.contains("broken.jpg: not a PNG or JPEG picture"), "\(result.stderr)")
            #expect(!result.stderr.contains("notes.txt"))
            let deck = dir.appendingPathComponent("holiday")
            let script = try String(contentsOf: deck.appendingPathComponent("deck.lua"), encoding: .utf8)
            #expect(script.contains("{ label = \"Tabby cat\", image = \"img/tabby-cat.png\" }"), "\(script)")
            let wide = try Data(contentsOf: deck.appendingPathComponent("img/wide.png"))
            #expect(PNG.size(of: wide) == [256, 128], "a large picture is scaled down")
            let copied = try Data(contentsOf: deck.appendingPathComponent("img/owl.png"))
            #expect(copied == (try Data(contentsOf: pics.appendingPathComponent("owl.png"))), "a small one is copied")

            let check = try Binary.run(["check", deck.path])
            #expect(check.status == 0 && check.stdout.isEmpty, "\(check.stdout)\(check.stderr)")
            let test = try Binary.run(["test", deck.path])
            #expect(test.status == 0, "\(test.stdout)")
            #expect(test.stdout.hasSuffix("1 passed, 0 failed\n"))
            let simulate = try Binary.run(["simulate", "--deck", deck.path, "--games", "5"])
            #expect(simulate.status == 0, "\(simulate.stderr)")
        }

        @Test func aFolderWithoutPicturesIsRefused() throws {
            let folder = Scratch.directory()
            try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
            try PNG.header(width: 10_000, height: 10_000).write(to: folder.appendingPathComponent("huge.png"))
            let result = try Binary.run(["new", "deck", "none", "--from", folder.path, "--dir", folder.appendingPathComponent("out").path])
            #expect(result.status == 1)
            #expect(result.stderr.contains("no PNG or JPEG pictures that can be used"), "\(result.stderr)")
            #expect(result.stderr.contains("megapixels"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
            let missing = try Binary.run(["new", "deck", "none", "--from", folder.appendingPathComponent("nowhere").path])
            #expect(missing.status == 1)
            #expect(missing.stderr.contains("not a folder that can be read"))
        }
    }
}

/// PNG files made in memory for the tests (stored, uncompressed deflate blocks).
enum PNG {
    /// A grey RGB picture.
    static func grey(width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        for _ in 0..<height { raw.append(0); raw += [UInt8](repeating: 128, count: width * 3) }
        var zlib: [UInt8] = [0x78, 0x01]
        var rest = raw[...]
        repeat {
            let block = rest.prefix(65_535)
            rest = rest.dropFirst(block.count)
            zlib.append(rest.isEmpty ? 1 : 0)
            zlib += [UInt8(block.count & 0xFF), UInt8(block.count >> 8), UInt8(~block.count & 0xFF), UInt8((~block.count >> 8) & 0xFF)]
            zlib += block
        } while !rest.isEmpty
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += bigEndian(b << 16 | a)
        return signature + chunk("IHDR", ihdr(width, height, colour: 2)) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// Only the signature and the header of an RGBA picture of this size (enough for its size to be read).
    static func header(width: Int, height: Int) -> Data {
        signature + chunk("IHDR", ihdr(width, height, colour: 6)) + chunk("IEND", [])
    }

    /// Width and height from a PNG's header.
    static func size(of data: Data) -> [Int] {
        let bytes = [UInt8](data)
        guard bytes.count >= 24 else { return [] }
        return [16, 20].map { offset in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    }

    private static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    private static func ihdr(_ width: Int, _ height: Int, colour: UInt8) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colour, 0, 0, 0]
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(~crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
}
