-- Spyglass: press r to see the row of the card under the cursor for one second, three times a
-- game. Computer players use it now and then, on a row they know least.

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
      -- Every fourth turn, on the face-down card never turned that comes first on the board.
      bot = function(game)
        if game:moves() % 4 ~= 1 then return nil end
        for _, i in ipairs(game:face_down()) do
          if game:card(i).times_seen == 0 then return i end
        end
      end,
    },
  },
}
