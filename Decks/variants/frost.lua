-- Frost: a mismatch freezes its cards until the next pair is found, so the cards you just saw
-- cannot be tried again at once: find a pair elsewhere to thaw them. Frozen cards show ❄. The
-- engine keeps play open: when the cards that can be turned hold no pair, every card thaws.

---@type Variant
return variant {
  id = "frost",
  name = "Frost",
  api = 2,
  version = "1.0.0",
  description = "A mismatch freezes its cards until the next pair",
  on_mismatch = function(e, game)
    local cards = {}
    for i, card in ipairs(e.cards) do cards[i] = card.index end
    game:freeze(cards, nil, "frozen by the mismatch: find a pair to thaw it")
  end,
  on_match = function(e, game)
    game:thaw()
  end,
  status = function(game)
    local frozen = 0
    for i = 1, game:count() do
      if game:frozen(i) then frozen = frozen + 1 end
    end
    if frozen > 0 then return "Frozen: " .. frozen end
  end,
}
