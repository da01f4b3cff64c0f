-- Combo: matches in a row build a combo; from three on, each says "Combo ×N!", rings the bell
-- (for players who turned sound on) and is worth N extra points.

---@type Variant
return variant {
  id = "combo",
  name = "Combo",
  api = 2,
  version = "1.0.0",
  description = "Three matches in a row make a combo: a bonus of one point per match in it",
  on_match = function(e, game)
    if e.streak < 3 then return end
    game:say("Combo ×" .. e.streak .. "!")
    game:bell()
    return e.streak
  end,
}
