return rules { id = "writer", name = "Writer", api = 1,
  on_match = function(e)
    e.score = 1000000
    return 0
  end,
}
