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
        #expect(start.contains("Level 1: reach 20 points to pass"), "a new level's game says its goal: \(start)")
        var player = ScreenPlayer(first, rows: 2, columns: 3)
        _ = try player.playToTheEnd()
        // A perfect memory never mismatches a card it has seen: 3 matches at +10, goal 20.
        let over = try first.waitFor(text: "Game over")
        #expect(over.contains("Level 1 passed, 30 points in all: level 2 (3x4) unlocked"), "\(over)")
        // The lobby's campaign row says how far the player got, read again after the level.
        try first.send("Right", "Enter")
        try first.waitFor(text: "The climb · level 2 of 4, 30 points")
        // On the Campaign row, the description line says the level's goal.
        try first.send("Up", "Up", "Up", "Up", "Up")
        try first.waitFor(text: "This level's goal: 60 points. Four levels")
        try first.send("q")
        #expect(try first.waitForExit().status == 0)
        let progress = try Binary.run(["list", "campaigns"], dataDir: data).stdout
        #expect(progress.contains("      progress: level 2 of 4, 30 points, goal: 60 points"), "\(progress)")
        let json = try Binary.run(["list", "campaigns", "--json"], dataDir: data).stdout
        #expect(json.contains("\"progress\" : \"level 2 of 4, 30 points, goal: 60 points\""), "\(json)")

        // Started again, the campaign is at level 2: a 3x4 board.
        let second = try Tmux(["--campaign", "climb", "--seed", "3", "--no-animation"], dataDir: data)
        defer { second.terminate() }
        let board = try second.waitFor(text: "Pairs: 0/6")
        #expect(board.contains("The climb: level 2 of 4"))
        #expect(board.contains("Level 2: reach 60 points in all (30 so far)"), "the goal counts the points carried over: \(board)")
        try second.send("C-c")
        #expect(try second.waitForExit().status == 130)
    }

    /// A level left in the middle goes on where it was left when the campaign is started again,
    /// from the command line as from the lobby's Campaign row, and stays one game: the data
    /// directory never holds two games of the level.
    @Test func aLevelLeftMidGameGoesOnWhenTheCampaignIsStartedAgain() throws {
        let data = Scratch.directory()
        let first = try Tmux(["--campaign", "climb", "--seed", "3", "--no-animation"], dataDir: data)
        defer { first.terminate() }
        try first.waitFor(text: "Pairs: 0/3")
        var player = ScreenPlayer(first, rows: 2, columns: 3)
        let face = try #require(try player.turn(0))
        try first.send("C-c")
        #expect(try first.waitForExit().status == 130)

        // Another seed: a level dealt afresh would show no face.
        let again = try Tmux(["--campaign", "climb", "--seed", "4", "--no-animation"], dataDir: data)
        defer { again.terminate() }
        let resumed = try again.waitFor(text: "Level 1 resumed where it was left")
        #expect(resumed.contains(face), "the card turned before is face up again: \(resumed)")
        try again.send("C-c")
        #expect(try again.waitForExit().status == 130)
        #expect(try CommandSupport.sqlite(CommandSupport.database(data), "SELECT COUNT(*) FROM savedGame;") == "1")

        let lobby = try Tmux(["--no-animation"], dataDir: data)
        defer { lobby.terminate() }
        try lobby.waitFor(text: "[ Play ]")
        try lobby.send("Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Up", "Right")
        try lobby.waitFor(text: "The climb · level 1 of 4, 0 points, a game in progress")
        try lobby.send("Enter")
        let fromLobby = try lobby.waitFor(text: "Level 1 resumed where it was left")
        #expect(fromLobby.contains(face), "the lobby's Campaign row goes on with the same game: \(fromLobby)")

        // A new game of the level (n) is dealt afresh and, once left, is the level's one game.
        try lobby.send("n")
        try lobby.waitFor(text: "Start a new game?")
        try lobby.send("y")
        let fresh = try lobby.waitFor("a new deal") { !$0.contains(face) && !$0.contains("Start a new game?") && $0.contains("Pairs: 0/3") }
        #expect(fresh.contains("Time: 0:00"), "\(fresh)")
        #expect(!fresh.contains("resumed"), "a new game of the level is not a resumed one: \(fresh)")
        var newPlayer = ScreenPlayer(lobby, rows: 2, columns: 3)
        let newFace = try #require(try newPlayer.turn(5))
        try lobby.send("C-c")
        #expect(try lobby.waitForExit().status == 130)
        #expect(try CommandSupport.sqlite(CommandSupport.database(data), "SELECT COUNT(*) FROM savedGame;") == "1")
        let last = try Tmux(["--campaign", "climb", "--no-animation"], dataDir: data)
        defer { last.terminate() }
        let newGame = try last.waitFor(text: "Level 1 resumed where it was left")
        #expect(newGame.contains(newFace), "the new game goes on: \(newGame)")
        try last.send("C-c")
        _ = try last.waitForExit()
    }

    /// A level's game whose scripts changed since it was left cannot come back: the campaign
    /// deals the level afresh, says why, and the new game takes the old one's place.
    @Test func aLevelsGameThatCannotComeBackGivesWayToANewOne() throws {
        let folder = Scratch.directory(), data = Scratch.directory()
        let variant = "return variant { id = 'mine', name = 'Mine', api = 2, description = 'x' }\n"
        try CommandSupport.write(variant, to: "mine.lua", in: folder)
        let campaign = try CommandSupport.write("""
            return campaign { id = 'mini', name = 'Mini', api = 2, levels = {
              { deck = 'emoji', rules = 'classic', variant = 'mine.lua', grid = '2x3', goal = 3 },
            } }

            """, to: "mini.lua", in: folder)
        let first = try Tmux(["--campaign", campaign.path, "--seed", "3", "--no-animation"], dataDir: data)
        defer { first.terminate() }
        try first.waitFor(text: "Pairs: 0/3")
        var player = ScreenPlayer(first, rows: 2, columns: 3)
        _ = try player.turn(0)
        try first.send("C-c")
        #expect(try first.waitForExit().status == 130)
        try CommandSupport.write(variant + "-- changed\n", to: "mine.lua", in: folder)

        let again = try Tmux(["--campaign", campaign.path, "--seed", "3", "--no-animation"], width: 140, dataDir: data)
        defer { again.terminate() }
        // The notice wraps where the scratch folder's path makes it: read as one text.
        let screen = try again.waitFor("the notice") { $0.joinedLines.contains("A new game of the level takes its place") }
        #expect(screen.joinedLines.contains("The level's game left in progress (emoji, classic, mine, 2x3) cannot be resumed: its variant"), "\(screen)")
        #expect(screen.contains("Moves: 0"), "dealt afresh: \(screen)")
        var second = ScreenPlayer(again, rows: 2, columns: 3)
        _ = try second.turn(1)
        try again.send("C-c")
        #expect(try again.waitForExit().status == 130)
        #expect(try CommandSupport.sqlite(CommandSupport.database(data), "SELECT COUNT(*) FROM savedGame;") == "1", "replaced, not added")
    }

    /// The game-over screen's first button says what it starts: the next level once a level is
    /// passed, the same level when its goal was missed, and the campaign from its first level
    /// once the last one is passed. `s` (the same deal) is offered only when the level is
    /// played again.
    @Test func theGameOverButtonSaysWhatItStarts() throws {
        let folder = Scratch.directory(), data = Scratch.directory()
        // Classic rules: +1 a pair, 3 a 2x3 board. Level 1 is passed, level 2 (7 in all) is not.
        let tmux = try startCampaign("steps", goals: [3, 7], in: folder, data: data)
        defer { tmux.terminate() }
        try tmux.waitFor(text: "Level 1: reach 3 points to pass")
        let passed = try playToTheEnd(tmux)
        #expect(passed.contains("Level 1 passed, 3 points in all: level 2 (2x3) unlocked"), "\(passed)")
        #expect(passed.contains("[ Next level ]") && !passed.contains("[ Play again ]"), "\(passed)")
        #expect(!passed.contains("same deal"), "the same seed would deal level 2, not this game again: \(passed)")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Level 2: reach 7 points in all (3 so far)")
        let missed = try playToTheEnd(tmux)
        #expect(missed.contains("Steps: level 2 of 2 (2x3): not passed (6 of the 7 points needed)"), "\(missed)")
        #expect(missed.contains("[ Retry level ]") && missed.contains("s same deal"), "\(missed)")
        try tmux.send("Enter")
        try tmux.waitFor("level 2 again") { $0.contains("Level 2: reach 7 points in all (3 so far)") && $0.contains("Steps: level 2 of 2") }
        try tmux.send("C-c")
        #expect(try tmux.waitForExit().status == 130)

        let last = try startCampaign("single", goals: [3], in: folder, data: data)
        defer { last.terminate() }
        try last.waitFor(text: "Pairs: 0/3")
        let won = try playToTheEnd(last)
        #expect(won.contains("Single complete: its one level, 3 points"), "\(won)")
        #expect(won.contains("[ Start over ]") && !won.contains("same deal"), "\(won)")
        try last.send("Enter")
        // (Waiting for the whole frame: a screen read while it is drawn may hold part of it.)
        try last.waitFor("level 1 again, from nothing") { $0.contains("Level 1: reach 3 points to pass") && $0.contains("Pairs: 0/3") }
        try last.send("C-c")
        #expect(try last.waitForExit().status == 130)
    }

    /// A goal of 0 or below is a cut (golf's): worded "finish at -20 points or better", "stay at
    /// -10 points or better in all", never "reach -10 points", and missed "under the cut".
    @Test func aNegativeGoalIsWordedAsACut() throws {
        let folder = Scratch.directory(), data = Scratch.directory()
        // Every pair costs 5: a 2x3 board ends at -15.
        _ = try CommandSupport.write("""
            return rules { id = 'minus', name = 'Minus', api = 2, on_match = function(e, game) return -5 end }

            """, to: "campaigns/minus.lua", in: folder)
        let campaign = try CommandSupport.write("""
            return campaign { id = 'cuts', name = 'Cuts', api = 2, levels = {
              { deck = 'emoji', rules = 'minus.lua', grid = '2x3', goal = -20 },
              { deck = 'emoji', rules = 'minus.lua', grid = '2x3', goal = -10 },
            } }

            """, to: "campaigns/cuts.lua", in: folder)
        let listed = try Binary.run(["list", "campaigns"], dataDir: data, environment: ["MEMORY_DECKS_PATH": folder.path])
        #expect(listed.stdout.contains("progress: not begun, goal: -20 points or better"), "\(listed.stdout)")
        let tmux = try Tmux(["--campaign", campaign.path, "--seed", "3", "--no-animation"], dataDir: data)
        defer { tmux.terminate() }
        try tmux.waitFor(text: "Level 1: finish at -20 points or better to pass")
        let passed = try playToTheEnd(tmux)
        #expect(passed.contains("Level 1 passed, -15 points in all"), "\(passed)")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Level 2: stay at -10 points or better in all (-15 so far)")
        let missed = try playToTheEnd(tmux)
        #expect(missed.contains("not passed (-30 points in all, under the cut of -10)"), "\(missed)")
        try tmux.send("C-c")
        #expect(try tmux.waitForExit().status == 130)
    }

    /// Writes campaign `id` (its name capitalised) of 2x3 classic levels with `goals` into
    /// `folder` and starts it (seed 3).
    private func startCampaign(_ id: String, goals: [Int], in folder: URL, data: URL) throws -> Tmux {
        let levels = goals.map { "  { deck = 'emoji', rules = 'classic', grid = '2x3', goal = \($0) },\n" }.joined()
        let name = id.prefix(1).uppercased() + id.dropFirst()
        let script = try CommandSupport.write("return campaign { id = '\(id)', name = '\(name)', api = 2, levels = {\n\(levels)} }\n",
                                              to: "\(id).lua", in: folder)
        return try Tmux(["--campaign", script.path, "--seed", "3", "--no-animation"], dataDir: data)
    }

    /// Plays the 2x3 game on `tmux`'s screen without a mistake; returns the game-over screen,
    /// read once its last line, the keys, is drawn.
    private func playToTheEnd(_ tmux: Tmux) throws -> String {
        var player = ScreenPlayer(tmux, rows: 2, columns: 3)
        _ = try player.playToTheEnd()
        return try tmux.waitFor("the game-over screen") { $0.contains("Game over") && $0.contains("Enter choose") }
    }

    /// A level that seats a computer opponent is a duel against it, whatever `--players` asked
    /// for; a level of `pairs` has that many pairs.
    @Test func aDuelLevelSeatsTheComputer() throws {
        let folder = Scratch.directory()
        let campaign = try CommandSupport.write("""
            return campaign { id = 'duel', name = 'Duel', api = 2, levels = {
              { deck = 'emoji', rules = 'classic', pairs = 4, goal = 1, bot = 'perfect' },
            } }

            """, to: "duel.lua", in: folder)
        let tmux = try Tmux(["--campaign", campaign.path, "--players", "3", "--seed", "3", "--no-animation"], dataDir: Scratch.directory())
        defer { tmux.terminate() }
        let start = try tmux.waitFor(text: "Pairs: 0/4")
        // The person is named as logged in: the seats are told by the computer's and the third's.
        #expect(start.contains(" 0 · CPU 0") && !start.contains("P3"), "one person, then the computer: \(start)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
    }

    /// A level whose goal is "win" is passed by beating the computer, whatever the points, and
    /// says so as it starts, in `memory list campaigns` and when it is missed.
    @Test func aWinLevelIsPassedByBeatingTheComputer() throws {
        let folder = Scratch.directory(), data = Scratch.directory()
        let campaign = try CommandSupport.write("""
            return campaign { id = 'beat', name = 'Beat', api = 2, levels = {
              { deck = 'symbols', rules = 'classic', grid = '1x2', goal = 'win', bot = 'perfect' },
              { deck = 'symbols', rules = 'classic', grid = '2x2', goal = 'win', bot = 'perfect' },
            } }

            """, to: "campaigns/beat.lua", in: folder)
        #expect(try Binary.run(["check", campaign.path]).status == 0)
        let tmux = try Tmux(["--campaign", campaign.path, "--seed", "3", "--no-animation"], dataDir: data)
        defer { tmux.terminate() }
        let start = try tmux.waitFor(text: "Pairs: 0/1")
        #expect(start.contains("Level 1: win the game to pass"), "\(start)")
        // The person finds the one pair: 1 to the computer's 0.
        try CommandSupport.finishOnePair(tmux)
        let passed = try tmux.waitFor("the game-over screen") { $0.contains("Game over") && $0.contains("Enter choose") }
        #expect(passed.contains("Level 1 passed, 1 point in all: level 2 (2x2 with the computer) unlocked"), "\(passed)")
        try tmux.send("Enter")
        let second = try tmux.waitFor(text: "Pairs: 0/2")
        #expect(second.contains("Level 2: win the game to pass"), "the points so far do not matter: \(second)")
        // A mismatch, then the perfect computer finds both pairs.
        try tmux.send("Space")
        try tmux.waitFor("the first card to turn") { ScreenPlayer.cursorLabel($0) != "?" }
        try tmux.send("Down", "Space")
        let missed = try tmux.waitFor("the game-over screen") { $0.contains("Game over") && $0.contains("Enter choose") }
        #expect(missed.contains("Beat: level 2 of 2 (2x2 with the computer): not passed (the computer was not beaten)"), "\(missed)")
        #expect(missed.contains("[ Retry level ]"), "\(missed)")
        try tmux.send("q")
        _ = try tmux.waitForExit()
        let listed = try Binary.run(["list", "campaigns", "--json"], dataDir: data, environment: ["MEMORY_DECKS_PATH": folder.path])
        #expect(listed.stdout.contains("\"progress\" : \"level 2 of 2, 1 point, goal: win the game\""), "\(listed.stdout)")
    }

    /// In a co-op level the computer is a partner: the goal "win" is said as winning the game,
    /// not beating the computer, and clearing the board with it passes the level.
    @Test func aCoopWinLevelIsWonTogether() throws {
        let folder = Scratch.directory(), data = Scratch.directory()
        let campaign = try CommandSupport.write("""
            return campaign { id = 'pair', name = 'Pair', api = 2, levels = {
              { deck = 'symbols', rules = 'classic', variant = 'together', grid = '1x2', goal = 'win', bot = 'perfect' },
            } }

            """, to: "campaigns/pair.lua", in: folder)
        let tmux = try Tmux(["--campaign", campaign.path, "--seed", "3", "--no-animation"], dataDir: data)
        defer { tmux.terminate() }
        let start = try tmux.waitFor(text: "Pairs: 0/1")
        #expect(start.contains("Level 1: win the game to pass") && !start.contains("beat the computer"), "\(start)")
        try CommandSupport.finishOnePair(tmux)
        let won = try tmux.waitFor("the game-over screen") { $0.contains("Game over") && $0.contains("Enter choose") }
        #expect(won.contains("Pair complete: its one level"), "\(won)")
        try tmux.send("q")
        _ = try tmux.waitForExit()
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

    /// The run: a boon chosen in level 1 is carried into level 2 once level 1 is passed, kept
    /// in the database, and level 2's game starts from it. The run shows what is carried in the
    /// roguelike's status line (`carry_shown = "status"`), not as the campaign counts it.
    @Test func aBoonChosenInALevelPassedIsCarriedIntoTheNext() throws {
        let data = Scratch.directory()
        let first = try Tmux(["--campaign", "run", "--seed", "3", "--no-animation"], dataDir: data)
        defer { first.terminate() }
        let start = try first.waitFor(text: "Pairs: 0/3")
        #expect(start.contains("Level 1: reach 3 points to pass") && !start.contains("carried:"), "\(start)")
        #expect(start.contains("Lives: 3 · Points ×1"), "\(start)")
        try first.send("1")
        try first.waitFor(text: "Lives: 4 · Points ×1")
        var player = ScreenPlayer(first, rows: 2, columns: 3)
        _ = try player.playToTheEnd()
        let over = try first.waitFor(text: "Game over")
        #expect(over.contains("Level 1 passed, 3 points in all: level 2 (3x4) unlocked"), "\(over)")
        #expect(over.contains("Carried on — Lives: 4 · Points ×1"), "\(over)")
        try first.send("q")
        _ = try first.waitForExit()
        #expect(try CommandSupport.sqlite(CommandSupport.database(data), "SELECT carried FROM campaignProgress;") == #"{"lives":1}"#)

        let second = try Tmux(["--campaign", "run", "--seed", "3", "--no-animation"], dataDir: data)
        defer { second.terminate() }
        let board = try second.waitFor(text: "Pairs: 0/6")
        #expect(board.contains("Level 2: reach 12 points in all (3 so far)") && !board.contains("carried:"), "\(board)")
        #expect(board.contains("Lives: 4 · Points ×1"), "\(board)")
        try second.send("C-c")
        #expect(try second.waitForExit().status == 130)
    }

    /// A campaign that shows what it carries by name (`carry_shown = "values"`, the default):
    /// a change the levels make (lives, starting at 0) is signed and left out while nothing
    /// changed, a count of its own (gold coins and mult, starting elsewhere) is said as it is, `_`
    /// reads as a space, and decimals have no trailing zeros; as a level starts and after a
    /// level passed.
    @Test func whatACampaignCarriesIsSaidByNameWithChangesSigned() throws {
        let folder = Scratch.directory(), data = Scratch.directory()
        try CommandSupport.write("""
            return variant { id = 'hoard', name = 'Hoard', api = 2, description = 'carries on every pair',
              on_match = function(e, game) game:carry('gold_coins', 2) game:carry('lives', -1) game:carry('mult', 0.25) end }

            """, to: "variants/hoard.lua", in: folder)
        let campaign = try CommandSupport.write("""
            return campaign { id = 'hoard', name = 'Hoard', api = 2,
              carry = { lives = 0, mult = 0.5, gold_coins = 10 },
              levels = {
                { deck = 'symbols', rules = 'classic', variant = 'hoard', grid = '1x2', goal = 1 },
                { deck = 'symbols', rules = 'classic', variant = 'hoard', grid = '2x2', goal = 2 },
              } }

            """, to: "campaigns/hoard.lua", in: folder)
        let environment = ["MEMORY_DECKS_PATH": folder.path]
        #expect(try Binary.run(["check", campaign.path], environment: environment).status == 0)
        let tmux = try Tmux(["--campaign", campaign.path, "--seed", "3", "--no-animation"], dataDir: data, environment: environment)
        defer { tmux.terminate() }
        let start = try tmux.waitFor(text: "Pairs: 0/1")
        #expect(start.contains("Level 1: reach 1 point to pass; carried: gold coins 10 · mult 0.5"), "\(start)")
        try CommandSupport.finishOnePair(tmux)
        let over = try tmux.waitFor("the game-over screen") { $0.contains("Game over") && $0.contains("Enter choose") }
        #expect(over.contains("Carried on: gold coins 12 · lives -1 · mult 0.75"), "\(over)")
        try tmux.send("Enter")
        let second = try tmux.waitFor(text: "Pairs: 0/2")
        #expect(second.contains("carried: gold coins 12 · lives -1 · mult 0.75"), "\(second)")
        try tmux.send("C-c")
        _ = try tmux.waitForExit()
        #expect(try CommandSupport.sqlite(CommandSupport.database(data), "SELECT carried FROM campaignProgress;")
                == #"{"gold_coins":2,"lives":-1,"mult":0.25}"#)
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
