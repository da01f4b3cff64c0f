-- The turn-end hook asks to end the turn: ending it again would call the hook again, for ever.
return variant { id = "endless", name = "Endless turn end", api = 2, description = "x", players = 2,
  on_turn_end = function(e, game)
    game:end_turn()
  end,
}
