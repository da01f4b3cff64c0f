import Foundation
import MemoryScripting
import Testing

/// `memory check` points at the line of the field a problem is about, not at `deck {`.
@Suite struct CheckLineTests {
    /// Writes `text` as `name` in a fresh folder and checks it.
    func check(_ text: String, name: String = "broken.lua") throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return ScriptChecker.check(path: path)
    }

    /// A face listed twice is a warning; faces that share a key but look different (the tens
    /// deck's 1 and 9) are meant to match and are not.
    @Test func onlyAFaceListedTwiceIsWarnedAbout() throws {
        let twice = try check(#"return deck { id = "d", name = "D", api = 1, faces = { "A", "B", "A" } }"#)
        #expect(twice.map(\.message) == ["faces 1 and 3 are the same face 'A': which card matches which? Give each face its own label or key"])
        let partners = try check(#"""
            return deck { id = "d", name = "D", api = 1,
              faces = { { label = "1", key = "1+9" }, { label = "9", key = "1+9" }, "B" } }
            """#)
        #expect(partners.isEmpty, "\(partners)")
    }

    /// A timer's function may belong to any script of the game: its error is put at the script
    /// and line it failed in, not at "a timer".
    @Test func aTimersErrorIsAtItsScriptsLine() throws {
        let found = try check("""
            return variant { id = "v", name = "V", api = 2,
              on_start = function(e, game)
                game:after(0.5, function()
                  error("timer boom")
                end)
              end,
            }
            """, name: "timers.lua")
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.path.hasSuffix("/timers.lua") == true, "\(found)")
        #expect(found.first?.line == 4, "\(found)")
        #expect(found.first?.message == "a timer: timer boom", "\(found)")
    }

    /// A variant whose only hook is `status` reacts to no event; its status is still asked.
    @Test func aStatusHookAloneIsAsked() throws {
        let found = try check("""
            return variant { id = "v", name = "V", api = 2,
              status = function(game)
                return nil .. "x"
              end,
            }
            """)
        #expect(found.map(\.line) == [3], "\(found)")
        #expect(found.first?.message == "status: attempt to concatenate a nil value", "\(found)")
    }

    @Test func errorsAndWarningsPointAtTheFieldsOwnLine() throws {
        let found = try check("""
            return deck {
                id = "broken",
                name = "Broken",
                api = 1,
                -- back = "?" would do
                back = 7,
                faces = { "A", "B", "C" },
                colr = "red",
            }
            """)
        let back = try #require(found.first { $0.message.contains("back must be a string") })
        #expect(back.line == 6, "\(back)")
        let unknown = try #require(found.first { $0.message.contains("unknown field 'colr'") })
        #expect(unknown.line == 8, "\(unknown)")
    }

    /// A field's line is that of its own `name =`, not of the same words in a long string or a
    /// block comment, nor of another table's field set with a dot.
    @Test func aFieldsLineIsNotTakenFromStringsCommentsOrOtherTables() throws {
        let found = try check("""
            local notes = { }
            notes.back = "a card back"
            return deck {
                description = [[
                  back = "?" is the usual back ]],
                --[[ back = 1 ]]
                id = "broken", name = "Broken", api = 1,
                back = 7,
                faces = { "A", "B", "C" },
            }
            """)
        let back = try #require(found.first { $0.message.contains("back must be a string") })
        #expect(back.line == 8, "\(back)")
    }

    @Test func aVariantsFieldsToo() throws {
        let found = try check("""
            return variant {
                id = "v", name = "V", api = 1,
                group = 3,
                reveal = "sometimes",
            }
            """)
        let reveal = try #require(found.first { $0.message.contains("reveal") })
        #expect(reveal.line == 4, "\(reveal)")
    }

    /// An action's key taken by another action or by the game is reported at that action's
    /// `key` line (in a written list), saying what took it; an action's other problem at its own
    /// line; in a list built elsewhere, at the `actions` line.
    @Test func anActionsProblemIsAtItsOwnLine() throws {
        let found = try check("""
            return variant {
                id = "v", name = "V", api = 2, description = "x",
                actions = {
                    { key = "x", name = "One", run = function(game, card) end },
                    { name = "Two",
                      key = "x", run = function(game, card) end },
                    { key = "q", name = "Three", run = function(game, card) end },
                    { key = "y", name = 5, run = function(game, card) end },
                },
            }
            """)
        let lines = Dictionary(found.map { ($0.message, $0.line) }, uniquingKeysWith: { a, _ in a })
        #expect(lines.count == 3, "\(found)")
        #expect(lines["actions[2].key \"x\" is taken by the action 'One'; each action needs its own key"] == 6, "\(found)")
        #expect(found.first { $0.message.hasPrefix("actions[3].key \"q\" is taken by the game (it uses ") }?.line == 7, "\(found)")
        #expect(found.first { $0.message.hasPrefix("name must be a string") }?.line == 8, "\(found)")
        let built = try check("""
            local list = {}
            list[1] = { key = "q", name = "One", run = function(game, card) end }
            return variant { id = "v", name = "V", api = 2, description = "x",
                actions = list }
            """)
        #expect(built.map(\.line) == [4], "\(built)")
    }

    /// `bot_keys_first` is a boolean, and says how to read a `bot_keys` hook: without one it is
    /// an error at its line.
    @Test func botKeysFirstNeedsABotKeysHook() throws {
        let found = try check("""
            return variant {
                id = "v", name = "V", api = 2, description = "x",
                bot_keys_first = true,
            }
            """)
        #expect(found.map(\.message) == ["bot_keys_first = true needs a bot_keys hook (the keys computer players go for first)"])
        #expect(found.first?.line == 3)
        let given = try check("""
            return variant { id = "v", name = "V", api = 2, description = "x", bot_keys_first = true,
              bot_keys = function(game) return { "A" } end }
            """)
        #expect(given.isEmpty, "\(given)")
    }

    @Test func duplicateFacesAreWarnedAbout() throws {
        let found = try check("""
            return deck {
                id = "twice", name = "Twice", api = 1,
                faces = { "A", "B",
                          "A" },
            }
            """)
        let twice = try #require(found.first { $0.message.contains("same face 'A'") })
        #expect(twice.severity == .warning)
        #expect(twice.message.contains("faces 1 and 3"))
        #expect(twice.line == 3)
    }

    /// A mistake in one face of a written list is reported at that face's line, and at the line
    /// of the face's field when the face spreads over several lines.
    @Test func aBadFaceIsReportedAtItsOwnLine() throws {
        let found = try check("""
            return deck { id = "d", name = "D", api = 1, faces = {
              "a",
              "b",
              { label = 5 },
            } }
            """)
        #expect(found.map(\.description).first?.hasSuffix("broken.lua:4: error: faces[3].label must be a string, not 5") == true,
                "\(found)")
        #expect(found.count == 1, "a wrong label is not also a missing one: \(found)")
        let spread = try check("""
            return deck({
              id = "d", name = "D", api = 1,
              faces = {
                { label = "a" },
                {
                  label = "b",
                  tags = "wild",
                },
                { label = "c", flavour = "sweet" },
              },
            })
            """)
        let tags = try #require(spread.first { $0.message.hasPrefix("faces[2].tags must be a list") })
        #expect(tags.line == 7, "\(tags)")
        let unknown = try #require(spread.first { $0.message.contains("unknown field 'flavour' in faces[3]") })
        #expect(unknown.line == 9, "\(unknown)")
    }

    /// Strings, comments and long brackets holding brackets, commas and line breaks, and entries
    /// with keys (which Lua does not number), do not shift the faces' lines.
    @Test func aFacesLineSurvivesTrickyText() throws {
        let found = try check(#"""
            -- deck { faces = { "not", "this" } }
            local note = [[ deck {
            ]]
            return deck { id = "d", name = "D", api = 1, faces = {
              "a,{", 'b\'}', "c\z
                 d", --[==[ a comment with }, and
                 ]] inside ]==] [[e]], label = [[ignored,
            }]], [20] = "keyed";
              { label = "f" }, { key = "g" },
            } }
            """#)
        let bad = try #require(found.first { $0.severity == .error })
        #expect(bad.message == "faces[6] needs a label or an image")
        #expect(bad.line == 9, "\(found)")
    }

    /// A list not written in the call (built by a loop), or whose entries are not as many as its
    /// faces (a call that gave several), is reported at the `faces =` line: no face line is known.
    @Test func aListWrittenElsewhereIsReportedAtItsFieldsLine() throws {
        let built = try check("""
            local list = { "a", "b" }
            list[3] = { label = 5 }
            return deck {
              id = "d", name = "D", api = 1,
              faces = list,
            }
            """)
        #expect(built.first?.line == 5, "\(built)")
        let expanded = try check("""
            local function more() return "b", { label = 5 } end
            return deck {
              id = "d", name = "D", api = 1,
              faces = { "a",
                more() },
            }
            """)
        #expect(expanded.first?.message == "faces[3].label must be a string, not 5")
        #expect(expanded.first?.line == 4, "\(expanded)")
    }

    @Test func anUncertainWidthIsWarnedAtItsLabelsLine() throws {
        let found = try check("""
            return deck {
                id = "wide", name = "Wide", api = 1,
                faces = {
                    "A",
                    "♠",
                },
            }
            """)
        let wide = try #require(found.first { $0.message.contains("'♠'") })
        #expect(wide.line == 5, "\(wide)")
    }

    /// `needs` is a list of 1 to 16 tags; each mistake is an error at its line.
    @Test func needsIsAListOfTags() throws {
        func problems(_ needs: String) throws -> [Diagnostic] {
            try check("""
                return variant {
                    id = "v", name = "V", api = 2,
                    needs = \(needs),
                }
                """).filter { $0.severity == .error }
        }
        let number = try problems("3")
        #expect(number.map(\.message) == ["needs must be a list of words such as { \"bomb\" }, not 3"])
        #expect(number.first?.line == 3)
        #expect(try problems("{}").map(\.message) == ["needs is empty: list at least one word, such as { \"bomb\" }, or leave it out"])
        let notWord = try problems("{ \"bomb\", 3 }")
        #expect(notWord.map(\.message) == ["needs[2] must be a string, not 3"])
        #expect(notWord.first?.line == 3)
        let many = (1...17).map { "\"t\($0)\"" }.joined(separator: ", ")
        #expect(try problems("{ \(many) }").map(\.message) == ["needs lists 17 words; at most 16 are allowed"])
        #expect(try problems("{ \"a\\27[31m\" }").map(\.message).first?.hasPrefix("needs[1] contains the control character") == true)
        #expect(try problems("{ \"bomb\", \"wild\" }").isEmpty)
    }

    /// `memory check --deck` of a script that needs a tag says when that deck has no card with it.
    @Test func checkWithADeckLackingANeededCardWarns() throws {
        let bomb = Corpus.shippedDecks + "/variants/bomb.lua"
        let emoji = try ScriptChecker.check(path: bomb, deck: DeckScript(path: Corpus.shippedDecks + "/emoji.lua"))
        #expect(emoji.map(\.message) == ["the Emoji zoo deck has no card tagged bomb, which this script needs: games with that deck are played without one"])
        #expect(emoji.first?.severity == .warning)
        #expect(try ScriptChecker.check(path: bomb, deck: DeckScript(path: Corpus.shippedDecks + "/party.lua")).isEmpty)
    }
}
