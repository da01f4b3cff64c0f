import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `memory play --watch`: a deck edited during a game is reloaded, the moves replayed.
    @Suite struct WatchEndToEndTests {
        static func deck(_ faces: String) -> String {
            "return deck {\n  id = \"w\", name = \"Watched\", api = 1,\n  faces = { \(faces) },\n}\n"
        }

        @Test func aSavedDeckShowsItsNewFaceInTheGameInPlay() throws {
            let folder = Scratch.directory()
            let deck = try CommandSupport.write(Self.deck("\"Apple\", \"Pear\""), to: "deck.lua", in: folder)
            let tmux = try Tmux(["--deck", deck.path, "--rules", "classic", "--grid", "1x2", "--seed", "1", "--watch", "--no-animation"],
                                dataDir: Scratch.directory())
            try tmux.waitFor(text: "Pairs: 0/1")
            try tmux.send("Space")
            let first = try tmux.waitFor("a face turned") { $0.contains("Apple") || $0.contains("Pear") }
            let turned = first.contains("Apple") ? "Apple" : "Pear"

            // Saved in place: the same card shows the new face.
            try Self.deck(turned == "Apple" ? "\"Zebra\", \"Pear\"" : "\"Apple\", \"Zebra\"").write(to: deck, atomically: false, encoding: .utf8)
            var screen = try tmux.waitFor(text: "Zebra")
            #expect(screen.contains("reloaded"))
            #expect(screen.contains("Moves: 0"), "the turn was replayed, not played again")

            // A mistake: the error with its file:line over the game, which waits.
            try Self.deck("\"Zebra\", 7").write(to: deck, atomically: false, encoding: .utf8)
            // (The file is written in place: a reload may first read it empty, and show that error.)
            screen = try tmux.waitFor("the error of faces[2]") { $0.contains("Script error") && $0.contains("faces[2]") }
            // The overlay wraps the message at spaces, wherever the scratch folder's length puts them.
            let flat = screen.replacingOccurrences(of: "║", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flat.contains("\(deck.lastPathComponent):3: error: faces[2] must be a string"), "\(screen)")

            // Fixed the way many editors save: the file deleted and a new one put in its place.
            try FileManager.default.removeItem(at: deck)
            let fresh = folder.appendingPathComponent("deck.lua.new")
            try Self.deck(turned == "Apple" ? "\"Yak\", \"Pear\"" : "\"Apple\", \"Yak\"").write(to: fresh, atomically: false, encoding: .utf8)
            try FileManager.default.moveItem(at: fresh, to: deck)
            screen = try tmux.waitFor(text: "Yak")
            #expect(!screen.contains("Script error"))
            try tmux.send("q")
            try tmux.send("y")
            #expect(try tmux.waitForExit().status == 0)
        }

        /// A module the variant requires is watched too: saved, the game shows its new status.
        @Test func aSavedModuleReloadsTheGameThatUsesIt() throws {
            let folder = Scratch.directory()
            let module = try CommandSupport.write("return { word = \"alpha\" }\n", to: "lib/words.lua", in: folder)
            let variant = try CommandSupport.write("""
            local words = require "words"
            return variant { id = "w", name = "W", api = 2, status = function(game) return "Word: " .. words.word end }

            """, to: "w.lua", in: folder)
            let tmux = try Tmux(["--variant", variant.path, "--grid", "1x2", "--seed", "1", "--watch", "--no-animation"],
                                dataDir: Scratch.directory())
            try tmux.waitFor(text: "Word: alpha")
            try "return { word = \"beta\" }\n".write(to: module, atomically: false, encoding: .utf8)
            try tmux.waitFor(text: "Word: beta")
            try "return { word = \n".write(to: module, atomically: false, encoding: .utf8)
            let screen = try tmux.waitFor("the module's error") { $0.contains("Script error") && $0.contains("words.lua:") }
            let flat = screen.replacingOccurrences(of: "║", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flat.contains("lib/words.lua:2: error:"), "\(screen)")
            try tmux.send("q")
            try tmux.send("y")
            #expect(try tmux.waitForExit().status == 0)
        }

        /// The lobby's Watch files row is remembered, and a later game watches without `--watch`.
        @Test func theLobbysWatchSettingIsRememberedForTheNextRun() throws {
            let data = Scratch.directory()
            let lobby = try Tmux([], dataDir: data)
            try lobby.waitFor(text: "M E M O R Y")
            for _ in 0..<3 { try lobby.send("Up") }
            try lobby.waitFor(text: "▶ Watch files   ◀ off ▶")
            try lobby.send("Right")
            try lobby.waitFor(text: "▶ Watch files   ◀ on ▶")
            try lobby.send("q")
            #expect(try lobby.waitForExit().status == 0)
            let settings = try CommandSupport.json(String(contentsOf: data.appendingPathComponent("settings.json"), encoding: .utf8))
            #expect((settings as? [String: Any])?["watch"] as? Bool == true, "\(settings)")

            let folder = Scratch.directory()
            let deck = try CommandSupport.write(Self.deck("\"Apple\", \"Pear\""), to: "deck.lua", in: folder)
            let tmux = try Tmux(["--deck", deck.path, "--rules", "classic", "--grid", "1x2", "--seed", "1", "--no-animation"], dataDir: data)
            try tmux.waitFor(text: "Pairs: 0/1")
            try Self.deck("\"Zebra\", \"Zebra2\"").write(to: deck, atomically: false, encoding: .utf8)
            let screen = try tmux.waitFor(text: "reloaded")
            try tmux.send("Space")
            try tmux.waitFor(text: "Zebra")
            #expect(screen.contains("Pairs: 0/1"))
            try tmux.send("C-c")
            _ = try tmux.waitForExit()
        }
    }
}
