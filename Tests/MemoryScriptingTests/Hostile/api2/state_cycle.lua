return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game.state.a = { list = { 1, 2, {} } }
    game.state.a.list[3].back = game.state.a
  end,
}
