return variant { id = "swapup", name = "Swap up", api = 2, description = "x",
  on_turn = function(e, game)
    local down = game:face_down()
    game:swap(e.cards[1].index, down[1])
  end,
}
