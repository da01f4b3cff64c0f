-- Few instructions, much C work: each upper/lower copies 10 MB, which no count hook sees. Without
-- the bytes it allocates charged to the budget, each call of the hook ran for seconds (and the
-- watchdog ended the process).
return rules { id = "string-work", name = "string work", api = 1,
  on_match = function(e)
    local s = string.rep("x", 1e7)
    for _ = 1, 1000 do s = s:upper():lower() end
    return 1
  end,
}
