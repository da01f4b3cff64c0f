-- Triples: find three of a kind. Three cards a turn; a mismatch stays on show for 1.5 seconds.

---@type Variant
return variant {
  id = "triples",
  name = "Triples",
  api = 1,
  version = "1.0.0",
  description = "Groups of three cards, mismatches shown for 1.5 seconds",
  group = 3,
  reveal = 1.5,
}
