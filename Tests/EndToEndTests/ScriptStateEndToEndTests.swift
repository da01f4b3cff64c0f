import Foundation
import TestSupport
import Testing

/// A scripted game left with Ctrl-C comes back with `memory resume` exactly as it was: the
/// script's state (`game.state`) and its seeded randomness are rebuilt by replaying the game,
/// and the state saved with the game witnesses that the replay rebuilt the same state.
@Suite(.serialized) struct ScriptStateEndToEndTests {
    /// A variant that draws a random number at the start and at every card turned, keeps them
    /// in game.state, and shows them on the status line.
    static let variant = """
        return variant {
          id = "dice", name = "Dice", api = 2,
          on_start = function(e, game) game.state.draws = { math.random(1000000) } end,
          on_turn = function(e, game) local d = game.state.draws; d[#d + 1] = math.random(1000000) end,
          status = function(game) return "Draws " .. table.concat(game.state.draws, ",") end,
        }
        """

    /// The status line's draws, e.g. "Draws 12,345,6789".
    static func draws(_ screen: String) -> String? {
        screen.split(separator: "\n").lazy.compactMap { line in line.range(of: "Draws ").map { String(line[$0.lowerBound...]).split(separator: " ").prefix(2).joined(separator: " ") } }.first
    }

    /// Plays a seeded 2x4 game with `variant`, turns `cards`, waits for a screen that satisfies
    /// `condition`, and quits with Ctrl-C (which saves the game); the screen waited for.
    static func playAndQuit(variant path: String, data: URL, cards: [Int], until what: String,
                            _ condition: (String) -> Bool) throws -> String {
        let first = try Tmux(["--deck", "symbols", "--rules", "classic", "--variant", path, "--grid", "2x4", "--seed", "11",
                              "--no-animation"], dataDir: data)
        defer { first.terminate() }
        try first.waitFor(text: "Pairs: 0/4")
        var player = ScreenPlayer(first, rows: 2, columns: 4)
        for card in cards { _ = try player.turn(card) }
        let screen = try first.waitFor(what, condition)
        try first.send("C-c")
        #expect(try first.waitForExit().status == 130)
        return screen
    }

    @Test func resumeRebuildsTheScriptsStateAndRandomness() throws {
        let data = Scratch.directory()
        let path = data.appendingPathComponent("dice.lua").path
        try Self.variant.write(toFile: path, atomically: true, encoding: .utf8)
        let before = try Self.playAndQuit(variant: path, data: data, cards: [0, 5], until: "three draws on the status line") {
            (Self.draws($0) ?? "").split(separator: ",").count == 3
        }
        let shown = try #require(Self.draws(before))
        // The state is in the saved game, as a Lua table.
        let numbers = shown.dropFirst("Draws ".count).split(separator: ",").enumerated().map { "[\($0.offset + 1)]=\($0.element)" }
        #expect(try CommandSupport.sqlite(CommandSupport.database(data), "SELECT scriptState FROM savedGame;")
                == "variant={draws={\(numbers.joined(separator: ","))}}")

        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let after = try resumed.waitFor(text: "Draws ")
        #expect(Self.draws(after) == shown, "the state and the draws after resuming: \(after)")

        // Another seed draws other numbers: the draws shown are the seed's, not a constant.
        let other = try Tmux(["--deck", "symbols", "--rules", "classic", "--variant", path, "--grid", "2x4", "--seed", "12",
                              "--no-animation"], dataDir: Scratch.directory())
        defer { other.terminate() }
        let screen = try other.waitFor(text: "Draws ")
        #expect(Self.draws(screen).map { !shown.hasPrefix($0) } == true)
    }

    /// A status hook that counts its calls keeps a state that replaying the game's actions does
    /// not rebuild (the front end asks for the status line as often as it draws): the saved game
    /// is refused, naming the script.
    @Test func aStateTheReplayDoesNotRebuildRefusesTheResume() throws {
        let data = Scratch.directory()
        let path = data.appendingPathComponent("counting.lua").path
        try """
            return variant {
              id = "counting", name = "Counting", api = 2,
              status = function(game) game.state.asked = (game.state.asked or 0) + 1 return "Asked" end,
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        _ = try Self.playAndQuit(variant: path, data: data, cards: [0], until: "the status") { $0.contains("Asked") }
        #expect(try CommandSupport.sqlite(CommandSupport.database(data), "SELECT scriptState FROM savedGame;").hasPrefix("variant={asked="))

        let result = try Binary.run(["resume"], dataDir: data)
        #expect(result.status == 70)
        #expect(result.stderr.contains("cannot be resumed: replaying it gives the variant script (\(path)) another game.state"),
                "\(result.stderr)")
        #expect(result.stderr.contains("not deterministic"), "\(result.stderr)")
    }

    /// `game:name(p)` gives the names the screen shows (the person's own against the computer,
    /// "CPU"), fixed as the game is dealt: a saved game keeps them, so it resumes with the names
    /// it began with after the person renamed themselves, and a new game takes the new name.
    @Test func theNamesAGameWasDealtWithAreKeptWithIt() throws {
        let data = Scratch.directory()
        let path = data.appendingPathComponent("seats.lua").path
        try """
            return variant {
              id = "seats", name = "Seats", api = 2,
              on_start = function(e, game) game.state.seats = game:name(1) .. "/" .. game:name(2) end,
              status = function(game) return "Seats " .. game.state.seats end,
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let nameFile = data.appendingPathComponent("player-name")
        try "Ada".write(to: nameFile, atomically: true, encoding: .utf8)
        let arguments = ["--deck", "symbols", "--rules", "classic", "--variant", path, "--grid", "2x4", "--seed", "11",
                         "--bot", "perfect", "--no-animation"]
        let first = try Tmux(arguments, dataDir: data)
        defer { first.terminate() }
        try first.waitFor(text: "Seats Ada/CPU")
        var player = ScreenPlayer(first, rows: 2, columns: 4)
        _ = try player.turn(0)
        try first.send("C-c")
        #expect(try first.waitForExit().status == 130)

        try "Bob".write(to: nameFile, atomically: true, encoding: .utf8)
        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let screen = try resumed.waitFor(text: "Seats ")
        #expect(screen.contains("Seats Ada/CPU"), "the names the game was dealt with: \(screen)")

        let fresh = try Tmux(arguments, dataDir: data)
        defer { fresh.terminate() }
        try fresh.waitFor(text: "Seats Bob/CPU")
    }
}
