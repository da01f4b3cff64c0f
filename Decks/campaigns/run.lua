-- The run: a roguelike campaign. Every level is played with the roguelike variant: choose a
-- boon before the first card (one more life, or every pair worth one time more, or a glimpse
-- of the whole board); the lives and the multiplier carry from level to level, lives lost too.
-- The goals ask for Greed once, in level 1 or 2: a run without it clears level 2 at 9 points of
-- the 12 needed, while one Greed then leaves the other levels' boons free for lives.
---@type Campaign
return campaign {
  id = "run",
  name = "The run",
  api = 2,
  version = "1.0.0",
  description = "Four levels, one run: the boons you choose and the lives you lose carry on; take Greed by level 2 to reach the goals",
  -- What the roguelike variant carries: lives gained and lost, and multipliers gained. Its
  -- status line says what they come to ("Lives: 2 · Points ×2"), as a level starts and ends.
  carry = { lives = 0, mult = 0 },
  carry_shown = "status",
  levels = {
    { deck = "emoji", rules = "classic", variant = "roguelike", grid = "2x3", players = 1, goal = 3 },
    { deck = "emoji", rules = "classic", variant = "roguelike", grid = "3x4", players = 1, goal = 12 },
    { deck = "food", rules = "classic", variant = "roguelike", grid = "4x4", players = 1, goal = 28 },
    { deck = "emoji", rules = "classic", variant = "roguelike", grid = "4x5", players = 1, goal = 48 },
  },
}
