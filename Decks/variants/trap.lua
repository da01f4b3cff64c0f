-- Trap card: one card, chosen at the deal, is a trap. When it is turned, its row and another
-- row chosen at random swap their face-down cards, column by column (the player sees the cards
-- slide; a face-up or found card stays where it is, and so does the card in its column). The
-- trap springs once a game and keeps a ⚠ afterwards. It needs a grid board: it plays on 4x4
-- unless the player picks another board.

---@type Variant
return variant {
  id = "trap",
  name = "Trap card",
  api = 2,
  version = "1.0.0",
  description = "One hidden trap card swaps two rows of face-down cards when turned",
  grid = "4x4",
  on_start = function(e, game)
    local rows = game:grid()
    if not rows or rows < 2 then
      game:say("No trap: it needs a grid board of two rows or more (--grid 4x4)")
      return
    end
    game.state.trap = game:pick(1)
    game.state.armed = true
  end,
  on_turn = function(e, game)
    local state = game.state
    local card = e.cards[#e.cards]
    if card.index ~= state.trap then return end
    state.trap, state.armed = nil, false
    game:mark(card.index, "⚠")
    local rows, columns = game:grid()
    local row = game:position(card.index)
    -- Another row, drawn at random from the rest.
    local other = math.random(rows - 1)
    if other >= row then other = other + 1 end
    for column = 1, columns do
      local i, j = game:at(row, column), game:at(other, column)
      if game:card(i).state == "down" and game:card(j).state == "down" then
        game:swap(i, j)
      end
    end
    game:say("Trap! Rows " .. math.min(row, other) .. " and " .. math.max(row, other) .. " swapped")
  end,
  status = function(game)
    local armed = game.state.armed
    if armed == nil then return "No trap" end
    return armed and "A trap is hidden" or "Trap sprung"
  end,
}
