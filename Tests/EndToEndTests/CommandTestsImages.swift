import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// Deck images that are not usable files: refused with the face's name and line, never
    /// waited on, every one of them reported by `memory check`.
    @Suite struct CommandTestsImages {
        /// A real picture of the shipped animals deck.
        static var picture: URL {
            let folder = Binary.repository.appendingPathComponent("Decks/animals/img")
            let name = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted().first { $0.hasSuffix(".png") }
            return folder.appendingPathComponent(name ?? "missing.png")
        }

        static let deck = """
        return deck {
          id = "pics", name = "Pics", api = 1,
          faces = { "a", "c",
            { label = "b", image = "img/b.png" },
          },
        }

        """

        @Test func aFIFOImageIsRefusedNamingItsFaceWithoutWaiting() throws {
            let folder = Scratch.directory()
            try CommandSupport.write(Self.deck, to: "pics/deck.lua", in: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("pics/img"), withIntermediateDirectories: true)
            #expect(mkfifo(folder.appendingPathComponent("pics/img/b.png").path, 0o644) == 0)
            let check = try Binary.run(["check", "pics/deck.lua"], directory: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("pics/deck.lua:4: error: faces[3]: image 'img/b.png' is a FIFO, not an image file"),
                    "\(check.stdout)")
            let play = try Binary.run(["--deck", "pics", "--rules", "classic"], directory: folder,
                                      environment: ["MEMORY_DECKS_PATH": folder.path])
            #expect(play.status != 0)
            #expect(play.stderr.contains("is a FIFO, not an image file"), "\(play.stderr)")
        }

        @Test func aFolderOrDeviceImageIsRefused() throws {
            let folder = Scratch.directory()
            try CommandSupport.write(Self.deck.replacingOccurrences(of: "img/b.png", with: "img/dev"), to: "pics/deck.lua", in: folder)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("pics/img"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("pics/img/dev").path,
                                                       withDestinationPath: "/dev/zero")
            let check = try Binary.run(["check", "pics/deck.lua"], directory: folder)
            #expect(check.status == 1)
            #expect(check.stdout.contains("faces[3]: image 'img/dev' is a device, not an image file"), "\(check.stdout)")
        }

        /// A truncated PNG, an oversized one and a missing one in one deck: each reported, each at
        /// its own face's line.
        @Test func everyBadImageIsReportedAtItsFacesLine() throws {
            let folder = Scratch.directory()
            let png = try Data(contentsOf: Self.picture)
            #expect(png.count > 200)
            try CommandSupport.write("", to: "pics/img/good.png", in: folder)
            try png.write(to: folder.appendingPathComponent("pics/img/good.png"))
            try png.prefix(png.count * 2 / 3).write(to: folder.appendingPathComponent("pics/img/cut.png"))
            var huge = png
            huge.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])   // 20000 × 20000
            try huge.write(to: folder.appendingPathComponent("pics/img/huge.png"))
            try CommandSupport.write("""
            return deck {
              id = "pics", name = "Pics", api = 1,
              faces = {
                { label = "good", image = "img/good.png" },
                { label = "cut", image = "img/cut.png" },
                { label = "none", image = "img/none.png" },
                { label = "huge", image = "img/huge.png" },
                "x",
              },
            }

            """, to: "pics/deck.lua", in: folder)
            let check = try Binary.run(["check", "pics/deck.lua"], directory: folder)
            #expect(check.status == 1)
            let lines = check.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("pics/deck.lua:5: error: faces[2]: image 'img/cut.png' does not decode") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("pics/deck.lua:6: error: faces[3]: image 'img/none.png' does not exist") }, "\(lines)")
            #expect(lines.contains { $0.hasPrefix("pics/deck.lua:7: error: faces[4]: image 'img/huge.png' is a PNG of 20000×20000 pixels") },
                    "\(lines)")
            #expect(!check.stdout.contains("good.png"), "\(lines)")
        }
    }
}
