import Foundation
import TestSupport
import Testing

/// Every shipped variant on the smallest terminal the board layouts are made for.
@Suite(.serialized) struct SmallTerminalEndToEndTests {
    /// At 45x15 each shipped variant's first screen keeps the key line on its last row, however
    /// long the variant's status (four seats and the teams' totals, what each landlord paid):
    /// at least the keys the help and the way out need. A few variants start at once, so that
    /// the whole list takes seconds.
    @Test func everyVariantKeepsTheKeyLineAt45x15() throws {
        let folder = Binary.repository.appendingPathComponent("Decks/variants")
        let variants = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_test.lua") }.map { String($0.dropLast(4)) }.sorted()
        #expect(variants.count > 40 && variants.contains("teams"))
        var lost: [String] = []
        for batch in stride(from: 0, to: variants.count, by: 6).map({ Array(variants[$0..<min($0 + 6, variants.count)]) }) {
            let games = try batch.map {
                try Tmux(["--variant", $0, "--seed", "1", "--no-animation"], width: 45, height: 15, dataDir: Scratch.directory())
            }
            defer { games.forEach { $0.terminate() } }
            for (variant, game) in zip(batch, games) {
                do {
                    try game.waitFor("the key line", timeout: 12) { screen in
                        screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(15).last?.contains("? help · q quit") == true
                    }
                } catch {
                    lost.append("\(variant): \(error)")
                }
            }
        }
        #expect(lost.isEmpty, "\(lost.joined(separator: "\n"))")
    }
}
