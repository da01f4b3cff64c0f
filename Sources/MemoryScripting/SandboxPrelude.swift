import CLua
import CLuaBridge
import MemoryEngine

/// The sandbox every script runs in, built once per state by a Lua chunk with the real globals
/// in reach. It returns the function that makes a script's environment: a table of its own
/// whose missing names fall back (through a hidden metatable) to a table of safe globals; and
/// the functions `keep`, `snapshot` and `restore` behind each game's fresh script state (see
/// ``LuaVM/snapshotScriptState()``).
enum SandboxPrelude {
    static let source = #"""
    local host = ...
    local G = _G
    local type, error, tostring, select, rawget, rawset, next, setmetatable, getmetatable, load, collectgarbage, pcall =
          type, error, tostring, select, rawget, rawset, next, setmetatable, getmetatable, load, collectgarbage, pcall
    local concat = table.concat
    local SOURCE_LIMIT = host.source_limit

    -- Tables scripts may read but never change, even with rawset.
    local frozen = setmetatable({}, { __mode = "k" })
    for i = 1, 7 do frozen[host.views[i]] = true end

    local function unavailable(what, why)
      return function() error(what .. " is not available to scripts: " .. why, 2) end
    end

    \#(ReadOnlyProxy.source)
    local function library(name, t)
      local proxy = readonly(t, "the " .. name .. " library")
      frozen[proxy] = true
      return proxy
    end

    local function blocked(name, why)
      local proxy = setmetatable({}, {
        __index = function(_, k) error(name .. "." .. tostring(k) .. " is not available to scripts: " .. why, 2) end,
        __newindex = function() error(name .. " is not available to scripts: " .. why, 2) end,
        __metatable = false,
      })
      frozen[proxy] = true
      return proxy
    end

    -- The real string table is what ("x"):method() reaches, so it is changed in place.
    string.dump = unavailable("string.dump", "scripts are loaded from source text only")
    getmetatable("").__metatable = false
    math.random = host.random
    math.randomseed = host.randomseed

    local base = {}
    for _, name in ipairs({ "assert", "error", "getmetatable", "ipairs", "next", "pcall", "rawequal",
                            "rawget", "rawlen", "select", "tonumber", "tostring", "type", "xpcall", "_VERSION" }) do
      base[name] = G[name]
    end
    -- pairs walks a table in the order of ordered_walk (see OrderedWalk), so that a seeded or
    -- resumed game replays alike in every process; a table with a __pairs metamethod (a
    -- read-only view or library) is walked by it, as Lua's pairs does.
    local rawpairs, raw_getmetatable = G.pairs, host.metatable
    function base.pairs(t)
      local meta = raw_getmetatable(t)
      if meta and rawget(meta, "__pairs") ~= nil then return rawpairs(t) end
      if type(t) ~= "table" then error("bad argument #1 to 'pairs' (table expected, got " .. type(t) .. ")", 2) end
      return ordered_walk(t), t, nil
    end
    function base.setmetatable(t, mt)
      if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
        error("setmetatable: __gc finalizers are not allowed in scripts", 2)
      end
      local ok, result = pcall(setmetatable, t, mt)
      if not ok then error("setmetatable: " .. tostring(result), 2) end
      return result
    end
    function base.rawset(t, k, v)
      if frozen[t] then error("rawset: this table is read-only", 2) end
      return rawset(t, k, v)
    end
    function base.collectgarbage(option)
      if option == "count" then return collectgarbage("count") end
      error("collectgarbage: only collectgarbage(\"count\") is available to scripts", 2)
    end
    function base.print(...)
      local n = select("#", ...)
      local parts = { ... }
      for i = 1, n do parts[i] = tostring(parts[i]) end
      host.log(concat(parts, "\t", 1, n))
    end
    -- log("lives: %d", n) formats like string.format; log(x) is print(x).
    function base.log(text, ...)
      if select("#", ...) > 0 and type(text) == "string" then
        local ok, line = pcall(string.format, text, ...)
        if not ok then error("log: " .. tostring(line), 2) end
        host.log(line)
      else
        host.log(tostring(text))
      end
    end
    base.string = library("string", string)
    base.table = library("table", table)
    base.math = library("math", math)
    base.utf8 = library("utf8", utf8)
    base.coroutine = library("coroutine", coroutine)
    base.os = blocked("os", "scripts run in a sandbox without processes, files or clocks")
    base.io = blocked("io", "scripts run in a sandbox without files")
    base.debug = blocked("debug", "scripts run in a sandbox")
    base.package = blocked("package", "modules are loaded with require \"name\" from the lib/ folder")
    base.dofile = unavailable("dofile", "scripts cannot read files")
    base.loadfile = unavailable("loadfile", "scripts cannot read files")
    base.deck, base.rules, base.variant, base.campaign = host.deck, host.rules, host.variant, host.campaign

    local environment_meta = { __index = base, __metatable = false }
    -- The sandbox's own tables and functions, never part of a script's state (see modules below).
    local sandbox_owned = setmetatable({ [base] = true, [environment_meta] = true, [host] = true }, { __mode = "k" })
    local function new_environment()
      local env = {}
      env._G = env
      function env.load(chunk, name, mode, ...)
        if mode ~= nil and mode ~= "t" then error("load: only text chunks can be loaded (mode \"t\")", 2) end
        if type(chunk) == "string" and #chunk > SOURCE_LIMIT then error("load: the chunk is too large", 2) end
        local target = env
        if select("#", ...) > 0 then target = ... end
        -- A name beginning with @ or = would pass the chunk off as a file (errors would name
        -- another script's line): it is shown as a string chunk's, [string "name"].
        if type(name) == "string" then name = (name:gsub("^[@=]+", "")) end
        return load(chunk, name, "t", target)
      end
      -- Its upvalues are the sandbox's, which no script can change: nothing to put back.
      sandbox_owned[env.load] = true
      return setmetatable(env, environment_meta)
    end

    -- Modules: require "name" runs lib/name.lua (the host finds and compiles it) in an
    -- environment of its own, once per state, and answers what it returned (true for nothing).
    local loaded, running, uses, roots = {}, {}, {}, {}
    local function used(path)
      host.module_used(path)
      for _, p in ipairs(uses[path] or {}) do used(p) end
    end
    function base.require(name)
      local path, why = host.module_file(name)
      if not path then error("require: " .. why, 2) end
      local value = loaded[path]
      for i = 1, value == nil and #running or 0 do
        if running[i].path == path then
          local names = {}
          for j = i, #running do names[#names + 1] = "'" .. running[j].name .. "'" end
          error("require: a cycle of modules: " .. concat(names, " requires ") .. ", which requires '" .. name
                .. "' again; move what they share into a module of its own", 2)
        end
      end
      local parent = running[#running]
      if parent then uses[parent.path][#uses[parent.path] + 1] = path end
      used(path)
      if value ~= nil then return value end
      local env = new_environment()
      local chunk, problem = host.module_load(path, env)
      if not chunk then error(problem, 0) end
      uses[path] = {}
      running[#running + 1] = { path = path, name = name }
      local ok, result = pcall(chunk, name)
      running[#running] = nil
      if not ok then error(result, 0) end
      if result == nil then result = true end
      loaded[path] = result
      roots[#roots + 1] = env
      roots[#roots + 1] = result
      return result
    end

    -- Every game starts from the scripts' and modules' state as it was once they had loaded:
    -- every table and Lua function reachable from a module (its environment and what it
    -- returned) or from what a script keeps (see modules.keep) is kept as it was then, its
    -- fields, metatable and upvalues, and put back before each game. The sandbox's own tables
    -- and functions are not the scripts' and are left out.
    local getupvalue, getmeta = host.upvalue, host.metatable
    for _, v in next, base do sandbox_owned[v] = true end
    local kept_tables, kept_functions = {}, {}
    local modules = {}
    -- A script's roots: the functions in what it returned, at any depth (hooks, actions, a
    -- deck's generator), and through their upvalues the script's locals and globals. The
    -- tables holding them are the script's definition, read once when it loaded.
    function modules.keep(definition)
      local seen = {}
      local function find(v)
        if type(v) == "function" then
          roots[#roots + 1] = v
        elseif type(v) == "table" and not seen[v] and not frozen[v] and not sandbox_owned[v] then
          seen[v] = true
          for k, x in next, v do find(k); find(x) end
        end
      end
      find(definition)
    end
    -- Returns whether anything is kept (when nothing is, no game needs a reset).
    function modules.snapshot()
      local seen, tables, functions = {}, {}, {}
      local function walk(v)
        local kind = type(v)
        if (kind ~= "table" and kind ~= "function") or seen[v] or frozen[v] or sandbox_owned[v] then return end
        seen[v] = true
        if kind == "table" then
          local fields = {}
          for k, x in next, v do
            fields[k] = x
            walk(k)
            walk(x)
          end
          local meta = getmeta(v)
          tables[#tables + 1] = { v, fields, meta }
          walk(meta)
        else
          local values, n = {}, 0
          while true do
            local name, x = getupvalue(v, n + 1)
            if name == nil then break end
            n = n + 1
            values[n] = x
            walk(x)
          end
          if n > 0 then functions[#functions + 1] = { v, values, n } end
        end
      end
      for i = 1, #roots do walk(roots[i]) end
      kept_tables, kept_functions = tables, functions
      return #tables + #functions > 0
    end
    local restore = host.restore
    function modules.restore()
      restore(kept_tables, kept_functions)
    end

    return new_environment, modules
    """#

    /// Fills the `host` table the prelude receives.
    static func registerHostFunctions(_ L: OpaquePointer, table: Int32, sourceLimit: Int) {
        let functions: [(String, mb_swift_fn)] = [
            ("log", log), ("random", random), ("randomseed", randomseed),
            ("deck", Constructors.deck), ("rules", Constructors.rules), ("variant", Constructors.variant),
            ("campaign", Constructors.campaign),
        ]
        for (name, function) in functions {
            mb_push_swift_function(L, function)
            lua_setfield(L, table, name)
        }
        ModuleLoading.register(L, table: table)
        mb_add_module_functions(L, table)
        lua_pushinteger(L, lua_Integer(sourceLimit))
        lua_setfield(L, table, "source_limit")
        lua_rawgeti(L, mb_registryindex(), lua_Integer(mb_host_of(L).pointee.views_ref))
        lua_setfield(L, table, "views")
    }

    /// Raises `message` with the caller's position (returns the trampoline's error sentinel).
    static func raise(_ L: OpaquePointer?, _ message: String) -> Int32 {
        luaL_where(L, 1)
        LuaVM.owner(of: L).push(message)
        lua_concat(L, 2)
        return -1
    }

    /// Instructions of the call's budget a line printed costs: about the host's work for it (the
    /// caller's place looked up, the text sanitised, kept and written), so that a hook printing
    /// in an endless loop is stopped by its budget, at its line, rather than by the watchdog.
    static let printCost: Int64 = 1000

    /// `print` and `log`: the line, after where the script called them (`path:line: `).
    private static let log: mb_swift_fn = { L in
        mb_charge(L, printCost)
        var length = 0
        guard lua_type(L, 1) == LUA_TSTRING, let text = mb_tostring(L, 1, &length) else { return 0 }
        var place = [CChar](repeating: 0, count: 256)
        let line = mb_caller_line(L, 2, &place, place.count)
        let source = String(decoding: place.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let prefix = line > 0 ? "\(source):\(line): " : ""
        LuaVM.owner(of: L).log(prefix + String(decoding: UnsafeRawBufferPointer(start: text, count: length), as: UTF8.self))
        return 0
    }

    /// `math.random` on the game's seeded source: `()` a float in [0, 1), `(m)` 1...m,
    /// `(m, n)` m...n, `(0)` any integer.
    static let random: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        let count = lua_gettop(L)
        if count == 0 {
            lua_pushnumber(L, vm.random.unit())
            return 1
        }
        var ok1: Int32 = 0, ok2: Int32 = 1
        let first = lua_tointegerx(L, 1, &ok1)
        let second = count >= 2 ? lua_tointegerx(L, 2, &ok2) : 0
        guard count <= 2, ok1 != 0, ok2 != 0 else {
            return raise(L, "bad argument to 'random' (use random(), random(m) or random(m, n) with integers)")
        }
        if count == 1 && first == 0 {
            lua_pushinteger(L, lua_Integer(Int64(bitPattern: vm.random.next())))
            return 1
        }
        let (low, high) = count == 1 ? (Int64(1), first) : (first, second)
        guard low <= high else { return raise(L, "bad argument to 'random' (interval is empty)") }
        let span = UInt64(bitPattern: high &- low)
        let offset: UInt64
        if span == UInt64.max { offset = vm.random.next() }
        else if span < UInt64(Int.max) { offset = UInt64(vm.random.below(Int(span) + 1)) }
        else { offset = vm.random.next() % (span + 1) }
        lua_pushinteger(L, lua_Integer(low &+ Int64(bitPattern: offset)))
        return 1
    }

    /// `math.randomseed(x)` restarts the seeded source from `x` (deterministic, like everything).
    private static let randomseed: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        var isInteger: Int32 = 0
        let value = lua_tointegerx(L, 1, &isInteger)
        let seed = isInteger != 0 ? UInt64(bitPattern: value) : lua_tonumberx(L, 1, nil).bitPattern
        vm.random = SeededRandom(seed: seed)
        return 0
    }
}
