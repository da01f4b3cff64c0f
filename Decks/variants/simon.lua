-- Simon: the game shows cards one after another, one more each round; turn them in the order
-- shown. Each card turned ends the turn (no pair is ever judged), a right card flashes and
-- counts, a wrong one ends the game with the right one shown. The score is the longest
-- sequence repeated; repeating {rounds} wins. Cards are named by their id, so a stacked
-- variant that moves them moves the sequence with them.
local places = require "places"

local show_next

--- The pause between two cards of the show: the board is held (no card can be turned) for `gap`
--- seconds, then the next card is shown.
local function hold_gap(game)
  game:hold(game.params.gap, "Watch the sequence")
  game:after(game.params.gap, show_next)
end

--- Shows the sequence from its `state.step`th card: each card on show for `show` seconds, then
--- (after a hold of `gap` seconds, by default none) the next; after the last, the player's turn
--- to repeat it. The board is locked all through the show: a card or the hold is always on.
function show_next(game)
  local state = game.state
  local id = state.sequence[state.step]
  if not id then
    state.showing = false
    state.position = 1
    return
  end
  game:reveal({ places.of(game, id) }, game.params.show)
  state.step = state.step + 1
  local gap = game.params.gap > 0 and state.sequence[state.step]
  game:after(game.params.show, gap and hold_gap or show_next)
end

--- The id of a card drawn at random among those on the board (a stacked variant may have taken
--- some off, as oldmaid and bomb do as the game begins), other than `except` when another is.
local function draw(game, except)
  local ids = {}
  for _, card in ipairs(game:cards()) do
    if card.state ~= "removed" then ids[#ids + 1] = card.id end
  end
  local id
  repeat
    id = ids[math.random(#ids)]
  until id ~= except or #ids == 1
  return id
end

--- Adds a card (not the last one shown, so that every step is seen to change) and shows the
--- whole sequence again after a pause.
local function next_round(game, pause)
  local state = game.state
  state.sequence[#state.sequence + 1] = draw(game, state.sequence[#state.sequence])
  state.showing, state.step = true, 1
  game:after(pause, show_next)
end

---@type Variant
return variant {
  id = "simon",
  name = "Simon",
  api = 2,
  version = "1.0.0",
  description = "Watch the cards light up one by one, then turn them in that order; one more each round, {rounds} to win",
  grid = "3x4",
  params = {
    rounds = { default = 15, min = 1, max = 100, whole = true, doc = "the sequence's length that wins" },
    show = { default = 0.6, min = 0.1, max = 5, doc = "seconds each card of the sequence is shown" },
    gap = { default = 0, min = 0, max = 5, doc = "seconds between two cards of the sequence, when the board is held" },
  },
  on_start = function(e, game)
    -- The first card is shown at once and without a timer: in a terminal the game's clock, and
    -- so its timers, wait for the first card turned unless a reveal is on show. Play waits
    -- while it is shown, so the player's turn can begin now.
    local state, id = game.state, draw(game)
    state.sequence, state.best, state.showing, state.position = { id }, 0, false, 1
    game:reveal({ places.of(game, id) }, game.params.show)
  end,
  on_turn = function(e, game)
    local state, card = game.state, e.cards[#e.cards]
    -- One card a turn: the turn ends here, so no pair is ever judged. No card can be turned
    -- while the sequence is shown (a card or the hold between two is always on).
    game:end_turn()
    local wanted = places.of(game, state.sequence[state.position])
    if card.index ~= wanted then
      game:reveal({ wanted }, 1)
      game:tally("length_missed", #state.sequence)
      game:finish("Wrong card: your longest sequence was " .. state.best)
      return
    end
    if state.position < #state.sequence then
      game:reveal({ card.index }, 0.2)
      state.position = state.position + 1
      return
    end
    state.best = #state.sequence
    if state.best >= game.params.rounds then
      game:reveal({ card.index }, 0.2)
      game:win("All " .. state.best .. " remembered!")
    else
      -- The round's last card stays lit through the pause before the next show: the board
      -- stays locked until the sequence is shown again.
      game:reveal({ card.index }, 1)
      next_round(game, 1)
    end
    return 1
  end,
  -- Computer players repeat the sequence without fail: their one-card turn is on the card wanted.
  bot_cards = function(game)
    local state = game.state
    if state.sequence and not state.showing then
      return { places.of(game, state.sequence[state.position]) }
    end
  end,
  status = function(game)
    local state = game.state
    if not state.sequence then return nil end
    if state.showing or state.position == 1 and game:locked_until() then
      return "Watch: " .. #state.sequence
    end
    return "Repeat: " .. state.position .. "/" .. #state.sequence
  end,
}
