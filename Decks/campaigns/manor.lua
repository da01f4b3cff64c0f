-- The manor: four levels mixing goals. A warm-up for points, two duels against the computer
-- that must be won (spies' power-ups, then landlords' rent), and a co-op night with the
-- computer as your teammate against the phantom, against the clock.
---@type Campaign
return campaign {
  id = "manor",
  name = "The manor",
  api = 2,
  version = "1.0.0",
  description = "Warm up for points, beat the computer twice, then beat the phantom with it",
  levels = {
    { deck = "emoji", rules = "classic", grid = "3x4", goal = 5 },
    { deck = "emoji", rules = "classic", variant = "spies", grid = "4x4", bot = "forgetful:0.6", goal = "win" },
    { deck = "food", rules = "classic", variant = "landlords", grid = "4x4", bot = "forgetful:0.3", goal = "win" },
    { deck = "emoji", rules = "classic", variant = "phantom", grid = "4x5", bot = "forgetful:0.3", goal = "win",
      params = { seconds = 150 } },
  },
}
