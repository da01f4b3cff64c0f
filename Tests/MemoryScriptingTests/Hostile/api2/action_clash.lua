return variant { id = "clash", name = "Clash", api = 2, description = "x",
  actions = { { key = "q", name = "Quit", run = function(game, card) end } },
}
