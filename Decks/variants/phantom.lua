-- Phantom: a co-op game. The players take turns at one board against a phantom: every mismatch
-- of a card the team had seen before (a slip of memory, not a first look) lets the phantom take
-- an unfound pair off the board, face down. The team wins together when, at the end, it has
-- found more pairs than the phantom took (a tie goes to the phantom), within the time limit.
-- The status line keeps the count; the game is lost as soon as the team can at best tie.
-- Matching goes by the faces' keys (the phantom takes two face-down cards of one key).

--- The key of a group the phantom may take (its unfound cards all face down), and two of its
--- cards, drawn with the game's seeded random; nil when no group is wholly face down.
local function prey(game)
  local cards, blocked, keys = {}, {}, {}
  for _, c in ipairs(game:cards()) do
    if c.state == "down" and not c.frozen then
      if not cards[c.key] then
        cards[c.key] = {}
        keys[#keys + 1] = c.key
      end
      table.insert(cards[c.key], c.index)
    elseif c.state ~= "matched" and c.state ~= "removed" then
      blocked[c.key] = true   -- face up, on show or frozen: the phantom leaves this group alone
    end
  end
  local open = {}
  for _, key in ipairs(keys) do
    if not blocked[key] and #cards[key] >= 2 then open[#open + 1] = key end
  end
  if #open == 0 then return nil end
  local key = open[math.random(#open)]
  return key, { cards[key][1], cards[key][2] }
end

--- Ends the game when it is decided: `left` groups are still to find after this event.
local function judge(game, left)
  local team, phantom = game.state.team, game.state.phantom
  if left == 0 then
    if team > phantom then
      game:win(("The team beats the phantom, %d to %d"):format(team, phantom))
    else
      game:lose(("The phantom wins, %d to %d"):format(phantom, team))
    end
  elseif team + left <= phantom then
    game:lose(("The phantom has %d pairs: the team cannot catch up"):format(phantom))
  end
end

---@type Variant
return variant {
  id = "phantom",
  name = "Phantom",
  api = 2,
  version = "1.0.0",
  description = "Co-op: each slip of memory lets a phantom take a pair; find more pairs than it within {seconds} s",
  players = 2,
  grid = "4x4",
  coop = true,
  time_limit = "{seconds}",
  params = {
    seconds = { default = 240, min = 10, max = 3600, doc = "Seconds the team has to beat the phantom" },
  },
  on_start = function(e, game)
    game.state.team, game.state.phantom = 0, 0
  end,
  on_match = function(e, game)
    game.state.team = game.state.team + 1
  end,
  -- A mismatch where a card had been turned before is a slip: the phantom takes a pair.
  on_mismatch = function(e, game)
    local slip = false
    for _, c in ipairs(e.cards) do
      if c.seen then slip = true end
    end
    if not slip then return end
    local key, pair = prey(game)
    if not key then return end
    game.state.phantom = game.state.phantom + 1
    game:tally("taken")
    -- The turn's own groups are on show, so at least one other group is left after this one.
    game:remove(pair)
    game:say(("The phantom takes a pair of %s"):format(key))
    judge(game, game:groups_left() - 1)
  end,
  -- The last pair found by the team: decided before the board counts as cleared.
  on_turn_end = function(e, game)
    if game:groups_left() == 0 and not game:result() then judge(game, 0) end
  end,
  status = function(game)
    return ("Team %d · Phantom %d"):format(game.state.team or 0, game.state.phantom or 0)
  end,
  on_end = function(e, game)
    if (game.state.phantom or 0) > 0 then
      game:say(("The phantom took %d pairs"):format(game.state.phantom))
    end
  end,
}
