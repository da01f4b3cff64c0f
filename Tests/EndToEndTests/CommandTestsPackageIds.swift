import Foundation
import TestSupport
import Testing

extension CommandTests {
    /// A package's own scripts find each other by id in `memory test` and `memory check`, ahead
    /// of scripts of the same id elsewhere on the search path, as they do once installed.
    @Suite struct CommandTestsPackageIds {
        let scratch = Scratch.directory()
        var package: URL { scratch.appendingPathComponent("treasure") }
        var installed: URL { scratch.appendingPathComponent("data/memory/decks/treasure") }

        /// Runs `memory` in `directory` (the scratch folder by default), with its own data folder and, on
        /// `$MEMORY_DECKS_PATH`, a folder holding another deck with the id `coins`.
        func run(_ arguments: [String], in directory: URL? = nil) throws -> Binary.Result {
            try Binary.run(arguments, dataDir: scratch.appendingPathComponent("data/memory"), directory: directory ?? scratch,
                           environment: ["XDG_DATA_HOME": scratch.appendingPathComponent("data").path,
                                         "MEMORY_DECKS_PATH": scratch.appendingPathComponent("elsewhere").path])
        }

        func write(_ text: String, to relative: String) throws {
            let file = scratch.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }

        /// A deck `coins` whose faces carry a value (gold is worth `gold`).
        static func coins(gold: Int) -> String {
            """
            local faces = { { key = "gold", label = "Gold", data = { value = \(gold) } } }
            for n, metal in ipairs { "silver", "copper", "tin", "iron", "lead", "zinc", "nickel" } do
              faces[#faces + 1] = { key = metal, label = metal, data = { value = n } }
            end
            return deck { id = "coins", name = "Coins", api = 1, version = "1.0.0", faces = faces }

            """
        }

        /// The package `treasure`: the deck `coins`, a variant `rich` that adds a matched card's
        /// value to the match's points, its test on the package's deck by id, a campaign whose
        /// level names both by id, and a deck `gems` whose test plays it with `rich` by id.
        func writePackage() throws {
            try write("""
            { "id": "treasure", "name": "Treasure", "version": "1.0.0", "api": 2 }
            """, to: "treasure/manifest.json")
            try write(Self.coins(gold: 5), to: "treasure/coins.lua")
            try write("""
            return variant {
              id = "rich", name = "Rich", api = 2, version = "1.0.0",
              on_match = function(e, game)
                local data = game:card(e.cards[1].index).data
                return data and data.value or 0
              end,
            }

            """, to: "treasure/variants/rich.lua")
            try write("""
            test("a gold pair of the package's coins scores its value on top", function()
              local g = game { deck = "coins", board = { "gold", "silver", "gold", "silver" } }
              g:turn(1, 3)
              expect(g:score()):is(1 + 5)
            end)

            """, to: "treasure/variants/rich_test.lua")
            try write("""
            return campaign {
              id = "hunt", name = "Hunt", api = 2, version = "1.0.0",
              levels = { { deck = "coins", rules = "classic", variant = "rich", grid = "2x3", goal = 3 } },
            }

            """, to: "treasure/campaigns/hunt.lua")
            // A deck folder's tests/ find the package's variant by id, two folders up.
            try write("""
            local faces = {}
            for _, gem in ipairs { "ruby", "opal", "jade", "onyx", "topaz", "pearl" } do
              faces[#faces + 1] = { key = gem, label = gem, data = { value = 3 } }
            end
            return deck { id = "gems", name = "Gems", api = 1, version = "1.0.0", faces = faces }

            """, to: "treasure/gems/deck.lua")
            try write("""
            test("a ruby pair with the package's rich variant", function()
              local g = game { variant = "rich", board = { "ruby", "opal", "ruby", "opal" } }
              g:turn(1, 3)
              expect(g:score()):is(1 + 3)
            end)

            """, to: "treasure/gems/tests/rich.lua")
            // Another deck with the same id, found on the search path: the package's own wins.
            try write(Self.coins(gold: 100), to: "elsewhere/coins.lua")
        }

        @Test func aVariantsTestFindsItsPackagesDeckByIdBeforeAndAfterInstalling() throws {
            try writePackage()
            let all = try run(["test", "treasure"])
            #expect(all.status == 0, "\(all.stdout)\(all.stderr)")
            #expect(all.stdout.contains("ok a ruby pair with the package's rich variant\n"), "\(all.stdout)")
            #expect(all.stdout.hasSuffix("2 passed, 0 failed\n"), "\(all.stdout)")
            for target in ["treasure/variants/rich.lua", "treasure/variants/rich_test.lua"] {
                let tested = try run(["test", target])
                #expect(tested.status == 0, "memory test \(target): \(tested.stdout)\(tested.stderr)")
                #expect(tested.stdout.contains("ok a gold pair of the package's coins scores its value on top\n1 passed, 0 failed"),
                        "memory test \(target): \(tested.stdout)")
            }

            let checked = try run(["check", "treasure"])
            #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
            #expect(checked.stderr.contains("checked 4 scripts: 0 errors"), "\(checked.stderr)")
            let withDeck = try run(["check", "--deck", "coins", "--variant", "rich", "treasure/variants/rich.lua"])
            #expect(withDeck.status == 0, "the ids in --deck and --variant name the package's scripts: \(withDeck.stdout)\(withDeck.stderr)")

            // Inside the package's folder, as its designer works: the folder itself is the package.
            let inside = try run(["test", "variants/rich.lua"], in: package)
            #expect(inside.status == 0, "\(inside.stdout)\(inside.stderr)")
            let checkedInside = try run(["check", "--deck", "coins", "variants/rich.lua", "campaigns/hunt.lua"], in: package)
            #expect(checkedInside.status == 0, "\(checkedInside.stdout)\(checkedInside.stderr)")

            let packed = try run(["pack", "treasure", "-o", "treasure.zip"])
            #expect(packed.status == 0, "\(packed.stdout)\(packed.stderr)")
            #expect(packed.stdout.contains("tests: 2 passed, 0 failed\n"), "\(packed.stdout)")
            let install = try run(["install", "treasure.zip"])
            #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
            #expect(install.stdout.contains("tests: 2 passed, 0 failed\n"), "\(install.stdout)")
            let again = try run(["test", installed.path])
            #expect(again.status == 0, "the installed copy's test: \(again.stdout)\(again.stderr)")
        }

        /// In the package's folder (or one of its script folders) `memory list` lists its scripts
        /// first, marked, hiding others of the same id (a shipped one too), and `memory test`
        /// with no path runs the package's tests; elsewhere neither does.
        @Test func listAndTestInThePackagesFolderUseThePackage() throws {
            try writePackage()
            try write("return variant { id = \"teams\", name = \"Our teams\", api = 2, version = \"1.0.0\" }\n",
                      to: "treasure/variants/teams.lua")
            for folder in [package, package.appendingPathComponent("variants")] {
                let listed = try run(["list"], in: folder)
                #expect(listed.status == 0, "\(folder.lastPathComponent): \(listed.stderr)")
                let text = listed.stdout
                let ours = package.appendingPathComponent("variants/teams.lua").path
                #expect(text.contains("  teams      Our teams 1.0.0\n      \(ours)  (this package)\n"), "\(text)")
                #expect(text.contains("/variants/teams.lua  (hidden by \(ours))"), "the shipped teams is hidden: \(text)")
                let coins = package.appendingPathComponent("coins.lua").path
                #expect(text.contains("\(coins)  (this package)\n"), "\(text)")
                #expect(text.contains("elsewhere/coins.lua  (hidden by \(coins))"), "\(text)")
                // The package's variants come before the shipped ones.
                let variants = try #require(text.components(separatedBy: "Variants\n").last)
                #expect(variants.hasPrefix("  rich ") || variants.hasPrefix("  teams "), "\(variants.prefix(200))")
                #expect(text.contains("Searched: \(package.path) (package), "), "\(text)")
                let json = try run(["list", "variants", "--json"], in: folder)
                #expect(json.stdout.contains("\"origin\" : \"package\""), "\(json.stdout.prefix(600))")

                let tested = try run(["test"], in: folder)
                #expect(tested.status == 0, "\(folder.lastPathComponent): \(tested.stdout)\(tested.stderr)")
                #expect(tested.stdout.contains("ok a gold pair of the package's coins scores its value on top\n"), "\(tested.stdout)")
                #expect(tested.stdout.hasSuffix("2 passed, 0 failed\n"), "\(tested.stdout)")
            }
            let outside = try run(["list", "variants"])
            #expect(!outside.stdout.contains("(this package)") && !outside.stdout.contains("Our teams"), "\(outside.stdout)")
            let testedOutside = try run(["test"])
            #expect(testedOutside.status != 0 && testedOutside.stderr.contains("Decks"), "no ./Decks here: \(testedOutside.stderr)")
        }

        /// In the package's folder (or one of its script folders) play and simulate take its
        /// scripts by id, ahead of others of the same id, as test and check do.
        @Test func playAndSimulateInThePackagesFolderFindItsScriptsById() throws {
            try writePackage()
            // Every pair of the eight coins found: 8 points, and the package's values 5 + 1…7 on top (not gold's 100).
            for folder in [package, package.appendingPathComponent("variants")] {
                let simulated = try run(["simulate", "--deck", "coins", "--variant", "rich", "--grid", "4x4", "--strategy", "perfect",
                                         "--games", "3", "--json"], in: folder)
                #expect(simulated.status == 0, "\(folder.lastPathComponent): \(simulated.stdout)\(simulated.stderr)")
                #expect(simulated.stdout.contains("\"max\":41,"), "\(folder.lastPathComponent): \(simulated.stdout)")
            }
            let outside = try run(["simulate", "--deck", "coins", "--variant", "rich", "--games", "3"])
            #expect(outside.status != 0 && outside.stderr.contains("rich"), "out of the package its variant is not found: \(outside.stderr)")
            let checked = try run(["check", "--deck", "coins", "--variant", "rich"], in: package)
            #expect(checked.status == 0 && checked.stderr.contains("checked the stack rich: 0 errors"), "\(checked.stdout)\(checked.stderr)")
            let tmux = try Tmux(["--deck", "coins", "--variant", "rich", "--seed", "3", "--no-animation"],
                                dataDir: scratch.appendingPathComponent("data/memory"),
                                environment: ["MEMORY_DECKS_PATH": scratch.appendingPathComponent("elsewhere").path], directory: package)
            defer { tmux.terminate() }
            let screen = try tmux.waitFor(text: "Pairs: 0/3")
            #expect(screen.contains("Coins · Classic · Rich"), "\(screen)")
        }

        /// A package's script that does not load while it is edited is what its id names there,
        /// not another script of that id further on the search path (the installed copy, or here
        /// one on `$MEMORY_DECKS_PATH`): play, simulate and check say what is wrong, at its line.
        @Test func aPackagesScriptThatDoesNotLoadIsNotSwappedForAnotherOfItsId() throws {
            try writePackage()
            try write("return deck { id = \"coins\",\n  faces = { \n", to: "treasure/coins.lua")
            let coins = package.appendingPathComponent("coins.lua").path
            for arguments in [["simulate", "--deck", "coins", "--variant", "rich", "--games", "3"],
                              ["check", "--deck", "coins", "--variant", "rich"]] {
                let result = try run(arguments, in: package)
                #expect(result.status != 0 && result.stderr.contains(coins + ":3:"), "\(arguments): \(result.stdout)\(result.stderr)")
            }
            // `memory list` names it once, at its line.
            let listed = try run(["list", "decks"], in: package)
            #expect(listed.stdout.contains("  ✗ \(coins):3: error: "), "\(listed.stdout)")
        }
    }
}
