return variant { id = "matcherr", name = "Match error", api = 2, description = "x",
  match = function(cards, game)
    error("no idea")
  end,
}
