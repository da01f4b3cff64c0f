return rules { id = "handler-loop", name = "Loop in a message handler", api = 1,
  on_match = function(e)
    xpcall(function() while true do end end, function() while true do end end)
  end,
}
