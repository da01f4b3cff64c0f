return variant { id = "refill", name = "Refill", api = 2, description = "Every pair found is replaced from a stock of 4",
  stock = 4,
  on_match = function(e, game)
    if game:stock() > 0 then game:deal({ e.cards[1].index, e.cards[2].index }) end
  end,
}
