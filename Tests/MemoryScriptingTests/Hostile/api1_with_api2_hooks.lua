return variant { id = "early", name = "Early", api = 1, description = "x",
  on_turn = function(e, game) end,
  status = function(game) return "x" end,
  on_mismatch = function(board) end,
}
