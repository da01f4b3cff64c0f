-- Spyglass: press r to see the row of the card under the cursor for one second, three times a
-- game. Computer players use it every fourth turn, on the row with the most cards nobody has seen.

---@type Variant
return variant {
  id = "spyglass",
  name = "Spyglass",
  api = 2,
  version = "1.0.0",
  description = "Press r to peek at the cursor's row for a second, three times a game",
  actions = {
    {
      key = "r",
      name = "Peek row",
      charges = 3,
      description = "Shows the face-down cards of the cursor's row for one second.",
      run = function(game, card, row)
        local down = {}
        for _, i in ipairs(row) do
          if game:card(i).state == "down" then down[#down + 1] = i end
        end
        -- Nothing face down in the row: decline, so that no charge is spent.
        if #down == 0 then return false, "Nothing to see in this row" end
        game:reveal(down, 1)
      end,
      -- Every fourth turn, on the row with the most face-down cards never shown (turned,
      -- revealed or peeked at); none when every face-down card has been shown.
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
