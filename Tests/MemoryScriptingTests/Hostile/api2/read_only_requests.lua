return variant { id = "readonly", name = "Read-only calls", api = 2, description = "x",
  status = function(game) game:swap(1, 2) return "status" end,
  match = function(cards, game) if cards[1].key ~= cards[2].key then game:say("no") end return cards[1].key == cards[2].key end,
  actions = { { key = "r", name = "Reveal", run = function(game, card) game:reveal({ card }, 1) end,
    bot = function(game) game:award(5) return 1 end } },
}
