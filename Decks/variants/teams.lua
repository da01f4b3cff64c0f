-- Teams: players in odd seats against players in even seats (with four, 1 and 3 against 2 and
-- 4), taking turns in seat order. The status line shows each team's points. Every player ends
-- with the team's total, so the high scores rank a team's game, and the team with more points
-- wins together however the game ends (the board cleared, the time up in a stack with a time
-- limit, a board stuck): the winners hook names its players, the game-over screen names them
-- and `memory simulate` counts the win for each. More seats (--players 6) make bigger teams; a
-- computer opponent takes the seats after the people's (--bot perfect: you and CPU3 against
-- CPU2 and CPU4). It plays on 4x4 unless the player picks another board.

--- The two teams' points, the odd seats' then the even seats'.
local function totals(game)
  local t = { 0, 0 }
  for p = 1, game:players() do t[2 - p % 2] = t[2 - p % 2] + game:score(p) end
  return t
end

--- A team's seats (team 1: the odd seats; team 2: the even ones).
local function seats(game, team)
  local list = {}
  for p = team, game:players(), 2 do list[#list + 1] = p end
  return list
end

--- A team's players by name, "P1+P3".
local function members(game, team)
  local names = {}
  for _, p in ipairs(seats(game, team)) do names[#names + 1] = game:name(p) end
  return table.concat(names, "+")
end

---@type Variant
return variant {
  id = "teams",
  name = "Teams",
  api = 2,
  version = "1.0.0",
  description = "Four players in two teams, 1 and 3 against 2 and 4: the team with more points wins together",
  players = 4,
  -- Eight pairs: on the default 2x3 board the first seats would find every pair.
  grid = "4x4",
  status = function(game)
    local t = totals(game)
    return ("%s %d · %s %d"):format(members(game, 1), t[1], members(game, 2), t[2])
  end,
  -- After the last group is found (before the game ends as a cleared board), the game ends
  -- saying how the team ahead won (the winners hook names them); level teams leave the board
  -- cleared, a tie, said on the game-over screen.
  on_turn_end = function(e, game)
    if game:groups_left() > 0 then return end
    local t = totals(game)
    if t[1] == t[2] then
      game.state.tie = t[1]
      return
    end
    local team = t[1] > t[2] and 1 or 2
    game:win(("%s %s %d to %d"):format(members(game, team), #seats(game, team) == 1 and "wins" or "win", t[team], t[3 - team]))
  end,
  on_end = function(e, game)
    if game.state.tie then game:say(("The teams tie, %d points each"):format(game.state.tie)) end
  end,
  -- Each on_finish sees the points the ones before it gave: the totals are taken at the first.
  on_finish = function(e, game)
    if e.player == 1 then game.state.totals = totals(game) end
    return game.state.totals[2 - e.player % 2] - e.score
  end,
  -- However the game ended, the team with more points at the end wins together; level teams
  -- tie (nil: the usual winners, every player on the same total).
  winners = function(game)
    local t = game.state.totals
    if t[1] == t[2] then return nil end
    return seats(game, t[1] > t[2] and 1 or 2)
  end,
}
