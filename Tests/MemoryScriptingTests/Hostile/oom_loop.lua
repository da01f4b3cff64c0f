return rules { id = "oom-loop", name = "Caught memory errors", api = 1,
  on_match = function(e)
    while true do pcall(function() local t = {} for i = 1, 1e9 do t[i] = { i, i, i, i } end end) end
  end,
}
