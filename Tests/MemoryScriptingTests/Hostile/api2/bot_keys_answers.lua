return variant { id = "botkeys", name = "Bot keys", api = 2, description = "x",
  params = { answer = 1 },
  bot_keys = function(game)
    if game.params.answer == 2 then return 5 end
    if game.params.answer == 3 then return { "f1", 2 } end
    if game.params.answer == 4 then game:say("no") end
    return { "f2", "nothing" }
  end,
}
