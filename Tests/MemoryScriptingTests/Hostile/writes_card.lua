return rules { id = "card-writer", name = "Card writer", api = 1,
  on_match = function(e)
    e.cards[1].seen = false
    return 0
  end,
}
