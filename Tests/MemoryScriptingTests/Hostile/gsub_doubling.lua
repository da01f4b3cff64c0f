-- Each gsub is under the pattern guard's cap, but the string doubles every time: without the
-- matcher's work charged to the budget, each call of the hook ran for seconds.
return rules { id = "gsub-doubling", name = "gsub doubling", api = 1,
  on_match = function(e)
    local s = string.rep("a", 1e6)
    for _ = 1, 100 do s = s:gsub("a", "aa") end
    return 1
  end,
}
