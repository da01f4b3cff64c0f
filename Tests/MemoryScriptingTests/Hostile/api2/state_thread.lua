return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game.state[true] = { co = coroutine.create(function() end) }
  end,
}
