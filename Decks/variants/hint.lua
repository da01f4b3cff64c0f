-- Hint: after three mismatches in a row the game shows you one pair nobody has found, for a
-- second, and says so on the status line; at most twice a game. It chooses a pair whose cards
-- have never been shown when there is one, so a hint always tells you something new.

local unseen = require "unseen"   -- lib/unseen.lua: the cards never shown, and a draw among them

-- The face-down cards of one group chosen at random (from the game's seed), those never
-- shown first; nil when no group has all its cards face down.
local function hidden_group(game)
  local by_key, keys = {}, {}
  for _, i in ipairs(game:face_down()) do
    local key = game:card(i).key
    if not by_key[key] then
      by_key[key] = {}
      keys[#keys + 1] = key
    end
    table.insert(by_key[key], i)
  end
  local fresh, any = {}, {}
  for _, key in ipairs(keys) do
    local cards = by_key[key]
    if #cards >= 2 then
      any[#any + 1] = cards
      if unseen.all(game, cards) then fresh[#fresh + 1] = cards end
    end
  end
  return unseen.draw(fresh, any)
end

-- Shows the players one hidden pair, if there is one, and says so.
local function show_hint(game)
  local cards = hidden_group(game)
  if not cards then return end
  game.state.misses = 0
  game.state.hints = game.state.hints - 1
  game:reveal(cards, game.params.seconds)
  local seconds = game.params.seconds
  local shown = seconds == 1 and "a second" or string.format("%g s", seconds)
  game:say("Hint: a pair, for " .. shown .. " (" .. game.state.hints .. " left)")
end

local reveal = require "reveal"   -- lib/reveal.lua: whether another variant's cards are on show

---@type Variant
return variant {
  id = "hint",
  name = "Hint",
  api = 2,
  version = "1.0.0",
  description = "{misses} mismatches in a row show you an unfound pair for {seconds} s, at most {hints} times a game",
  params = {
    misses = { default = 3, min = 1, max = 20, whole = true, doc = "mismatches in a row before a hint" },
    hints = { default = 2, min = 0, max = 10, whole = true, doc = "hints a game" },
    seconds = { default = 1, min = 0.2, max = 5, doc = "how long a hint shows its pair" },
  },
  on_start = function(e, game)
    game.state.misses = 0
    game.state.hints = game.params.hints
  end,
  on_match = function(e, game)
    game.state.misses = 0
  end,
  on_mismatch = function(e, game)
    game.state.misses = game.state.misses + 1
    if game.state.misses < game.params.misses or game.state.hints == 0 then return end
    if reveal.busy(game) then
      -- Stacked after a variant that revealed cards for this mismatch (aftershock): the hint
      -- shows once they are hidden again (play waits for them meanwhile).
      game:after(game:locked_until() - game:time(), show_hint)
      return
    end
    show_hint(game)
  end,
  status = function(game)
    local hints = game.state.hints or 0
    if hints == 0 then return nil end
    return string.format("Hints: %d, misses in a row: %d/%d", hints, game.state.misses or 0, game.params.misses)
  end,
}
