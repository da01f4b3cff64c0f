return variant { id = "gridonly", name = "Grid only", api = 2, description = "x",
  on_mismatch = function(e, game)
    if game:grid() then return 1.5 end
  end,
}
