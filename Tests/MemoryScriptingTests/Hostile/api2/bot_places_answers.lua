--- One answer for both hooks that name places, chosen by the `answer` param.
local function answer(game)
  if game.params.answer == 2 then return "corner" end
  if game.params.answer == 3 then return { 1, 0 } end
  if game.params.answer == 4 then return { 2, 1.5 } end
  if game.params.answer == 5 then return { 3, 99 } end
  return { 3, 1 }
end

return variant { id = "botplaces", name = "Bot places", api = 2, description = "x",
  params = { answer = 1 },
  bot_cards = answer,
  bot_avoid = answer,
}
