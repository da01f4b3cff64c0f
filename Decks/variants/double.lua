-- Double or nothing: right after a match, press 2 to bet what that match scored on your next
-- turn. Find a pair next and the bet is paid again on top of that pair's points; miss and you
-- lose it. A won bet can be bet again, staking all the winning match scored. Computer players
-- bet when they are likelier to find a pair than not.

local odds = require "odds"

---@type Variant
return variant {
  id = "double",
  name = "Double or nothing",
  api = 2,
  version = "1.0.0",
  description = "After a match, 2 bets its points: the next pair wins them again, a miss loses them",
  on_match = function(e, game)
    local state = game.state
    local bonus = 0
    if state.bet then
      bonus = state.bet
      game:say("Bet won: +" .. (e.points + bonus))
      state.bet = nil
    end
    -- The next bet stakes what this match scored in all.
    state.stake = e.points + bonus
    return bonus
  end,
  on_mismatch = function(e, game)
    local state = game.state
    state.stake = nil
    if not state.bet then return 0 end
    local lost = state.bet
    state.bet = nil
    game:say("Bet lost: -" .. lost)
    return -lost
  end,
  -- A bet is placed between turns: the first card of a turn closes the window.
  on_turn = function(e, game)
    if #e.cards == 1 and not game.state.bet then game.state.stake = nil end
  end,
  actions = {
    {
      key = "2",
      name = "Double or nothing",
      description = "Right after a match: bets its points; the next pair wins them again, a miss loses them.",
      run = function(game, card, row)
        local state = game.state
        if state.bet then return false, "Already betting " .. state.bet end
        if not state.stake or state.stake <= 0 then return false, "Bet right after a match" end
        state.bet = state.stake
        game:say("Double or nothing: " .. state.bet .. " on the next turn")
      end,
      -- A computer player bets when it is likelier to win than to lose as far as it remembers:
      -- the chance of a pair among the cards shown, times how well it remembers (game:skill(),
      -- 0 for one that turns cards at random, 1 for one that forgets nothing).
      bot = function(game)
        local state = game.state
        if state.bet or not state.stake or state.stake <= 0 then return nil end
        if odds.pair_next_turn(game) * game:skill() <= 0.5 then return nil end
        return game:face_down()[1]
      end,
    },
  },
  status = function(game)
    local state = game.state
    if state.bet then return "Betting " .. state.bet .. ": double or nothing" end
    if state.stake and state.stake > 0 then return "2: bet " .. state.stake .. ", double or nothing" end
    return "Match, then 2 to bet"
  end,
}
