import Foundation
import MemoryEngine
import TestSupport
import Testing
@testable import MemoryScripting

/// `memory test`'s runner: test files run in the sandbox, drive the engine's games, and report
/// each test at the line that failed.
@Suite(.serialized) struct ScriptTestRunnerTests {
    /// A fresh folder with `files` (name: text) written into it.
    static func folder(_ files: [String: String]) throws -> String {
        let folder = Scratch.folder("script-tests")
        for (name, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    static let catalogue = ScriptCatalogue(roots: [SearchRoot(path: Corpus.shippedDecks, origin: .shipped)])

    static func run(_ test: String, beside files: [String: String] = [:], name: String = "x_test.lua",
                    limits: SandboxLimits = .standard) throws -> [ScriptTestResult] {
        let folder = try folder(files.merging([name: test]) { a, _ in a })
        return ScriptTests.run(file: folder + "/" + name, catalogue: catalogue, limits: limits)
    }

    /// A file may declare 1000 tests; the next is refused at its line and nothing runs (a
    /// package's tests run as it is installed).
    @Test func aFileDeclaresAtMostAThousandTests() throws {
        let allowed = try Self.run("for i = 1, 1000 do test(\"t\" .. i, function() end) end\n")
        #expect(allowed.count == 1000 && allowed.allSatisfy(\.passed))
        let results = try Self.run("\nfor i = 1, 1001 do test(\"t\" .. i, function() end) end\n")
        #expect(results.count == 1 && !results[0].passed)
        #expect(results[0].failure?.line == 2)
        #expect(results[0].failure?.message.contains("at most 1000 tests") == true)
    }

    /// A face's whole numbers read back as the deck wrote them, integers, in a hook, in a
    /// `match` and in a test: `"x" .. data.n` reads "x2" (it read "x2.0"); other numbers stay floats.
    @Test func aFacesWholeDataNumbersReadAsIntegers() throws {
        let deck = """
        return deck { id = "nums", name = "Nums", author = "t", version = "0.1.0", api = 1, description = "d",
          faces = { { label = "two", data = { n = 2, half = 0.5 } } } }
        """
        let variant = """
        return variant { id = "v", name = "V", api = 2, description = "d",
          match = function(cards) return math.type(cards[1].data.n) == "integer" end,
          on_match = function(e, game) game:say("n=" .. game:card(e.cards[1].index).data.n) end }
        """
        let results = try Self.run("""
        test("whole numbers are integers", function()
          local g = game { deck = "nums.lua", variant = "v.lua" }
          expect(math.type(g:card(1).data.n)):is("integer")
          expect(g:card(1).data.half):is(0.5)
          g:turn(1, 2)
          expect(g:messages()):contains("n=2")
        end)
        """, beside: ["nums.lua": deck, "v.lua": variant])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// A test reads the cards per group as a hook's game:group() does.
    @Test func aTestGameReadsItsGroupSize() throws {
        let results = try Self.run("""
        test("pairs and triples", function()
          expect(game { size = 3 }:group()):is(2)
          expect(game { size = 3, variant = "triples" }:group()):is(3)
        end)
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// A whole number a timer returns is points for the player whose turn it is when it falls
    /// due (as Decks/README.md says of game:after), not for the one who set it.
    @Test func aTimersPointsGoToThePlayerWhoseTurnItIs() throws {
        let variant = """
        return variant { id = "tp", name = "Tp", api = 2, description = "d", players = 2,
          on_start = function(e, game) game:after(5, function(g) return 7 end) end }
        """
        let results = try Self.run("""
        test("the timer's 7 go to player 2", function()
          local g = game { board = { "a", "b", "a", "b" }, variant = "tp.lua" }
          g:turn(1, 2)
          g:wait(6)
          expect(g:scores()):is({ 0, 7 })
        end)
        """, beside: ["tp.lua": variant])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// on_turn_end is told no cards (e.cards and game:turn() are empty), as Decks/README.md says:
    /// a script that needs the turn's cards keeps them from on_turn, on_match or on_mismatch.
    @Test func turnEndIsToldNoCards() throws {
        let variant = """
        return variant { id = "te", name = "Te", api = 2, description = "d",
          on_turn_end = function(e, game) game:say(#e.cards .. "/" .. #game:turn()) end }
        """
        let results = try Self.run("""
        test("no cards at the turn's end", function()
          local g = game { board = { "a", "b", "a", "b" }, variant = "te.lua" }
          g:turn(1, 2)
          g:turn(1, 3)
          expect(g:messages()):is({ "0/0", "0/0" })
        end)
        """, beside: ["te.lua": variant])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// A generated deck makes faces for the board and the stock alike: a variant's stock brings
    /// faces the board does not have (asked for the board's groups only, the deck's faces ran
    /// out and the stock dealt keys already on the board).
    @Test func aGeneratedDeckMakesFacesForTheStockToo() throws {
        let deck = """
        return deck { id = "gen", name = "Gen", author = "t", version = "0.1.0", api = 1, description = "d",
          faces = function(count)
            local faces = {}
            for i = 1, count do faces[i] = { label = "F" .. i, key = "k" .. i } end
            return faces
          end }
        """
        let results = try Self.run("""
        test("the stock brings new faces", function()
          local g = game { deck = "gen.lua", variant = "endless", seed = 4 }
          local on_board = {}
          for i = 1, g:cards() do on_board[g:card(i).key] = true end
          for i = 1, g:cards() do
            for j = i + 1, g:cards() do
              if g:card(i).key == g:card(j).key then
                g:turn(i, j)
                expect(on_board[g:card(i).key], "the key dealt into the found places"):is(nil)
                return
              end
            end
          end
        end)
        """, beside: ["gen.lua": deck])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    @Test func aPassingTestIsOk() throws {
        let results = try Self.run("""
        test("a match", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:score()):is(1)
          expect(g:events("matched")[1].cards):is({ 1, 3 })
        end)
        """)
        #expect(results.map(\.name) == ["a match"])
        #expect(results[0].passed, "\(String(describing: results[0].failure))")
    }

    @Test func playingPerfectlyClearsTheBoardWithoutAMismatch() throws {
        let results = try Self.run("""
        test("perfect play", function()
          local g = game { board = { "a", "b", "a", "c", "b", "c" } }
          g:turn(1, 2)
          g:play_perfectly()
          expect(g:result()):is("cleared")
          expect(g:moves()):is(4)
          expect(#g:events("mismatched")):is(1)
        end)
        """)
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// A test's game reads where cards sit as the in-game `game` object does, and a wrong card
    /// fails the test at its own line with that object's message.
    @Test func aTestsGameReadsWhereCardsSit() throws {
        let results = try Self.run("""
        test("a grid", function()
          local g = game { size = "2x3", board = { "a", "b", "c", "c", "b", "a" } }
          expect({ g:grid() }):is({ 2, 3 })
          expect({ g:position(5) }):is({ 2, 2 })
          expect(g:at(2, 3)):is(6)
          expect(g:at(3, 1)):is(nil)
          expect(g:neighbours(2)):is({ 1, 3, 5 })
          expect(g:neighbours(1, true)):is({ 2, 4, 5 })
        end)
        test("pairs", function()
          local g = game { size = 2, board = { "a", "b", "a", "b" } }
          expect(g:grid()):is(nil)
          expect(g:position(1)):is(nil)
          expect(g:neighbours(1)):is({})
        end)
        test("no card 7", function()
          local g = game { size = "2x3", board = { "a", "b", "c", "c", "b", "a" } }
          g:position(7)
        end)
        """)
        #expect(results.count == 3)
        #expect(results.prefix(2).allSatisfy { $0.passed }, "\(results.map { String(describing: $0.failure) })")
        let failure = try #require(results.last?.failure)
        #expect(failure.line == 18, "\(failure)")
        #expect(failure.message.contains("game:position(i): cards are numbered 1 to 6, not 7"), "\(failure)")
    }

    /// A card's id is the place it was dealt to, and moves with it: a hook and a test read the
    /// same id after a swap. `g:bot_keys()` reads what the `bot_keys` hook last answered.
    @Test func cardIdsFollowTheirCardsAndBotKeysAreReadable() throws {
        let variant = """
        return variant {
          id = "x", name = "X", api = 2, description = "swaps 1 and 2, then names b",
          on_start = function(e, game) game:swap(1, 2) end,
          on_turn = function(e, game) game.state.first = game:card(1).id end,
          bot_keys = function(game) if game:moves() > 0 then return { "b" } end end,
        }
        """
        let results = try Self.run("""
        test("ids and bot keys", function()
          local g = game { board = { "a", "b", "a", "b" } }
          expect(g:card(1).id):is(2)
          expect(g:card(2).id):is(1)
          expect(g:card(3).id):is(3)
          expect(g:bot_keys()):is(nil)
          g:turn(1, 4)
          expect(g:state().first, "the hook's id of card 1"):is(2)
          expect(g:bot_keys()):is({ "b" })
        end)
        """, beside: ["x.lua": variant])
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// A private look for the computer's seat that the whole board moves (a timer's arrangement):
    /// `g:bot_knows` shows a forgetful computer keeping the cards where they went, as it keeps
    /// cards it turned, after the look too.
    @Test func aComputerKeepsItsLookWhenTheWholeBoardMoves() throws {
        let variant = """
        return variant {
          id = "look", name = "Look", api = 2, description = "the computer looks at 3 and 6; the board turns in its look",
          on_start = function(e, game)
            game:reveal({ 3, 6 }, 5, 2)
            game:after(1, function(game)
              local from, to = {}, {}
              for i = 1, game:count() do from[i], to[i] = i, i % game:count() + 1 end
              game:arrange(from, to)
            end)
          end,
        }
        """
        let results = try Self.run("""
        test("the computer keeps its look", function()
          local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, bot = "forgetful:0" }
          expect(g:bot_knows(2)):is({ 3, 6 })
          g:wait(1)
          expect(g:events("swapped")[1], "the board turned"):is_not(nil)
          expect(g:bot_knows(2), "it saw them go by"):is({ 4, 7 })
          g:wait(5)
          expect(g:bot_knows(2), "the look is over, not forgotten"):is({ 4, 7 })
        end)
        """, beside: ["look.lua": variant], name: "look_test.lua")
        #expect(results.count == 1 && results[0].passed, "\(String(describing: results.first?.failure))")
    }

    /// A card masked (`game:disguise`) during a private look for the computer's seat: the
    /// computer takes it for the face it saw, as for a card on show to everyone, and a mask taken
    /// off during the look no longer fools it.
    @Test func aComputerSeesAMaskPutOnOrTakenOffInItsLook() throws {
        let variant = """
        return variant {
          id = "mask", name = "Mask", api = 2, description = "the computer looks at 3 and 5; 3 is masked as card 1 in its look",
          params = { unmask = 0 },
          on_start = function(e, game)
            if game.params.unmask == 1 then game:disguise({ 3 }, 1) end
            game:reveal({ 3, 5 }, 5, 2)
            game:after(1, function(game)
              if game.params.unmask == 1 then game:disguise({ 3 }) else game:disguise({ 3 }, 1) end
            end)
          end,
        }
        """
        let results = try Self.run("""
        --- The computer's first two cards after the person's miss.
        local function computers_turn(g)
          g:turn(2, 4)
          g:play_bots()
          local turned = {}
          for _, e in ipairs(g:events("turned")) do
            if e.player == 2 then turned[#turned + 1] = e.card end
          end
          return { turned[1], turned[2] }
        end

        test("a mask put on in the computer's look fools it", function()
          local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, bot = "perfect" }
          expect(computers_turn(g), "it went for the pair it saw, 3 and 5"):is({ 3, 5 })
        end)

        test("a mask taken off in the computer's look no longer fools it", function()
          local g = game { board = { "a", "b", "c", "d", "a", "b", "c", "d" }, bot = "perfect", params = { unmask = 1 } }
          local first = computers_turn(g)[1]
          expect(first ~= 3 and first ~= 5, "it knows no pair: it turned " .. first):is(true)
        end)
        """, beside: ["mask.lua": variant], name: "mask_test.lua")
        #expect(results.count == 2 && results.allSatisfy(\.passed), "\(results.map { String(describing: $0.failure) })")
    }

    @Test func aFailedExpectationNamesItsLineAndBothValues() throws {
        let results = try Self.run("""
        test("wrong score", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:score(), "score"):is(5)
        end)
        """)
        let failure = try #require(results.first?.failure)
        #expect(failure.line == 4)
        #expect(failure.message == "score: expected 5, got 1")
    }

    @Test func theScriptBesideTheTestIsTheOneTested() throws {
        let results = try Self.run("""
        test("the rules beside", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3)
          expect(g:score()):is(7)
        end)
        """, beside: ["seven.lua": "return rules { id = 'seven', name = 'Seven', api = 1, on_match = function(e) return 7 end }"],
        name: "seven_test.lua")
        #expect(results.first?.passed == true, "\(String(describing: results.first?.failure))")
    }

    /// The game's reads that answer nil answer it as a value, as Lua functions do, so that
    /// `tostring(game:result())` and `select("#", …)` work in a hook.
    @Test func readsThatAnswerNilAnswerOneValue() throws {
        let results = try Self.run("""
        test("nil is a value", function()
          local g = game { board = { "a", "b", "a", "b" } }
          expect(g:state()):is({ locked = "nil", charges = 1, result = 1 })
        end)
        """, beside: ["reads.lua": """
        return variant { id = 'reads', name = 'Reads', api = 2, description = 'x',
          on_start = function(e, game)
            game.state.locked = tostring(game:locked_until())
            game.state.charges = select('#', game:charges('z'))
            game.state.result = select('#', game:result())
          end }
        """], name: "reads_test.lua")
        #expect(results.first?.passed == true, "\(String(describing: results.first?.failure))")
    }

    @Test func aSyntaxErrorIsOneFailureAtItsLine() throws {
        let results = try Self.run("test('x', function()\n  expect(1):is(1)\nend\n")
        #expect(results.count == 1)
        #expect(results[0].failure?.line == 4)
        #expect(results[0].failure?.message.contains("expected") == true)
    }

    /// The most negative whole number as a card or a player is refused at the test's line, as
    /// any number off the board is (a card number is made a place by taking 1 from it).
    @Test func theMostNegativeCardOrPlayerIsRefused() throws {
        let results = try Self.run("""
        test("extremes", function()
          local g = game { board = { "a", "b", "a", "b" } }
          expect_error(function() g:turn(math.mininteger) end, "turn")
          expect_error(function() g:use("x", math.mininteger) end)
          expect(g:score(math.mininteger)):is(nil)
          expect(g:card(math.mininteger)):is(nil)
          expect_error(function() g:computer(math.mininteger) end, "there is no player")
        end)
        """)
        #expect(results.first?.passed == true, "\(results)")
    }

    @Test func aTestThatLoopsIsStoppedByTheBudget() throws {
        let results = try Self.run("""
        test("loops", function() while true do end end)
        test("after it", function() expect(1):is(1) end)
        """, limits: SandboxLimits(instructions: 1_000_000))
        #expect(results[0].failure?.message.contains("more than 1000000 instructions") == true, "\(results)")
        #expect(results[1].passed, "the next test still runs")
    }

    @Test func aTestThatLoopsOverItsGameIsStopped() throws {
        let results = try Self.run("""
        test("asks forever", function()
          local g = game { board = { "a", "a" } }
          while true do pcall(g.score, g) end
        end)
        test("deals forever", function()
          while true do game { board = { "a", "a" } } end
        end)
        """)
        #expect(results[0].failure?.message.contains("more than \(TestBench.maximumCalls) requests") == true, "\(results)")
        #expect(results[0].failure?.line == 3)
        #expect(results[1].failure?.message.contains("more than \(TestBench.maximumGames) games") == true, "\(results)")
    }

    @Test func aTestCannotNameAScriptOutsideItsFolder() throws {
        let results = try Self.run("""
        test("escape", function() game { rules = "../../etc/passwd" } end)
        test("absolute", function() game { rules = "/etc/passwd" } end)
        test("files", function() io.open("/etc/passwd") end)
        """)
        #expect(results.allSatisfy { !$0.passed })
        #expect(results[0].failure?.message.contains("inside its own folder") == true)
        #expect(results[1].failure?.message.contains("inside its own folder") == true)
        #expect(results[2].failure?.message.contains("not available to scripts") == true)
    }

    /// `params = { … }` gives the declared params values, as `--set` does; a name no script
    /// declares or a value the param does not take fails the test at its line.
    @Test func paramsSetTheDeclaredParamsAndRefuseOthersAtTheTestsLine() throws {
        let counter = "return variant { id = 'c', name = 'C', api = 2, params = { start = 3, word = 'x' },\n"
            + "  status = function(game) return 'start ' .. game.params.start end }"
        let results = try Self.run("""
        test("set", function()
          expect(game { board = { "a", "a" }, params = { start = 7 } }:status()):is("start 7")
        end)
        test("default", function() expect(game { board = { "a", "a" } }:status()):is("start 3") end)
        test("unknown", function()
          game { board = { "a", "a" }, params = { lives = 5 } }
        end)
        test("not a number", function()
          game { board = { "a", "a" }, params = { start = "many" } }
        end)
        test("a boolean for a number", function() game { board = { "a", "a" }, params = { start = true } } end)
        test("not a table", function() game { board = { "a", "a" }, params = 5 } end)
        """, beside: ["c.lua": counter], name: "c_test.lua")
        #expect(results[0].passed, "\(String(describing: results[0].failure))")
        #expect(results[1].passed, "\(String(describing: results[1].failure))")
        #expect(results[2].failure?.line == 6)
        #expect(results[2].failure?.message == "game { … }: unknown parameter 'lives': the rules and variant declare start, word")
        #expect(results[3].failure?.line == 9)
        #expect(results[3].failure?.message == "game { … }: parameter 'start' = many is not allowed: it takes a number, not text")
        #expect(results[4].failure?.message == "game { … }: parameter 'start' = true is not allowed: it takes a number, not true or false")
        #expect(results[5].failure?.message.hasPrefix("game { … }: params must be a table of values") == true)
    }

    @Test func aScriptFailureFailsTheTestAtTheScriptsLineUnlessRead() throws {
        let broken = "return rules { id = 'b', name = 'B', api = 1,\n  on_match = function(e) return nil + 1 end }"
        let results = try Self.run("""
        test("unread", function() game { board = { "a", "a" } }:turn(1, 2) end)
        test("read", function()
          local g = game { board = { "a", "a" } }
          g:turn(1, 2)
          expect(#g:failures()):is(1)
        end)
        """, beside: ["b.lua": broken], name: "b_test.lua")
        #expect(results[0].failure?.path.hasSuffix("b.lua") == true)
        #expect(results[0].failure?.line == 2)
        #expect(results[0].failure?.message.hasPrefix("a script failed") == true)
        #expect(results[1].passed)
    }

    @Test func failuresAreEveryFailureSoFarEachTimeAndOnlyNewOnesFailTheTest() throws {
        let broken = "return rules { id = 'b', name = 'B', api = 1,\n  on_match = function(e) return nil + 1 end }"
        let results = try Self.run("""
        test("read twice", function()
          local g = game { board = { "a", "a", "b", "b" } }
          g:turn(1, 2)
          expect(#g:failures(), "first read"):is(1)
          expect(#g:failures(), "second read"):is(1)
          g:turn(3, 4)
          local all = g:failures()
          expect(#all, "after another"):is(2)
          expect(all[1]):is(all[2])
        end)
        test("a failure after the read", function()
          local g = game { board = { "a", "a", "b", "b" } }
          g:turn(1, 2)
          g:failures()
          g:turn(3, 4)
        end)
        """, beside: ["b.lua": broken], name: "b_test.lua")
        #expect(results[0].passed, "\(String(describing: results[0].failure))")
        #expect(results[1].failure?.path.hasSuffix("b.lua") == true && results[1].failure?.line == 2,
                "\(String(describing: results[1].failure))")
    }

    @Test func timeActionsStateAndTheEndAreVisible() throws {
        let results = try Self.run("""
        test("lives", function()
          local g = game { variant = "lives", board = { "a", "b", "a", "b" } }
          g:turn(1, 2)
          expect(g:state().lives):is(2)
          expect(g:status()):is("Lives: 2")
          g:turn(1, 2, 1, 2)
          expect(g:result()):is("lost")
        end)
        test("spyglass", function()
          local g = game { variant = "spyglass", size = "2x3", board = { "a", "b", "c", "a", "b", "c" } }
          g:use("r", 4)
          expect(g:card(5).state):is("shown")
          g:wait(1)
          expect(g:card(5).state):is("down")
          expect(g:charges("r")):is(2)
        end)
        -- Endings are named as scripts' game:result() names them.
        test("cleared", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3, 2, 4)
          expect(g:result()):is("cleared")
          expect(g:events("game_over")[1].result):is("cleared")
        end)
        test("time", function()
          local g = game { variant = "timed", board = { "a", "b", "a", "b" } }
          g:wait(60)
          expect(g:result()):is("time")
        end)
        test("stuck", function()
          local g = game { deck = "party", variant = "joker", board = { "joker", "joker", "🐶", "🐶", "🐱", "🐱" } }
          g:turn(1, 3, 2, 5)
          expect(g:result()):is("stuck")
        end)
        """)
        for result in results { #expect(result.passed, "\(result.name): \(String(describing: result.failure))") }
    }

    @Test func aFailureNamingAFormerResultSaysItsNewName() throws {
        let results = try Self.run("""
        test("expect", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3, 2, 4)
          expect(g:result()):is("all_matched")
        end)
        test("assert", function()
          local g = game { board = { "a", "b", "a", "b" } }
          g:turn(1, 3, 2, 4)
          assert(g:result() == 'all_matched' or g:result() == "time_up")
        end)
        test("another failure", function()
          expect(1, "score"):is(2)
        end)
        test("passes for the wrong reason", function()
          expect(game { board = { "a", "a" } }:turn(1, 2):result()):is_not("no_match_left")
        end)
        """)
        let note = ": g:result() names endings as game:result() does)"
        #expect(results[0].failure?.message == #"expected "all_matched", got "cleared" ("all_matched" is now "cleared""# + note,
                "\(String(describing: results[0].failure))")
        #expect(results[1].failure?.line == 9)
        #expect(results[1].failure?.message.hasSuffix(#"("all_matched" is now "cleared", "time_up" is now "time""# + note) == true,
                "\(String(describing: results[1].failure))")
        #expect(results[2].failure?.message == "score: expected 2, got 1", "no note where no former name is")
        #expect(results[3].passed)
        let notes: [String] = results[0].log.map { String($0.split(separator: "/").last ?? "") }
        let said = String(note.dropLast())
        let expected: [String] = [#"x_test.lua:4: "all_matched" is now "cleared""# + said,
                                  #"x_test.lua:9: "all_matched" is now "cleared", "time_up" is now "time""# + said,
                                  #"x_test.lua:15: "no_match_left" is now "stuck""# + said]
        #expect(notes == expected, "each line quoting a former name, under the file's first test: \(results[0].log)")
    }

    @Test func printAndLogGoToTheTestsLogWithTheirPlace() throws {
        let results = try Self.run("""
        test("prints", function()
          print("turn", 1)
          log("score %d\\27", 3)
        end)
        """)
        let log = results[0].log
        #expect(log.count == 2)
        #expect(log.first?.hasSuffix("x_test.lua:2: turn\t1") == true, "\(log)")
        #expect(log.last?.hasSuffix("x_test.lua:3: score 3^[") == true, "\(log)")
    }

    @Test func aFileWithoutTestsFails() throws {
        let results = try Self.run("local x = 1")
        #expect(results.first?.failure?.message.contains("defines no tests") == true)
    }

    @Test func everyShippedTestPasses() throws {
        let (files, problems) = ScriptTests.files(in: [Corpus.shippedDecks])
        #expect(problems.isEmpty)
        #expect(files.count >= 20)
        for file in files {
            for result in ScriptTests.run(file: file, catalogue: Self.catalogue) {
                #expect(result.passed, "\(file): \(result.name): \(String(describing: result.failure))")
            }
        }
    }

    @Test func testFilesAreFoundBesideScriptsAndInTestsFolders() throws {
        let folder = try Self.folder([
            "a.lua": "", "a_test.lua": "", "deck/deck.lua": "", "deck/tests/one.lua": "", ".hidden/z_test.lua": "",
        ])
        #expect(ScriptTests.files(in: [folder]).files == [folder + "/a_test.lua", folder + "/deck/tests/one.lua"])
        #expect(ScriptTests.files(in: [folder + "/a.lua"]).files == [folder + "/a_test.lua"])
        #expect(ScriptTests.files(in: [folder + "/deck/deck.lua"]).files == [folder + "/deck/tests/one.lua"])
        #expect(ScriptTests.files(in: [folder + "/nothing"]).problems.first?.contains("no such file") == true)
    }
}

/// Where scripts' print and log lines go, and their bounds.
@Suite struct ScriptLogTests {
    @Test func controlCharactersAreShownVisibly() {
        #expect(VisibleText.of("a\u{1B}[2J\nb\u{7F}\u{9B}c", lineBreaks: false) == "a^[[2J^Jb^?\\u{9B}c")
    }

    @Test func aLogFileIsBounded() throws {
        let path = Scratch.folder("log") + "/log.txt"
        let log = ScriptLog()
        try log.open(path: path)
        let line = String(repeating: "x", count: 5_000)
        for _ in 0..<2_000 { log.write(line) }
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.utf8.count <= ScriptLog.maximumBytes + 200)
        #expect(written.hasSuffix("later lines were dropped\n"))
        #expect(written.split(separator: "\n").first?.utf8.count == ScriptLog.maximumLineBytes + "…".utf8.count)
    }
}
