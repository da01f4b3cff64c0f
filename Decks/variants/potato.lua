-- Hot potato: a card turned again without being matched explodes. Its first mismatch marks it
-- 🔥 (hot); each later mismatch with it costs a point (--set cost=N for more) and scrambles the face-down
-- cards of its row, so what you knew there is lost. It needs a grid board: it plays on 4x4
-- unless the player picks another board (on a board of a number of pairs nothing scrambles).

---@type Variant
return variant {
  id = "potato",
  name = "Hot potato",
  api = 2,
  version = "1.0.0",
  description = "A card mismatched twice explodes: it costs {cost} and scrambles its row",
  grid = "4x4",
  params = { cost = { default = 1, min = 0, max = 100, whole = true, doc = "points an explosion costs" } },
  on_mismatch = function(e, game)
    local points, hot = 0, {}
    for _, card in ipairs(e.cards) do
      if card.seen then
        points = points - game.params.cost
        game:say(card.label .. " explodes!")
        local down = {}
        for _, i in ipairs(game:row(card.index)) do
          if game:card(i).state == "down" then down[#down + 1] = i end
        end
        if #down > 1 then game:shuffle(down) end
      else
        hot[#hot + 1] = card.index
      end
    end
    if #hot > 0 then game:mark(hot, "🔥") end
    return points
  end,
  on_match = function(e, game)
    local found = {}
    for _, card in ipairs(e.cards) do found[#found + 1] = card.index end
    game:unmark(found)
  end,
}
