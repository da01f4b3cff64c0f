-- Spyglass: press r to see the row of the card under the cursor for one second, three times a
-- game, and once more for every third pair a player finds. The look is yours alone: in a duel
-- the opponent sees which cards you look at, not their faces. Computer players use it every
-- fourth turn, on the row with the most cards they have not seen.

---@type Variant
return variant {
  id = "spyglass",
  name = "Spyglass",
  api = 2,
  version = "1.0.0",
  description = "Press r to peek at the cursor's row for a second: three times a game, once more every {earn} pairs found",
  params = {
    earn = { default = 3, min = 1, max = 100, whole = true, doc = "Pairs a player finds to earn one more peek" },
  },
  -- Every `earn`-th pair a player finds earns them another use (game.state.found: pairs found
  -- by each player).
  on_match = function(e, game)
    local found = game.state.found or {}
    game.state.found = found
    found[e.player] = (found[e.player] or 0) + 1
    if found[e.player] % game.params.earn == 0 and game:groups_left() > 0 then
      game:grant("r", 1, e.player)
      game:say(game:name(e.player) .. " earns another peek")
    end
  end,
  actions = {
    {
      key = "r",
      name = "Peek row",
      charges = 3,
      description = "Shows you the face-down cards of the cursor's row for one second; a computer opponent does not see them.",
      run = function(game, card, row)
        local down = {}
        for _, i in ipairs(row) do
          if game:card(i).state == "down" then down[#down + 1] = i end
        end
        -- Nothing face down in the row: decline, so that no charge is spent.
        if #down == 0 then return false, "Nothing to see in this row" end
        game:reveal(down, 1, game:player())
      end,
      -- Every fourth turn, on the row with the most face-down cards the player has never been
      -- shown (turned, revealed, peeked at); none when they have seen every face-down card.
      bot = function(game)
        if game:moves() % 4 ~= 1 then return nil end
        local best, most = nil, 0
        local unseen = {}   -- by row (the whole board when the cards have no grid)
        for _, i in ipairs(game:face_down()) do
          if game:card(i).times_shown == 0 then
            local row = game:position(i) or 1
            unseen[row] = (unseen[row] or 0) + 1
            if unseen[row] > most then best, most = i, unseen[row] end
          end
        end
        return best
      end,
    },
  },
}
