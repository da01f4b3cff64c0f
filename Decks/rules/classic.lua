-- Classic: one point for every pair (or group) found, nothing lost for a mismatch. The default.

---@type Rules
return rules {
  id = "classic",
  name = "Classic",
  api = 1,
  version = "1.0.0",
  description = "+1 for every match; mismatches cost nothing",
  on_match = function(e) return 1 end,
}
