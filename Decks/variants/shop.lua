-- Shop: five lives, and the points you score buy help. Each mismatch costs a life; lose them
-- all and the game is lost. Press x to buy a one-second look at the card under the cursor
-- (1 point; the look is the buyer's alone), e to buy an extra life (2 points). Computer players
-- buy a life when they are down to their last, and a look at a card they have not seen when
-- they can spare the points.

local lives = require "lives"   -- lib/lives.lua, shared with the lives variant

local function buy(game, price)
  local score = game:score(game:player())
  if score < price then
    return false, "Not enough points: it costs " .. price .. ", you have " .. score
  end
  return true
end

---@type Variant
return variant {
  id = "shop",
  name = "Shop",
  api = 2,
  version = "1.0.0",
  description = "{lives} lives; points buy a look at a card (x, costs {look}) or an extra life (e, costs {life})",
  grid = "3x4",
  params = {
    lives = { default = 5, min = 1, max = 99, whole = true, doc = "lives at the start" },
    look = { default = 1, min = 0, max = 100, whole = true, doc = "price of a look at a card" },
    life = { default = 2, min = 0, max = 100, whole = true, doc = "price of an extra life" },
  },
  on_start = lives.start,
  on_mismatch = lives.lose_one,
  status = function(game)
    return lives.status(game) .. " · x look " .. game.params.look .. " · e life " .. game.params.life
  end,
  actions = {
    {
      key = "x",
      name = "Buy a look",
      description = "Shows you the face-down card under the cursor for a second, for 1 point; a computer opponent does not see it.",
      run = function(game, card)
        if game:card(card).state ~= "down" then return false, "Look at a face-down card" end
        local ok, why = buy(game, game.params.look)
        if not ok then return false, why end
        game:reveal({ card }, 1, game:player())
        return -game.params.look
      end,
      -- With a life to spare and points left after it, on the first card the player has not seen.
      bot = function(game)
        if game.state.lives < 2 or game:score(game:player()) < game.params.look + game.params.life then return nil end
        for _, i in ipairs(game:face_down()) do
          if game:card(i).times_shown == 0 then return i end
        end
      end,
    },
    {
      key = "e",
      name = "Buy a life",
      description = "One more life, for 2 points.",
      run = function(game)
        local ok, why = buy(game, game.params.life)
        if not ok then return false, why end
        game.state.lives = game.state.lives + 1
        game:say("One more life")
        return -game.params.life
      end,
      bot = function(game)
        if game.state.lives == 1 and game:score(game:player()) >= game.params.life then return 1 end
      end,
    },
  },
}
