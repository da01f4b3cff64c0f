return rules { id = "hook-memory", name = "Memory hog", api = 1,
  on_match = function(e)
    local t = {} for i = 1, 1e9 do t[i] = { i, i, i, i } end
  end,
}
