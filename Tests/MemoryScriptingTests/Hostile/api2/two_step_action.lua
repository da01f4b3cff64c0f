-- An action in two steps: the first use picks the card and declines; the second, in the same
-- turn, scores 5. A pick lasts until the turn ends.
return variant { id = "two-step", name = "Two steps", api = 2, description = "x",
  actions = { { key = "x", name = "Two steps", charges = 2,
    run = function(game, card)
      if not game.state.picked then
        game.state.picked = card
        return false, "now the second card"
      end
      game.state.picked = nil
      return 5
    end,
    bot = function(game) return game:face_down()[1] end,
  } },
  on_turn_end = function(e, game) game.state.picked = nil end,
}
