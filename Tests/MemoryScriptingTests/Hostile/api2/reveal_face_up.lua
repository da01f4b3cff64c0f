-- Asks to reveal and to take off the card just turned, which is face up.
return variant { id = "faceup", name = "Face up", api = 2, description = "x",
  on_turn = function(e, game)
    local card = e.cards[#e.cards].index
    game:reveal(card, 1)
    game:remove(card)
  end,
}
