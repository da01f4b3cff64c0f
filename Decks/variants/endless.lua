-- Endless: the last {stock} groups of the board are the stock, face down and frozen (❄); every
-- group found is replaced by a group dealt from the stock into the places it leaves, new faces
-- nobody has seen (they slide in, the found cards go to the stock's places). The game goes on
-- until {misses} misses on cards seen before, or until the stock is spent and the board
-- cleared. With classic rules the score is the pairs found.
--
-- The stock lies on the board because a script cannot bring cards from outside it: the
-- engine deals every card at the start, so a bigger stock needs a bigger board.
local places = require "places"

--- Lays the stock on the board's last places, whole groups of them: each card there brings the
--- other cards of its key, from those places first, and the cards brought from elsewhere change
--- places with the cards there that were not chosen. Returns the stock's cards (ids) in the
--- order they are dealt, and its places.
local function lay_stock(game, groups)
  local size, group, cards = game:count(), game:group(), game:cards()
  local spots, inside = {}, {}
  for i = size - groups * group + 1, size do
    spots[#spots + 1] = i
    inside[i] = true
  end
  local chosen, order = {}, {}
  for _, i in ipairs(spots) do
    if #order == #spots then break end
    if not chosen[i] then
      local members = { i }
      for _, from_inside in ipairs({ true, false }) do
        for j = 1, size do
          if #members < group and j ~= i and not chosen[j] and cards[j].key == cards[i].key
              and (inside[j] == true) == from_inside then
            members[#members + 1] = j
          end
        end
      end
      for _, m in ipairs(members) do
        chosen[m] = true
        order[#order + 1] = m
      end
    end
  end
  local incoming, outgoing = {}, {}
  for i = 1, size do
    if chosen[i] and not inside[i] then incoming[#incoming + 1] = i end
    if inside[i] and not chosen[i] then outgoing[#outgoing + 1] = i end
  end
  local stock = {}
  for n, i in ipairs(order) do stock[n] = cards[i].id end
  for n = 1, #incoming do game:swap(incoming[n], outgoing[n]) end
  return stock, spots
end

---@type Variant
return variant {
  id = "endless",
  name = "Endless",
  api = 2,
  version = "1.0.0",
  description = "Each pair found is replaced from a stock of {stock} pairs; {misses} misses on cards seen before end the game",
  grid = "4x6",
  params = {
    stock = { default = 6, min = 1, max = 100, whole = true, doc = "groups held back at the start and dealt one per group found" },
    misses = { default = 3, min = 1, max = 99, whole = true, doc = "misses on cards seen before that end the game" },
  },
  on_start = function(e, game)
    local state = game.state
    local groups = math.min(game.params.stock, game:groups_left() - 1)
    state.stock, state.misses = {}, 0
    if groups < 1 then return end
    local stock, spots = lay_stock(game, groups)
    state.stock = stock
    game:freeze(spots, nil, "in the stock: find a pair to deal the next")
  end,
  on_match = function(e, game)
    local state = game.state
    if #state.stock == 0 then return end
    local dealt = {}
    for n = 1, #e.cards do
      local id = table.remove(state.stock, 1)
      local from = places.of(game, id)
      game:swap(from, e.cards[n].index)
      dealt[n] = e.cards[n].index
    end
    game:thaw(dealt)
    game:tally("dealt")
  end,
  on_mismatch = function(e, game)
    for _, card in ipairs(e.cards) do
      if card.seen then
        local state = game.state
        state.misses = state.misses + 1
        if state.misses >= game.params.misses then
          local found = game:score()
          game:finish(state.misses .. " misses: game over with " .. found .. " points")
        end
        return
      end
    end
  end,
  status = function(game)
    local state = game.state
    if not state.stock then return nil end
    return "Stock: " .. (#state.stock // game:group()) .. " · Misses: " .. state.misses .. "/" .. game.params.misses
  end,
}
