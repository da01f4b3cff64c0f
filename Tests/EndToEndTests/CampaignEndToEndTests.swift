import Foundation
import TestSupport
import Testing

/// `memory --campaign`: a level played through the screen unlocks the next, and the progress is
/// in the database when the campaign is started again.
@Suite(.serialized) struct CampaignEndToEndTests {
    @Test func passingALevelUnlocksTheNextAndTheCampaignCarriesOn() throws {
        let data = Scratch.directory()
        let listed = try Binary.run(["list", "campaigns"], dataDir: data)
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("climb") && listed.stdout.contains("The climb"))
        #expect(listed.stdout.contains("progress: not begun"), "\(listed.stdout)")

        let first = try Tmux(["--campaign", "climb", "--seed", "3", "--no-animation"], dataDir: data)
        defer { first.terminate() }
        let start = try first.waitFor(text: "Pairs: 0/3")
        #expect(start.contains("The climb: level 1 of 4"), "the title names the level")
        var player = ScreenPlayer(first, rows: 2, columns: 3)
        _ = try player.playToTheEnd()
        // A perfect memory never mismatches a card it has seen: 3 matches at +10, goal 20.
        let over = try first.waitFor(text: "Game over")
        #expect(over.contains("Level 1 passed with 30 points: level 2 (3x4) unlocked"), "\(over)")
        // The lobby's campaign row says how far the player got, read again after the level.
        try first.send("Right", "Enter")
        try first.waitFor(text: "The climb · level 2 of 4, 30 points")
        try first.send("q")
        #expect(try first.waitForExit().status == 0)
        let progress = try Binary.run(["list", "campaigns"], dataDir: data).stdout
        #expect(progress.contains("      progress: level 2 of 4, 30 points"), "\(progress)")
        let json = try Binary.run(["list", "campaigns", "--json"], dataDir: data).stdout
        #expect(json.contains("\"progress\" : \"level 2 of 4, 30 points\""), "\(json)")

        // Started again, the campaign is at level 2: a 3x4 board.
        let second = try Tmux(["--campaign", "climb", "--seed", "3", "--no-animation"], dataDir: data)
        defer { second.terminate() }
        let board = try second.waitFor(text: "Pairs: 0/6")
        #expect(board.contains("The climb: level 2 of 4"))
        try second.send("C-c")
        #expect(try second.waitForExit().status == 130)
    }

    /// A level's params reach its variant, as `--set` would.
    @Test func aLevelsParamsAreGivenToItsVariant() throws {
        let folder = Scratch.directory()
        let campaign = try CommandSupport.write("""
            return campaign { id = 'lifelong', name = 'Lifelong', api = 2, levels = {
              { deck = 'emoji', rules = 'classic', variant = 'lives', grid = '2x3', goal = 1, params = { lives = 7 } },
            } }

            """, to: "lifelong.lua", in: folder)
        let tmux = try Tmux(["--campaign", campaign.path, "--seed", "3", "--no-animation"], dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let start = try tmux.waitFor(text: "Pairs: 0/3")
        #expect(start.contains("Lives: 7"), "\(start)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    @Test func aCampaignWithTheDeckOptionOrUnknownIdIsRefused() throws {
        let data = Scratch.directory()
        let both = try Binary.run(["--campaign", "climb", "--deck", "emoji"], dataDir: data)
        #expect(both.status != 0)
        #expect(both.stderr.contains("--campaign chooses each level's deck"))
        let unknown = try Binary.run(["--campaign", "nosuch"], dataDir: data)
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("--campaign nosuch") && unknown.stderr.contains("no campaign with this id"), "\(unknown.stderr)")
    }
}
