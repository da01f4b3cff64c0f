return variant { id = "extremes", name = "Extremes", api = 2, description = "x",
  on_turn = function(e, game)
    game:award(math.mininteger)
    game:award(math.maxinteger)
  end,
  on_match = function(e, game) return math.mininteger end,
}
