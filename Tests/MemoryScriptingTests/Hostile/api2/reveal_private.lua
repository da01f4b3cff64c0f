-- Reveals card 1 to player 2 alone at the start; a turn asks for a reveal to a player not at
-- the table (an error at the call, which stops the hook).
return variant { id = "private", name = "Private", api = 2, description = "x",
  on_start = function(e, game)
    game:reveal({ 1 }, 1, 2)
  end,
  on_turn = function(e, game)
    game:reveal({ 2 }, 1, 3)
  end,
}
