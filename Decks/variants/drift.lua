-- Drift: the cards you miss trade places as they turn back face down. You saw their faces; now
-- each lies where the next one was (with pairs, they swap). A reveal or the peek moves nothing:
-- only a miss drifts. Watch where they go.

---@type Variant
return variant {
  id = "drift",
  name = "Drift",
  api = 2,
  version = "1.0.0",
  description = "The cards you miss trade places as they turn back",
  -- Told once the missed cards are face down again (e.why says why they turned back).
  on_hide = function(e, game)
    if e.why ~= "mismatch" or #e.cards < 2 then return end
    local from, to = {}, {}
    for i, card in ipairs(e.cards) do
      from[i] = card.index
      to[i] = e.cards[i % #e.cards + 1].index
    end
    game:arrange(from, to)
  end,
}
