-- Standard: one player turns two cards a turn; a mismatch stays on show for 1 second.

---@type Variant
return variant {
  id = "standard",
  name = "Standard",
  api = 1,
  version = "1.0.0",
  description = "Pairs, mismatches shown for 1 second",
  group = 2,
  reveal = 1,
}
