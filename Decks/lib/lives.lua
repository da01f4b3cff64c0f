-- Lives, shared by variants: `local lives = require "lives"`. Each mismatch costs a life and
-- the game is lost when none are left; the lives are kept in game.state.lives, starting from
-- the script's `lives` param. Used by variants/lives.lua and variants/shop.lua.

local lives = {}

--- on_start: the game starts with game.params.lives lives.
function lives.start(e, game)
  game.state.lives = game.params.lives
end

--- on_mismatch: one life less; none left loses the game.
function lives.lose_one(e, game)
  local state = game.state
  state.lives = state.lives - 1
  if state.lives <= 0 then game:lose("Out of lives!") end
end

--- The status line's part: "Lives: 2" (the param's number before the game starts).
function lives.status(game)
  return "Lives: " .. (game.state.lives or game.params.lives)
end

return lives
