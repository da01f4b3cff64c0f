-- Every hook asks for what sets a hook off again: a reveal on each card turned, a removal and an
-- end of the turn on a match, a swap and an end of the turn on a mismatch, an end of the turn when
-- the turn ends, and timers at 0 seconds that set each other.
local function again(game) game:after(0, again) end
return variant { id = "setoff", name = "Set off", api = 2, description = "x", players = 2,
  on_start = function(e, game) game:after(0, again) end,
  on_turn = function(e, game)
    local other = game:pick()
    if other then game:reveal(other, 0.5) end
  end,
  on_match = function(e, game)
    local card = game:pick()
    if card then game:remove(card) end
    game:end_turn()
  end,
  on_mismatch = function(e, game)
    local a, b = game:pick(2)
    if b then game:swap(a, b) end
    game:end_turn()
  end,
  on_turn_end = function(e, game)
    game:after(0, again)
    game:end_turn()
  end,
}
