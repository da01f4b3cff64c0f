-- Steal: two players. A mismatch leaves its cards marked $ for one group: the next player who
-- pairs one of them at once takes {steal} points from the player who missed it (never more than
-- that player has). Computer players go for such a pair first.

---@type Variant
return variant {
  id = "steal",
  name = "Steal",
  api = 2,
  version = "1.0.0",
  description = "Two players: pair a card your opponent just missed and take {steal} points from them",
  players = 2,
  params = { steal = { default = 2, min = 1, max = 100, whole = true, doc = "points a steal takes" } },
  on_mismatch = function(e, game)
    local cards, keys = {}, {}
    for _, c in ipairs(e.cards) do
      cards[#cards + 1] = c.index
      keys[#keys + 1] = c.key
    end
    game.state.missed = { player = e.player, cards = cards, keys = keys, move = game:moves() }
    game:mark(cards, "$")
  end,
  on_match = function(e, game)
    local missed = game.state.missed
    if not missed or missed.player == e.player then return end
    for _, key in ipairs(missed.keys) do
      if key == e.cards[1].key then
        local taken = math.min(game.params.steal, math.max(0, game:score(missed.player)))
        if taken == 0 then return end
        game:award(-taken, missed.player)
        game:say("Stolen: " .. taken .. " points")
        game:tally("steals")           -- memory simulate reports steals (and points stolen) per game
        game:tally("stolen", taken)
        return taken
      end
    end
  end,
  -- The chance closes with the group after the mismatch, whoever turned it.
  on_turn_end = function(e, game)
    local missed = game.state.missed
    if missed and game:moves() > missed.move then
      game:unmark(missed.cards)
      game.state.missed = nil
    end
  end,
  bot_keys_first = true,
  bot_keys = function(game)
    local missed = game.state.missed
    if missed and missed.player ~= game:player() then return missed.keys end
  end,
  status = function(game)
    local missed = game.state.missed
    if missed and missed.player ~= game:player() then return "Steal: pair a $ card" end
    return "Steal " .. game.params.steal
  end,
}
