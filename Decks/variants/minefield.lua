-- Minefield: one pair, chosen in secret, is a pair of mines, and every card's back shows how many
-- mines are next to it (corners too), as in Minesweeper: read the numbers to tell where they are.
-- A mismatch that shows a mine sets it off: -{boom}, and the mine is marked 💣 for everyone.
-- Found together, the mines are defused: +{defuse}, and the numbers go. Grid boards only.
-- Computer players keep off the mines a player can tell (bot_avoid).

--- Whether the card at place `i` is a mine still in play.
local function live_mine(game, i)
  local c = game:card(i)
  return game.state.mines[tostring(c.id)] and c.state ~= "matched" and c.state ~= "removed"
end

--- The mark card `i` should wear: 💣 on a mine that went off, else its live neighbours' count
--- (nil for none, as Minesweeper leaves a cell with no mine about blank).
local function wanted(game, i)
  if game.state.boomed[tostring(game:card(i).id)] then return "💣" end
  local n = 0
  for _, j in ipairs(game:neighbours(i, true)) do
    if live_mine(game, j) then n = n + 1 end
  end
  return n > 0 and tostring(n) or nil
end

--- Brings every card's mark up to date, asking only for the marks that change.
local function remark(game)
  for i = 1, game:count() do
    local c = game:card(i)
    if c.state ~= "removed" then
      local text = c.state ~= "matched" and wanted(game, i) or nil
      if text ~= c.mark then
        if text then game:mark(i, text) else game:unmark(i) end
      end
    end
  end
end

--- Each place's neighbours (corners too), by board size: the same for every game on it.
local neighbour_lists = {}

local function neighbours(game)
  local rows, columns = game:grid()
  local size = rows .. "x" .. columns
  if not neighbour_lists[size] then
    local lists = {}
    for i = 1, game:count() do lists[i] = game:neighbours(i, true) end
    neighbour_lists[size] = lists
  end
  return neighbour_lists[size]
end

--- The places of the live mines a player can tell, in board order: those that went off (💣),
--- a card on show with their face (everyone saw it when one went off), and those the numbers on
--- the backs leave no doubt about (every way of placing the mines that agrees with the numbers
--- puts one there). Only what is on show is read, never a face-down card's key.
local function known_mines(game)
  local mines = game.state.mines
  if not mines or not next(mines) or game.state.defused or not game:grid() then return {} end
  local count = 0
  for _ in pairs(mines) do count = count + 1 end   -- a group of mines: as many as a group has
  local cards, lists = game:cards(), neighbours(game)
  local mine_key
  for _, c in ipairs(cards) do
    if game.state.boomed[tostring(c.id)] then mine_key = c.key end
  end
  -- The places sure to be mines, those that may be, and the numbers to agree with.
  local sure, maybe, wants = {}, {}, {}
  for i, c in ipairs(cards) do
    if c.state ~= "matched" and c.state ~= "removed" then
      local on_show = c.state == "up"
      if game.state.boomed[tostring(c.id)] or on_show and c.key == mine_key then
        sure[#sure + 1] = i
      else
        wants[i] = tonumber(c.mark) or 0
        if not (on_show and mine_key) then maybe[#maybe + 1] = i end
      end
    end
  end
  -- A mine has no neighbour in play that counts none.
  local candidates = {}
  for _, i in ipairs(maybe) do
    local possible = true
    for _, j in ipairs(lists[i]) do
      if wants[j] == 0 then possible = false end
    end
    if possible then candidates[#candidates + 1] = i end
  end
  -- Every placement of the mines left among the candidates that gives each number.
  local around, chosen, agreeing, times = {}, {}, 0, {}
  local function place(i, d)
    for _, j in ipairs(lists[i]) do around[j] = (around[j] or 0) + d end
  end
  for _, i in ipairs(sure) do place(i, 1) end
  local function try(from, left)
    if left == 0 then
      for j, want in pairs(wants) do
        if (around[j] or 0) ~= want then return end
      end
      agreeing = agreeing + 1
      for _, i in ipairs(chosen) do times[i] = (times[i] or 0) + 1 end
      return
    end
    for k = from, #candidates - left + 1 do
      local i = candidates[k]
      chosen[#chosen + 1] = i
      place(i, 1)
      try(k + 1, left - 1)
      place(i, -1)
      chosen[#chosen] = nil
    end
  end
  if count > #sure then try(1, count - #sure) end
  for i, n in pairs(times) do
    if n == agreeing then sure[#sure + 1] = i end
  end
  table.sort(sure)
  return sure
end

return variant {
  id = "minefield",
  name = "Minefield",
  author = "memory",
  version = "1.0.0",
  api = 2,
  description = "A secret pair of mines; each back counts the mines next to it. A miss on a mine: -{boom}",
  grid = "4x5",
  params = {
    boom = { default = 2, min = 0, max = 100, whole = true, doc = "points a mine costs when a mismatch shows it" },
    defuse = { default = 3, min = 0, max = 100, whole = true, doc = "points for finding the two mines together" },
  },

  on_start = function(e, game)
    game.state.mines, game.state.boomed = {}, {}
    if not game:grid() then
      game:say("Minefield needs a grid board (--grid 4x5): played without mines")
      return
    end
    local key = game:card(math.random(game:count())).key
    for _, c in ipairs(game:cards()) do
      if c.key == key then game.state.mines[tostring(c.id)] = true end
    end
    remark(game)
  end,

  on_mismatch = function(e, game)
    local booms = 0
    for _, c in ipairs(e.cards) do
      local id = tostring(game:card(c.index).id)
      if game.state.mines[id] then
        booms = booms + 1
        game.state.boomed[id] = true
      end
    end
    if booms == 0 then return 0 end
    game:tally("booms", booms)
    game:say("Boom!")
    game:bell()
    remark(game)
    return -booms * game.params.boom
  end,

  on_match = function(e, game)
    if not game.state.mines[tostring(game:card(e.cards[1].index).id)] then return 0 end
    game.state.defused = true
    game:tally("defused")
    game:say("Mines defused")
    remark(game)
    return game.params.defuse
  end,

  -- Computer players keep off the mines a player can tell; once the turn's first card is one,
  -- off every other card instead (anything but its partner sets it off).
  bot_avoid = function(game)
    local known = known_mines(game)
    if #known == 0 then return nil end
    local turn = game:turn()
    local is_known = {}
    for _, i in ipairs(known) do is_known[i] = true end
    if not (turn[1] and is_known[turn[1]]) then return known end
    local others = {}
    for i = 1, game:count() do
      if not is_known[i] then others[#others + 1] = i end
    end
    return others
  end,

  status = function(game)
    if not game.state.mines or not next(game.state.mines) then return nil end
    return game.state.defused and "Mines: defused" or "Mines: live"
  end,
}
