local function again(game) game:after(0, again) end
return variant { id = "storm", name = "Storm", api = 2, description = "x",
  on_start = function(e, game) game:after(0.5, again) end,
}
