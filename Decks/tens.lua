-- Tens: the numbers 1 to 9, dealt as pairs that add up to ten (1 with 9, 2 with 8, …, 5 with 5).
-- With the tens rules any two cards that add up to ten match, whichever pair they came with.

local faces = {}
for n = 1, 9 do
  local partner = 10 - n
  local low, high = math.min(n, partner), math.max(n, partner)
  faces[#faces + 1] = { label = tostring(n), key = low .. "+" .. high, data = { value = n } }
end

---@type Deck
return deck {
  id = "tens",
  name = "Tens",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Numbers 1 to 9 in pairs that add up to ten (for the tens rules)",
  faces = faces,
}
