-- Flawless: a game finished without turning any card twice earns a line on the game-over
-- screen and 50 points.

---@type Variant
return variant {
  id = "flawless",
  name = "Flawless",
  api = 2,
  version = "1.0.0",
  description = "Finish without turning any card twice for a flawless bonus",
  on_finish = function(e, game)
    if game:result() ~= "cleared" then return end
    for i = 1, game:count() do
      if game:card(i).times_seen > 1 then return end
    end
    return 50
  end,
  on_end = function(e, game)
    if game:result() ~= "cleared" then return end
    for i = 1, game:count() do
      if game:card(i).times_seen > 1 then return end
    end
    game:say("Flawless — no card turned twice")
  end,
}
