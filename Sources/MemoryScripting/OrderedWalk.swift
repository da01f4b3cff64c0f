/// The Lua function behind the sandbox's `pairs`: `ordered_walk(t)` returns an iterator over
/// `t`'s fields in an order its keys fix, not where they hash (Lua seeds its string hash anew in
/// every process, so `next` meets string keys in another order at each run of memory, and a hook
/// deciding by that order would replay another game). The keys 1, 2, 3… come first, then the
/// other numbers, the strings (bytewise: Lua compares strings with `strcoll`, and memory never
/// sets a collation locale) and the booleans, each in ascending order, then any other keys
/// (tables, functions) in no fixed order. Keys removed during the walk are skipped; keys added
/// are not visited. The chunk that includes it runs with the real globals in reach.
enum OrderedWalk {
    static let source = #"""
    local ordered_walk
    do
      local rawget, type, next, integer_type, sort = rawget, type, next, math.type, table.sort
      local rank = { number = 1, string = 2, boolean = 3 }
      local function before(a, b)
        local ra, rb = rank[type(a)] or 4, rank[type(b)] or 4
        if ra ~= rb then return ra < rb end
        if ra <= 2 then return a < b end
        return ra == 3 and not a and b
      end
      function ordered_walk(t)
        local n = 0
        while rawget(t, n + 1) ~= nil do n = n + 1 end
        local keys, count = nil, 0
        for k in next, t do
          if integer_type(k) ~= "integer" or k < 1 or k > n then
            count = count + 1
            if keys then keys[count] = k else keys = { k } end
          end
        end
        if count > 1 then sort(keys, before) end
        local i = 0
        return function()
          while i < n do
            i = i + 1
            local v = rawget(t, i)
            if v ~= nil then return i, v end
          end
          while i < n + count do
            i = i + 1
            local k = keys[i - n]
            local v = rawget(t, k)
            if v ~= nil then return k, v end
          end
          return nil
        end
      end
    end
    """#
}
