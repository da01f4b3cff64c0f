return rules { id = "flood", name = "Flood", api = 1,
  on_match = function(e)
    for i = 1, 20000 do print("\27[2J flood") end
    return 1
  end,
}
