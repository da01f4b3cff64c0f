return rules {
  id = "escape-hook", name = "Escape hook", api = 1,
  on_match = function(e) error("\27]52;c;cHduZWQ=\7\27]2;pwned\7\194\155" .. "2J") end,
}
