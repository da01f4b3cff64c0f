return variant { id = "dealempty", name = "Deal from an empty stock", api = 2, description = "x", stock = 1,
  on_match = function(e, game)
    game:deal({ e.cards[1].index, e.cards[2].index })
  end,
}
