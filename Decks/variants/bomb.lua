-- Bomb: one card of the deck is a bomb (a face tagged "bomb", as in the party deck). Turning it
-- ends the turn at once and costs 20 points; the bomb then hides again somewhere else. The deck
-- deals faces in groups, so every bomb but one is taken off the board at the start. `needs` has
-- every deal include the bomb (a deck without one plays a game without it, and says so). It is
-- played with the party deck unless the player picks another. The status line says "Bomb armed"
-- while a bomb is on the board.

---@type Variant
return variant {
  id = "bomb",
  name = "Bomb",
  api = 2,
  version = "1.0.0",
  description = "A bomb hides among the cards: turning it ends your turn, costs 20 points and moves it",
  deck = "party",
  needs = { "bomb" },
  on_start = function(e, game)
    -- One bomb stays: one a stacked variant is showing (it cannot be taken off), else the first.
    -- Bombs another variant already took off are left alone.
    local bombs, kept = {}, nil
    for i = 1, game:count() do
      local state = game:card(i).state
      if state ~= "removed" and game:has_tag(i, "bomb") then
        if not kept and state == "shown" then kept = i else bombs[#bombs + 1] = i end
      end
    end
    kept = kept or table.remove(bombs, 1)
    if #bombs > 0 then game:remove(bombs) end
    game.state.armed = kept ~= nil
  end,
  on_turn = function(e, game)
    local card = e.cards[#e.cards]
    if not game:has_tag(card.index, "bomb") then return end
    game:say("BOOM! The bomb costs 20 points")
    game:tally("bombs")                -- bombs hit per game, for memory simulate
    game:end_turn()
    -- The turn's cards are face down once the turn ends: hide the bomb under another card no
    -- one is being shown ("down": a card on show cannot move), unless a variant stacked before
    -- this one is showing the bomb itself (simon lights each card turned): it stays where it is.
    local other = game:pick(1, "down")
    if other and game:card(card.index).state ~= "shown" then game:swap(card.index, other) end
    return -20
  end,
  status = function(game)
    if game.state.armed then return "Bomb armed" end
  end,
}
