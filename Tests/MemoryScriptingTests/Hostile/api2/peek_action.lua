return variant { id = "peekaction", name = "Peek action", api = 2, description = "x",
  actions = { { key = "r", name = "Reveal", charges = 2, description = "show a card",
    run = function(game, card) game:reveal({ card }, 1) end } },
}
