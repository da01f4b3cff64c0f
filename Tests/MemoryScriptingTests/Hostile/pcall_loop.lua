return rules { id = "pcall-loop", name = "Loop in pcall", api = 1,
  on_match = function(e)
    while true do pcall(function() while true do end end) end
  end,
}
