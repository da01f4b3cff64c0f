return variant { id = "points-before", name = "Points before", api = 2, description = "x",
  on_match = function(e, game)
    game:say("before " .. e.points)
    return e.points
  end,
  on_mismatch = function(e, game) game:say("before " .. e.points) end,
}
