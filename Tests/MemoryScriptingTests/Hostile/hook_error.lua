return rules { id = "hook-error", name = "Hook error", api = 1,
  on_match = function(e)
    return e.nothing.here
  end,
}
