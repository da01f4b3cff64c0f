return variant { id = "scaled", name = "Scaled", api = 2, description = "a match's points, once and a half",
  on_match = function(e, game) return e.points * 1.5 end,
}
