-- Rising tide: the sea comes in from the bottom of the board. Every few mismatches the lowest
-- dry row floods: its cards go under, and so do the partners of the face-down ones, wherever
-- they are. Clear the low rows first: a board cleared before the sea takes a pair is won; one
-- the sea took pairs from ends when the last pair left is found, or when the sea takes it. Play
-- it alone or together (--players 2: the seats win or lose as one team).

-- Floods the lowest dry row: its face-down and found cards go under, with the partners of the
-- face-down ones.
local function flood(game)
  local rows = game:grid()
  if not rows then return end
  game.state.flooded = game.state.flooded + 1
  local row_number = rows - game.state.flooded + 1
  local drown, keys, in_row = {}, {}, {}
  for _, i in ipairs(game:row(game:at(row_number, 1))) do
    local card = game:card(i)
    if card.state == "down" or card.state == "matched" then
      drown[#drown + 1] = i
      in_row[i] = true
      if card.state == "down" then keys[card.key] = true end
    end
  end
  local lost, dry = 0, 0
  for _, card in ipairs(game:cards()) do
    if card.state == "down" then
      if keys[card.key] then
        lost = lost + 1
        if not in_row[card.index] then drown[#drown + 1] = card.index end
      else
        dry = dry + 1
      end
    end
  end
  -- A row the sea already emptied (its partners went under with a lower row) takes nothing.
  if #drown > 0 then game:remove(drown) end
  local pairs_lost = lost // game:group()
  game.state.drowned = game.state.drowned + pairs_lost
  game:tally("drowned", pairs_lost)
  if row_number == 1 or dry == 0 then
    game:finish("The sea took the board")
  else
    game:say("The tide rises: row " .. row_number .. " is under water")
  end
end

---@type Variant
return variant {
  id = "tide",
  name = "Rising tide",
  api = 2,
  version = "1.0.0",
  description = "Every {tide} mismatches the lowest dry row floods, taking its cards and their partners",
  grid = "4x5",
  coop = true,
  params = {
    tide = { default = 4, min = 1, max = 100, whole = true, doc = "mismatches between two floods" },
  },
  on_start = function(e, game)
    game.state.misses = 0
    game.state.flooded = 0
    game.state.drowned = 0
  end,
  on_mismatch = function(e, game)
    game.state.misses = game.state.misses + 1
    if game.state.misses % game.params.tide == 0 then
      game.state.rising = true
    end
  end,
  on_turn_start = function(e, game)
    if not game.state.rising then return end
    game.state.rising = false
    -- A mismatch on show turns back first: the row floods once its cards are face down.
    local until_time = game:locked_until()
    if until_time then
      game:after(until_time - game:time(), flood)
    else
      flood(game)
    end
  end,
  on_match = function(e, game)
    -- The last pair found after the sea took some: the board is not all found, but saved.
    if e.pairs_left == 0 and game.state.drowned > 0 then game:finish("Saved from the sea") end
  end,
  on_end = function(e, game)
    local drowned = game.state.drowned or 0
    if drowned > 0 then game:say("The sea took " .. drowned .. (drowned == 1 and " pair" or " pairs")) end
  end,
  bot_cards = function(game)
    -- Computer players start in the lowest dry row that still holds a face-down card.
    local rows, columns = game:grid()
    if not rows then return nil end
    for r = rows - game.state.flooded, 1, -1 do
      local places = {}
      for c = 1, columns do
        local i = game:at(r, c)
        if game:card(i).state == "down" then places[#places + 1] = i end
      end
      if #places > 0 then return places end
    end
    return nil
  end,
  status = function(game)
    local every = game.params.tide
    return "Tide in " .. (every - (game.state.misses or 0) % every)
  end,
}
