/// The Lua function the host chunks share to hand scripts a table they may read but not change:
/// `readonly(t, name)` returns a proxy that reads `t` (indexing, `pairs` in the order of
/// ``OrderedWalk``, `#`) and refuses every write with "`name` is read-only (cannot set 'k')".
/// The chunk that includes it has `setmetatable`, `error` and `tostring` in reach.
enum ReadOnlyProxy {
    static let source = #"""
    \#(OrderedWalk.source)
    local function readonly(t, name)
      return setmetatable({}, {
        __index = t,
        __newindex = function(_, k) error(name .. " is read-only (cannot set '" .. tostring(k) .. "')", 2) end,
        -- The walk reads t, but hands out the proxy: given t itself, a script could change it.
        __pairs = function(proxy) return ordered_walk(t), proxy, nil end,
        __len = function() return #t end,
        __metatable = false,
      })
    end
    """#
}
