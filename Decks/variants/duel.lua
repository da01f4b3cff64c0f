-- Duel: two players take turns at one board; whoever finds a pair plays again.

---@type Variant
return variant {
  id = "duel",
  name = "Duel",
  api = 1,
  version = "1.0.0",
  description = "Two players take turns; a match gives another turn",
  players = 2,
  extra_turn = true,
}
