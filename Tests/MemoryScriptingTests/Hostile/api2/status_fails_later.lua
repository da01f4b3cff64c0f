return variant { id = "statuslater", name = "Status fails later", api = 2, description = "x",
  on_turn = function(e, game) game.state.turned = true end,
  status = function(game)
    if game.state.turned then return game.state.missing.field end
  end,
}
