-- Spies: a duel with an economy of power-ups, earned by playing well and spent at the start of a
-- turn. A second pair in a row earns a Spy (e: the face-down card under the cursor shows for a
-- second, to the spy alone: the opponent sees which card is spied on, not its face), a third in a row a Lock (f: the face-down card under the cursor is locked through the
-- opponent's next turn, so the card you know is still there when you come back). Each player
-- starts with one Spy and no Lock. Computer players spy when they know no pair, on a card they
-- have not seen, and lock a card they have seen whose partner they have not: one the opponent
-- could pair next. (`times_shown` counts what the player whose turn it is has seen: the cards
-- turned, and the ones they spied on.)

--- Whether a face-down pair has both its cards already shown to the player: a pair a good memory knows.
local function known_pair(game)
  local shown = {}
  for _, c in ipairs(game:cards()) do
    if c.times_shown > 0 and c.state == "down" then
      if shown[c.key] then return true end
      shown[c.key] = true
    end
  end
  return false
end

---@type Variant
return variant {
  id = "spies",
  name = "Spies",
  api = 2,
  version = "1.0.0",
  description = "A duel: two pairs in a row earn a Spy (e: see a card), three a Lock (f: keep a card from your opponent)",
  players = 2,
  grid = "4x4",
  on_match = function(e, game)
    if game:groups_left() == 0 then return end
    if e.streak == 2 then
      game:grant("e", 1, e.player)
      game:say(game:name(e.player) .. " earns a Spy")
    elseif e.streak == 3 then
      game:grant("f", 1, e.player)
      game:say(game:name(e.player) .. " earns a Lock")
    end
  end,
  actions = {
    {
      key = "e",
      name = "Spy",
      charges = 1,
      description = "Shows you the face-down card under the cursor for a second; a computer opponent does not see it.",
      run = function(game, card)
        if game:card(card).state ~= "down" then return false, "Spy on a face-down card" end
        game:reveal({ card }, 1, game:player())
        game:tally("spied")
      end,
      -- A player who knows a pair takes it; one who knows none looks at a card they have not seen.
      bot = function(game)
        if game:skill() == 0 or known_pair(game) then return nil end
        for _, i in ipairs(game:face_down()) do
          if game:card(i).times_shown == 0 then return i end
        end
      end,
    },
    {
      key = "f",
      name = "Lock",
      charges = 0,
      description = "Locks the face-down card under the cursor through your opponent's next turn.",
      run = function(game, card)
        local c = game:card(card)
        if c.state ~= "down" then return false, "Lock a face-down card" end
        if c.frozen then return false, "That card is locked already" end
        game:freeze({ card }, 1, "locked by " .. game:name())
        game:tally("locked")
      end,
      -- The card seen whose partner the player has not seen: the opponent pairs it when it turns up.
      bot = function(game)
        if game:skill() == 0 then return nil end
        local cards, shown = game:cards(), {}
        for _, c in ipairs(cards) do
          if c.times_shown > 0 and c.state ~= "matched" and c.state ~= "removed" then
            shown[c.key] = (shown[c.key] or 0) + 1
          end
        end
        for _, c in ipairs(cards) do
          if c.state == "down" and not c.frozen and shown[c.key] == 1 then return c.index end
        end
      end,
    },
  },
}
