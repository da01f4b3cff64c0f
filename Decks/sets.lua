-- Sets: cards of three attributes, each with three values: a number (1 to 3), a colour (orange,
-- green, purple) and a shape (circle, square, heart), drawn as the number and a coloured emoji
-- ("2🟢"). Made for the setmatch variant, where three cards make a set when each attribute is
-- the same on all three or different on all three. Each dealt group of three is a set, so the
-- board can always be cleared; other sets cross the groups.

local COLOURS = { "orange", "green", "purple" }
local SHAPES = { "circle", "square", "heart" }
-- The emoji of each shape in each colour (all single code points, two columns wide).
local GLYPHS = {
  circle = { orange = "🟠", green = "🟢", purple = "🟣" },
  square = { orange = "🟧", green = "🟩", purple = "🟪" },
  heart = { orange = "🧡", green = "💚", purple = "💜" },
}

-- The third value of an attribute that makes a set with values a and b (1 to 3): the same when
-- they agree, else the one they leave.
local function third(a, b)
  if a == b then return a end
  return 6 - a - b
end

local function face(n, c, s, key)
  local colour, shape = COLOURS[c], SHAPES[s]
  return {
    label = n .. GLYPHS[shape][colour],
    key = key,
    data = { number = n, colour = colour, shape = shape },
  }
end

---@type Deck
return deck {
  id = "sets",
  name = "Sets",
  author = "memory",
  version = "1.0.0",
  api = 1,
  description = "Number, colour and shape: three cards that agree or all differ in each (for setmatch)",
  faces = function(count, random)
    local faces = {}
    for g = 1, count do
      -- Two different cards at random, and the one card that makes a set with them.
      local a = { random(3), random(3), random(3) }
      local b
      repeat
        b = { random(3), random(3), random(3) }
      until b[1] ~= a[1] or b[2] ~= a[2] or b[3] ~= a[3]
      local key = "set" .. g
      faces[#faces + 1] = face(a[1], a[2], a[3], key)
      faces[#faces + 1] = face(b[1], b[2], b[3], key)
      faces[#faces + 1] = face(third(a[1], b[1]), third(a[2], b[2]), third(a[3], b[3]), key)
    end
    return faces
  end,
}
