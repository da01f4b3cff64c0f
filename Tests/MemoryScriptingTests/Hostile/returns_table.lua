return rules { id = "table", name = "Table", api = 1,
  on_match = function(e) return {} end,
}
