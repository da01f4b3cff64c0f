import Foundation
import TestSupport
import Testing

/// A variant that needs a tagged card (`needs = { "bomb" }`) played with a deck that has none:
/// the player is told at the start instead of silently playing a standard game.
@Suite(.serialized) struct NeededCardEndToEndTests {
    @Test func theMissingBombIsSaidAtTheStart() throws {
        let tmux = try Tmux(["--deck", "emoji", "--variant", "bomb", "--grid", "2x3", "--seed", "3", "--no-animation"],
                            dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let screen = try tmux.waitFor(text: "Pairs: 0/")
        #expect(screen.joinedLines.contains("The Emoji zoo deck has no card tagged bomb, which Bomb needs: it is played without one"),
                "\(screen)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    /// The lobby's description of the bomb variant says what it needs.
    @Test func theLobbySaysWhatTheVariantNeeds() throws {
        let tmux = try Tmux([], dataDir: Scratch.directory())
        defer { tmux.terminate() }
        try tmux.waitFor(text: "M E M O R Y")
        for _ in 0..<7 { try tmux.send("Up") }
        try tmux.waitFor(text: "▶ Variant       ◀ Standard ▶")
        for _ in 0..<30 {
            if try tmux.screen().contains("◀ Bomb ▶") { break }
            let line = try tmux.screen().split(separator: "\n").first { $0.contains("▶ Variant") } ?? ""
            try tmux.send("Right")
            try tmux.waitFor("the next variant") { !$0.contains(line) }
        }
        let screen = try tmux.waitFor(text: "◀ Bomb ▶")
        #expect(screen.joinedLines.contains("moves it (needs a card tagged bomb)"), "\(screen)")
        try tmux.send("q")
        _ = try tmux.waitForExit()
    }

    @Test func aDeckWithTheBombSaysNothing() throws {
        let tmux = try Tmux(["--deck", "party", "--variant", "bomb", "--grid", "2x3", "--seed", "3", "--no-animation"],
                            dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let screen = try tmux.waitFor(text: "Pairs: 0/")
        #expect(!screen.contains("no card tagged"), "\(screen)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }
}

extension NeededCardEndToEndTests {
    /// A generated deck is dealt all the faces it gives: when they carry no needed tag, the
    /// simulation says so as for a listed deck.
    @Test func aGeneratedDeckWithoutTheCardIsWarnedAbout() throws {
        let result = try Binary.run(["simulate", "--deck", "math", "--variant", "bomb", "--games", "10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("deck has no card tagged bomb, which Bomb needs"), "\(result.stderr)")
    }

    @Test func theListSaysWhatAVariantNeeds() throws {
        let result = try Binary.run(["list", "variants"])
        #expect(result.stdout.contains("(needs a card tagged bomb)"), "\(result.stdout)")
        #expect(result.stdout.contains("(needs a card tagged wild)"), "\(result.stdout)")
        let json = try Binary.run(["list", "variants", "--json"])
        #expect(json.stdout.contains("\"needs\" : [\n      \"bomb\""), "\(json.stdout)")
        // What it is played with when the player names nothing else: its deck, board and players.
        #expect(result.stdout.contains("variants/bomb.lua\n      plays with: the party deck\n"), "\(result.stdout)")
        #expect(result.stdout.contains("variants/rowshift.lua\n      plays with: a 4x4 board\n"), "\(result.stdout)")
        #expect(result.stdout.contains("variants/duel.lua\n      plays with: 2 players\n"), "\(result.stdout)")
        #expect(json.stdout.contains("\"deck\" : \"party\""), "\(json.stdout)")
        #expect(json.stdout.contains("\"board\" : \"4x4\""), "\(json.stdout)")
    }
}

extension NeededCardEndToEndTests {
    /// In a stack, the notice names the variant that needs the card, not the whole stack.
    @Test func aStackNamesTheVariantThatNeedsTheCard() throws {
        let result = try Binary.run(["simulate", "--deck", "emoji", "--variant", "lives+bomb", "--games", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("deck has no card tagged bomb, which Bomb needs: it is played without one"), "\(result.stderr)")
        #expect(!result.stderr.contains("Lives + Bomb needs"), "\(result.stderr)")
    }
}
