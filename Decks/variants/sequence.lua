-- Sequence: find the pairs in the order the status line names (ascending when the faces are
-- numbers, else an order drawn at the deal; a pair of two faces, as the tens deck's 3 and 7,
-- is named by both). Turning the second card of a pair out of order ends the turn: the pair is
-- shown for a second, turns back unfound and stays frozen (❄) until the next pair in order is
-- found, so nobody tries it again at once.

-- The first key of the order with a whole group still in play, or else (cards dealt during
-- play, as a variant's stock deals them, come after the order drawn at the start) the key of
-- the first card of such a group; nil when none is. A key with fewer cards in play than a group
-- (the old maid, a lone bomb: a stacked variant took the others off) can never be found, so it
-- is never named. Also its name for the status line.
local function next_key(game)
  local state, left, first, group = game.state, {}, nil, game:group()
  for i = 1, game:count() do
    local card = game:card(i)
    if card.state ~= "matched" and card.state ~= "removed" then
      left[card.key] = (left[card.key] or 0) + 1
    end
  end
  for i = 1, game:count() do
    local card = game:card(i)
    if not first and card.state ~= "matched" and card.state ~= "removed" and left[card.key] >= group then first = card end
  end
  while state.order[state.next] and (left[state.order[state.next]] or 0) < group do
    state.next = state.next + 1
  end
  local key = state.order[state.next]
  if key then return key, state.labels[key] end
  if first then return first.key, state.labels[first.key] or first.label end
end

---@type Variant
return variant {
  id = "sequence",
  name = "Sequence",
  api = 2,
  version = "1.0.0",
  description = "Find the pairs in the order the status line names; one out of order turns back",
  on_start = function(e, game)
    -- Each key's labels: one for a pair of equal cards, two where a key's cards differ (the
    -- tens deck's "3" and "7"), named together on the status line as "3 and 7".
    local order, labels, numbers = {}, {}, true
    for i = 1, game:count() do
      local card = game:card(i)
      local list = labels[card.key]
      if not list then
        list = {}
        labels[card.key] = list
        order[#order + 1] = card.key
      end
      local known = false
      for _, label in ipairs(list) do known = known or label == card.label end
      if not known then list[#list + 1] = card.label end
      numbers = numbers and tonumber(card.label) ~= nil
    end
    if numbers then
      for _, list in pairs(labels) do
        table.sort(list, function(a, b) return tonumber(a) < tonumber(b) end)
      end
      table.sort(order, function(a, b) return tonumber(labels[a][1]) < tonumber(labels[b][1]) end)
    else
      for i = #order, 2, -1 do
        local j = math.random(i)
        order[i], order[j] = order[j], order[i]
      end
    end
    local names = {}
    for key, list in pairs(labels) do names[key] = table.concat(list, " and ") end
    game.state.order, game.state.labels, game.state.next = order, names, 1
  end,
  on_turn = function(e, game)
    if #e.cards ~= 2 or e.cards[1].key ~= e.cards[2].key then return end
    local wanted, name = next_key(game)
    if e.cards[1].key ~= wanted then
      game:say("Out of order: find " .. name .. " first")
      local pair = { e.cards[1].index, e.cards[2].index }
      game:end_turn()
      -- Ending the turn turns the pair down at once: show it for a second, as a mismatch is.
      game:reveal(pair, 1)
      game:freeze(pair)
    end
  end,
  on_match = function(e, game)
    game:thaw()
  end,
  -- Computer players go only for the pair in order (they still turn unknown cards to learn).
  bot_keys = function(game)
    if not game.state.order then return nil end
    return { (next_key(game)) }
  end,
  status = function(game)
    if not game.state.order then return nil end
    local wanted, name = next_key(game)
    if wanted then return "Next: " .. name end
  end,
}
