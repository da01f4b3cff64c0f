import Foundation
import TestSupport
import Testing

/// What a variant's and a rules script's `deck` have in common, through the built binary.
enum NamedDeckSupport {
    /// A `constructor { … }` script (variant or rules, chosen with `option`) whose `deck` no deck
    /// has is an error at its line in `memory check`, and bad usage (64) in play and simulate,
    /// named at the same line: never a silent fallback to the default deck. With `--deck`, the
    /// script's deck is not looked for.
    static func expectUnknownDeckRefused(_ constructor: String, option: String) throws {
        let folder = Scratch.directory()
        let script = try CommandSupport.write("""
        return \(constructor) {
          id = "lost",
          name = "Lost",
          api = 2,
          deck = "nowhere",
          description = "no deck",
        }

        """, to: "lost.lua", in: folder)
        let checked = try Binary.run(["check", script.path])
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("\(script.path):5: error: deck = \"nowhere\": no deck with this id (known: "), "\(checked.stdout)")
        let played = try Binary.run([option, script.path])
        #expect(played.status == 64, "\(played.stderr)")
        #expect(played.stderr.contains("\(script.path):5: error: deck = \"nowhere\": no deck with this id"), "\(played.stderr)")
        let simulated = try Binary.run(["simulate", option, script.path, "--games", "5"])
        #expect(simulated.status == 64, "\(simulated.stderr)")
        let named = try Binary.run(["simulate", "--deck", "emoji", option, script.path, "--games", "5"])
        #expect(named.status == 0, "\(named.stderr)")
    }

    /// A game started with `options` (a script naming its deck, no --deck) shows `title` once
    /// `ready` is on screen, and the game saved on Ctrl-C keeps the deck `deck` it was dealt.
    static func expectPlayedAndSavedWithDeck(_ options: [String], ready: String, title: String, deck: String) throws {
        let data = Scratch.directory()
        let game = try Tmux(options + ["--grid", "2x3", "--seed", "3", "--no-animation"], dataDir: data)
        defer { game.terminate() }
        let screen = try game.waitFor(text: ready)
        #expect(screen.contains(title), "the title names the deck: \(screen)")
        #expect(!screen.joinedLines.contains("no card tagged"), "\(screen)")
        try game.send("Space")
        try game.send("C-c")
        #expect(try game.waitForExit().status == 130)
        let database = CommandSupport.database(data)
        #expect(try CommandSupport.sqlite(database, "SELECT deck FROM savedGame;") == deck)
        #expect(try CommandSupport.sqlite(database, "SELECT deckPath FROM savedGame;").hasSuffix("Decks/\(deck).lua"))
    }
}
