return variant { id = "neverends", name = "Never ends", api = 2, description = "x",
  on_turn = function(e, game) game:end_turn() end,
}
