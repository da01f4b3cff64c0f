-- The run: a roguelike campaign. Every level is played with the roguelike variant: choose a
-- boon before the first card (one more life, or every pair worth one time more, or a glimpse
-- of the whole board); the lives and the multiplier carry from level to level, lives lost too.
---@type Campaign
return campaign {
  id = "run",
  name = "The run",
  api = 2,
  version = "1.0.0",
  description = "Four levels, one run: the boons you choose and the lives you lose carry on",
  -- What the roguelike variant carries: lives gained and lost, and multipliers gained.
  carry = { lives = 0, mult = 0 },
  levels = {
    { deck = "emoji", rules = "classic", variant = "roguelike", grid = "2x3", players = 1, goal = 3 },
    { deck = "emoji", rules = "classic", variant = "roguelike", grid = "3x4", players = 1, goal = 9 },
    { deck = "food", rules = "classic", variant = "roguelike", grid = "4x4", players = 1, goal = 17 },
    { deck = "emoji", rules = "classic", variant = "roguelike", grid = "4x5", players = 1, goal = 27 },
  },
}
