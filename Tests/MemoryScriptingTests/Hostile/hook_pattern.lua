return rules { id = "hook-pattern", name = "Catastrophic pattern", api = 1,
  on_match = function(e)
    local s = string.rep("a", 5000)
    return s:find(".-.-.-.-b") and 1 or 0
  end,
}
