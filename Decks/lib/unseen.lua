-- Shared by the variants that choose a card, or a group, that the players have not seen yet
-- (underdog's secret look, ghost's disguise, hint's pair): which of some places were never
-- shown face up (`times_shown` 0, for the player whose turn it is), and a draw from the first
-- list that is not empty.
local unseen = {}

--- The places among `places` whose cards were never shown, and those that were, each in the
--- order given.
---@param places integer[]
---@return integer[] never, integer[] shown
function unseen.split(game, places)
  local never, shown = {}, {}
  for _, i in ipairs(places) do
    local list = game:card(i).times_shown == 0 and never or shown
    list[#list + 1] = i
  end
  return never, shown
end

--- Whether none of the cards at `places` was ever shown.
---@param places integer[]
---@return boolean
function unseen.all(game, places)
  for _, i in ipairs(places) do
    if game:card(i).times_shown > 0 then return false end
  end
  return true
end

--- One item drawn at random (`math.random`, from the game's seed) from the first of the lists
--- that is not empty; nil when all are empty.
function unseen.draw(...)
  for n = 1, select("#", ...) do
    local list = select(n, ...)
    if #list > 0 then return list[math.random(#list)] end
  end
end

return unseen
