return rules { id = "string", name = "String", api = 1,
  on_match = function(e) return "10" end,
}
