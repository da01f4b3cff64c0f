-- Golf: memory played for the fewest turns. Every turn is a stroke (-1) and par is 7 strokes for
-- every 4 pairs (14 on 4x4): each pair found earns its share of par, 1 or 2 strokes in turn
-- (7 for every 4), so the score is always par for the pairs found minus the strokes taken,
-- the score to par, plus when under par. Played in the `course` campaign over nine holes. The
-- game-over screen says the score in its parts: "Par 14 · Strokes -12 = 2".

-- Par for `found` groups: 7 strokes for every 4.
local function par(found) return (7 * found) // 4 end

---@type Rules
return rules {
  id = "golf",
  name = "Golf",
  api = 2,
  version = "1.0.0",
  description = "Memory golf: every turn is a stroke; par is 7 for every 4 pairs; the score is par minus strokes",
  on_start = function(e, game) game.state.found, game.state.strokes = {}, {} end,
  on_match = function(e, game)
    local found = (game.state.found[e.player] or 0) + 1
    game.state.found[e.player] = found
    return par(found) - par(found - 1)
  end,
  on_turn_end = function(e, game)
    game.state.strokes[e.player] = (game.state.strokes[e.player] or 0) + 1
    return -1
  end,
  -- Par for the pairs the player found, and a stroke off for every turn they took.
  score_parts = function(game, player)
    return { { "Par", par(game.state.found[player] or 0) }, { "Strokes", -(game.state.strokes[player] or 0) } }
  end,
  -- Par for the whole board, the stock's groups too.
  status = function(game)
    return "Par " .. par(game:count() // game:group() + game:stock())
  end,
}
