return variant { id = "variant-loop", name = "Looping variant", api = 1,
  on_mismatch = function(board)
    while true do end
  end,
}
