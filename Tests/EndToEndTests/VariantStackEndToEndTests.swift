import Foundation
import TestSupport
import Testing

/// Variants stacked with `--variant lives+bomb`, through the built binary: simulated, checked,
/// played in the terminal, saved and resumed.
@Suite(.serialized) struct VariantStackEndToEndTests {
    /// Both mechanics act in one simulation: the bomb costs 20 points (scores below −20 happen
    /// only with it) and lives end the games.
    @Test func aSimulatedStackShowsBothMechanics() throws {
        let result = try Binary.run(["simulate", "--deck", "party", "--variant", "lives+bomb", "--grid", "4x4",
                                     "--games", "200", "--seed", "7", "--strategy", "random"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("200 games · 4x4 · party · classic · lives+bomb"), "\(result.stdout)")
        #expect(result.stdout.contains("Ended by: Out of lives! "), "\(result.stdout)")
        let scoreRow = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("score") })
        let lowest = try #require(scoreRow.split(separator: " ").dropFirst(3).first.flatMap { Double($0) })
        #expect(lowest <= -20, "a bomb went off: \(scoreRow)")
        let lives = try Binary.run(["simulate", "--deck", "party", "--variant", "lives", "--grid", "4x4",
                                    "--games", "200", "--seed", "7", "--strategy", "random"])
        #expect(!lives.stdout.contains("-20"), "without the bomb no game loses 20: \(lives.stdout)")
        // A comma still compares: the stack against shuffle, side by side.
        let compared = try Binary.run(["simulate", "--deck", "party", "--variant", "lives+bomb,shuffle", "--grid", "4x4", "--games", "50"])
        #expect(compared.status == 0, "\(compared.stderr)")
        #expect(compared.stdout.contains("\nlives+bomb ") && compared.stdout.contains("\nshuffle "), "\(compared.stdout)")
    }

    @Test func checkRefusesAConflictingStackNamingBothScripts() throws {
        let folder = Scratch.directory()
        let match = "match = function(cards, game) return true end,"
        for id in ["evens", "odds"] {
            try "return variant { id = \"\(id)\", name = \"\(id)\", api = 2, \(match) }\n"
                .write(toFile: folder.appendingPathComponent(id + ".lua").path, atomically: true, encoding: .utf8)
        }
        let evens = folder.appendingPathComponent("evens.lua").path, odds = folder.appendingPathComponent("odds.lua").path
        let result = try Binary.run(["check", "--variant", evens + "+" + odds])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(odds): error: cannot stack odds with evens (\(evens)): both define match"),
                "\(result.stdout)")
        let twice = try Binary.run(["check", "--variant", "lives+lives"])
        #expect(twice.status == 1 && twice.stdout.contains("the same variant twice"), "\(twice.stdout)")
        let fine = try Binary.run(["check", "--variant", "lives+bomb", "--deck", "party"])
        #expect(fine.status == 0, "\(fine.stdout)\(fine.stderr)")
        #expect(fine.stderr.contains("checked the stack lives+bomb: 0 errors"), "\(fine.stderr)")
        // Play refuses it too, before the terminal is touched.
        let play = try Binary.run(["--variant", evens + "+" + odds])
        #expect(play.status != 0 && play.stderr.contains("both define match"), "\(play.stderr)")
    }

    /// A game of lives and bomb shows both parts of the status line, is saved with each
    /// variant's state under its id, and comes back with `memory resume`.
    @Test func aStackedGameShowsBothStatusPartsAndResumes() throws {
        let data = Scratch.directory()
        let game = try Tmux(["--deck", "party", "--variant", "lives+bomb", "--grid", "2x4", "--seed", "5", "--no-animation"], dataDir: data)
        defer { game.terminate() }
        let screen = try game.waitFor(text: "Lives: 3 · Bomb armed")
        #expect(screen.contains("Lives + Bomb"), "the title names the stack: \(screen)")
        // The first card of this deal is the bomb: it goes off at once.
        try game.send("Space")
        _ = try game.waitFor(text: "BOOM! The bomb costs 20 points")
        try game.send("C-c")
        #expect(try game.waitForExit().status == 130)
        let database = CommandSupport.database(data)
        #expect(try CommandSupport.sqlite(database, "SELECT variant FROM savedGame;") == "bomb+lives")
        let state = try CommandSupport.sqlite(database, "SELECT scriptState FROM savedGame;")
        #expect(state == "variant:bomb={armed=true}\nvariant:lives={lives=3}", "\(state)")

        // The statistics keep it under its ids in alphabetical order, found in either order.
        for order in ["lives+bomb", "bomb+lives"] {
            let scores = try Binary.run(["scores", "--variant", order], dataDir: data)
            #expect(scores.stdout.hasPrefix("party · classic · bomb+lives · 2x4\n"), "\(scores.stdout)\(scores.stderr)")
        }

        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let after = try resumed.waitFor(text: "Lives: 3 · Bomb armed")
        #expect(after.contains("Score: -20") && after.contains("Lives + Bomb"), "\(after)")
    }

    /// A `--set` value two stacked scripts declare differently is told of once, at the start of
    /// the first game (as `memory check` warns of it); a new game does not say it again, and
    /// without `--set` each script keeps its own default and nothing is said.
    @Test func aSetValueSharedByScriptsDeclaringItDifferentlyIsToldOfOnce() throws {
        let data = Scratch.directory()
        let notice = "--set lives=4 goes to lives and shop alike, which declare it differently (lives: 3, shop: 5)"
        let game = try Tmux(["--deck", "party", "--variant", "lives+shop", "--set", "lives=4", "--grid", "4x4", "--seed", "5",
                             "--no-animation"], dataDir: data)
        defer { game.terminate() }
        let first = try game.waitFor(text: "Lives: 4 · Lives: 4")
        #expect(first.contains(notice), "\(first)")
        try game.send("Space")
        try game.send("n")
        _ = try game.waitFor(text: "Start a new game?")
        try game.send("y")
        let second = try game.waitFor("the second game") { $0.contains("Moves: 0") && !$0.contains("Start a new game?") }
        #expect(!second.contains("--set lives"), "\(second)")

        let plain = try Tmux(["--deck", "party", "--variant", "lives+shop", "--grid", "4x4", "--seed", "5", "--no-animation"], dataDir: data)
        defer { plain.terminate() }
        let defaults = try plain.waitFor(text: "Lives: 3 · Lives: 5")
        #expect(!defaults.contains("--set"), "\(defaults)")
    }
}
