-- Swapper: two players, each with two swaps a game. Press x on a face-down card to pick it
-- (it shows ⇄), then x on another to swap the two: a way to scramble the cards your opponent
-- has seen. Computer players swap the two face-down cards seen most often.

-- The face-down card seen most often, other than `except`, or nil when none has been seen.
local function most_seen(game, except)
  local best, times = nil, 0
  for _, i in ipairs(game:face_down()) do
    local seen = game:card(i).times_seen
    if i ~= except and seen > times then best, times = i, seen end
  end
  return best
end

---@type Variant
return variant {
  id = "swapper",
  name = "Swapper",
  api = 2,
  version = "1.0.0",
  description = "Two players; x picks a face-down card, x on another swaps them (two a game)",
  players = 2,
  -- A picked card that is turned is no longer picked.
  on_turn = function(e, game)
    local card, picks = e.cards[#e.cards].index, game.state.picks or {}
    for player, pick in pairs(picks) do
      if pick == card then
        picks[player] = nil
        game:unmark(card)
      end
    end
  end,
  actions = {
    {
      key = "x",
      name = "Swap",
      charges = 2,
      description = "x on a face-down card picks it; x on another swaps the two.",
      run = function(game, card)
        local picks = game.state.picks or {}
        game.state.picks = picks
        local player = game:player()
        local first = picks[player]
        if game:card(card).state ~= "down" then return false, "Pick a face-down card" end
        if not first or first == card then
          if first then
            picks[player] = nil
            game:unmark(card)
            return false, "Swap cancelled"
          end
          picks[player] = card
          game:mark(card, "⇄")
          return false, "Now x on the card to swap it with"
        end
        picks[player] = nil
        game:unmark(first)
        game:swap(first, card)
      end,
      bot = function(game)
        if game:moves() < 4 then return nil end
        local picks = game.state.picks or {}
        local first = picks[game:player()]
        if first and game:card(first).state == "down" then return most_seen(game, first) end
        local card = most_seen(game)
        if card and most_seen(game, card) then return card end
        return nil
      end,
    },
  },
}
