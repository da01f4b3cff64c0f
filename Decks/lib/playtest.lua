-- Shared by tests, not by hooks: ways of playing a test's game that several tests need.
-- `local playtest = require "playtest"` at the top of a test file; the functions take the
-- test's games (`game { … }`) and return what happened, for the test to assert.
local playtest = {}

--- The first place after `a` whose card is of another group than card `a`'s: turned with
--- `a`, a mismatch. Nil when every other card is of `a`'s group.
---@return integer?
function playtest.other_group(g, a)
  for i = 1, g:cards() do
    if i ~= a and g:card(i).key ~= g:card(a).key then return i end
  end
end

--- Plays `g` to its end against its computer players: their turns as they play them
--- (`g:play_bots()`), the person's by turning the first face-down card that is not frozen, then
--- the first one the first card left unfrozen (a variant may freeze cards as the first is
--- turned), remembering nothing.
function playtest.against_computer(g)
  local function first_free()
    for i = 1, g:cards() do
      local card = g:card(i)
      if card.state == "down" and not card.frozen then return i end
    end
  end
  while not g:over() do
    if g:computer() then
      g:play_bots()
    else
      g:turn(first_free())
      if not g:over() and not g:computer() and first_free() then g:turn(first_free()) end
    end
  end
end

--- Plays a campaign's levels in order, as the campaign does (`campaign`: as `load_campaign`
--- gives it): level n's game is `deal(n, carried)` (by default `campaign:deal(n, { carried =
--- carried })`), played without a mistake, where `carried` is what the levels before carried
--- into it (the campaign's `carry`, nil for a campaign that carries nothing). Returns the games
--- played, and the first level whose goal was missed (nil: every goal was reached): a points
--- goal by the points so far, a "win" goal when player 1 is not among the game's winners.
---@return table games, integer? missed
function playtest.perfect_campaign(campaign, deal)
  deal = deal or function(n, carried) return campaign:deal(n, { carried = carried }) end
  local games, total, carried = {}, 0, campaign.carry
  for n, level in ipairs(campaign.levels) do
    local g = deal(n, carried)
    g:play_perfectly()
    games[n] = g
    total = total + g:score()
    if level.goal == "win" then
      local won = false
      for _, p in ipairs(g:winners()) do won = won or p == 1 end
      if not won then return games, n end
    elseif total < level.goal then
      return games, n
    end
    if campaign.carry then
      carried = {}
      for name in pairs(campaign.carry) do carried[name] = g:carried(name) end
    end
  end
  return games, nil
end

return playtest
