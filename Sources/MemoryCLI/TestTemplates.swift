extension Templates {
    /// The test `memory new` writes beside a new script (`x_test.lua` beside `x.lua`); it passes
    /// against the script as written.
    static func test(_ kind: Kind, id: String, dir: String = defaultDir) -> String {
        // A campaign's test reads the levels from the campaign file (load_campaign) and deals
        // them from it; the others deal games of the script beside them.
        let dealt = kind == .campaign
            ? "any deck, rules and variant; load_campaign()\n-- reads this campaign's levels and campaign:deal(n) deals level n as the campaign does"
            : "this \(kind.rawValue)"
        let header = """
        -- Tests of \(id) (see "Testing your scripts" in Decks/README.md). Run them with:
        --   memory test \(path(kind, id: id, dir: dir))
        -- test(name, fn) declares a test; game { … } deals a game with \(dealt) (board =
        -- { … } lays out the faces by hand, seed = N deals as play does); g:turn(i, j) turns cards,
        -- g:wait(s) lets time pass, expect(value):is(expected) checks.

        """
        switch kind {
        case .deck:
            return header + """
            test("a board laid out by hand shows the faces named", function()
              local g = game { board = { "🍎", "🍐", "🍎", "🍐" } }
              expect(g:card(2).label):is("🍐")
              g:turn(1, 3)
              expect(g:score(), "classic rules: 1 a match"):is(1)
            end)

            test("a 4x4 board dealt from a seed has two cards of each face", function()
              local g = game { seed = 1, size = "4x4" }
              for i = 1, g:cards() do
                local label = g:card(i).label
                expect(#g:find(label), label):is(2)
              end
            end)

            """
        case .rules:
            return header + """
            test("+2 a match", function()
              local g = game { board = { "a", "b", "a", "b" } }
              g:turn(1, 3)
              expect(g:score()):is(2)
            end)

            test("-1 a mismatch only once a card in it was seen", function()
              local g = game { board = { "a", "b", "c", "a", "b", "c" } }
              g:turn(1, 2)
              expect(g:score(), "first sight"):is(0)
              g:turn(1, 3)
              expect(g:score(), "card 1 seen before"):is(-1)
            end)

            """
        case .variant:
            return header + """
            -- params = { lives = 5 } plays with five lives whatever number params says in the
            -- variant, so tuning it (memory simulate --sweep lives=2:12:2) breaks no test.
            test("a mismatch costs a life, shown on the status line", function()
              local g = game { board = { "a", "b", "a", "b" }, params = { lives = 5 } }
              g:turn(1, 2)
              expect(g:state().lives):is(4)
              expect(g:status()):is("Lives: 4")
            end)

            test("the fifth mismatch loses the game", function()
              local g = game { board = { "a", "b", "a", "b" }, params = { lives = 5 } }
              for _ = 1, 4 do g:turn(1, 2) end
              expect(g:over()):is(false)
              g:turn(1, 2)
              expect(g:result()):is("lost")
              expect(g:result_text()):is("No lives left")
            end)

            """
        case .campaign:
            return header + """
            local campaign = load_campaign()   -- campaigns/\(id).lua, which this test sits beside

            test("a game without a mistake reaches every level's goal", function()
              local total = 0
              for n, level in ipairs(campaign.levels) do
                -- Seated as play seats the level (a computer opponent, if any, plays its turns as they come).
                local g = campaign:deal(n)
                g:play_perfectly()
                expect(g:result(), "level " .. n):is("cleared")
                total = total + g:score()
                if level.goal == "win" then
                  expect(g:winners(), "level " .. n .. " is won by the person"):contains(1)
                else
                  expect(total >= level.goal, "level " .. n .. ": " .. total .. " points reach its goal " .. level.goal):is(true)
                end
              end
            end)

            """
        }
    }

    /// Where `memory new` writes the test of a new script, relative to the target folder.
    static func testFileName(_ kind: Kind, id: String) -> String {
        String(fileName(kind, id: id).dropLast(".lua".count)) + "_test.lua"
    }
}
