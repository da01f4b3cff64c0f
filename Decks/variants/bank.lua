-- Press your luck: a match's points are not yours yet. Each match of a run adds its points,
-- times its place in the run (×1, ×2, ×3, …), to a pot; press c to bank the pot, which ends your
-- turn. A mismatch loses the pot. Clearing the board banks what is left. Computer players bank
-- once they are no likelier to find a pair than not.

local odds = require "odds"

---@type Variant
return variant {
  id = "bank",
  name = "Press your luck",
  api = 2,
  version = "1.0.0",
  description = "Matches fill a pot (×1, ×2, ×3 in a run); c banks it and ends your turn, a miss loses it",
  on_match = function(e, game)
    local state = game.state
    state.run = (state.run or 0) + 1
    state.pot = (state.pot or 0) + e.points * state.run
    return -e.points             -- held in the pot, not scored yet
  end,
  on_mismatch = function(e, game)
    local state = game.state
    if (state.pot or 0) ~= 0 then
      game:say("Pot lost: " .. state.pot)
      game:tally("lost", state.pot)    -- points lost per game, beside those banked, for memory simulate
    end
    state.pot, state.run = 0, 0
  end,
  -- The board cleared: the last player's pot is theirs.
  on_finish = function(e, game)
    if e.player ~= game:player() then return end
    local pot = game.state.pot or 0
    game.state.pot, game.state.run = 0, 0
    return pot
  end,
  actions = {
    {
      key = "c",
      name = "Bank",
      card = false,                -- banks wherever the cursor is
      description = "Between turns: scores the pot and ends your turn.",
      run = function(game)
        local state = game.state
        if (state.pot or 0) == 0 then return false, "Nothing to bank: match first" end
        if #game:turn() > 0 then return false, "Bank between turns" end
        local pot = state.pot
        state.pot, state.run = 0, 0
        game:say("Banked " .. pot)
        game:tally("banked", pot)
        game:end_turn()
        return pot
      end,
      -- A computer player banks (true) a pot once a pair next turn is no likelier than not.
      bot = function(game)
        return (game.state.pot or 0) ~= 0 and odds.pair_next_turn(game) * game:skill() <= 0.5
      end,
    },
  },
  status = function(game)
    local pot = game.state.pot or 0
    if pot ~= 0 then return "Pot " .. pot .. " (c banks)" end
    return "Pot empty"
  end,
}
