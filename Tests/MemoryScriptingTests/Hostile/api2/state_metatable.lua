return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game.state["two words"] = { setmetatable({}, { __index = function() return 1 end }) }
  end,
}
