return variant { id = "dealreveal", name = "Deal during a reveal", api = 2, description = "x", stock = 1,
  on_match = function(e, game)
    game:reveal(game:face_down(), 2)
    game:deal({ e.cards[1].index, e.cards[2].index })
  end,
}
