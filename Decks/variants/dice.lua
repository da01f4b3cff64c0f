-- Dice: a die is rolled as each turn begins, and it decides the turn. On a 1 the turn is blind:
-- you turn one card, have a look, and the turn is over. On 2 to 5 a match is worth the roll
-- times the rules' points. On a 6 you are lucky: a face-down card shows itself for a second
-- before you play, a match is worth six times, and a miss keeps your turn: you roll again.
-- Best with two or more players (--players 2).

local reveal = require "reveal"   -- lib/reveal.lua: whether another variant's cards are on show

local FACES = { "⚀", "⚁", "⚂", "⚃", "⚄", "⚅" }

-- Reveals the cards the turn's start chose, unless another variant's cards are on show.
local function show_look(game)
  local shown = game.state.show
  game.state.show = nil
  if shown and not reveal.busy(game) then game:reveal(shown, game.params.glimpse) end
end

---@type Variant
return variant {
  id = "dice",
  name = "Dice",
  api = 2,
  version = "1.0.0",
  description = "A die each turn: 1 one card only, 2 to 5 a match worth the roll, 6 a free look, six times the points and a miss that keeps the turn",
  grid = "4x4",
  -- Simon's every turn is one card, shown by its own reveals: a die has nothing to decide there.
  excludes = { "simon" },
  params = {
    glimpse = { default = 1, min = 0.2, max = 5, doc = "seconds a lucky or blind look lasts" },
  },
  on_turn_start = function(e, game)
    local roll = math.random(6)
    game.state.roll = roll
    -- The card of a blind turn before is shown now: the turn that ended it has begun this one.
    local shown = {}
    if game.state.blind then
      shown[1] = game.state.blind
      game.state.blind = nil
    end
    if roll == 6 then
      local a, b = game:pick(2)
      local card = a ~= shown[1] and a or b
      if card then shown[#shown + 1] = card end
      game:tally("lucky")
    elseif roll == 1 then
      game:tally("blind")
    end
    -- Shown once the requests of the event that began the turn are all applied (a variant of
    -- the stack that ended the turn may reveal its cards after game:end_turn); with cards of
    -- another variant on show, the look is lost.
    if #shown > 0 then
      game.state.show = shown
      game:after(0, show_look)
    end
  end,
  on_turn = function(e, game)
    if game.state.roll == 1 then
      game.state.blind = e.cards[1].index
      game:end_turn()
    end
  end,
  on_match = function(e, game)
    local roll = game.state.roll or 1
    return e.points * (roll - 1)
  end,
  on_mismatch = function(e, game)
    if game.state.roll == 6 then
      game:keep_turn()             -- the turn's start rolls again, for the same player
      game:tally("second_tries")
    end
  end,
  status = function(game)
    local roll = game.state.roll
    if not roll then return "Die: –" end
    local what = roll == 1 and "one card" or roll == 6 and "lucky ×6, a miss rolls again" or ("×" .. roll)
    return "Die: " .. FACES[roll] .. " " .. what
  end,
}
