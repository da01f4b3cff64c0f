-- Landlords: a duel for territory. A pair found stays on the board as its finder's land, marked
-- with their seat number. A mismatch on your opponent's doorstep costs rent: each found card of
-- theirs next to (above, below or beside) a card of your missed turn takes {rent} of your points
-- and gives them to its owner. Think before you start a turn in a rich neighbourhood. Computer
-- players start their turns away from their opponents' land when they can. It needs a grid
-- board: it plays on 4x4 unless the player picks one. It does not stack with gravity, which
-- takes every pair found off the board: there would be no land.

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid

--- Whose land card `i` is (a seat), or nil: the owners are kept by card id, which moves with it.
local function owner(game, i)
  return game.state.owner[game:card(i).id]
end

--- The rent each landlord is owed for the cards of a missed turn by `player`: a list by seat.
local function rents(game, cards, player)
  local owed = {}
  for _, c in ipairs(cards) do
    for _, n in ipairs(game:neighbours(c.index)) do
      local lord = owner(game, n)
      if lord and lord ~= player then owed[lord] = (owed[lord] or 0) + game.params.rent end
    end
  end
  return owed
end

--- The cards still in play with no land of another player's beside them (the hook is asked
--- when a mismatch is made, so its cards, on show then, count: they turn back before the next turn).
local function safe_starts(game)
  local safe, player = {}, game:player()
  for _, c in ipairs(game:cards()) do
    local ok = c.state ~= "matched" and c.state ~= "removed"
    for _, n in ipairs(ok and game:neighbours(c.index) or {}) do
      local lord = owner(game, n)
      if lord and lord ~= player then ok = false break end
    end
    if ok then safe[#safe + 1] = c.index end
  end
  return safe
end

---@type Variant
return variant {
  id = "landlords",
  name = "Landlords",
  api = 2,
  version = "1.0.0",
  description = "A duel: pairs found are your land; a miss beside your opponent's land pays them {rent} a card",
  players = 2,
  grid = "4x4",
  excludes = { "gravity" },   -- found pairs are the land; gravity takes them off the board
  params = {
    rent = { default = 1, min = 1, max = 10, whole = true, doc = "Points a missed card pays for each found card of another player beside it" },
  },
  on_start = function(e, game)
    game.state.owner = {}
    game.state.paid = {}
    grid.notice("No rent: land needs a grid board (--grid 4x4), and these cards are laid out to fit")(e, game)
  end,
  on_match = function(e, game)
    local found = {}
    for _, c in ipairs(e.cards) do
      game.state.owner[game:card(c.index).id] = e.player
      found[#found + 1] = c.index
    end
    game:mark(found, tostring(e.player))
  end,
  on_mismatch = function(e, game)
    local owed, total = rents(game, e.cards, e.player), 0
    for lord = 1, game:players() do
      local rent = owed[lord]
      if rent then
        game:award(rent, lord)
        game.state.paid[e.player] = (game.state.paid[e.player] or 0) + rent
        game:tally("rent", rent)
        total = total + rent
      end
    end
    if total > 0 then
      game:say(("%s pays %d rent"):format(game:name(e.player), total))
      return -total
    end
  end,
  bot_cards = function(game)
    if not game.state.owner then return nil end
    return safe_starts(game)
  end,
  status = function(game)
    local parts = {}
    for p = 1, game:players() do
      parts[#parts + 1] = ("%s paid %d"):format(game:name(p), (game.state.paid or {})[p] or 0)
    end
    return table.concat(parts, " · ")
  end,
}
