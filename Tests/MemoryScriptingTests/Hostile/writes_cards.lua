return rules { id = "cards-writer", name = "Cards writer", api = 1,
  on_match = function(e)
    e.cards[1] = e.cards[2]
    return 0
  end,
}
