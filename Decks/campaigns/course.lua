-- The course: memory golf over nine holes, with the golf rules (every turn a stroke, par 7 for
-- every 4 pairs, the score par minus strokes). A hole's goal is the course's score so far, to
-- par: -5 after hole 3 is "at most 5 over par". Holes 4 (a peek), 6 (shuffles after misses)
-- and 8 (tremors) play a variant as a hazard. The goals give a player who forgets now and then
-- (`memory simulate --rules golf --strategy forgetful:0.3`) about two strokes of slack a hole
-- over that player's mean on the long holes.

---@type Campaign
return campaign {
  id = "course",
  name = "The course",
  api = 2,
  version = "1.0.0",
  description = "Memory golf: nine holes from 2x3 to 5x6, every turn a stroke; stay within the cut to play on",
  levels = {
    { deck = "emoji", rules = "golf", grid = "2x3", goal = -1 },
    { deck = "emoji", rules = "golf", grid = "2x4", goal = -2 },
    { deck = "emoji", rules = "golf", grid = "3x4", goal = -5 },
    { deck = "emoji", rules = "golf", variant = "peek", grid = "3x4", goal = -5 },
    { deck = "emoji", rules = "golf", grid = "4x4", goal = -11 },
    { deck = "emoji", rules = "golf", variant = "shuffle", grid = "4x4", goal = -19 },
    { deck = "emoji", rules = "golf", grid = "4x5", goal = -30 },
    { deck = "emoji", rules = "golf", variant = "tremor", grid = "4x4", goal = -37 },
    { deck = "emoji", rules = "golf", grid = "5x6", goal = -60 },
  },
}
