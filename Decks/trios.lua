-- Trios: pairs of fruit with a few trios among them (three little pigs, three bears, three blind
-- mice, three kings). A trio's face says `group = 3`: a turn that starts on one needs a third
-- card, and a mismatch ends it as usual; a turn that starts on a fruit is a pair's.

local faces = {}
for _, fruit in ipairs { "🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓", "🍒", "🍑", "🥝", "🍍" } do
  faces[#faces + 1] = fruit
end
for _, trio in ipairs { "🐷", "🐻", "🐭", "👑" } do
  faces[#faces + 1] = { label = trio, group = 3 }
end

---@type Deck
return deck {
  id = "trios",
  name = "Trios",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Pairs of fruit and a few trios (pigs, bears, mice, kings): a trio's turn takes three cards",
  faces = faces,
}
