return rules { id = "points-rules", name = "Points rules", api = 2, description = "x",
  on_match = function(e, game) return 3 end,
  on_mismatch = function(e, game) return -1 end,
}
