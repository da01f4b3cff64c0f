import Foundation
import Testing

/// The lobby of the real binary, with the shipped scripts.
@Suite(.serialized) struct LobbyEndToEndTests {
    @Test func theVariantRowOffersTheShippedVariantsStartingOnStandardWithNoNone() throws {
        let tmux = try Tmux(["--deck", "symbols"], dataDir: Scratch.directory())
        try tmux.waitFor(text: "M E M O R Y")
        for _ in 0..<4 { try tmux.send("Up") }
        try tmux.waitFor(text: "▶ Variant       ◀ Standard ▶")
        var seen: [String] = []
        let shipped: Set<String> = ["Standard", "Triples", "Duel", "Timed", "Peek", "Shuffle", "Lives", "Joker", "Bomb",
                                    "Combo", "Flawless", "Thinning", "Turn clock"]
        for _ in 0..<shipped.count {
            let line = try tmux.screen().split(separator: "\n").first { $0.contains("▶ Variant") } ?? ""
            seen.append(String(line.split(separator: "◀").last?.split(separator: "▶").first ?? "").trimmingCharacters(in: .whitespaces))
            try tmux.send("Right")
            try tmux.waitFor("the next variant") { !$0.contains(line) }
        }
        #expect(Set(seen) == shipped, "\(seen)")
        try tmux.waitFor(text: "◀ Standard ▶")
        try tmux.send("q")
        #expect(try tmux.waitForExit().status == 0)
    }
}
