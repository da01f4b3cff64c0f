-- Lives: every mismatch costs a life, and the game is lost when none are left. The lives left
-- are on the status line. Set the number with params (3 by default).

local lives = require "lives"   -- lib/lives.lua, shared with the shop variant

---@type Variant
return variant {
  id = "lives",
  name = "Lives",
  api = 2,
  version = "1.0.0",
  description = "{lives} lives: each mismatch costs one; lose them all and the game is lost",
  params = { lives = { default = 3, min = 1, whole = true, doc = "mismatches before the game is lost" } },
  on_start = lives.start,
  on_mismatch = lives.lose_one,
  status = lives.status,
}
