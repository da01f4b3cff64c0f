-- Teams: players in odd seats against players in even seats (with four, 1 and 3 against 2 and
-- 4), taking turns in seat order. The status line shows each team's points; at the end every
-- player scores their team's total, so the winners are a whole team, and the game-over screen
-- names them. More seats (--players 6) make bigger teams; a computer opponent takes the seats
-- after the people's (--bot perfect: you and CPU3 against CPU2 and CPU4).

--- The two teams' points, the odd seats' then the even seats'.
local function totals(game)
  local t = { 0, 0 }
  for p = 1, game:players() do t[2 - p % 2] = t[2 - p % 2] + game:score(p) end
  return t
end

--- A team's players by name, "P1+P3" (team 1: the odd seats; team 2: the even ones).
local function members(game, team)
  local names = {}
  for p = team, game:players(), 2 do names[#names + 1] = game:name(p) end
  return names
end

---@type Variant
return variant {
  id = "teams",
  name = "Teams",
  api = 2,
  version = "1.0.0",
  description = "Four players in two teams, 1 and 3 against 2 and 4: each ends with the team's points",
  players = 4,
  status = function(game)
    local t = totals(game)
    return ("%s %d · %s %d"):format(table.concat(members(game, 1), "+"), t[1], table.concat(members(game, 2), "+"), t[2])
  end,
  -- Each on_finish sees the points the ones before it gave: the totals are taken at the first.
  on_finish = function(e, game)
    if e.player == 1 then game.state.totals = totals(game) end
    return game.state.totals[2 - e.player % 2] - e.score
  end,
  on_end = function(e, game)
    local t = game.state.totals
    if t[1] == t[2] then
      game:say("The teams tie")
    else
      local names = members(game, t[1] > t[2] and 1 or 2)
      game:say(#names == 1 and names[1] .. " wins"
        or table.concat(names, ", ", 1, #names - 1) .. " and " .. names[#names] .. " win")
    end
  end,
}
