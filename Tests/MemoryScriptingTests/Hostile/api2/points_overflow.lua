-- With the rules' point, math.maxinteger is one more than a whole number holds.
return variant { id = "overflow", name = "Overflow", api = 2, description = "x",
  on_match = function(e, game) return math.maxinteger end,
  on_mismatch = function(e, game) return 9223372036854775807 end,
}
