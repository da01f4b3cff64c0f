return variant { id = "dealup", name = "Deal onto a face-up card", api = 2, description = "x", stock = 2,
  on_turn = function(e, game)
    local down = game:face_down()
    game:deal({ e.cards[1].index, down[1] })
  end,
}
