-- The fair: five stalls of the fairground, each a variant tuned by its named params. Two boards
-- split by rows, then by columns; the speed stall's clock, gentle and then strict (a slow turn
-- ends the level there); and the set tent, where any three cards that make a set count. With
-- classic rules every group found scores 1, and each goal leaves a group or two of slack over
-- the stalls before it (the set tent can strand cards; the strict clock can end a level early).

---@type Campaign
return campaign {
  id = "fair",
  name = "The fair",
  api = 2,
  version = "1.0.0",
  description = "Five stalls: two boards, the speed clock and the set tent; reach each goal to go on",
  levels = {
    { deck = "food", rules = "classic", variant = "twoboards", grid = "3x4", goal = 6, params = { split = "rows" } },
    { deck = "food", rules = "classic", variant = "twoboards", grid = "4x4", goal = 13, params = { split = "columns" } },
    { deck = "emoji", rules = "classic", variant = "speedround", grid = "3x4", goal = 18,
      params = { seconds = 10, cut = 1, least = 4 } },
    { deck = "sets", rules = "classic", variant = "setmatch", grid = "3x6", goal = 22 },
    { deck = "emoji", rules = "classic", variant = "speedround", grid = "4x4", goal = 28,
      params = { seconds = 8, cut = 0.5, least = 3, strict = true } },
  },
}
