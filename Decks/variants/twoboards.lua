-- Two boards: the board is two boards, and every pair has one card on each. A turn's second
-- card is turned on the other board from its first: once the first is up, the rest of its own
-- board is frozen until the next card. The boards are the first and second half of the rows
-- (`--set split=rows`, the default) or of the columns (`split=columns`); on a board of a number
-- of pairs, the first and second half of the places. The deal is mended before the first card
-- (cards of a pair dealt on one board trade places with those of a pair dealt on the other),
-- and again at the start of a turn should a stacked variant have moved a pair onto one board.

-- The board of every place (1 or 2): the first half of the places taken along the rows, or
-- down the columns, is board 1.
local function boards(game)
  local count, side = game:count(), {}
  local rows, columns = game:grid()
  local order = {}
  if rows and game.params.split == "columns" then
    for c = 1, columns do
      for r = 1, rows do order[#order + 1] = game:at(r, c) end
    end
  else
    for i = 1, count do order[i] = i end
  end
  for k, i in ipairs(order) do side[i] = (k <= count // 2) and 1 or 2 end
  return side
end

-- Swaps that put one card of every face-down pair on each board, pairing a pair dealt wholly
-- on board 1 with one dealt wholly on board 2 (there are as many of each when the boards hold
-- as many face-down cards). Keys are read by place from a copy, as requests apply later.
local function mend(game)
  local side = boards(game)
  local places = {}
  for _, card in ipairs(game:cards()) do
    if card.state == "down" then
      local list = places[card.key] or {}
      list[#list + 1] = card.index
      places[card.key] = list
    end
  end
  local one, two = {}, {}
  for i = 1, game:count() do
    local card = game:card(i)
    local list = card.state == "down" and places[card.key]
    -- A pair is listed once, at its first card.
    if list and #list == 2 and list[1] == i and side[list[1]] == side[list[2]] then
      if side[i] == 1 then one[#one + 1] = list[2] else two[#two + 1] = list[2] end
    end
  end
  local swaps = 0
  for k = 1, math.min(#one, #two) do
    game:swap(one[k], two[k])
    swaps = swaps + 1
  end
  if swaps > 0 then game:tally("mended", swaps) end
end

---@type Variant
return variant {
  id = "twoboards",
  name = "Two boards",
  api = 2,
  version = "1.0.0",
  description = "Every pair has a card on each half of the board, split by {split}: turn the second card on the other half",
  grid = "4x4",
  params = {
    split = { default = "rows", choices = { "rows", "columns" }, doc = "halve the grid's rows (top, bottom) or its columns (left, right)" },
  },
  on_start = function(e, game)
    if game:group() ~= 2 then
      game.state.off = true
      game:say("Two boards is for pairs: played as one board")
      return
    end
    mend(game)
  end,
  on_turn_start = function(e, game)
    if not game.state.off then mend(game) end
  end,
  on_turn = function(e, game)
    if game.state.off or #e.cards ~= 1 then return end
    local side = boards(game)
    local first = e.cards[1]
    local own, across = {}, false
    for _, card in ipairs(game:cards()) do
      if card.state == "down" then
        if side[card.index] == side[first.index] then
          own[#own + 1] = card.index
        elseif card.key == first.key then
          across = true
        end
      end
    end
    -- Only when the partner lies across: a pair left on one board (its other board had no pair
    -- to trade with) is played as on one board, rather than never found.
    if across and #own > 0 then
      game:freeze(own, 0, "turn the second card on the other half")
    end
  end,
  status = function(game)
    if game.state.off or game:result() then return nil end
    local up = game:turn()
    if #up == 1 then return "Now the other half" end
    return nil
  end,
}
