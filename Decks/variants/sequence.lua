-- Sequence: find the pairs in the order the status line names (ascending when the faces are
-- numbers, else an order drawn at the deal). Turning the second card of a pair out of order
-- ends the turn: the pair is shown for a second, turns back unfound and stays frozen (❄) until
-- the next pair in order is found, so nobody tries it again at once.

-- The first key of the order with a card still in play, or nil.
local function next_key(game)
  local state, left = game.state, {}
  for i = 1, game:count() do
    local card = game:card(i)
    if card.state ~= "matched" and card.state ~= "removed" then left[card.key] = true end
  end
  while state.order[state.next] and not left[state.order[state.next]] do
    state.next = state.next + 1
  end
  return state.order[state.next]
end

---@type Variant
return variant {
  id = "sequence",
  name = "Sequence",
  api = 2,
  version = "1.0.0",
  description = "Find the pairs in the order the status line names; one out of order turns back",
  on_start = function(e, game)
    local order, labels, numbers = {}, {}, true
    for i = 1, game:count() do
      local card = game:card(i)
      if not labels[card.key] then
        order[#order + 1] = card.key
        labels[card.key] = card.label
        numbers = numbers and tonumber(card.label) ~= nil
      end
    end
    if numbers then
      table.sort(order, function(a, b) return tonumber(labels[a]) < tonumber(labels[b]) end)
    else
      for i = #order, 2, -1 do
        local j = math.random(i)
        order[i], order[j] = order[j], order[i]
      end
    end
    game.state.order, game.state.labels, game.state.next = order, labels, 1
  end,
  on_turn = function(e, game)
    if #e.cards ~= 2 or e.cards[1].key ~= e.cards[2].key then return end
    local wanted = next_key(game)
    if e.cards[1].key ~= wanted then
      game:say("Out of order: find " .. game.state.labels[wanted] .. " first")
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
    return { next_key(game) }
  end,
  status = function(game)
    if not game.state.order then return nil end
    local wanted = next_key(game)
    if wanted then return "Next: " .. game.state.labels[wanted] end
  end,
}
