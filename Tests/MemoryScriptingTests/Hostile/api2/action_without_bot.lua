return variant { id = "unguided", name = "Unguided action", api = 2, description = "x",
  actions = { { key = "x", name = "Boom", charges = 2, run = function(game, card, row)
    if game:card(card).state ~= "matched" then return 1.5 end
  end } },
}
