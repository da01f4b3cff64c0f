-- Countdown: a pair scores only when it is found within a few turns of the turn that first
-- showed one of its cards (six by default: that turn and the five after it). Each face-down
-- card already seen shows the turns its pair has left (a mark everyone sees; a card nobody has
-- seen shows nothing, so the marks give no place away); a pair found too late scores nothing.

---@type Variant
return variant {
  id = "countdown",
  name = "Countdown",
  api = 2,
  version = "1.0.0",
  description = "A pair scores only if found within {turns} turns of its first card being seen",
  grid = "3x4",
  params = { turns = { default = 6, min = 1, max = 50, whole = true,
                       doc = "turns, the first sight's included, within which a pair scores" } },
  on_turn = function(e, game)
    local card = e.cards[#e.cards]
    local first = game.state.first or {}
    game.state.first = first
    -- The turn under way is the one after the moves completed so far.
    if first[card.key] == nil then first[card.key] = game:moves() + 1 end
  end,
  on_match = function(e, game)
    local cards = {}
    for _, c in ipairs(e.cards) do cards[#cards + 1] = c.index end
    game:unmark(cards)
    local first = game.state.first[e.cards[1].key]
    if e.move - first + 1 <= game.params.turns then return 0 end
    game.state.late = (game.state.late or 0) + 1
    game:say("Too late: that pair scores nothing")
    -- e.points is what the rules gave this match: taking it back leaves the pair at nothing.
    return -e.points
  end,
  -- Between turns, each unmatched card seen so far (face down, or face up in a mismatch on show)
  -- shows its pair's turns left (0: too late).
  on_turn_end = function(e, game)
    local first = game.state.first or {}
    for _, card in ipairs(game:cards()) do
      local since = first[card.key]
      if since and card.times_shown > 0 and (card.state == "down" or card.state == "up") then
        game:mark(card.index, tostring(math.max(0, since + game.params.turns - 1 - game:moves())))
      end
    end
  end,
  -- A line on the game-over screen: how many pairs came too late.
  on_end = function(e, game)
    local late = game.state.late or 0
    if late > 0 then game:say(late .. (late == 1 and " pair" or " pairs") .. " found too late") end
  end,
  status = function(game)
    return "Countdown: pairs score within " .. game.params.turns .. " turns"
  end,
}
