-- Lives: every mismatch costs a life, and the game is lost when none are left. The lives left
-- are on the status line. Set the number with params (3 by default).

---@type Variant
return variant {
  id = "lives",
  name = "Lives",
  api = 2,
  version = "1.0.0",
  description = "Three lives: each mismatch costs one; lose them all and the game is lost",
  params = { lives = { default = 3, min = 1, whole = true, doc = "mismatches before the game is lost" } },
  on_start = function(e, game)
    game.state.lives = game.params.lives
  end,
  on_mismatch = function(e, game)
    local state = game.state
    state.lives = state.lives - 1
    if state.lives <= 0 then game:lose("Out of lives!") end
  end,
  status = function(game)
    return "Lives: " .. (game.state.lives or game.params.lives)
  end,
}
