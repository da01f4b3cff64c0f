-- Minefield: one pair, chosen in secret, is a pair of mines, and every card's back shows how many
-- mines are next to it (corners too), as in Minesweeper: read the numbers to tell where they are.
-- A mismatch that shows a mine sets it off: -{boom}, and the mine is marked 💣 for everyone.
-- Found together, the mines are defused: +{defuse}, and the numbers go. Grid boards only.

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

  status = function(game)
    if not game.state.mines or not next(game.state.mines) then return nil end
    return game.state.defused and "Mines: defused" or "Mines: live"
  end,
}
