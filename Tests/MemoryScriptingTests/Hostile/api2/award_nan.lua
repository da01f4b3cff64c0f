return variant { id = "nan", name = "NaN", api = 2, description = "x",
  on_match = function(e, game)
    game:award(0 / 0)
  end,
}
