import Foundation
import TestSupport
import Testing

/// The seats of a game as the player meets them: a computer opponent fills the variant's seats
/// left, in play and in `memory resume`; a game saved before the players' names were kept is
/// resumed with the names a new game gives.
@Suite(.serialized) struct SeatsEndToEndTests {
    /// `--variant teams --bot perfect`: the person and three computers, kept as they were by resume.
    @Test func theComputerFillsTheTeamsSeatsAndResumeKeepsThem() throws {
        let data = Scratch.directory()
        let tmux = try Tmux(["--deck", "symbols", "--variant", "teams", "--bot", "perfect", "--grid", "4x4", "--seed", "5",
                             "--no-animation"], dataDir: data)
        let screen = try tmux.waitFor(text: "Pairs: 0/8")
        #expect(screen.contains("· CPU2 0 · CPU3 0 · CPU4 0"), "\(screen)")
        #expect(screen.contains("+CPU3 0 · CPU2+CPU4 0"), "the teams' status names them by seat: \(screen)")
        try tmux.send("Space")
        try tmux.waitFor("the card turned") { ScreenPlayer.cursorLabel($0) != "?" }
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let again = try resumed.waitFor(text: "CPU4")
        #expect(again.contains("+CPU3") && again.contains("CPU2+CPU4"), "four seats again: \(again)")
    }

    /// A saved game without names (kept before names were) names the person to its scripts as a
    /// new game does, not "P1".
    @Test func aGameSavedWithoutNamesIsResumedWithThePersonsName() throws {
        let data = Scratch.directory()
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try "Ann".write(to: data.appendingPathComponent("player-name"), atomically: true, encoding: .utf8)
        let variant = data.appendingPathComponent("named.lua").path
        try """
            return variant {
              id = "named", name = "Named", api = 2,
              status = function(game) return "first seat: " .. game:name(1) end,
            }
            """.write(toFile: variant, atomically: true, encoding: .utf8)
        let tmux = try Tmux(["--deck", "symbols", "--variant", variant, "--bot", "perfect", "--grid", "2x4", "--seed", "5",
                             "--no-animation"], dataDir: data)
        try tmux.waitFor(text: "first seat: Ann")
        try tmux.send("Space")
        try tmux.waitFor("the card turned") { ScreenPlayer.cursorLabel($0) != "?" }
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
        let database = CommandSupport.database(data)
        _ = try CommandSupport.sqlite(database, "UPDATE savedGame SET settings = CAST(json_remove(CAST(settings AS TEXT), '$.names') AS BLOB);")
        #expect(try CommandSupport.sqlite(database, "SELECT count(*) FROM savedGame WHERE CAST(settings AS TEXT) LIKE '%names%';") == "0")
        let resumed = try Tmux(["resume"], dataDir: data)
        defer { resumed.terminate() }
        let screen = try resumed.waitFor(text: "first seat: ")
        #expect(screen.contains("first seat: Ann"), "\(screen)")
    }
}
