return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game.state.f = function() end
    game.state.self = game.state
    game.state.count = (game.state.count or 0) + 1
  end,
  status = function(game) return "count " .. game.state.count end,
}
