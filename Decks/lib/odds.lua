-- Shared by the variants whose computer players weigh the risk of their next turn (double,
-- bank): how likely a pair is, as far as a player who remembers every card shown can tell.
local odds = {}

--- The chance that a player who remembers every card shown finds a pair on the next turn: at
--- once when a whole pair was shown; else the first card is a new one, whose partner is known
--- (a card shown alone) or is the second new card turned.
---@param game Game
---@return number
function odds.pair_next_turn(game)
  local shown, unseen = {}, 0   -- key → its face-down cards shown; face-down cards never shown
  for _, i in ipairs(game:face_down()) do
    local card = game:card(i)
    if card.times_shown > 0 then
      shown[card.key] = (shown[card.key] or 0) + 1
      if shown[card.key] == 2 then return 1 end
    else
      unseen = unseen + 1
    end
  end
  if unseen == 0 then return 0 end
  local singles = 0
  for _ in pairs(shown) do singles = singles + 1 end
  local first = singles / unseen
  if unseen == 1 then return first end
  return first + (1 - first) / (unseen - 1)
end

return odds
