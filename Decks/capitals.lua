-- Capitals: a country and its capital make a pair, so the two cards of a pair show different
-- words (France and Paris). Each face carries the pair's key; its label is what the card shows.

--- A pair of faces sharing a key: the country's name and its capital's.
local function pair(country, capital)
  return { label = country, key = country }, { label = capital, key = country }
end

local faces = {}
for _, p in ipairs {
  { "France", "Paris" }, { "Japan", "Tokyo" }, { "Italy", "Rome" }, { "Spain", "Madrid" },
  { "Egypt", "Cairo" }, { "Peru", "Lima" }, { "Kenya", "Nairobi" }, { "Cuba", "Havana" },
  { "Chile", "Santiago" }, { "Greece", "Athens" }, { "Norway", "Oslo" }, { "Poland", "Warsaw" },
  { "Russia", "Moscow" }, { "China", "Beijing" }, { "India", "Delhi" }, { "Canada", "Ottawa" },
  { "Turkey", "Ankara" }, { "Ghana", "Accra" }, { "Iran", "Tehran" }, { "Ireland", "Dublin" },
  { "Austria", "Vienna" }, { "Hungary", "Budapest" }, { "Portugal", "Lisbon" }, { "Mali", "Bamako" },
} do
  local country, capital = pair(p[1], p[2])
  faces[#faces + 1] = country
  faces[#faces + 1] = capital
end

---@type Deck
return deck {
  id = "capitals",
  name = "Capitals",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "24 countries and their capitals: France pairs with Paris",
  back = "?",
  colour = "blue",
  faces = faces,
}
