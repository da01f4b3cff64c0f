return variant { id = "long", name = "Long", api = 2, description = "x",
  on_start = function(e, game)
    game:say("\27]52;c;cHduZWQ=\7" .. string.rep("x", 10000))
  end,
}
