return variant { id = "reveal", name = "Reveal", api = 2, description = "x",
  on_start = function(e, game)
    game:reveal({ 1 }, 1e300)
    game:reveal({ 1 }, 1)
    game:reveal({ 2 }, 1)
  end,
}
