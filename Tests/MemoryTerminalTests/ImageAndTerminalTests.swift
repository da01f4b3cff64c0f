import Foundation
import Glibc
import Testing
@testable import MemoryTerminal

@Suite struct ImageAndTerminalTests {
    /// A 4×4 binary PPM: left half red, right half blue.
    func writeImage() throws -> (directory: String, name: String) {
        let directory = NSTemporaryDirectory() + "memory-terminal-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var bytes = Array("P6\n4 4\n255\n".utf8)
        for _ in 0..<4 { for x in 0..<4 { bytes += x < 2 ? [255, 0, 0] : [0, 0, 255] } }
        try Data(bytes).write(to: URL(fileURLWithPath: directory + "/face.ppm"))
        return (directory, "face.ppm")
    }

    @Test func imagesBecomeColouredSymbolCells() throws {
        let (directory, name) = try writeImage()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let faces = ImageFaces(baseDirectory: directory)
        let cells = try #require(faces.cells(for: name, width: 8, height: 4))
        #expect(cells.count == 4 && cells.allSatisfy { $0.count == 8 })
        let colours = Set(cells.flatMap { $0 }.flatMap { [$0.style.foreground, $0.style.background] })
        #expect(colours.contains { if case let .rgb(r, _, b) = $0 { return r > 200 && b < 50 } else { return false } })
        #expect(colours.contains { if case let .rgb(r, _, b) = $0 { return b > 200 && r < 50 } else { return false } })
    }

    @Test func aMissingImageFallsBackToNothing() {
        let faces = ImageFaces(baseDirectory: "/nonexistent")
        #expect(faces.cells(for: "nope.png", width: 8, height: 4) == nil)
    }

    @Test func notATerminalIsAClearError() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        #expect {
            _ = try Terminal(input: fds[0], output: fds[1])
        } throws: { error in
            (error as? TerminalError)?.description.contains("standard output is not a terminal") == true
        }
    }

    @Test func theRestoreSequenceUndoesEverythingTheEnterSequenceDoes() {
        for mode in ["?1049", "?25", "?1000", "?1002", "?1006", "?2004"] {
            let set = mode == "?25" ? "\u{1B}[\(mode)l" : "\u{1B}[\(mode)h"
            let reset = mode == "?25" ? "\u{1B}[\(mode)h" : "\u{1B}[\(mode)l"
            #expect(Terminal.enterSequence.contains(set))
            #expect(TerminalRestore.sequence.contains(reset))
        }
        #expect(TerminalRestore.sequence.hasPrefix("\u{1B}[?2026l"))
    }
}
