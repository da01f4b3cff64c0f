import Foundation
import TestSupport
import Testing

/// The lobby of the real binary, with the shipped scripts.
@Suite(.serialized) struct LobbyEndToEndTests {
    /// With no folder of scripts anywhere, Play says where scripts are looked for (it said
    /// ": error: no deck with this id", naming no id).
    @Test func playWithNoScriptsFoundSaysWhereTheyAreLookedFor() throws {
        let empty = Scratch.directory()
        let tmux = try Tmux([], dataDir: empty, environment: ["MEMORY_SHIPPED_DECKS": empty.path + "/none", "XDG_DATA_HOME": empty.path,
                                                             "MEMORY_DECKS_PATH": ""], directory: empty)
        defer { tmux.terminate() }
        try tmux.waitFor(text: "Deck          ◀ (none found) ▶")
        try tmux.send("Enter")
        try tmux.waitFor(text: "! no Decks folder was found: run memory from its repository")
    }

    @Test func theVariantRowOffersTheShippedVariantsStartingOnStandardWithNoNone() throws {
        let tmux = try Tmux([], dataDir: Scratch.directory())
        try tmux.waitFor(text: "M E M O R Y")
        for _ in 0..<7 { try tmux.send("Up") }
        try tmux.waitFor(text: "▶ Variant       ◀ Standard ▶")
        var seen: [String] = []
        let shipped = try Self.shippedVariantNames()
        #expect(shipped.isSuperset(of: ["Standard", "Triples", "Duel", "Timed", "Peek", "Shuffle"]))
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

    /// The README's examples: any option that chooses the game starts it; the lobby is for
    /// `memory` alone.
    @Test(arguments: [["--deck", "animals", "--pairs", "6", "--seed", "42"],
                      ["--deck", "symbols", "--variant", "duel", "--bot", "forgetful:0.3"],
                      ["--seed", "7"]])
    func anOptionThatChoosesTheGameStartsIt(_ arguments: [String]) throws {
        let tmux = try Tmux(arguments + ["--no-animation"], dataDir: Scratch.directory(), environment: ["NO_COLOR": "1"])
        let screen = try tmux.waitFor("the game") { $0.contains("Moves: 0") || $0.contains("M E M O R Y") }
        #expect(!screen.contains("M E M O R Y"), "\(arguments) opened the lobby")
        if arguments.contains("--pairs") { #expect(screen.contains("Pairs: 0/6")) }
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    /// A variant found with `/` shows its params, each a row; one changed there is the game's.
    @Test func aVariantsParamsAreSetFromTheLobby() throws {
        let tmux = try Tmux(["--no-animation"], dataDir: Scratch.directory())
        try tmux.waitFor(text: "M E M O R Y")
        for _ in 0..<7 { try tmux.send("Up") }
        try tmux.waitFor(text: "▶ Variant       ◀ Standard ▶")
        for key in ["/", "s", "p", "e", "e", "d", "Enter"] { try tmux.send(key) }
        try tmux.waitFor(text: "seconds     ◀ 8 ▶")
        for key in ["Down", "Down", "Down", "Down", "Right", "Right"] { try tmux.send(key) }
        try tmux.waitFor(text: "▶   seconds     ◀ 9 ▶")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Clock: 9s/9s")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    /// The lobby stacks three variants from its With rows and plays them; a stack the scripts
    /// refuse is said under the menu, with the reason, and the lobby stays.
    @Test func theLobbyStacksThreeVariantsAndSaysWhyAStackIsRefused() throws {
        let tmux = try Tmux(["--deck", "party", "--variant", "lives+bomb", "--set", "lives=4", "--no-animation"], dataDir: Scratch.directory())
        try tmux.waitFor(text: "Lives: 4 · Bomb armed")
        try tmux.send("b")
        try tmux.send("y")
        try tmux.waitFor(text: "With        ◀ Bomb ▶")
        try Self.play("Turn clock", on: "▶   With        ◀ none ▶", in: tmux, until: "Lives: 4 · Bomb armed · Turn: 5s left")
        try tmux.send("b")
        try tmux.send("y")
        try tmux.waitFor(text: "With        ◀ Turn clock ▶")
        let refused = try Self.play("Teams", on: "▶   With        ◀ none ▶", in: tmux, until: "cannot stack teams with")
        // The scripts are named by their file names (the shell has their paths); read as one line.
        #expect(refused.joinedLines.contains("! teams.lua: error: cannot stack teams with clock (clock.lua): they set players to different values")
                && refused.contains("M E M O R Y"), "\(refused)")
        #expect(!refused.replacingOccurrences(of: "/ find", with: "").contains("/"), "no paths in the lobby: \(refused)")
        try tmux.send("q")
        #expect(try tmux.waitForExit().status == 0)
    }

    /// A variant in the user's scripts naming a deck no script has: picked in the lobby, its
    /// game is refused with the error `memory check` gives (at its `deck =` line), and the lobby
    /// stays, rather than playing the deck the Deck row showed.
    @Test func aVariantsMissingDeckIsSaidAndItsGameNotStarted() throws {
        let folder = Scratch.directory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("variants"), withIntermediateDirectories: true)
        _ = try CommandSupport.write("return variant { id = \"lost\", name = \"Lost\", api = 2,\n  deck = \"nosuch\" }\n",
                                     to: "variants/lost.lua", in: folder)
        let tmux = try Tmux(["--no-animation"], dataDir: Scratch.directory(), environment: ["MEMORY_DECKS_PATH": folder.path])
        defer { tmux.terminate() }
        try tmux.waitFor(text: "M E M O R Y")
        let refused = try Self.play("Lost", on: "▶ Variant       ◀ Standard ▶", in: tmux, until: "nosuch")
        #expect(refused.joinedLines.contains("! lost.lua:2: error: deck = \"nosuch\": no deck with this id"), "\(refused)")
        #expect(refused.contains("M E M O R Y") && !refused.contains("Pairs:"), "the game is not started: \(refused)")
        try tmux.send("q")
        #expect(try tmux.waitForExit().status == 0)
    }

    /// From Play, goes up seven rows to the one shown as `row` (its name and value), sets it to
    /// `value`, presses Enter and returns the screen once it shows `text`.
    @discardableResult
    static func play(_ value: String, on row: String, in tmux: Tmux, until text: String) throws -> String {
        // Up until `row` has the focus (the param rows of the variants chosen come and go).
        for _ in 0..<20 where !(try tmux.screen().contains(row)) {
            let before = try tmux.screen()
            try tmux.send("Up")
            try tmux.waitFor("the focus to move") { $0 != before }
        }
        try tmux.waitFor(text: row)
        try choose(value, on: String(row.prefix { $0 != "◀" }).trimmingCharacters(in: .whitespaces), in: tmux)
        try tmux.send("Enter")
        return try tmux.waitFor(text: text)
    }

    /// Presses Right until the focused row (`row`) shows `value`: at most once for each choice
    /// of the longest row, the variants (every shipped one, and a few of the test's own).
    static func choose(_ value: String, on row: String, in tmux: Tmux) throws {
        for _ in 0..<(try shippedVariantNames().count + 10) {
            let line = try tmux.screen().split(separator: "\n").first { $0.contains(row) } ?? ""
            if line.contains("◀ \(value) ▶") { return }
            try tmux.send("Right")
            try tmux.waitFor("the next choice") { !$0.contains(line) }
        }
        throw TmuxError("\(value) is not offered on \(row)")
    }

    /// The `name` of every variant in `Decks/variants` (each file names one).
    static func shippedVariantNames() throws -> Set<String> {
        let folder = Binary.repository.appendingPathComponent("Decks/variants")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_test.lua") }
        return Set(try files.map { file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard let line = text.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("name =") }),
                  let name = line.split(separator: "\"").dropFirst().first
            else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file]) }
            return String(name)
        })
    }
}
