-- Rot: a card seen and then left face down for {turns} turns rots, and shows ☣ to everyone. A
-- match with rotten cards scores {cost} less for each of them. Turning a card before it rots
-- keeps it fresh for another {turns} turns. Cards are known by their id, which stays with them
-- when another variant moves them (rot+shuffle, rot+gravity). Computer players pair the cards
-- nearest to rotting first.

---@type Variant
return variant {
  id = "rot",
  name = "Rot",
  api = 2,
  version = "1.0.0",
  description = "A card left face down {turns} turns after it was seen rots (☣): −{cost} in a match",
  params = {
    turns = { default = 4, min = 1, max = 50, whole = true, doc = "turns a seen card stays fresh face down" },
    cost = { default = 1, min = 0, max = 100, whole = true, doc = "points each rotten card in a match costs" },
  },
  -- seen[id]: the turns completed when the card was last turned; a rotten card is dropped.
  on_start = function(e, game) game.state.seen = {} end,
  on_turn = function(e, game)
    local card = game:card(e.cards[#e.cards].index)
    if card.mark ~= "☣" then game.state.seen[card.id] = game:moves() end
  end,
  on_turn_end = function(e, game)
    local seen, now, rotting = game.state.seen, game:moves(), {}
    for _, i in ipairs(game:face_down()) do
      local id = game:card(i).id
      if seen[id] and now - seen[id] >= game.params.turns then
        rotting[#rotting + 1] = i
        seen[id] = nil
      end
    end
    if #rotting > 0 then game:mark(rotting, "☣") end
  end,
  on_match = function(e, game)
    local rotten = 0
    for _, c in ipairs(e.cards) do
      if game:card(c.index).mark == "☣" then rotten = rotten + 1 end
    end
    if rotten == 0 then return end
    game:say(rotten .. " rotten: −" .. rotten * game.params.cost)
    return -rotten * game.params.cost
  end,
  bot_keys_first = true,
  bot_keys = function(game)
    local seen, oldest, keys = game.state.seen, nil, nil
    for _, i in ipairs(game:face_down()) do
      local card = game:card(i)
      local at = seen[card.id]
      if at and (not oldest or at < oldest) then
        oldest, keys = at, { card.key }
      elseif at and at == oldest then
        keys[#keys + 1] = card.key
      end
    end
    return keys
  end,
  status = function(game) return "Rot: " .. game.params.turns .. " turns" end,
}
