return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game.state.count = (game.state.count or 0) + 1
    game.state.seen = { 1, 2.5, "two\nlines", [10] = true, nested = { deeper = { x = -3 } }, [false] = "no" }
  end,
  on_turn = function(e, game) game.state.seen[#game.state.seen + 1] = game:moves() end,
  status = function(game) return "count " .. game.state.count end,
}
