return rules { id = "loop", name = "Loop", api = 1,
  on_match = function(e)
    while true do end
  end,
}
