-- Each coroutine would get its own counter if the budget lived in the thread.
return rules { id = "coroutines", name = "Coroutines", api = 1,
  on_match = function(e)
    for _ = 1, 1000 do
      local co = coroutine.wrap(function() for _ = 1, 1e7 do end end)
      co()
    end
    return 1
  end,
}
