return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game.state.by_table = { [{}] = 1 }
  end,
}
