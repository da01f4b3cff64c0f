-- Sharp: +1 a group, and a bonus (1 by default: the group counts double) for a group taken at
-- the first chance: found before its finder missed a turn while every card of it had been
-- seen. Made for the triples variant (memory --variant triples --rules sharp), where a group is
-- three cards a turn; it scores pairs the same way. The game-over screen says the score in its
-- parts: "Groups 6 · Sharp bonus 4 = 10".

--- Whether every card of `key` still in play has been turned face up at least once.
local function in_sight(game, key)
  for _, c in ipairs(game:cards()) do
    if c.key == key and c.state ~= "matched" and c.state ~= "removed" and c.times_seen == 0 then
      return false
    end
  end
  return true
end

---@type Rules
return rules {
  id = "sharp",
  name = "Sharp",
  author = "memory",
  version = "1.0.0",
  api = 2,
  description = "+1 a group, +{bonus} more when found without a miss once all its cards were seen",
  params = {
    bonus = { default = 1, min = 0, max = 100, whole = true,
              doc = "extra points for a group found without a miss" },
  },

  on_start = function(e, game)
    -- sight[key] = true once every card of the group has been seen; misses[key][p], the turns
    -- player p missed since then; clean, the groups found without a miss; groups[p] and
    -- bonus[p], each player's groups and bonus points (the score's parts).
    game.state.sight, game.state.misses, game.state.clean = {}, {}, 0
    game.state.groups, game.state.bonus = {}, {}
  end,

  on_mismatch = function(e, game)
    local p = tostring(e.player)
    for key in pairs(game.state.sight) do
      local m = game.state.misses[key] or {}
      m[p] = (m[p] or 0) + 1
      game.state.misses[key] = m
    end
  end,

  on_match = function(e, game)
    local key = e.cards[1].key
    local missed = (game.state.misses[key] or {})[tostring(e.player)] or 0
    game.state.sight[key], game.state.misses[key] = nil, nil
    local p = e.player
    game.state.groups[p] = (game.state.groups[p] or 0) + 1
    if missed > 0 then return 1 end
    game.state.clean = game.state.clean + 1
    game.state.bonus[p] = (game.state.bonus[p] or 0) + game.params.bonus
    game:tally("clean")
    return 1 + game.params.bonus
  end,

  -- A group comes in sight at the end of the turn that showed its last unseen card.
  on_turn_end = function(e, game)
    for _, c in ipairs(game:cards()) do
      if c.state ~= "matched" and c.state ~= "removed" and not game.state.sight[c.key]
          and in_sight(game, c.key) then
        game.state.sight[c.key] = true
      end
    end
  end,

  status = function(game)
    return "Clean: " .. (game.state.clean or 0)
  end,

  score_parts = function(game, player)
    return { { "Groups", game.state.groups[player] or 0 }, { "Sharp bonus", game.state.bonus[player] or 0 } }
  end,
}
