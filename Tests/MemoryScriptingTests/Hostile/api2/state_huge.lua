return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game.state.big = string.rep("x", 100 * 1024 * 1024)
  end,
}
