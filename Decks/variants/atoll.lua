-- Atoll: the board is not a rectangle. Before the first card, whole groups are taken off the
-- places of a shape, leaving holes: a lagoon in the middle (--set shape=lagoon), the corners cut
-- off to a diamond (shape=diamond), or a checkered reef of holes along the middle rows
-- (shape=reef). Which cards
-- go is decided by the seed, never by where a player looks; nobody has seen them.

-- The places of each shape on a rows x columns grid, as (row, column) tests, by name.
local SHAPES = {
  -- A lagoon, the middle third of the rows and columns (at least the middle 2x2 on a 4x4).
  lagoon = function(r, c, rows, columns)
    local dr, dc = rows // 3, columns // 3
    return r > dr and r <= rows - dr and c > dc and c <= columns - dc
  end,
  -- A diamond, each corner cut along its diagonal.
  diamond = function(r, c, rows, columns)
    local cut = math.max(1, math.min(rows, columns) // 3)
    local dr = math.min(r - 1, rows - r)
    local dc = math.min(c - 1, columns - c)
    return dr + dc < cut
  end,
  -- A reef, every other place of the middle rows.
  reef = function(r, c, rows, columns)
    return r > 1 and r < rows and (r + c) % 2 == 0
  end,
}

-- The hole places of the shape, trimmed from the end to whole groups, leaving at least one group
-- on the board.
local function hole_places(game)
  local rows, columns = game:grid()
  local shape = SHAPES[game.params.shape]
  local holes = {}
  for r = 1, rows do
    for c = 1, columns do
      local i = game:at(r, c)
      -- Only face-down cards are dug out: not one another variant took off or shows.
      if shape(r, c, rows, columns) and game:card(i).state == "down" then holes[#holes + 1] = i end
    end
  end
  local group = game:group()
  local keep = #holes - #holes % group
  keep = math.min(keep, game:count() - group)
  while #holes > keep do table.remove(holes) end
  return holes
end

-- Swaps and removals that leave only whole groups on the hole places, then take them off.
-- Works on a copy of the keys by place, since requests apply only once the hook returns.
local function dig(game, holes)
  local key_at, is_hole = {}, {}
  for _, card in ipairs(game:cards()) do
    if card.state == "down" then key_at[card.index] = card.key end
  end
  for _, i in ipairs(holes) do is_hole[i] = true end
  -- Keys in order of first appearance on the holes, then over the board: the groups to take off.
  local wanted, need = {}, #holes
  local order = {}
  for _, i in ipairs(holes) do order[#order + 1] = key_at[i] end
  for i = 1, game:count() do
    if key_at[i] then order[#order + 1] = key_at[i] end
  end
  local total = {}
  for i = 1, game:count() do
    if key_at[i] then total[key_at[i]] = (total[key_at[i]] or 0) + 1 end
  end
  local group = game:group()
  for _, key in ipairs(order) do
    if need == 0 then break end
    if not wanted[key] then
      local take = math.min(total[key], need)
      take = take - take % group
      if take > 0 then
        wanted[key] = take
        need = need - take
      end
    end
  end
  local spare = {}
  for _, i in ipairs(holes) do spare[i] = true end
  -- Holes whose card stays: the first `wanted` cards of each wanted key found on the holes.
  local kept = {}
  for _, i in ipairs(holes) do
    local key = key_at[i]
    if wanted[key] and (kept[key] or 0) < wanted[key] then
      kept[key] = (kept[key] or 0) + 1
      spare[i] = false
    end
  end
  -- Cards of wanted keys outside the holes move in, over the other hole cards.
  local free = {}
  for _, i in ipairs(holes) do
    if spare[i] then free[#free + 1] = i end
  end
  for i = 1, game:count() do
    local key = key_at[i]
    if not is_hole[i] and wanted[key] and (kept[key] or 0) < wanted[key] then
      kept[key] = (kept[key] or 0) + 1
      local hole = table.remove(free, 1)
      game:swap(i, hole)
      key_at[i], key_at[hole] = key_at[hole], key_at[i]
    end
  end
  game:remove(holes)
end

---@type Variant
return variant {
  id = "atoll",
  name = "Atoll",
  api = 2,
  version = "1.0.0",
  description = "A board with holes: whole groups are taken off the places of a shape before the first card",
  grid = "4x5",
  params = {
    shape = { default = "lagoon", choices = { "lagoon", "diamond", "reef" },
              doc = "a lagoon in the middle, a diamond (the corners cut) or a reef of holes" },
  },
  on_start = function(e, game)
    if not game:grid() then
      game:say("No atoll: it needs a grid board (--grid 4x5)")
      return
    end
    local holes = hole_places(game)
    if #holes > 0 then dig(game, holes) end
  end,
}
