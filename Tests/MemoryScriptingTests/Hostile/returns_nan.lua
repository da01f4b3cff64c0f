return rules { id = "nan", name = "NaN", api = 1,
  on_match = function(e) return 0/0 end,
}
