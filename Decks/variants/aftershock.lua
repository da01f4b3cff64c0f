-- Aftershock: a mismatch shakes the board. The face-down cards next to the cards you turned
-- (above, below and beside them; with `--set diagonal=1` at their corners too) flash up for half
-- a second: watch closely. It needs a grid board: it plays on 4x4 unless the player picks
-- another board, and on a board of a number of pairs (`--pairs 8`) the terminal lays the cards
-- out to fit, so they have no fixed neighbours and nothing shakes.

local grid = require "grid"   -- lib/grid.lua: the notice on a board that is not a grid
local reveal = require "reveal"   -- lib/reveal.lua: whether another variant's cards are on show

---@type Variant
return variant {
  id = "aftershock",
  name = "Aftershock",
  api = 2,
  version = "1.0.0",
  description = "A mismatch shakes the board: the face-down cards next to it flash up for {seconds} s",
  grid = "4x4",
  params = {
    seconds = { default = 0.5, min = 0.1, max = 5, doc = "how long the shaken cards show" },
    diagonal = { default = 0, min = 0, max = 1, whole = true, doc = "set to 1, the cards at the corners shake too" },
  },
  on_start = grid.notice("No aftershocks: they need a grid board (--grid 4x4), and these cards are laid out to fit"),
  on_mismatch = function(e, game)
    local shaken, seen = {}, {}
    for _, card in ipairs(e.cards) do
      for _, i in ipairs(game:neighbours(card.index, game.params.diagonal == 1)) do
        if not seen[i] and game:card(i).state == "down" then
          seen[i] = true
          shaken[#shaken + 1] = i
        end
      end
    end
    -- Stacked after a variant that revealed cards for this mismatch (a hint), nothing shakes.
    if #shaken == 0 or reveal.busy(game) then return end
    table.sort(shaken)
    game:reveal(shaken, game.params.seconds)
  end,
}
