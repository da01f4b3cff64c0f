-- Times tables: a generated deck. Each group is a product and its value: "3×4" matches "12"
-- because both faces carry the key "12" (key ≠ label). Products are distinct, so every card
-- has exactly one partner. Factors run from 2 to 9, and the tables grow only when a board
-- needs more distinct products than that (2..9 gives 31).
-- Note: "×" (U+00D7) is East-Asian "ambiguous": 2 columns in terminals set up for CJK.

local SHIFT = 65536   -- a factor pair (a, b) is packed as a * SHIFT + b

---@type Deck
return deck {
  id = "math",
  name = "Times tables",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Match a product with its value: 3×4 goes with 12",
  back = "?",
  colour = "purple",
  ---@param count integer  the number of groups the board needs
  ---@param random fun(n: integer): integer  1..n from the game's seeded source
  ---@return Face[]
  faces = function(count, random)
    -- every distinct product, with one of its factor pairs chosen at random (reservoir sampling)
    local products, factors, ways, slot, n = {}, {}, {}, {}, 0
    local function add(a, b)
      local p = a * b
      local k = slot[p]
      if k == nil then
        n = n + 1
        slot[p], products[n], factors[n], ways[n] = n, p, a * SHIFT + b, 1
      else
        ways[k] = ways[k] + 1
        if random(ways[k]) == 1 then factors[k] = a * SHIFT + b end
      end
    end
    local max = 9
    for a = 2, max do
      for b = a, max do add(a, b) end
    end
    while n < count do
      max = max + 1
      for a = 2, max do add(a, max) end
    end

    -- draw `count` of them (a partial Fisher–Yates shuffle) and make two faces for each
    local faces = {}
    for i = 1, count do
      local j = i - 1 + random(n - i + 1)
      products[i], products[j] = products[j], products[i]
      factors[i], factors[j] = factors[j], factors[i]
      local a, b = factors[i] // SHIFT, factors[i] % SHIFT
      if random(2) == 1 then a, b = b, a end
      local key = tostring(products[i])
      faces[2 * i - 1] = { label = a .. "×" .. b, key = key }
      faces[2 * i] = { label = key, key = key }
    end
    return faces
  end,
}
