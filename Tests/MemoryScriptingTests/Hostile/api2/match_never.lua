return variant { id = "never", name = "Never", api = 2, description = "x",
  match = function(cards, game) return false end,
}
