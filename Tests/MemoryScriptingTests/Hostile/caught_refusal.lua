return rules { id = "caught-refusal", name = "Caught refusal", api = 1,
  on_match = function(e)
    local s = string.rep("a", 5000)
    local refused = not pcall(s.find, s, ".-.-.-.-b")
    error(refused and "refused, then an ordinary error" or "not refused")
  end,
}
