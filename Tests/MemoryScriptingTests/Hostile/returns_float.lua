return rules { id = "float", name = "Float", api = 1,
  on_match = function(e) return 1.5 end,
}
