return variant { id = "million", name = "Million", api = 2, description = "x",
  on_start = function(e, game)
    for i = 1, 1000000 do game:swap(1, 2) end
  end,
}
