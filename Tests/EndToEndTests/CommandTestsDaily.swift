import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `memory --daily`: today's board, its day set by $MEMORY_TODAY (the tests never read the
    /// clock), ranked apart and listed by `scores --daily`.
    @Suite struct CommandTestsDaily {
        static let board = ["--deck", "symbols", "--rules", "classic", "--grid", "1x2", "--no-animation", "--daily"]

        @Test func aSeedOrACampaignWithDailyIsRefused() throws {
            let seeded = try Binary.run(["--daily", "--seed", "4"], dataDir: Scratch.directory())
            #expect(seeded.status == 64)
            #expect(seeded.stderr.contains("--daily deals today's board, whose seed comes from the date and the game chosen: leave out --seed 4"),
                    "\(seeded.stderr)")
            let campaign = try Binary.run(["--daily", "--campaign", "climb"], dataDir: Scratch.directory())
            #expect(campaign.status == 64 && campaign.stderr.contains("a campaign has no daily board"), "\(campaign.stderr)")
        }

        /// The command line reads the day (the engine only hashes its text): a real date written
        /// yyyy-MM-dd, nothing else.
        @Test(arguments: ["2026-02-30", "2026-11-6", "26-11-2026", "2026-11-26 ", "today", ""])
        func aDayThatIsNoDayIsRefused(day: String) throws {
            let result = try Binary.run(Self.board, dataDir: Scratch.directory(), environment: ["MEMORY_TODAY": day])
            #expect(result.status == 64)
            #expect(result.stderr.contains("$MEMORY_TODAY is \(day), which is not a day: write it as yyyy-MM-dd"), "\(result.stderr)")
        }

        /// Plays the one-pair daily board of `day` to its end; returns the game-over screen.
        /// `practice`: the game is announced as practice before its first card.
        static func playDaily(_ data: URL, day: String, practice: Bool = false) throws -> String {
            let tmux = try Tmux(board, dataDir: data, environment: ["MEMORY_TODAY": day])
            let screen = try tmux.waitFor(text: "Pairs: 0/1")
            #expect(screen.contains("Daily \(day)" + (practice ? " (practice)" : " ·")), "the title names the day:\n\(screen)")
            #expect(screen.contains("Practice: today's try is played (1 point, #1)") == practice, "\(screen)")
            try CommandSupport.finishOnePair(tmux)
            let over = try tmux.waitFor(text: "Game over")
            try tmux.send("q")
            #expect(try tmux.waitForExit().status == 0)
            return over
        }

        @Test func dailyGamesRankByDayApartFromTheUsualTable() throws {
            let data = Scratch.directory()
            #expect(try Binary.run(["scores", "--daily"], dataDir: data).stdout == "No daily scores yet. Play today's board: memory --daily\n")
            #expect(try Self.playDaily(data, day: "2026-11-26").contains("Rank: #1 of 1 in the daily scores of 2026-11-26"))
            // One ranked try a day: the second game that day is practice, and says the day's try.
            let again = try Self.playDaily(data, day: "2026-11-26", practice: true)
            #expect(again.contains("Practice: this game does not rank"), "\(again)")
            #expect(again.contains("Today's ranked try: 1 point, #1 of 1 in the daily scores of 2026-11-26"), "\(again)")
            #expect(!again.contains("Rank: #"), "\(again)")
            #expect(try Self.playDaily(data, day: "2026-11-27").contains("Rank: #1 of 1 in the daily scores of 2026-11-27"))

            let text = try Binary.run(["scores", "--daily"], dataDir: data)
            #expect(text.status == 0)
            #expect(text.stdout.hasPrefix("daily 2026-11-27 · symbols · classic · standard · 1x2\n"), "\(text.stdout)")
            #expect(text.stdout.contains("daily 2026-11-26 · symbols · classic · standard · 1x2\n"), "\(text.stdout)")
            let tables = try #require(try CommandSupport.json(try Binary.run(["scores", "--daily", "--json"], dataDir: data).stdout) as? [[String: Any]])
            #expect(tables.map { $0["daily"] as? String } == ["2026-11-27", "2026-11-26"])
            let seeds = tables.map { (($0["scores"] as? [[String: Any]]) ?? []).compactMap { $0["seed"] as? Int } }
            #expect(seeds.count == 2 && seeds[1].count == 1, "the ranked try only: \(seeds)")
            #expect(seeds[0].first != seeds[1].first, "another day, another board: \(seeds)")
            #expect(tables.allSatisfy { $0["played"] == nil })

            // The usual table has none of them; its statistics count them.
            let usual = try CommandSupport.scoreTables(data)
            #expect(usual.count == 1 && (usual[0]["scores"] as? [Any])?.isEmpty == true && usual[0]["played"] as? Int == 3, "\(usual)")
            #expect(try Binary.run(["scores"], dataDir: data).stdout.contains("no game here: the games won are daily games (memory scores --daily)"))
            #expect(try Binary.run(["scores", "--daily", "--deck", "emoji"], dataDir: data).stdout
                    == "No daily scores yet for that choice. Play today's board: memory --daily\n")
        }

        /// A daily game left before midnight resumes after it as the day it was dealt on, and ranks there.
        @Test func aDailyGameResumedAfterMidnightIsItsDays() throws {
            let data = Scratch.directory()
            let tmux = try Tmux(Self.board, dataDir: data, environment: ["MEMORY_TODAY": "2026-11-26"])
            try tmux.waitFor(text: "Pairs: 0/1")
            try tmux.send("Space")
            try tmux.waitFor("the first card to turn") { ScreenPlayer.cursorLabel($0) != "?" }
            try tmux.send("C-c")
            #expect(try tmux.waitForExit().status == 130)

            let resumed = try Tmux(["resume"], dataDir: data, environment: ["MEMORY_TODAY": "2026-11-27"])
            #expect(try resumed.waitFor(text: "Pairs: 0/1").contains("Daily 2026-11-26"))
            try resumed.send("Right", "Space")
            #expect(try resumed.waitFor(text: "Game over").contains("Rank: #1 of 1 in the daily scores of 2026-11-26"))
            try resumed.send("q")
            #expect(try resumed.waitForExit().status == 0)
            let tables = try #require(try CommandSupport.json(try Binary.run(["scores", "--daily", "--json"], dataDir: data).stdout) as? [[String: Any]])
            #expect(tables.map { $0["daily"] as? String } == ["2026-11-26"])
        }
    
        /// A daily game begun first and left is still the day's try: a game dealt meanwhile is
        /// practice (it says so, and that the try is in progress), and the try resumed ranks.
        @Test func aDailyGameBegunFirstAndResumedIsTheDaysTry() throws {
            let data = Scratch.directory()
            let first = try Tmux(Self.board, dataDir: data, environment: ["MEMORY_TODAY": "2026-11-26"])
            try first.waitFor(text: "Pairs: 0/1")
            try first.send("Space")
            try first.waitFor("the first card to turn") { ScreenPlayer.cursorLabel($0) != "?" }
            try first.send("C-c")
            #expect(try first.waitForExit().status == 130)

            let practice = try Tmux(Self.board, dataDir: data, environment: ["MEMORY_TODAY": "2026-11-26"])
            let screen = try practice.waitFor(text: "Pairs: 0/1")
            #expect(screen.contains("Daily 2026-11-26 (practice)"), "\(screen)")
            #expect(screen.contains("Practice: today's try is in progress (memory resume)"), "\(screen)")
            try CommandSupport.finishOnePair(practice)
            let over = try practice.waitFor(text: "Game over")
            #expect(over.contains("Today's ranked try: in progress (memory resume)"), "\(over)")
            try practice.send("q")
            #expect(try practice.waitForExit().status == 0)
            #expect(try Binary.run(["scores", "--daily"], dataDir: data).stdout.hasPrefix("No daily scores yet"))

            let resumed = try Tmux(["resume"], dataDir: data, environment: ["MEMORY_TODAY": "2026-11-26"])
            #expect(!(try resumed.waitFor(text: "Pairs: 0/1").contains("practice")))
            try resumed.send("Right", "Space")
            #expect(try resumed.waitFor(text: "Game over").contains("Rank: #1 of 1 in the daily scores of 2026-11-26"))
            try resumed.send("q")
            #expect(try resumed.waitForExit().status == 0)
        }
    }
}
