-- pairs on a read-only table (a library, game.params, a face's tags and data) walks its entries
-- but must not hand out the table behind it, which a script could then change for every script.
local function tamper(t, k)
  local _, behind = pairs(t)
  if type(behind) == "table" then pcall(function() behind[k] = "tampered" end) end
  local n = 0
  for _ in pairs(t) do n = n + 1 end
  return n
end
local string_entries = tamper(string, "upper")
tamper(math, "floor")
return variant { id = "behind", name = "Behind", api = 2, description = "x",
  params = { lives = 3 },
  on_start = function(e, game)
    local params_entries = tamper(game.params, "lives")
    local tags_entries = tamper(game:card(1).tags, 1)
    tamper(game:card(1).data, "value")
    game.state.seen = {
      upper = ("abc"):upper(), floor = math.floor(1.5), lives = game.params.lives,
      tag = game:card(1).tags[1] or "none", value = game:card(1).data.value or "none",
      entries = string_entries > 10 and params_entries == 1 and tags_entries == 0,
    }
  end,
}
