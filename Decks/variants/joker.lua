-- Joker: a card tagged "wild" (the party deck's 🃏) matches any card. A pair made with a joker
-- leaves the other card's partner alone; it can still pair with the other joker, and once no
-- group left can match, the game ends. `needs` has every deal include the jokers. It is played
-- with the party deck unless the player picks another.

local wild = require "wild"

---@type Variant
return variant {
  id = "joker",
  name = "Joker",
  api = 2,
  version = "1.0.0",
  description = "Jokers are wild: a joker matches any card",
  deck = "party",
  needs = { "wild" },
  match = wild.match,
}
