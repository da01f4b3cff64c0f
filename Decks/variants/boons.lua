-- Boons: each player chooses one of three boons, once, with 1, 2 or 3 between turns (the key
-- line lists them): 1 Peeks, two looks at the cursor's row (e) for a second each; 2 Insight, an
-- unfound pair shown at once for {insight} seconds; 3 Double, the next {double} pairs score
-- double. Choosing one takes the other two away. A choice is a use of an action, so it is kept
-- with the game and replayed; computer players choose by their skill.

local BOONS = { "1", "2", "3" }

--- Takes the boons not chosen away from the player choosing, and counts the choice.
local function choose(game, key)
  for _, other in ipairs(BOONS) do
    if other ~= key then game:grant(other, -1) end
  end
  game:tally("boon" .. key)
end

--- An unfound group, face down, whose cards are all face down: its places, or nil.
local function unfound_group(game)
  local by_key = {}
  for _, i in ipairs(game:face_down()) do
    local key = game:card(i).key
    by_key[key] = by_key[key] or {}
    table.insert(by_key[key], i)
  end
  for _, i in ipairs(game:face_down()) do
    local places = by_key[game:card(i).key]
    if #places >= game:group() then return places end
  end
end

--- The boon a computer player takes: Double when it forgets little, else Insight.
local function bot_choice(key)
  return function(game)
    if game:charges(key) == 0 then return false end
    local wanted = game:skill() >= 0.9 and "3" or "2"
    return key == wanted
  end
end

---@type Variant
return variant {
  id = "boons",
  name = "Boons",
  api = 2,
  version = "1.0.0",
  description = "Choose a boon once (1, 2 or 3): two row peeks, a pair shown, or the next {double} pairs doubled",
  grid = "4x4",
  params = {
    insight = { default = 1.5, min = 0.5, max = 10, doc = "seconds Insight shows its pair" },
    double = { default = 3, min = 1, max = 20, whole = true, doc = "pairs Double doubles" },
  },
  actions = {
    {
      key = "1", name = "Peeks", charges = 0, card = false,
      description = "Choose two looks at the cursor's row (e), for a second each.",
      run = function(game)
        choose(game, "1")
        game:grant("e", 2)
      end,
      bot = bot_choice("1"),
    },
    {
      key = "2", name = "Insight", charges = 0, card = false,
      description = "Choose to see an unfound pair now.",
      run = function(game)
        local pair = unfound_group(game)
        if not pair then return false, "No pair left to show" end
        choose(game, "2")
        game:reveal(pair, game.params.insight, game:player())
      end,
      bot = bot_choice("2"),
    },
    {
      key = "3", name = "Double", charges = 0, card = false,
      description = "Choose double points for your next pairs.",
      run = function(game)
        choose(game, "3")
        game.state.double[game:player()] = game.params.double
      end,
      bot = bot_choice("3"),
    },
    {
      key = "e", name = "Peek", charges = 0,
      description = "Shows you the face-down cards of the cursor's row for a second.",
      run = function(game, card, row)
        local down = {}
        for _, i in ipairs(row) do
          if game:card(i).state == "down" then down[#down + 1] = i end
        end
        if #down == 0 then return false, "Nothing face down in this row" end
        game:reveal(down, 1, game:player())
      end,
      -- Computer players peek at the row of the first card they have not seen.
      bot = function(game)
        for _, i in ipairs(game:face_down()) do
          if game:card(i).times_shown == 0 then return i end
        end
      end,
    },
  },
  on_start = function(e, game)
    game.state.double = {}
    for p = 1, game:players() do
      for _, key in ipairs(BOONS) do game:grant(key, 1, p) end
    end
  end,
  on_match = function(e, game)
    local double = game.state.double
    local left = double[e.player]
    if left and left > 0 then
      double[e.player] = left - 1
      return e.points
    end
  end,
  status = function(game)
    local left = game.state.double and game.state.double[game:player()]
    if left and left > 0 then return "Double: " .. left end
  end,
}
