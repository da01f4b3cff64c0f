-- Blackout: a power-up that undoes your progress for points. Once a game, `o` turns every pair
-- found so far back face down where it lies (marked with its bonus); each of them found again
-- scores the bonus on top of the rules' points, until the first miss: then the lights come back
-- on and the pairs still dark are worth only the rules' points. Use it when you remember where
-- the found pairs lie.
--
-- Groups are kept as they were found (the cards' ids), so a stacked variant that moves found
-- cards, takes them off or puts them back is followed: only groups still found black out.

local function places_by_id(game)
  local at = {}
  for _, c in ipairs(game:cards()) do at[c.id] = c end
  return at
end

-- The groups found and still on the board as found, each a list of places.
local function found_groups(game)
  local at, groups = places_by_id(game), {}
  for _, ids in ipairs(game.state.found) do
    local places = {}
    for _, id in ipairs(ids) do
      local c = at[id]
      if c and c.state == "matched" then places[#places + 1] = c.index end
    end
    if #places == #ids then groups[#groups + 1] = places end
  end
  return groups
end

local function black_out(game)
  local groups = found_groups(game)
  if #groups == 0 then return false, "Blackout: no pair found yet" end
  for _, places in ipairs(groups) do
    game:unfind(places)
    game:mark(places, "+" .. game.params.bonus)
    for _, i in ipairs(places) do game.state.dark[game:card(i).id] = true end
  end
  game.state.found = {}
  game:tally("blacked_out", #groups)
  game:say("Blackout! " .. #groups .. (#groups == 1 and " pair" or " pairs") .. " back in the dark")
end

return variant {
  id = "blackout",
  name = "Blackout",
  author = "memory",
  version = "1.0.0",
  api = 2,
  description = "o, once a game: every pair found turns back face down; each found again before a miss scores {bonus} more",
  params = {
    bonus = { default = 2, min = 0, max = 100, whole = true, doc = "points for each blacked-out pair found again" },
  },
  actions = {
    {
      key = "o", name = "Blackout", charges = 1, card = false,
      description = "every pair found turns back face down; found again before a miss, each scores the bonus",
      run = black_out,
      -- A computer player blacks out once half the pairs are found, if it remembers well enough
      -- to find them again.
      bot = function(game)
        local skill = game:skill() or 0
        local found = #found_groups(game)
        return skill >= 0.6 and found >= 2 and found >= game:groups_left()
      end,
    },
  },
  on_start = function(e, game)
    game.state.found = {}   -- the groups found, each a list of card ids
    game.state.dark = {}    -- ids of cards blacked out and not yet found again
  end,
  on_match = function(e, game)
    local ids, places, dark, found = {}, {}, true, true
    for _, c in ipairs(e.cards) do
      local card = game:card(c.index)
      ids[#ids + 1], places[#places + 1] = card.id, c.index
      if not game.state.dark[card.id] then dark = false end
      -- A variant earlier in a stack may have dealt a new card over it (endless).
      if card.state ~= "matched" then found = false end
    end
    if found then
      -- Cards another variant put back (thief) and found again are listed once: an earlier
      -- group holding any of them goes, or the blackout would put a card back twice.
      local listed = {}
      for _, id in ipairs(ids) do listed[id] = true end
      for k = #game.state.found, 1, -1 do
        for _, id in ipairs(game.state.found[k]) do
          if listed[id] then
            table.remove(game.state.found, k)
            break
          end
        end
      end
      table.insert(game.state.found, ids)
    end
    if not dark then return 0 end
    for _, id in ipairs(ids) do game.state.dark[id] = nil end
    game:unmark(places)
    game:tally("found_again")
    return game.params.bonus
  end,
  -- A miss turns the lights back on: the pairs still dark lose their bonus.
  on_mismatch = function(e, game)
    if next(game.state.dark) == nil then return end
    local places = {}
    for _, c in ipairs(game:cards()) do
      if game.state.dark[c.id] and c.state ~= "removed" then places[#places + 1] = c.index end
    end
    game.state.dark = {}
    if #places > 0 then game:unmark(places) end
    game:say("The lights are back on")
  end,
}
