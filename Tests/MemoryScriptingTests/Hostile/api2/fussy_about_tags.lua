return variant { id = "fussy", name = "Fussy", api = 2, description = "x",
  on_turn = function(e, game)
    if game:has_tag(e.cards[#e.cards].index, "wild") then
      error("a wild card")
    end
  end,
}
