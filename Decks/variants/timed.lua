-- Timed: clear the board within 60 seconds; when time runs out the game ends.

---@type Variant
return variant {
  id = "timed",
  name = "Timed",
  api = 1,
  version = "1.0.0",
  description = "Pairs against the clock: 60 seconds",
  time_limit = 60,
}
