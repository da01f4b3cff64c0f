import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `simulate`'s defaults, comparisons, sweeps, `--set` and seats, against the built binary.
    @Suite struct CommandTestsSimulate {
        func object(_ arguments: [String]) throws -> [String: Any] {
            let result = try Binary.run(["simulate"] + arguments)
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try CommandSupport.json(result.stdout) as? [String: Any])
        }

        func configurations(_ arguments: [String]) throws -> [[String: Any]] {
            try #require(try object(arguments + ["--json"])["configurations"] as? [[String: Any]])
        }

        /// A board a script ended otherwise than cleared is counted by its reason under the
        /// table: tide's saved boards, with the cleared ones before them.
        @Test func gamesAScriptFinishedAreCountedByTheirReason() throws {
            let result = try Binary.run(["simulate", "--variant", "tide", "--games", "60", "--seed", "2", "--strategy", "forgetful:0.3"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("\nFinished by: "), "\(result.stdout)")
            #expect(result.stdout.contains("Saved from the sea "), "\(result.stdout)")
        }

        /// `--think-time FROM:TO` draws each card's time between the two (2.5 s on average for
        /// 1:4, against a steady 2 s), and the report says both ends.
        @Test func aThinkTimeRangeVariesThePace() throws {
            func run(_ pace: String) throws -> [String: Any] {
                try object(["--grid", "4x4", "--games", "200", "--think-time", pace, "--json"])
            }
            let (steady, uneven) = (try run("2"), try run("1:4"))
            #expect(steady["think_time"] as? Double == 2 && steady["think_time_most"] as? Double == 2)
            #expect(uneven["think_time"] as? Double == 1 && uneven["think_time_most"] as? Double == 4)
            let seconds = { (report: [String: Any]) in ((report["seconds"] as? [String: Any])?["mean"] as? Double) ?? 0 }
            #expect(seconds(uneven) > seconds(steady), "\(seconds(uneven)) vs \(seconds(steady))")
        }

        /// A variant with actions reports how often the players used them and how often a use
        /// was declined (a swapper's first step declines); a plain game has no such rows.
        @Test func actionsUsedAndDeclinedAreReported() throws {
            let swapper = try Binary.run(["simulate", "--variant", "swapper", "--grid", "2x3", "--games", "200"])
            #expect(swapper.status == 0, "\(swapper.stderr)")
            let rows = swapper.stdout.split(separator: "\n").filter { $0.hasPrefix("actions") || $0.hasPrefix("declined") }
            #expect(rows.count == 2, "\(swapper.stdout)")
            let means = rows.compactMap { $0.split(separator: " ").dropFirst().first.flatMap { Double($0) } }
            #expect(means.count == 2 && means.allSatisfy { $0 > 0 }, "swaps are made in two steps: \(rows)")
            let json = try CommandSupport.json(try Binary.run(["simulate", "--variant", "swapper", "--grid", "2x3", "--games", "50", "--json"]).stdout)
            #expect((json as? [String: Any])?["actions_used"] != nil)
            let plain = try Binary.run(["simulate", "--games", "50"])
            #expect(!plain.stdout.contains("declined"), "\(plain.stdout)")
        }

        /// What a variant counts with `game:tally` (steal's steals and points stolen) is a row
        /// of the report, a JSON metric and CSV columns with its difference between
        /// configurations; a game whose scripts count nothing has none.
        @Test func aScriptsTalliesAreReported() throws {
            let text = try Binary.run(["simulate", "--variant", "steal", "--grid", "4x4", "--players", "2", "--games", "200"])
            #expect(text.status == 0, "\(text.stderr)")
            let row = text.stdout.split(separator: "\n").first { $0.hasPrefix("steals ") }
            let mean = row?.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            #expect((mean ?? 0) > 0, "\(text.stdout)")
            let json = try object(["--variant", "steal", "--grid", "4x4", "--players", "2", "--games", "100", "--json"])
            let steals = (json["tallies"] as? [String: Any])?["steals"] as? [String: Any]
            #expect((steals?["mean"] as? Double ?? 0) > 0 && steals?["median"] != nil, "\(json)")
            #expect(try object(["--games", "20", "--json"])["tallies"] == nil)
            let csv = try Binary.run(["simulate", "--grid", "4x4", "--players", "2", "--games", "100", "--variant", "steal", "--sweep", "steal=1:5:4", "--csv"])
            let lines = csv.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            let header = try #require(lines.first)
            let column = try #require(header.firstIndex(of: "tally_stolen_diff"))
            #expect(lines.count == 3 && lines[1][column].isEmpty && (Double(lines[2][column]) ?? 0) > 0,
                    "stealing 5 takes more than stealing 1, game by game: \(csv.stdout)")
        }

        /// An action's `bot` hook reads how well the computer player plays (`game:skill()`): in
        /// `double`, one that turns cards at random never bets, and one that forgets nothing does.
        @Test func aBotHookKnowsHowWellItsPlayerPlays() throws {
            func used(_ strategy: String) throws -> [String: Any] {
                let json = try CommandSupport.json(try Binary.run(["simulate", "--variant", "double", "--grid", "4x4", "--games", "100",
                                                                   "--strategy", strategy, "--json"]).stdout)
                return try #require((json as? [String: Any])?["actions_used"] as? [String: Any])
            }
            #expect(try used("random")["max"] as? Double == 0)
            #expect(try (used("perfect")["mean"] as? Double ?? 0) > 1)
        }

        /// `game:name(p)` in a simulation names the seats as the screen does: the computer
        /// opponent's "CPU", the others "P1", "P2", ….
        @Test func aSimulationNamesTheSeatsAsTheScreenDoes() throws {
            let path = Scratch.directory().appendingPathComponent("names.lua").path
            try """
                return variant {
                  id = "names", name = "Names", api = 2,
                  on_turn = function(e, game)
                    if game:name() == "CPU" then game:tally("cpu") end
                    if game:name() == "P" .. game:player() then game:tally("seat") end
                  end,
                }
                """.write(toFile: path, atomically: true, encoding: .utf8)
            func tallies(_ arguments: [String]) throws -> [String: Any] {
                try object(["--variant", path, "--grid", "2x3", "--games", "20", "--json"] + arguments)["tallies"] as? [String: Any] ?? [:]
            }
            let against = try tallies(["--players", "2", "--bot", "perfect"])
            #expect(((against["cpu"] as? [String: Any])?["mean"] as? Double ?? 0) > 0, "\(against)")
            #expect(((against["seat"] as? [String: Any])?["mean"] as? Double ?? 0) > 0, "\(against)")
            let people = try tallies(["--players", "2"])
            #expect(people["cpu"] == nil && ((people["seat"] as? [String: Any])?["mean"] as? Double ?? 0) > 0, "\(people)")
        }

        @Test func theDefaultsAreAHumanLikePlayerOnTheGamesBoard() throws {
            let plain = try object(["--games", "50", "--json"])
            #expect(plain["strategy"] as? String == "forgetful:0.3")
            #expect(plain["grid"] as? String == "2x3")
            #expect(plain["pairs"] as? Int == 3)
            #expect(plain["deck"] as? String == "emoji" && plain["rules"] as? String == "classic" && plain["variant"] as? String == "standard")
            let triples = try object(["--variant", "triples", "--games", "20", "--json"])
            #expect(triples["group"] as? Int == 3)
        }

        /// The same deals for every rules: scoring does not change what the bots do, so the
        /// moves are equal game by game and the score's difference is exact.
        @Test func rulesAreComparedOnTheSameDeals() throws {
            let rows = try configurations(["--rules", "classic,penalty", "--grid", "4x4", "--games", "300", "--seed", "5"])
            #expect(rows.map { $0["label"] as? String } == ["classic", "penalty"])
            #expect(rows[0]["score_difference"] == nil)
            let moves = try #require(rows[1]["moves_difference"] as? [String: Double])
            #expect(moves["mean"] == 0 && moves["ci95"] == 0)
            let score = try #require(rows[1]["score_difference"] as? [String: Double])
            let first = try #require(rows[0]["score"] as? [String: Double])
            let second = try #require(rows[1]["score"] as? [String: Double])
            #expect(abs(score["mean"]! - (second["mean"]! - first["mean"]!)) < 1e-9)
            #expect(score["ci95"]! > 0 && score["ci95"]! < second["ci95"]! * 2)

            let text = try Binary.run(["simulate", "--rules", "classic,penalty", "--grid", "4x4", "--games", "300", "--seed", "5"])
            #expect(text.status == 0, "\(text.stderr)")
            for part in ["300 games each · 4x4", "configuration", "Δ score", "finished", "\nclassic ", "\npenalty ", " ±",
                         "Δ against classic, game by game on the same deals", "Mean score\n", "█"] {
                #expect(text.stdout.contains(part), "\(part): \(text.stdout)")
            }
        }

        @Test func variantsAreComparedToo() throws {
            let rows = try configurations(["--variant", "standard,timed", "--grid", "4x4", "--games", "200", "--think-time", "3"])
            #expect(rows.map { $0["label"] as? String } == ["standard", "timed"])
            let finished = rows.map { ($0["finished"] as? [String: Double])?["mean"] ?? -1 }
            #expect(finished[0] == 1 && finished[1] < 1, "a 60 s limit at 3 s a card stops some games: \(finished)")
        }

        /// Decks are compared as rules are, one row per deck named in the text, the JSON and the
        /// CSV; with rules compared too, every deck with every rules.
        @Test func decksAreComparedToo() throws {
            let rows = try configurations(["--deck", "emoji,food", "--grid", "4x4", "--games", "100"])
            #expect(rows.map { $0["label"] as? String } == ["emoji", "food"])
            #expect(rows.map { $0["deck"] as? String } == ["emoji", "food"])
            let both = try configurations(["--deck", "emoji,food", "--rules", "classic,penalty", "--games", "20"])
            #expect(both.map { $0["label"] as? String } == ["emoji · classic", "emoji · penalty", "food · classic", "food · penalty"])
            #expect(both.map { $0["rules"] as? String } == ["classic", "penalty", "classic", "penalty"])

            let text = try Binary.run(["simulate", "--deck", "emoji,food", "--grid", "4x4", "--games", "100"])
            #expect(text.status == 0, "\(text.stderr)")
            for part in ["100 games each · 4x4 · each with its own deck", "\nemoji ", "\nfood ",
                         "Δ against emoji, game by game on deals from the same seeds (each on its own board or deck)"] {
                #expect(text.stdout.contains(part), "\(part): \(text.stdout)")
            }
            let csv = try Binary.run(["simulate", "--deck", "emoji,food", "--games", "20", "--csv"])
            let lines = csv.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
            #expect(lines.count == 3, "\(csv.stdout)")
            let deck = try #require(lines.first?.firstIndex(of: "deck"))
            #expect(lines.dropFirst().map { $0[deck] } == ["emoji", "food"])
            let unknown = try Binary.run(["simulate", "--deck", "emoji,nosuch", "--games", "20"])
            #expect(unknown.status == 64 && unknown.stderr.contains("nosuch"), "\(unknown.stderr)")
        }

        /// "With a 60 s limit, what share of forgetful:0.3 players finish?": more with more time.
        @Test func aSweepOfTheTimeLimitAsCSV() throws {
            let result = try Binary.run(["simulate", "--variant", "timed", "--grid", "4x4", "--sweep", "time-limit=30:90:30",
                                         "--think-time", "2", "--games", "300", "--csv"])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 4, "a header and three rows: \(result.stdout)")
            let header = lines[0].split(separator: ",").map(String.init)
            let rate = try #require(header.firstIndex(of: "finished_rate"))
            #expect(lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[0] }
                    == ["time-limit=30", "time-limit=60", "time-limit=90"])
            let rates = lines.dropFirst().map { Double($0.split(separator: ",", omittingEmptySubsequences: false)[rate]) ?? -1 }
            #expect(rates[0] <= rates[1] && rates[1] < rates[2], "\(rates)")
            let text = try Binary.run(["simulate", "--variant", "timed", "--grid", "4x4", "--sweep", "time-limit=30:90:30",
                                       "--think-time", "2", "--games", "300"])
            #expect(text.stdout.contains("\nFinished\n"), "a chart of the finish rate when games end unfinished")
        }

        /// A param the variant declares, set and swept: fewer lives, fewer moves.
        @Test func aScriptsParamIsSetAndSwept() throws {
            let one = try object(["--variant", "lives", "--set", "lives=1", "--grid", "4x4", "--games", "200", "--json"])
            let ten = try object(["--variant", "lives", "--set", "lives=10", "--grid", "4x4", "--games", "200", "--json"])
            let moves = { (o: [String: Any]) in (o["moves"] as? [String: Double])?["mean"] ?? 0 }
            #expect(moves(one) < moves(ten), "\(moves(one)) vs \(moves(ten))")
            let rows = try configurations(["--variant", "lives", "--sweep", "lives=1:3:1", "--grid", "4x4", "--games", "200"])
            #expect(rows.map { $0["value"] as? Double } == [1, 2, 3])
            #expect(rows.map { $0["label"] as? String } == ["lives=1", "lives=2", "lives=3"])
        }

        /// A param of words is set by name and swept through its choices (or a list of them).
        @Test func aParamOfWordsIsSetAndSweptByName() throws {
            let rows = try configurations(["--variant", "atoll", "--sweep", "shape", "--games", "20"])
            #expect(rows.map { $0["value"] as? String } == ["lagoon", "diamond", "reef"])
            #expect(rows.map { $0["label"] as? String } == ["shape=lagoon", "shape=diamond", "shape=reef"])
            let listed = try configurations(["--variant", "atoll", "--sweep", "shape=reef,lagoon", "--games", "20"])
            #expect(listed.map { $0["value"] as? String } == ["reef", "lagoon"])
            let reef = try object(["--variant", "atoll", "--set", "shape=reef", "--games", "20", "--json"])
            let lagoon = try object(["--variant", "atoll", "--games", "20", "--json"])
            let score = { (o: [String: Any]) in (o["score"] as? [String: Double])?["mean"] ?? 0 }
            // On 4x5 the reef takes off fewer groups than the lagoon: more are left to find.
            #expect(score(reef) > score(lagoon), "\(score(reef)) vs \(score(lagoon))")
        }

        @Test func eachSeatPlaysItsOwnStrategy() throws {
            let mixed = try object(["--variant", "duel", "--strategy", "random", "--bot", "perfect", "--pairs", "10",
                                    "--games", "300", "--json"])
            #expect(mixed["bot"] as? String == "perfect")
            let wins = try #require(mixed["wins"] as? [Int])
            #expect(wins.count == 2 && wins[1] > 3 * wins[0], "the perfect computer wins: \(wins)")
            let text = try Binary.run(["simulate", "--strategy", "random", "--bot", "perfect", "--games", "20"])
            #expect(text.stdout.contains("· people random · computer perfect ·"), "\(text.stdout)")
            #expect(text.stdout.contains("Wins: P1 ") && text.stdout.contains(", CPU "), "the seats as the screen names them: \(text.stdout)")
        }

        /// As in play, the computer opponent takes every seat the variant leaves after the people's.
        @Test func theComputerFillsTheVariantsSeatsLeft() throws {
            let alone = try Binary.run(["simulate", "--variant", "teams", "--bot", "perfect", "--games", "20"]).stdout
            #expect(alone.contains("Wins: P1 ") && alone.contains(", CPU2 ") && alone.contains(", CPU4 "), "\(alone)")
            let two = try Binary.run(["simulate", "--variant", "teams", "--players", "2", "--bot", "perfect", "--games", "20"]).stdout
            #expect(two.contains("Wins: P1 ") && two.contains(", P2 ") && two.contains(", CPU3 ") && !two.contains("CPU2"), "\(two)")
            let duel = try object(["--variant", "duel", "--bot", "perfect", "--games", "20", "--json"])
            #expect((duel["wins"] as? [Int])?.count == 2, "a duel is still one person and one computer: \(duel)")
        }

        /// Variants that deal boards of their own are compared each on its own board, and say so;
        /// a param one of them declares is set for that one.
        @Test func variantsOnTheirOwnBoardsSayWhichAndTakeTheirOwnParams() throws {
            let result = try Binary.run(["simulate", "--variant", "lives,aftershock", "--set", "diagonal=1", "--games", "20"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("20 games each · each on its own board · emoji"), "\(result.stdout)")
            #expect(result.stdout.contains("\nlives · 2x3 ") && result.stdout.contains("\naftershock · 4x4 "), "\(result.stdout)")
            let same = try Binary.run(["simulate", "--variant", "lives,aftershock", "--grid", "4x4", "--games", "20"])
            #expect(same.stdout.hasPrefix("20 games each · 4x4 · emoji"), "\(same.stdout)")
            let unknown = try Binary.run(["simulate", "--variant", "lives,aftershock", "--set", "diag=1", "--games", "20"])
            #expect(unknown.status == 64)
            #expect(unknown.stderr == "memory: --set: unknown parameter 'diag': the configurations declare diagonal, lives, seconds\n")
        }

        /// `memory list` says which params a script declares, their defaults and ranges.
        @Test func theListShowsEachParamWithItsRange() throws {
            let text = try Binary.run(["list", "variants"]).stdout
            #expect(text.contains("      --set lives: 3 (a whole number of at least 1): mismatches before the game is lost\n"), "\(text)")
            let json = try Binary.run(["list", "variants", "--json"]).stdout
            #expect(json.contains(#""takes" : "a whole number of at least 1""#), "\(json)")
        }

        /// `--set` in play: checked before the terminal is taken, and given to the game.
        @Test func aParamIsSetForPlayToo() throws {
            let unknown = try Binary.run(["--variant", "lives", "--set", "life=2"])
            #expect(unknown.status == 64)
            #expect(unknown.stderr == "memory: --set: unknown parameter 'life': the rules and variant declare lives\n")
            let word = try Binary.run(["--variant", "lives", "--set", "lives=many"])
            #expect(word.status == 64)
            #expect(word.stderr == "memory: --set: parameter 'lives' = many is not allowed: it takes a whole number of at least 1, not text\n")
            let outside = try Binary.run(["--variant", "lives", "--set", "lives=0"])
            #expect(outside.status == 64)
            #expect(outside.stderr == "memory: --set: parameter 'lives' = 0 is not allowed: it takes a whole number of at least 1\n")
            let tmux = try Tmux(["--deck", "symbols", "--rules", "classic", "--variant", "lives", "--set", "lives=7", "--grid", "2x3",
                                 "--seed", "1", "--no-animation"], dataDir: Scratch.directory())
            try tmux.waitFor(text: "Lives: 7")
            try tmux.send("q")
            try tmux.send("y")
            _ = try tmux.waitForExit()
        }

        /// `forgetful:0` is a perfect memory that loses track of cards that swap: the same games
        /// as `perfect` where nothing moves, more moves where cards swap (API 1 and API 2 alike).
        @Test func forgetfulZeroForgetsOnlyMovedCards() throws {
            func moves(_ variant: String, _ strategy: String) throws -> Double {
                let report = try object(["--variant", variant, "--strategy", strategy, "--pairs", "10", "--games", "400", "--json"])
                return try #require((report["moves"] as? [String: Any])?["mean"] as? Double)
            }
            #expect(try moves("standard", "forgetful:0") == moves("standard", "perfect"))
            #expect(try moves("shuffle", "forgetful:0") > moves("shuffle", "perfect") + 1)
            #expect(try moves("bomb", "forgetful:0") >= moves("bomb", "perfect"))
        }

        /// A variant that needs a tagged card warns, on stderr, when the deck has none; with a
        /// deck that has one, every game is dealt it and nothing is said.
        @Test func aVariantsNeededCardMissingFromTheDeckIsWarnedAbout() throws {
            let emoji = try Binary.run(["simulate", "--deck", "emoji", "--variant", "bomb,joker,standard", "--games", "20"])
            #expect(emoji.status == 0, "\(emoji.stderr)")
            #expect(emoji.stderr.contains("warning: bomb: The Emoji zoo deck has no card tagged bomb, which Bomb needs: it is played without one"),
                    "\(emoji.stderr)")
            #expect(emoji.stderr.contains("warning: joker: The Emoji zoo deck has no card tagged wild, which Joker needs"), "\(emoji.stderr)")
            #expect(!emoji.stderr.contains("standard:"), "\(emoji.stderr)")
            let party = try Binary.run(["simulate", "--deck", "party", "--variant", "bomb", "--games", "20", "--json"])
            #expect(party.status == 0)
            #expect(!party.stderr.contains("warning"), "\(party.stderr)")
        }

        /// A counter in a rules script's local starts every simulated game at 0: each game's
        /// three matches score 1, 2 and 3, whichever worker plays it (it counted on over the
        /// games, and its count depended on how games fell to the workers).
        @Test func everySimulatedGameStartsFromTheScriptsFreshState() throws {
            let script = try CommandSupport.write("""
            local matches = 0
            return rules { id = "counting", name = "Counting", api = 1,
              on_match = function(e) matches = matches + 1; return matches end }

            """, to: "counting.lua", in: Scratch.directory())
            for jobs in ["1", "2"] {
                let score = try #require(try object(["--rules", script.path, "--games", "40", "--jobs", jobs, "--json"])["score"] as? [String: Double])
                #expect(score["min"] == 6 && score["max"] == 6, "--jobs \(jobs): \(score)")
            }
        }

        /// Two configurations whose scripts share an id (a variant and an edited copy of it) are
        /// labelled as the command named them, so that the rows can be told apart.
        @Test func aCopyOfAVariantIsLabelledByItsPath() throws {
            let copy = try CommandSupport.write("""
            return variant { id = "standard", name = "Standard, edited", api = 2 }

            """, to: "standard.lua", in: Scratch.directory())
            let labels = try configurations(["--variant", "standard,\(copy.path)", "--games", "20"]).compactMap { $0["label"] as? String }
            #expect(labels == ["standard", copy.path], "\(labels)")
            let distinct = try configurations(["--variant", "standard,duel", "--games", "20"]).compactMap { $0["label"] as? String }
            #expect(distinct == ["standard", "duel"], "ids when they differ: \(distinct)")
        }

        /// A variant that ends every turn at its first card keeps every game from ending: the
        /// simulation stops with a clear error instead of running for ever.
        @Test func aGameThatCannotEndStopsTheSimulation() throws {
            let folder = Scratch.directory()
            let script = try CommandSupport.write("""
            return variant { id = "endless", name = "Endless", api = 2,
              on_turn = function(e, game) game:end_turn() end }

            """, to: "endless.lua", in: folder)
            let result = try Binary.run(["simulate", "--variant", script.path, "--games", "5", "--pairs", "4"])
            #expect(result.status != 0)
            #expect(result.stderr.contains("did not end after 20128 steps: can every game end?"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }

        @Test(arguments: [
            (["--sweep", "reveal=2:1:0"], "--sweep reveal=2:1:0: the step must be more than 0."),
            (["--sweep", "reveal=2:1:1"], "from (2) is more than to (1)"),
            (["--sweep", "reveal=1:2"], "give from, to and step"),
            (["--sweep", "reveal=0:100000:1"], "at most 100 are allowed"),
            (["--sweep", "nosuch=1:2:1"], "--sweep nosuch: unknown parameter: sweep reveal, time-limit, players, group, peek"),
            (["--sweep", "players=1:12:1"], "--sweep players=9: 9 players is not allowed"),
            (["--variant", "lives", "--sweep", "life=1:2:1"], "sweep reveal, time-limit, players, group, peek, lives."),
            (["--variant", "lives", "--set", "lives=x"], "--set: parameter 'lives' = x is not allowed: it takes a whole number of at least 1, not text"),
            (["--set", "lives="], "--set lives= gives no value"),
            (["--variant", "atoll", "--set", "shape=moon"], "--set: parameter 'shape' = moon is not allowed: it takes one of lagoon, diamond or reef"),
            (["--variant", "atoll", "--sweep", "shape=moon,reef"], "--sweep shape: parameter 'shape' = moon is not allowed: it takes one of lagoon, diamond or reef."),
            (["--variant", "lives", "--sweep", "lives"], "--sweep lives: the param is 3 and declares no choices: give its values, e.g. --sweep lives=1:5:1."),
            (["--sweep", "reveal"], "--sweep reveal: give reveal's values"),
            (["--sweep", "reveal=1,x"], "--sweep reveal=1,x: reveal takes numbers, not x."),
            (["--set", "lives"], "--set lives is not an assignment"),
            (["--set", "lives=2"], "--set: unknown parameter 'lives': the rules and variant declare no params"),
            (["--variant", "lives", "--set", "life=2"], "--set: unknown parameter 'life': the rules and variant declare lives"),
            (["--variant", "lives", "--set", "lives=1.5"], "--set: parameter 'lives' = 1.5 is not allowed: it takes a whole number of at least 1"),
            (["--variant", "lives", "--sweep", "lives=0:4:2"], "--sweep lives: parameter 'lives' = 0 is not allowed: it takes a whole number of at least 1."),
            (["--rules", "classic,"], "--rules classic, has an empty name"),
            (["--deck", ",emoji"], "--deck ,emoji has an empty name: separate ids or paths with commas, e.g. --deck emoji,party."),
            (["--json", "--csv"], "Give --json or --csv, not both."),
            (["--bot", "perfect", "--players", "9"], "--players 9 is not allowed"),
            (["--grid", "3x3"], "--grid 3x3: 3x3 deals 9 cards, which do not split into groups of 2"),
            (["--pairs", "100000"], "--pairs 100000: 100000 pairs deals 200000 cards"),
            (["--variant", "triples", "--grid", "2x2"], "--grid 2x2: 2x2 deals 4 cards, which do not split into groups of 3"),
        ])
        func badInputExits64WithAClearMessage(arguments: [String], message: String) throws {
            let result = try Binary.run(["simulate", "--games", "5"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}
