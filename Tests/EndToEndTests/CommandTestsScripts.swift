import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// `list`, `check`, `new` and `simulate` against the built binary.
    @Suite struct CommandTestsScripts {
        static let shippedDecks = ["emoji", "symbols", "animals", "math", "food"]
        static let shippedRules = ["classic", "penalty", "arcade", "cs193p", "bonus", "zen"]
        static let shippedVariants = ["standard", "triples", "duel", "timed", "peek", "shuffle"]

        /// Every shipped script: the .lua files under Decks/ (deck folders through deck.lua).
        static var shippedScripts: [String] {
            let decks = Binary.repository.appendingPathComponent("Decks")
            var paths: [String] = []
            for folder in ["", "rules", "variants"] {
                let url = folder.isEmpty ? decks : decks.appendingPathComponent(folder)
                for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
                where name.hasSuffix(".lua") && name != "memory.d.lua" && !name.hasSuffix("_test.lua") {
                    paths.append(url.appendingPathComponent(name).path)
                }
            }
            return paths.sorted() + [decks.appendingPathComponent("animals").path]
        }

        // MARK: list

        /// A folder is checked script by script, its tests left out; a test named among scripts is
        /// a note, not a warning.
        @Test func checkOfAFolderChecksItsScriptsAndNotesNamedTests() throws {
            let folder = try Binary.run(["check", "Decks"])
            #expect(folder.status == 0, "\(folder.stdout)\(folder.stderr)")
            let count = folder.stderr.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            #expect(count > Self.shippedScripts.count, "the campaign and every script under the folders: \(folder.stderr)")
            #expect(folder.stderr.contains("scripts: 0 errors"), "\(folder.stderr)")
            #expect(!folder.stdout.contains("_test.lua"), "\(folder.stdout)")
            let named = try Binary.run(["check", "Decks/emoji.lua", "Decks/emoji_test.lua", "Decks/memory.d.lua"])
            #expect(named.status == 0)
            #expect(named.stdout.contains("Decks/emoji_test.lua: note: a script test"), "\(named.stdout)")
            #expect(named.stdout.contains("Decks/memory.d.lua: note: an editor definitions file"), "\(named.stdout)")
            #expect(named.stderr.contains("checked 3 scripts: 0 errors, 0 warnings"), "\(named.stderr)")
        }

        /// A script in a folder with a one-character name is checked and played (Foundation traps
        /// on such a folder's parent: `memory check v/x.lua` crashed).
        @Test func aScriptInAOneLetterFolderIsChecked() throws {
            let folder = Scratch.directory()
            let v = folder.appendingPathComponent("v")
            try FileManager.default.createDirectory(at: v, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Binary.repository.appendingPathComponent("Decks/variants/lives.lua"),
                                             to: v.appendingPathComponent("x.lua"))
            // Its module, in the lib/ of its folder's parent.
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Binary.repository.appendingPathComponent("Decks/lib/lives.lua"),
                                             to: folder.appendingPathComponent("lib/lives.lua"))
            let checked = try Binary.run(["check", "v/x.lua"], directory: folder)
            #expect(checked.status == 0 && checked.stderr.contains("checked 1 script: 0 errors"), "\(checked.stdout)\(checked.stderr)")
            let simulated = try Binary.run(["simulate", "--variant", "v/x.lua", "--games", "3"], directory: folder)
            #expect(simulated.status == 0, "\(simulated.stderr)")
        }

        @Test func listShowsEveryShippedScript() throws {
            let result = try Binary.run(["list"])
            #expect(result.status == 0, "\(result.stderr)")
            for id in Self.shippedDecks + Self.shippedRules + Self.shippedVariants {
                #expect(result.stdout.contains("  \(id) "), "\(id) missing from memory list")
            }
            #expect(result.stdout.contains("Searched: "))
            #expect(!result.stdout.contains("✗"), "a shipped script does not load:\n\(result.stdout)")
        }

        @Test func listJSONHasEveryShippedIdOnceVisible() throws {
            let result = try Binary.run(["list", "--json"])
            #expect(result.status == 0)
            let items = try #require(try CommandSupport.json(result.stdout) as? [[String: Any]])
            for (kind, ids) in [("deck", Self.shippedDecks), ("rules", Self.shippedRules), ("variant", Self.shippedVariants)] {
                for id in ids {
                    let found = items.filter { $0["kind"] as? String == kind && $0["id"] as? String == id }
                    #expect(found.count == 1, "\(kind) \(id): \(found)")
                    #expect(found.first?["hidden_by"] == nil)
                    #expect((found.first?["problems"] as? [Any])?.isEmpty == true)
                    #expect((found.first?["path"] as? String)?.hasSuffix(".lua") == true)
                }
            }
        }

        @Test func listRulesListsOnlyRules() throws {
            let result = try Binary.run(["list", "rules"])
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("Rules\n"))
            for id in Self.shippedRules { #expect(result.stdout.contains("  \(id) ")) }
            for id in Self.shippedDecks + Self.shippedVariants { #expect(!result.stdout.contains("  \(id) "), "\(id) listed as rules") }
        }

        /// Run outside the repository, a folder on MEMORY_DECKS_PATH comes before the shipped decks:
        /// its `emoji` wins and the shipped one is listed as hidden.
        @Test func aSecondRootClaimingAnIdHidesTheShippedScript() throws {
            let root = Scratch.directory(), elsewhere = Scratch.directory()
            let shipped = try String(contentsOf: Binary.repository.appendingPathComponent("Decks/emoji.lua"), encoding: .utf8)
            let mine = try CommandSupport.write(shipped.replacingOccurrences(of: "Emoji zoo", with: "My zoo"), to: "emoji.lua", in: root)
            let env = ["MEMORY_DECKS_PATH": root.path]

            let text = try Binary.run(["list", "decks"], directory: elsewhere, environment: env)
            #expect(text.status == 0)
            #expect(text.stdout.contains("(hidden by \(mine.path))"), "\(text.stdout)")
            #expect(text.stdout.contains("hides "))

            let json = try Binary.run(["list", "decks", "--json"], directory: elsewhere, environment: env)
            let items = try #require(try CommandSupport.json(json.stdout) as? [[String: Any]])
            let emoji = items.filter { $0["id"] as? String == "emoji" }
            #expect(emoji.count == 2)
            let winner = try #require(emoji.first { $0["hidden_by"] == nil })
            let loser = try #require(emoji.first { $0["hidden_by"] != nil })
            #expect(winner["name"] as? String == "My zoo")
            #expect(winner["origin"] as? String == "decksPath")
            #expect(loser["hidden_by"] as? String == mine.path)
            #expect((winner["hides"] as? [String]) == [loser["path"] as? String ?? "?"])
        }

        // MARK: check

        @Test func everyShippedScriptPassesCheck() throws {
            let result = try Binary.run(["check"] + Self.shippedScripts)
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(!result.stdout.contains("error:"))
            #expect(result.stderr.contains("0 errors"))
        }

        @Test func aHookReturningAFractionIsAnErrorAtItsLine() throws {
            let folder = Scratch.directory()
            try CommandSupport.write(CommandSupport.fractionalRules, to: "rules/half.lua", in: folder)
            let result = try Binary.run(["check", "rules/half.lua"], directory: folder)
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("rules/half.lua:3: error: "), "\(result.stdout)")
            #expect(result.stdout.contains("on_match"))
            #expect(result.stdout.contains("1.5"))
            #expect(result.stderr.contains("1 error"))
        }

        @Test func aSyntaxErrorIsReportedAtItsLine() throws {
            let folder = Scratch.directory()
            try CommandSupport.write(CommandSupport.syntaxErrorDeck, to: "bad.lua", in: folder)
            let result = try Binary.run(["check", "bad.lua"], directory: folder)
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("bad.lua:3: error: "), "\(result.stdout)")
        }

        @Test func aMissingImageIsAnError() throws {
            let folder = Scratch.directory()
            try CommandSupport.write("""
            return deck {
              id = "pics", name = "Pics", api = 1,
              faces = { { label = "cat", image = "img/cat.png" }, "b", "c" },
            }

            """, to: "pics/deck.lua", in: folder)
            let result = try Binary.run(["check", "pics/deck.lua"], directory: folder)
            #expect(result.status == 1)
            let line = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            #expect(line.range(of: #"^pics/deck\.lua:\d+: error: .*img/cat\.png"#, options: .regularExpression) != nil, "\(result.stdout)")
        }

        /// An image that is not one is reported as the face that names it, at its line; in a
        /// generated deck, at the generator's line.
        @Test func anImageThatDoesNotDecodeNamesItsFace() throws {
            let folder = Scratch.directory()
            try CommandSupport.write("not a picture\n", to: "pics/img/b.png", in: folder)
            try CommandSupport.write("""
            return deck {
              id = "pics", name = "Pics", api = 1,
              faces = { "a", "c", { label = "b", image = "img/b.png" } },
            }

            """, to: "pics/deck.lua", in: folder)
            let listed = try Binary.run(["check", "pics/deck.lua"], directory: folder)
            #expect(listed.status == 1)
            #expect(listed.stdout.hasPrefix("pics/deck.lua:3: error: faces[3]: image 'img/b.png' is not a PNG, JPEG or GIF image"),
                    "\(listed.stdout)")

            try CommandSupport.write("""
            return deck {
              id = "pics", name = "Pics", api = 1,
              faces = function(count, random)
                local faces = {}
                for i = 1, count do faces[i] = { label = "b" .. i, image = "img/b.png" } end
                return faces
              end,
            }

            """, to: "pics/deck.lua", in: folder)
            let generated = try Binary.run(["check", "pics/deck.lua"], directory: folder)
            #expect(generated.status == 1)
            #expect(generated.stdout.hasPrefix("pics/deck.lua:3: error: faces(3, random) returned a bad list: faces[1]: image "),
                    "\(generated.stdout)")
        }

        /// A mistake in one face of a written list is reported at the face's line, not at `deck {`.
        @Test func checkNamesTheLineOfABadFace() throws {
            let folder = Scratch.directory()
            try CommandSupport.write("""
            return deck {
              id = "letters", name = "Letters", api = 1,
              faces = { "a", "b",
                { label = 5 },
                "c" },
            }

            """, to: "letters.lua", in: folder)
            let checked = try Binary.run(["check", "letters.lua"], directory: folder)
            #expect(checked.status == 1)
            #expect(checked.stdout.hasPrefix("letters.lua:4: error: faces[3].label must be a string, not 5"), "\(checked.stdout)")
        }

        @Test func anEndlessLoopIsStoppedWithAClearError() throws {
            let folder = Scratch.directory()
            try CommandSupport.write(CommandSupport.endlessDeck, to: "loop.lua", in: folder)
            let result = try Binary.run(["check", "loop.lua"], directory: folder)
            #expect(result.status == 1)
            #expect(result.stdout.hasPrefix("loop.lua:1: error: "), "\(result.stdout)")
        }

        @Test func oneBadScriptAmongGoodOnesFailsTheWholeCheck() throws {
            let folder = Scratch.directory()
            let bad = try CommandSupport.write(CommandSupport.syntaxErrorDeck, to: "bad.lua", in: folder)
            let good = Binary.repository.appendingPathComponent("Decks/rules/classic.lua")
            let result = try Binary.run(["check", good.path, bad.path, "/nonexistent/deck.lua"])
            #expect(result.status == 1)
            #expect(result.stdout.contains("\(bad.path):3: error: "))
            #expect(result.stdout.contains("/nonexistent/deck.lua"))
            #expect(!result.stdout.contains("classic.lua"))
            #expect(result.stderr.contains("checked 3 scripts: 2 errors"), "\(result.stderr)")
        }

        @Test func aFolderDeckIsCheckedThroughItsDeckFile() throws {
            let copy = Scratch.directory().appendingPathComponent("animals")
            try FileManager.default.copyItem(at: Binary.repository.appendingPathComponent("Decks/animals"), to: copy)
            let result = try Binary.run(["check", copy.path])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains("checked 1 script: 0 errors"))
        }

        // MARK: new

        @Test func newWritesScriptsThatPassCheck() throws {
            let dir = Scratch.directory()
            var written: [String] = []
            for (kind, file) in [("deck", "fruit.lua"), ("rules", "rules/double.lua"), ("variant", "variants/slow-look.lua"),
                                 ("campaign", "campaigns/tour.lua")] {
                let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                let result = try Binary.run(["new", kind, name, "--dir", dir.path])
                let path = dir.appendingPathComponent(file).path
                #expect(result.status == 0, "\(result.stderr)")
                #expect(result.stdout.contains("Wrote \(path)"))
                #expect(FileManager.default.fileExists(atPath: path))
                let text = try String(contentsOfFile: path, encoding: .utf8)
                #expect(text.contains("---@type"), "the LuaLS annotation header")
                #expect(text.contains("id = \"\(name)\""))
                // The header's commands name the file where it was written.
                #expect(text.contains("-- Check it:   memory check \(path)\n"), "\(text.prefix(600))")
                #expect(text.contains("-- Try it:     memory --\(kind) \(path)   (or --\(kind) \(name) with \(dir.path) on MEMORY_DECKS_PATH)\n"),
                        "\(text.prefix(600))")
                let testText = try String(contentsOfFile: path.replacingOccurrences(of: ".lua", with: "_test.lua"), encoding: .utf8)
                #expect(testText.contains("--   memory test \(path)\n"), "\(testText.prefix(300))")
                written.append(path)
            }
            let check = try Binary.run(["check"] + written)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
            #expect(check.stdout.isEmpty)
            // Each script has a test beside it that passes as written.
            let test = try Binary.run(["test"] + written)
            #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
            #expect(test.stdout.hasSuffix("7 passed, 0 failed\n"), "\(test.stdout)")
            #expect(test.stdout.contains("ok a game without a mistake reaches every level's goal"), "the campaign's test")
            // Each can be shared as it is: its own fields are a package's manifest.
            for path in written {
                let packed = try Binary.run(["pack", path], directory: dir)
                #expect(packed.status == 0, "\(path): \(packed.stderr)")
                #expect(packed.stdout.contains(" 0.1.0 (1 script, 3 files) into "), "\(packed.stdout)")
            }
            // Written where the catalogue looks, the new scripts are found by id.
            let listed = try Binary.run(["list", "--json"], directory: Scratch.directory(), environment: ["MEMORY_DECKS_PATH": dir.path])
            for id in ["fruit", "double", "slow-look", "tour"] { #expect(listed.stdout.contains("\"id\" : \"\(id)\"")) }
            // The new variant pins no field it does not need (players, group, reveal), so it
            // stacks with a variant that sets one: a duel.
            let stacked = try Binary.run(["check", "--variant", "slow-look+duel"], directory: Scratch.directory(),
                                         environment: ["MEMORY_DECKS_PATH": dir.path])
            #expect(stacked.status == 0, "\(stacked.stdout)\(stacked.stderr)")
        }

        @Test func newWritesIntoDecksByDefault() throws {
            let folder = Scratch.directory()
            let result = try Binary.run(["new", "deck", "fruit"], directory: folder)
            #expect(result.status == 0)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Decks/fruit.lua").path))
            let text = try String(contentsOf: folder.appendingPathComponent("Decks/fruit.lua"), encoding: .utf8)
            #expect(text.contains("-- Check it:   memory check Decks/fruit.lua\n-- Try it:     memory --deck fruit   (found in ./Decks)\n"),
                    "\(text.prefix(600))")
            let check = try Binary.run(["check", "Decks/fruit.lua"], directory: folder)
            #expect(check.status == 0, "the header's command works where memory new ran: \(check.stderr)")
        }

        @Test func newRefusesToOverwrite() throws {
            let dir = Scratch.directory()
            let file = try CommandSupport.write("-- mine, keep me\n", to: "rules/mine.lua", in: dir)
            let result = try Binary.run(["new", "rules", "mine", "--dir", dir.path])
            #expect(result.status == 1, "refused, as the exit statuses say")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "memory: \(file.path) already exists: choose another name or remove it first.\n")
            #expect(try String(contentsOf: file, encoding: .utf8) == "-- mine, keep me\n")
        }

        @Test func newIntoAnUnwritableFolderFailsClearly() throws {
            let dir = Scratch.directory()
            try CommandSupport.write("a file, not a folder\n", to: "blocker", in: dir)
            let result = try Binary.run(["new", "deck", "fruit", "--dir", dir.appendingPathComponent("blocker").path])
            #expect(result.status == 70)
            #expect(result.stderr.hasPrefix("memory: cannot write "), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        }

        // MARK: simulate

        @Test func simulateTextHasTheTableAndHistograms() throws {
            let result = try Binary.run(["simulate", "--games", "200", "--pairs", "6", "--seed", "3"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
            let out = result.stdout
            #expect(out.hasPrefix("200 games · 6 pairs · emoji · classic · standard · forgetful:0.3 · seed 3\n"), "\(out)")
            for header in ["metric", "mean", "stddev", "min", "p10", "median", "p90", "max"] { #expect(out.contains(header)) }
            #expect(out.contains("\nFinished: 100.0% (200 of 200 games).\n"), "\(out)")
            for row in ["\nmoves ", "\nscore ", "\nseconds "] { #expect(out.contains(row)) }
            #expect(out.contains("Moves per game\n"))
            #expect(out.contains("Final score\n"))
            #expect(out.contains("█"))
        }

        @Test func oneSimulatedGameIsOneGame() throws {
            let result = try Binary.run(["simulate", "--games", "1", "--pairs", "2", "--seed", "3"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix("1 game · 2 pairs · "), "\(result.stdout)")
        }

        @Test func simulateJSONHasEveryFieldAndDoesNotDependOnJobs() throws {
            let arguments = ["simulate", "--games", "300", "--grid", "4x4", "--rules", "penalty", "--strategy", "forgetful:0.3",
                             "--seed", "11", "--json"]
            let one = try Binary.run(arguments + ["--jobs", "1"])
            let two = try Binary.run(arguments + ["--jobs", "2"])
            #expect(one.status == 0 && two.status == 0, "\(one.stderr)\(two.stderr)")
            #expect(one.stdout == two.stdout)
            #expect(one.stdout.filter { $0 == "\n" }.count == 1, "one JSON object on one line")
            let object = try #require(try CommandSupport.json(one.stdout) as? [String: Any])
            #expect(object["games"] as? Int == 300)
            #expect(object["pairs"] as? Int == 8)
            #expect(object["strategy"] as? String == "forgetful:0.3")
            #expect(object["seed"] as? Int == 11)
            for metric in ["moves", "score", "seconds"] {
                let m = try #require(object[metric] as? [String: Double], "\(metric)")
                let percentiles: Set<String> = metric == "seconds" ? [] : ["p10", "median", "p90"]
                #expect(Set(m.keys) == Set(["mean", "stddev", "min", "max"]).union(percentiles))
                #expect(m["min"]! <= m["mean"]! && m["mean"]! <= m["max"]!)
                if metric != "seconds" { #expect(m["min"]! <= m["p10"]! && m["p10"]! <= m["median"]! && m["median"]! <= m["p90"]!) }
            }
            #expect((object["moves"] as? [String: Double])?["min"] ?? 0 >= 8)
            let other = try Binary.run(["simulate", "--games", "300", "--grid", "4x4", "--rules", "penalty", "--strategy", "forgetful:0.3",
                                        "--seed", "12", "--json", "--jobs", "2"])
            #expect(other.stdout != one.stdout, "another seed, another run")
        }

        @Test func simulateAGeneratedDeck() throws {
            let result = try Binary.run(["simulate", "--deck", "math", "--games", "100", "--pairs", "5", "--json", "--jobs", "2"])
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(try CommandSupport.json(result.stdout) as? [String: Any])
            #expect(object["pairs"] as? Int == 5)
            #expect(object["completed"] as? Int == 100)
        }

        @Test func simulateTriplesCountsGroups() throws {
            let result = try Binary.run(["simulate", "--variant", "triples", "--pairs", "4", "--games", "50", "--json"])
            #expect(result.status == 0, "\(result.stderr)")
            let object = try #require(try CommandSupport.json(result.stdout) as? [String: Any])
            #expect(object["group"] as? Int == 3)
            #expect(object["pairs"] as? Int == 4)
        }

        @Test func simulateWithFailingRulesExitsOneNamingTheHook() throws {
            let folder = Scratch.directory()
            let rules = try CommandSupport.write(CommandSupport.fractionalRules, to: "half.lua", in: folder)
            let result = try Binary.run(["simulate", "--rules", rules.path, "--games", "20", "--pairs", "3"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("memory: the rules failed "), "\(result.stderr)")
            #expect(result.stderr.contains("on_match"))
            #expect(result.stderr.contains("\(rules.path):3"))
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        }

        /// A script that exists but does not load is a problem found (1); a name no script has is bad usage (64).
        @Test func simulateWithABrokenScriptExitsOneAndWithAnUnknownOneSixtyFourBeforePlaying() throws {
            let folder = Scratch.directory()
            let deck = try CommandSupport.write(CommandSupport.syntaxErrorDeck, to: "bad.lua", in: folder)
            let broken = try Binary.run(["simulate", "--deck", deck.path, "--games", "5"])
            #expect(broken.status == 1)
            #expect(broken.stdout.isEmpty)
            #expect(broken.stderr.hasPrefix("memory: \(deck.path):3: error: "), "\(broken.stderr)")
            let unknown = try Binary.run(["simulate", "--rules", "nosuch", "--games", "5"])
            #expect(unknown.status == 64)
            #expect(unknown.stderr.contains("nosuch"))
            #expect(unknown.stderr.contains("memory list rules"))
        }
    }
}
