return variant { id = "write", name = "Write", api = 2, description = "x",
  on_start = function(e, game)
    game.score = 100
  end,
}
