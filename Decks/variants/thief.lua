-- Thief: every {every}th miss, the thief strikes (at most {strikes} times a game): the group found
-- last goes back face down where it lies now, to be found again, and whoever found it loses the
-- points it earned. A group the thief put back is safe from it until it is found again. The group
-- is kept by its cards' ids, which follow them wherever other variants move them; a group taken
-- off the board meanwhile is safe.

-- The places the cards with these ids lie now, if each is still found on the board.
local function found_places(ids, game)
  local wanted, places = {}, {}
  for _, id in ipairs(ids) do wanted[id] = true end
  for _, card in ipairs(game:cards()) do
    if wanted[card.id] then
      if card.state ~= "matched" then return nil end
      places[#places + 1] = card.index
    end
  end
  return #places == #ids and places or nil
end

---@type Variant
return variant {
  id = "thief",
  name = "Thief",
  api = 2,
  version = "1.0.0",
  description = "Every {every}th miss the thief puts the group found last back face down, and takes its points ({strikes} times at most)",
  params = {
    every = { default = 3, min = 1, max = 20, whole = true, doc = "misses between the thief's strikes" },
    strikes = { default = 3, min = 0, max = 100, whole = true, doc = "the most times the thief strikes in a game" },
  },
  on_match = function(e, game)
    local ids = {}
    for i, c in ipairs(e.cards) do ids[i] = game:card(c.index).id end
    game.state.last = { ids = ids, player = e.player, points = e.points }
  end,
  on_mismatch = function(e, game)
    game.state.misses = (game.state.misses or 0) + 1
    local last = game.state.last
    local struck = game.state.struck or 0
    if game.state.misses % game.params.every ~= 0 or not last or struck >= game.params.strikes then return end
    game.state.last = nil
    local places = found_places(last.ids, game)
    if not places then return end
    game.state.struck = struck + 1
    game:unfind(places)
    if last.points > 0 then game:award(-last.points, last.player) end
    game:say("The thief put a group back!")
    game:tally("thefts")           -- memory simulate reports thefts per game
  end,
  status = function(game)
    local every = game.params.every
    if (game.state.struck or 0) >= game.params.strikes then return "Thief: gone" end
    return "Thief in " .. (every - (game.state.misses or 0) % every)
  end,
}
