return variant { id = "state", name = "State", api = 2, description = "x",
  on_start = function(e, game)
    game:say("kept?")
    game.state.count = 1
    game.state.cb = function() end
    return 5
  end,
  on_turn = function(e, game) game.state.turned = (game.state.turned or 0) + 1 end,
  status = function(game) return "count " .. tostring(game.state.count) .. " turned " .. tostring(game.state.turned) end,
}
