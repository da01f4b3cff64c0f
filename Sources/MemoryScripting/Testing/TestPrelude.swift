/// The Lua side of script tests: `test`, `expect`, `expect_error`, `game` and `load_campaign`, the globals a
/// test file sees besides the sandbox's. Built by a chunk with the real globals in reach (like
/// the sandbox prelude); games are driven through host functions (see ``TestHost``).
///
/// Errors a test should see at its own line are raised at level 2 (the test's call) or 3 (from
/// inside an expectation's method).
enum TestPrelude {
    static let source = #"""
    local host = ...
    local type, error, tostring, pairs, ipairs, select, setmetatable, pcall, next =
          type, error, tostring, pairs, ipairs, select, setmetatable, pcall, next
    local format, find, sort, concat, unpack = string.format, string.find, table.sort, table.concat, table.unpack

    local tests = {}
    local api = {}

    \#(ReadOnlyProxy.source)

    function api.test(name, fn)
      if type(name) ~= "string" then error("test(name, fn): the name must be a string, not " .. type(name), 2) end
      if type(fn) ~= "function" then error("test(name, fn): fn must be a function, not " .. type(fn), 2) end
      -- Each test is bounded by its budget, but not how many a file declares: a package's
      -- tests run when it is installed, and 100,000 of them took minutes.
      if #tests >= 1000 then error("test(name, fn): a file declares at most 1000 tests; split them into several files", 2) end
      tests[#tests + 1] = { name = name, fn = fn }
    end

    -- A value as a test failure shows it: strings quoted, tables written out (sorted keys, a
    -- few levels deep).
    local function show(v, depth)
      depth = depth or 0
      if type(v) == "string" then return format("%q", v) end
      if type(v) ~= "table" then return tostring(v) end
      if depth >= 3 then return "{…}" end
      local keys = {}
      for k in pairs(v) do keys[#keys + 1] = k end
      sort(keys, function(a, b)
        if type(a) == type(b) and (type(a) == "number" or type(a) == "string") then return a < b end
        return type(a) < type(b)
      end)
      local parts, n = {}, #v
      for i = 1, n do parts[#parts + 1] = show(v[i], depth + 1) end
      for _, k in ipairs(keys) do
        if not (type(k) == "number" and k >= 1 and k <= n and k % 1 == 0) then
          local name = type(k) == "string" and find(k, "^[%a_][%w_]*$") and k or ("[" .. show(k, depth + 1) .. "]")
          parts[#parts + 1] = name .. " = " .. show(v[k], depth + 1)
        end
        if #parts > 20 then parts[#parts + 1] = "…" break end
      end
      return "{ " .. concat(parts, ", ") .. " }"
    end

    local function same(a, b, depth)
      if a == b then return true end
      if type(a) ~= "table" or type(b) ~= "table" or depth > 10 then return false end
      for k, v in pairs(a) do if not same(v, b[k], depth + 1) then return false end end
      for k in pairs(b) do if a[k] == nil then return false end end
      return true
    end

    local Expectation = {}
    Expectation.__index = Expectation

    -- expect(actual [, what]): what is named in the failure ("score: expected 10, got 8").
    function api.expect(actual, what)
      return setmetatable({ actual = actual, what = what }, Expectation)
    end

    local function fail(self, text)
      error((self.what and (tostring(self.what) .. ": ") or "") .. text, 3)
    end

    function Expectation:is(expected)
      if not same(self.actual, expected, 0) then fail(self, "expected " .. show(expected) .. ", got " .. show(self.actual)) end
      return self
    end
    function Expectation:is_not(unexpected)
      if same(self.actual, unexpected, 0) then fail(self, "expected anything but " .. show(unexpected) .. ", got it") end
      return self
    end
    function Expectation:contains(part)
      local a = self.actual
      if type(a) == "string" and type(part) == "string" then
        if find(a, part, 1, true) then return self end
      elseif type(a) == "table" then
        for _, v in pairs(a) do if same(v, part, 0) then return self end end
      end
      fail(self, "expected something containing " .. show(part) .. ", got " .. show(a))
    end
    function Expectation:is_at_least(low)
      if type(self.actual) ~= "number" or self.actual < low then fail(self, "expected at least " .. show(low) .. ", got " .. show(self.actual)) end
      return self
    end
    function Expectation:is_at_most(high)
      if type(self.actual) ~= "number" or self.actual > high then fail(self, "expected at most " .. show(high) .. ", got " .. show(self.actual)) end
      return self
    end
    function Expectation:is_near(value, tolerance)
      tolerance = tolerance or 1e-9
      if type(self.actual) ~= "number" or (self.actual - value > tolerance or value - self.actual > tolerance) then
        fail(self, "expected " .. show(value) .. " ± " .. show(tolerance) .. ", got " .. show(self.actual))
      end
      return self
    end

    -- expect_error(fn [, fragment]): fn must raise an error (whose message contains fragment).
    function api.expect_error(fn, fragment)
      if type(fn) ~= "function" then error("expect_error(fn, fragment): fn must be a function", 2) end
      local ok, message = pcall(fn)
      if ok then error("expected an error, got none", 2) end
      if fragment ~= nil and not find(tostring(message), tostring(fragment), 1, true) then
        error("expected an error containing " .. show(fragment) .. ", got " .. show(tostring(message)), 2)
      end
      return message
    end

    local Game = {}
    Game.__index = Game

    local known = { deck = true, rules = true, variant = true, seed = true, players = true, size = true, board = true, stock = true, params = true, names = true, bot = true,
                    carried = true }

    -- game { deck =, rules =, variant =, seed =, players =, size =, board = { … }, stock = { … }, params = { … }, names = { … }, bot =, carried = { … } }
    function api.game(spec)
      spec = spec or {}
      if type(spec) ~= "table" then error("game { … }: give a table of settings, not " .. type(spec), 2) end
      for k in pairs(spec) do
        if not known[k] then
          error("game { … }: unknown setting '" .. tostring(k) .. "' (the settings are board, bot, carried, deck, names, params, players, rules, seed, size, stock, variant)", 2)
        end
      end
      local id, problem = host.new_game(spec)
      if not id then error(problem, 2) end
      return setmetatable({ id = id, read = 0 }, Game)
    end

    -- load_campaign(name): a campaign's levels as its file writes them (name: an id, a path
    -- inside the test's folder, or nil for the campaign the test sits beside).
    local Campaign = {}
    Campaign.__index = Campaign
    function api.load_campaign(name)
      local campaign, problem = host.campaign(name)
      if not campaign then error(problem, 2) end
      return setmetatable(campaign, Campaign)
    end
    -- Deals level n as the campaign does (its deck, rules, variant, board, params, players and
    -- bot), seeded n unless `settings` say otherwise; `settings` add to the level's (seed,
    -- carried, names…).
    function Campaign:deal(n, settings)
      local level = self.levels[n]
      if not level then
        error(format("campaign:deal(n): %s has levels 1 to %d, not %s", self.id, #self.levels, show(n)), 2)
      end
      local spec = { deck = level.deck, rules = level.rules, variant = level.variant, size = level.grid or level.pairs,
                     params = level.params, players = level.players, bot = level.bot, seed = n }
      if settings ~= nil and type(settings) ~= "table" then
        error("campaign:deal(n, settings): settings are a table, as game { … } takes, not " .. type(settings), 2)
      end
      for k, v in pairs(settings or {}) do
        if not known[k] then error("campaign:deal(n, settings): unknown setting '" .. tostring(k) .. "'", 2) end
        spec[k] = v
      end
      local id, problem = host.new_game(spec)
      if not id then error(problem, 2) end
      return setmetatable({ id = id, read = 0 }, Game)
    end

    -- Fails at the test's line: `level` 3 (the default) for a Game method's caller, 4 for the
    -- caller of the method that called a helper.
    local function check(ok, problem, level) if not ok then error(problem, level or 3) end end

    function Game:turn(...)
      for i = 1, select("#", ...) do check(host.turn(self.id, (select(i, ...)))) end
      return self
    end
    function Game:wait(seconds) check(host.wait(self.id, seconds)) return self end
    function Game:use(key, card) check(host.use(self.id, key, card)) return self end
    -- Plays the computer players' turns until a person's turn or the end of the game.
    function Game:play_bots() check(host.play_bots(self.id)) return self end
    -- Whether seat `player` (default: the player whose turn it is) is a computer player's.
    function Game:computer(player)
      local yes, problem = host.query(self.id, "computer", player)
      if problem then error(problem, 2) end
      return yes
    end
    -- Plays on, between turns, without a mistake: each card still in play is turned with every
    -- other card of its key, wherever the board moved them meanwhile (a campaign's or a balance
    -- test's way to a cleared game). A card on
    -- show after a mismatch counts as in play: turning it waits, as g:turn does. A group with a
    -- frozen card waits for it to thaw, as the turns played meanwhile end. (Some group is always
    -- free of frozen cards: the engine thaws them when none is.) With computer players seated,
    -- they play their turns as they come, as g:play_bots() plays them.
    local function in_play(card) return card.state ~= "matched" and card.state ~= "removed" end
    -- Where the card dealt to place `id` is now (a card turned may set off a move of the board).
    local function place_of(game_id, id)
      for j = 1, host.query(game_id, "count") do
        if host.query(game_id, "card", j).id == id then return j end
      end
    end
    -- Turns the cards of a group (by id), each looked for where it is now: the board may have
    -- moved under the first. A turn a script ended before the group was whole (a blind turn of
    -- one card) is followed by the group turned again from its first card, once: a card the
    -- scripts took out of play meanwhile is passed by.
    local function turn_group(game_id, group)
      for _ = 1, 2 do
        local cut_short = false
        for n, id in ipairs(group) do
          local place = place_of(game_id, id)
          if not place or not in_play(host.query(game_id, "card", place)) then break end
          local ok, problem = host.turn(game_id, place)
          check(ok, problem, 4)
          if n < #group then
            place = place_of(game_id, id)
            if not place or host.query(game_id, "card", place).state ~= "up" then
              cut_short = not host.query(game_id, "over")
              break
            end
          end
        end
        if not cut_short then return end
      end
    end
    function Game:play_perfectly()
      -- Passes over the board while the game goes on and a pass found a group: another pass
      -- finds the groups that frozen cards held back, or that the scripts moved to places the
      -- pass had gone by.
      while not host.query(self.id, "over") do
        local progress = false
        for i = 1, host.query(self.id, "count") do
          if host.query(self.id, "computer") then
            local steps, problem = host.play_bots(self.id)
            check(steps, problem)
            if steps > 0 then progress = true end
          end
          if host.query(self.id, "over") then break end
          local card = host.query(self.id, "card", i)
          if in_play(card) then
            local group = {}
            for _, j in ipairs(host.query(self.id, "find", card.key)) do
              local other = host.query(self.id, "card", j)
              if other.key == card.key and in_play(other) then
                if other.frozen then group = nil break end
                group[#group + 1] = other.id
              end
            end
            if group then
              turn_group(self.id, group)
              progress = true
            end
          end
        end
        if not progress then break end
      end
      return self
    end

    function Game:score(player) return host.query(self.id, "score", player or 1) end
    function Game:scores() return host.query(self.id, "scores") end
    function Game:player() return host.query(self.id, "player") end
    function Game:moves() return host.query(self.id, "moves") end
    function Game:time() return host.query(self.id, "time") end
    function Game:over() return host.query(self.id, "over") end
    function Game:result() return (host.query(self.id, "result")) end
    function Game:result_text() return select(2, host.query(self.id, "result")) end
    function Game:winners() return host.query(self.id, "winners") end
    function Game:score_parts(player)
      local parts, problem = host.query(self.id, "score_parts", player or 1)
      if problem then error(problem, 2) end
      return parts
    end
    function Game:status() return host.query(self.id, "status") end
    -- A card's face tags and data, read-only as a hook's game:card(i) gives them.
    function Game:card(i)
      local card = host.query(self.id, "card", i)
      if card then card.tags, card.data = readonly(card.tags, "tags"), readonly(card.data, "data") end
      return card
    end
    function Game:find(name) return host.query(self.id, "find", name) end
    function Game:charges(key, player) return host.query(self.id, "charges", key, player or 1) end
    function Game:bot_action(skill) return host.query(self.id, "bot_action", skill) end
    function Game:bot_keys() return host.query(self.id, "bot_keys") end
    function Game:tally(name) return host.query(self.id, "tally", name) end
    function Game:carried(name) return host.query(self.id, "carried", name) end
    function Game:stock() return host.query(self.id, "stock") end
    function Game:group() return host.query(self.id, "group") end
    function Game:bot_cards() return host.query(self.id, "bot_cards") end
    function Game:bot_avoid() return host.query(self.id, "bot_avoid") end
    function Game:bot_knows(player) return host.query(self.id, "bot_knows", player) end
    function Game:cards() return host.query(self.id, "count") end
    -- Where cards sit: the in-game game object's reads, raising at the test's line as they do.
    Game.grid, Game.position, Game.at, Game.neighbours, Game.row = host.grid, host.position, host.at, host.neighbours, host.row

    -- Every event so far, or those of one kind.
    function Game:events(kind)
      local all = host.events(self.id)
      if kind == nil then return all end
      local list = {}
      for _, e in ipairs(all) do if e.kind == kind then list[#list + 1] = e end end
      return list
    end
    -- Events since the last call of news().
    function Game:news()
      local all = host.events(self.id)
      local list = {}
      for i = self.read + 1, #all do list[#list + 1] = all[i] end
      self.read = #all
      return list
    end
    function Game:messages()
      local list = {}
      for _, e in ipairs(host.events(self.id)) do if e.kind == "said" then list[#list + 1] = e.text end end
      return list
    end
    -- The scripts' failures so far (read: the test no longer fails because of them).
    function Game:failures() return host.failures(self.id) end
    -- A copy of game.state of the variant ("variant", or its id: in a stack, one of the ids) or the rules ("rules").
    function Game:state(script)
      local state, problem = host.state(self.id, script)
      if problem then error(problem, 2) end
      return state
    end

    -- For the runner: the tests the file declared.
    local runner = {}
    function runner.list() return tests end
    return { globals = api, runner = runner }
    """#
}
