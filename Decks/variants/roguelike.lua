-- Roguelike: a run's lives and boons, carried from level to level by a campaign that declares
-- `carry = { lives = 0, mult = 0 }` (see campaigns/run.lua). The run starts with {lives} lives.
-- Before the first card, choose one boon with 1, 2 or 3: 1 Life, one more life for the rest of
-- the run; 2 Greed, every pair scores one time more for the rest of the run; 3 Glimpse, every
-- card shown for {glimpse} seconds now. A mismatch of a card seen before costs a life for the
-- rest of the run too; none left loses the level, which is then played again with the lives
-- and boons it began with. The campaign carries the changes: lives gained and lost, and
-- multipliers gained; played alone, a game is a run of one level.

-- The boons' keys, offered once at the level's start.
local BOONS = { "1", "2", "3" }

--- The lives left: the run's lives and the changes carried since.
local function lives(game)
  return game.params.lives + game:carried("lives")
end

--- What each pair's points are multiplied by.
local function mult(game)
  return 1 + game:carried("mult")
end

--- Takes the boons away from the current player once one is chosen, or at their first card.
local function close_boons(game)
  for _, key in ipairs(BOONS) do
    local left = game:charges(key)
    if left and left > 0 then game:grant(key, -left) end
  end
end

--- A boon's action: `effect(game)` once, before the first card.
local function boon(key, name, description, effect)
  return {
    key = key, name = name, charges = 0, card = false, description = description,
    run = function(game)
      effect(game)
      close_boons(game)
      game:tally("boon" .. key)
    end,
    -- Computer players take Greed (the boon of a long run).
    bot = function(game) return key == "2" and game:charges(key) > 0 end,
  }
end

---@type Variant
return variant {
  id = "roguelike",
  name = "Roguelike",
  api = 2,
  version = "1.0.0",
  description = "A run: choose a boon (1 life, 2 greed, 3 glimpse) before your first card; lives and greed carry between a campaign's levels",
  grid = "3x4",
  params = {
    lives = { default = 3, min = 1, max = 99, whole = true, doc = "lives outside a campaign that carries them" },
    glimpse = { default = 2, min = 0.5, max = 10, doc = "seconds Glimpse shows every card" },
  },
  actions = {
    boon("1", "Life", "Choose one more life, for the rest of the run.", function(game) game:carry("lives", 1) end),
    boon("2", "Greed", "Choose one time more points for every pair, for the rest of the run.", function(game) game:carry("mult", 1) end),
    boon("3", "Glimpse", "Choose to see every card now, for a moment.", function(game)
      game:reveal(game:face_down(), game.params.glimpse, game:player())
    end),
  },
  on_start = function(e, game)
    for p = 1, game:players() do
      for _, key in ipairs(BOONS) do game:grant(key, 1, p) end
    end
  end,
  -- A player's first card takes away the boons not chosen.
  on_turn = function(e, game)
    if #e.cards == 1 then close_boons(game) end
  end,
  -- Greed's extra points. A campaign may carry a decimal multiplier (`carry = { mult = 0.5 }`
  -- starts a run at ×1.5): the fractions add up over the pairs, a whole point once they make one.
  on_match = function(e, game)
    local extra = (game.state.extra or 0) + e.points * (mult(game) - 1)
    local whole = math.floor(extra + 1e-9)
    game.state.extra = extra - whole
    return whole
  end,
  on_mismatch = function(e, game)
    for _, card in ipairs(e.cards) do
      if card.seen then
        -- A carry is applied once the hook has run: the lives left are counted here.
        local left = lives(game) - 1
        game:carry("lives", -1)
        if left <= 0 then game:lose("Out of lives!") end
        return
      end
    end
  end,
  status = function(game)
    local text = "Lives: " .. lives(game) .. " · Points ×" .. mult(game)
    if game:charges("1") == 1 then text = text .. " · choose a boon: 1 2 3" end
    return text
  end,
}
