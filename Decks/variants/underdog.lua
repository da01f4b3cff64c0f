-- Underdog: a duel with a catch-up rule. At the start of each turn of a player {behind} or more
-- points behind the leader, a face-down card they have not seen yet is shown to them alone for
-- a second: a private look, which the leader sees being taken but not its face.

local reveal = require "reveal"   -- lib/reveal.lua: whether another variant's cards are on show
local unseen = require "unseen"   -- lib/unseen.lua: the cards never shown, and a draw among them

-- The points the player is behind the best of the others (0 when ahead or level).
local function behind(game, p)
  local best = nil
  for q = 1, game:players() do
    if q ~= p and (best == nil or game:score(q) > best) then best = game:score(q) end
  end
  return math.max(0, (best or 0) - game:score(p))
end

-- A face-down card the player whose turn it is has not seen, else any face-down card.
local function unseen_card(game)
  local down = {}
  for _, c in ipairs(game:cards()) do
    if c.state == "down" and not c.frozen then down[#down + 1] = c.index end
  end
  return unseen.draw((unseen.split(game, down)), down)
end

-- Run from a timer set at the turn's start for when a mismatch still on show has turned back.
local function look(game)
  local p = game:player()
  if game.state.turn ~= game:moves() then return end
  -- One reveal at a time: with another variant's cards on show (dice's look), the look is lost.
  if reveal.busy(game) then
    game:tally("looks_lost")
    return
  end
  if behind(game, p) < game.params.behind then return end
  local card = unseen_card(game)
  if not card then return end
  game:reveal({ card }, game.params.look, p)
  game:tally("looks")
end

return variant {
  id = "underdog",
  name = "Underdog",
  author = "memory",
  version = "1.0.0",
  api = 2,
  description = "A duel: a player {behind} or more points behind starts each turn with a secret look at a card they have not seen",
  players = 2,
  params = {
    behind = { default = 2, min = 1, max = 1000, whole = true, doc = "points behind the leader that earn a look" },
    look = { default = 1, min = 0.2, max = 10, doc = "seconds the look lasts" },
  },
  on_turn_start = function(e, game)
    game.state.turn = game:moves()
    local locked = game:locked_until()
    game:after(locked and locked - game:time() or 0, look)
  end,
  -- Who would get a look on their turn now.
  status = function(game)
    for p = 1, game:players() do
      if behind(game, p) >= game.params.behind then return "Underdog: " .. game:name(p) end
    end
    return "Underdog: none"
  end,
}
