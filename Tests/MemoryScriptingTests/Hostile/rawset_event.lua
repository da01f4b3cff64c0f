return rules { id = "raw-writer", name = "Raw writer", api = 1,
  on_match = function(e)
    rawset(e.cards[1], "key", "cheat")
    return 0
  end,
}
