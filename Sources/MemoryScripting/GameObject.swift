import CLua
import CLuaBridge
import MemoryEngine

/// The `game` an `api = 2` hook receives: what a player can see of the game, and requests the
/// engine checks (see ``Request``). Each script gets its own, with its own `game.state` (a plain
/// table the script owns, fresh for every game) and its `game.params`.
///
/// Built by a Lua chunk with the real globals in reach (like the sandbox prelude); it reads the
/// game through host functions that look at the game of the running call, and asks for changes
/// through host functions that record requests with the script's line.
enum GameObject {
    static let source = #"""
    local host = ...
    local setmetatable, getmetatable, error, type, tostring, rawget, next, ipairs, pairs, unpack =
          setmetatable, getmetatable, error, type, tostring, rawget, next, ipairs, pairs, table.unpack
    local random = host.random

    \#(ReadOnlyProxy.source)

    local faces = {}        -- read-only face tables: key, label, tags, data
    local timers, timer_count = {}, 0
    local scripts = {}
    local states, script_count = {}, 0   -- each script's game.state, by script number

    local function card(i)
      local f, state, times, frozen, mark, shown, id, worn = host.card(nil, i)
      local face = faces[f]
      return { index = i, id = id, key = face.key, label = face.label, tags = face.tags, data = face.data,
               state = state, times_seen = times, times_shown = shown, frozen = frozen, mark = mark,
               disguise = worn and faces[worn] }
    end

    local methods = {
      count = host.count, face_down = host.face_down, pick = host.pick, turn = host.turn, player = host.player,
      players = host.players, name = host.name, score = host.score, moves = host.moves, time = host.time, locked_until = host.locked_until,
      groups_left = host.groups_left, group = host.group, stock = host.stock, charges = host.charges, result = host.result, skill = host.skill,
      grid = host.grid, position = host.position, at = host.at, neighbours = host.neighbours, row = host.row,
      swap = host.swap, arrange = host.arrange, reveal = host.reveal, hold = host.hold, remove = host.remove, deal = host.deal,
      end_turn = host.end_turn, keep_turn = host.keep_turn, unfind = host.unfind, freeze = host.freeze, thaw = host.thaw, frozen = host.frozen, mark = host.mark, unmark = host.unmark,
      disguise = host.disguise,
      award = host.award, win = host.win, lose = host.lose, finish = host.finish, say = host.say, bell = host.bell,
      tally = host.tally, carry = host.carry, carried = host.carried, grant = host.grant,
    }
    function methods:card(i) return card(i) end
    function methods:cards()
      local list = {}
      for i = 1, host.count() do list[i] = card(i) end
      return list
    end
    function methods:has_tag(i, tag)
      local f = host.card(nil, i)
      for _, t in ipairs(faces[f].tags) do if t == tag then return true end end
      return false
    end
    function methods:shuffle(list)
      list = list or host.face_down()
      for i = #list, 2, -1 do
        local j = random(i)
        if j ~= i then host.swap(nil, list[i], list[j]) end
      end
    end
    function methods:after(seconds, fn)
      if type(fn) ~= "function" then error("game:after(seconds, fn): fn must be a function, not a " .. type(fn), 2) end
      timer_count = timer_count + 1
      host.timer(nil, timer_count, seconds)
      timers[timer_count] = { fn = fn, game = self }
      return timer_count
    end

    local api = {}

    -- The game object of script n (1: rules, 2 and on: the variants in play order), whose table
    -- holds `params`.
    function api.add(definition, n)
      local entry = { definition = definition, state = {} }
      -- What the game object shows: its state and params, then the methods. A table rather
      -- than an __index function, so that `game:count()` costs a table lookup, not a Lua call;
      -- the game object itself stays empty, so that any assignment reaches __newindex.
      entry.view = setmetatable({ state = entry.state, params = readonly(rawget(definition, "params") or {}, "game.params") },
                                { __index = methods })
      entry.game = setmetatable({}, {
        __index = entry.view,
        __newindex = function(_, k)
          error("game is read-only (cannot set '" .. tostring(k) .. "'): keep your values in game.state", 2)
        end,
        __metatable = false,
      })
      scripts[n] = entry
      states[n] = entry.state
      if n > script_count then script_count = n end
      return entry.game
    end

    -- Every game starts from fresh state and no timers; the states of scripts 1 to the last
    -- (nil for a script that has no game object).
    -- A table still empty is kept rather than replaced: it is as fresh, and a simulation of
    -- thousands of games then makes no garbage for scripts that keep no state.
    function api.new_game()
      if next(timers) ~= nil then timers = {} end
      timer_count = 0
      for n, entry in pairs(scripts) do
        if next(entry.state) ~= nil or getmetatable(entry.state) ~= nil then
          entry.state = {}
          entry.view.state = entry.state
          states[n] = entry.state
        end
      end
      return unpack(states, 1, script_count)
    end

    -- Script n's game.state, for script tests to read.
    function api.state(n) return scripts[n] and scripts[n].state end

    function api.set_faces(count)
      faces = {}
      for i = 1, count do
        local key, label, tags, data = host.face(nil, i)
        faces[i] = readonly({ key = key, label = label, tags = readonly(tags, "tags"), data = readonly(data, "data") }, "a face")
      end
    end

    -- The calls that are not event hooks: match(cards, game), status(game), bot_keys(game),
    -- bot_cards(game), bot_avoid(game), winners(game), score_parts(game, player), an action's run(game, card, row) and
    -- bot(game), a timer's function(game).
    function api.call(kind, n, a, b, c, d, ...)
      local entry = scripts[n]
      if kind == "match" then
        local cards = { faces[a], faces[b] }
        if c then cards[3] = faces[c] end
        if d then cards[4] = faces[d] end
        return rawget(entry.definition, "match")(cards, entry.game)
      elseif kind == "status" then
        return rawget(entry.definition, "status")(entry.game)
      elseif kind == "action" then
        local run = rawget(entry.definition, "actions")[a].run
        if b == nil then return run(entry.game) end
        return run(entry.game, b, { c, d, ... })
      elseif kind == "bot_keys" or kind == "bot_cards" or kind == "bot_avoid" or kind == "winners" then
        return rawget(entry.definition, kind)(entry.game)
      elseif kind == "score_parts" then
        return rawget(entry.definition, kind)(entry.game, a)
      elseif kind == "bot" then
        local bot = rawget(entry.definition, "actions")[a].bot
        if bot then return bot(entry.game) end
      elseif kind == "timer" then
        local timer = timers[a]
        timers[a] = nil
        if timer then return timer.fn(timer.game) end
      end
    end

    return api
    """#

    /// Host functions the chunk builds the game object from.
    static func registerHostFunctions(_ L: OpaquePointer, table: Int32) {
        let functions: [(String, mb_swift_fn)] = [
            ("random", SandboxPrelude.random), ("face", face), ("card", card), ("count", count),
            ("face_down", faceDown), ("pick", pick), ("turn", turn), ("player", player), ("players", players), ("name", name), ("score", score),
            ("moves", moves), ("time", time), ("locked_until", lockedUntil), ("groups_left", groupsLeft), ("group", group), ("stock", stock), ("charges", charges), ("result", result),
            ("skill", skill), ("grid", grid), ("position", position), ("at", at), ("neighbours", neighbours), ("row", row),
            ("swap", swap), ("arrange", arrange), ("reveal", reveal), ("hold", hold), ("remove", remove), ("deal", deal), ("end_turn", endTurn), ("keep_turn", keepTurn), ("unfind", unfind), ("award", award),
            ("freeze", freeze), ("thaw", thaw), ("frozen", frozen), ("mark", mark), ("unmark", unmark),
            ("disguise", disguise),
            ("win", win), ("lose", lose), ("finish", finish), ("say", say), ("bell", bell), ("timer", timer), ("tally", tally),
            ("carry", carry), ("carried", carried), ("grant", grant),
        ]
        for (name, function) in functions {
            mb_push_swift_function(L, function)
            lua_setfield(L, table, name)
        }
    }

    // MARK: Reading

    static let outsideAHook = "the game can only be used during a hook"

    /// The game of the running call, or nil (then the function raises).
    static func game(_ L: OpaquePointer?) -> UnsafePointer<Game>? { LuaVM.owner(of: L).game }

    /// Argument `arg` if it is a number with a whole value (not a string that reads as one).
    private static func wholeNumber(_ L: OpaquePointer?, _ arg: Int32) -> Int64? {
        var ok: Int32 = 0
        let n = lua_tointegerx(L, arg, &ok)
        return ok != 0 && lua_type(L, arg) == LUA_TNUMBER ? n : nil
    }

    /// A card index argument (1-based in Lua), checked against the board; nil after raising.
    static func cardIndex(_ L: OpaquePointer?, _ arg: Int32, _ game: UnsafePointer<Game>, _ what: String) -> Int? {
        guard let i = wholeNumber(L, arg), i >= 1, i <= Int64(game.pointee.cards.count) else { return nil }
        return Int(i) - 1
    }

    private static func badCard(_ L: OpaquePointer?, _ arg: Int32, _ game: UnsafePointer<Game>, _ what: String) -> Int32 {
        SandboxPrelude.raise(L, "\(what): cards are numbered 1 to \(game.pointee.cards.count), not \(LuaVM.owner(of: L).describe(at: arg))")
    }

    /// `host.face(_, i)`: key, label, tags (a list) and data (a table) of face `i` (1-based).
    private static let face: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        let i = Int(lua_tointegerx(L, 2, nil)) - 1
        guard vm.faces.indices.contains(i), lua_checkstack(L, 8) != 0 else { return SandboxPrelude.raise(L, "no face \(i + 1)") }
        let face = vm.faces[i]
        vm.push(face.key)
        vm.push(face.label)
        vm.pushTags(of: face)
        vm.pushData(of: face)
        return 4
    }

    /// `host.card(_, i)`: the face (1-based), the state, the times seen of card `i`, whether it is
    /// frozen, its mark (nil: none), the times it was shown (see ``Game/timesShown(_:)``), its
    /// id: the place it was dealt to, 1-based, which stays with it when it moves, and the face
    /// its disguise shows (1-based; nil: none).
    private static let card: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let i = cardIndex(L, 2, game, "game:card(i)") else { return badCard(L, 2, game, "game:card(i)") }
        let card = game.pointee.cards[i]
        lua_pushinteger(L, lua_Integer(card.face + 1))
        LuaVM.owner(of: L).push(game.scriptStateName(ofCard: i))
        lua_pushinteger(L, lua_Integer(card.timesTurned))
        lua_pushboolean(L, game.isFrozen(i) ? 1 : 0)
        if let mark = game.mark(of: i) { LuaVM.owner(of: L).push(mark) } else { lua_pushnil(L) }
        lua_pushinteger(L, lua_Integer(game.timesShown(i)))
        lua_pushinteger(L, lua_Integer(card.dealtAt + 1))
        if let disguise = game.disguise(of: i) { lua_pushinteger(L, lua_Integer(disguise.face + 1)) } else { lua_pushnil(L) }
        return 8
    }

    /// `game:frozen(i)`: false, or true, the turns left before card `i` thaws (nil when it
    /// stays frozen until a script thaws it) and the freeze's reason (nil: none given).
    private static let frozen: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let i = cardIndex(L, 2, game, "game:frozen(i)") else { return badCard(L, 2, game, "game:frozen(i)") }
        switch game.frost(of: i) {
        case .none:
            lua_pushboolean(L, 0)
            return 1
        case let .frozen(turnsLeft):
            lua_pushboolean(L, 1)
            if let turnsLeft { lua_pushinteger(L, lua_Integer(turnsLeft)) } else { lua_pushnil(L) }
            if let why = game.frozenReason(of: i) { LuaVM.owner(of: L).push(why) } else { lua_pushnil(L) }
            return 3
        }
    }

    private static func pushInteger(_ L: OpaquePointer?, _ value: (borrowing Game) -> Int) -> Int32 {
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        lua_pushinteger(L, lua_Integer(value(game.pointee)))
        return 1
    }

    private static let count: mb_swift_fn = { L in pushInteger(L) { $0.cards.count } }
    private static let players: mb_swift_fn = { L in pushInteger(L) { $0.config.players } }
    private static let player: mb_swift_fn = { L in pushInteger(L) { $0.currentPlayer + 1 } }
    /// `game:name(p)`: what the game calls player `p` (default: the current one) where it shows
    /// players: "P1", "CPU", the person's name against the computer.
    private static let name: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let p = playerArgument(L, 2, game) else {
            return SandboxPrelude.raise(L, "game:name(p): players are numbered 1 to \(game.pointee.config.players)")
        }
        let names = LuaVM.owner(of: L).playerNames
        lua_pushstring(L, p < names.count ? names[p] : "P\(p + 1)")
        return 1
    }
    private static let moves: mb_swift_fn = { L in pushInteger(L) { $0.moves } }
    private static let groupsLeft: mb_swift_fn = { L in pushInteger(L) { $0.groupsLeft } }
    /// `game:group()`: the cards per group of this game (2 for pairs, 3 for triples), all game long;
    /// `game:group(i)`: the cards of card `i`'s group, its own when the deck mixes sizes (a turn
    /// begun on it takes that many).
    private static let group: mb_swift_fn = { L in
        guard lua_type(L, 2) > LUA_TNIL else { return pushInteger(L) { $0.config.group } }
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let i = cardIndex(L, 2, game, "game:group(i)") else { return badCard(L, 2, game, "game:group(i)") }
        lua_pushinteger(L, lua_Integer(game.pointee.groupSize(ofKey: game.pointee.cards[i].key)))
        return 1
    }
    /// `game:stock()`: the groups still in the stock (0 without one).
    private static let stock: mb_swift_fn = { L in pushInteger(L) { $0.groupsInStock } }
    private static let faceDown: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        return game.pointee.cards.withUnsafeBufferPointer { cards in
            BoardBridge.pushList(L, count: cards.count) { push in
                for i in cards.indices where cards[i].state == .faceDown { push(i) }
            }
        }
    }
    private static let pick: mb_swift_fn = { L in
        LuaVM.withOwner(of: L) { vm in
            guard let game = vm.game else { return SandboxPrelude.raise(L, outsideAHook) }
            // `game:pick(n, "down")`: only cards no one is being shown; "unseen": never turned up either.
            guard lua_type(L, 3) > LUA_TNIL else { return FaceDownPick.push(L, vm: vm, game: game, what: "game:pick") }
            let filter = lua_type(L, 3) == LUA_TSTRING ? String(decoding: vm.string(at: 3), as: UTF8.self) : nil
            switch filter {
            case "down":
                return FaceDownPick.push(L, vm: vm, game: game, what: "game:pick") { game.scriptStateName(ofCard: $0) == "down" }
            case "unseen":
                return FaceDownPick.push(L, vm: vm, game: game, what: "game:pick") {
                    game.pointee.cards[$0].timesTurned == 0 && game.scriptStateName(ofCard: $0) == "down"
                }
            default:
                return SandboxPrelude.raise(L, "game:pick(n, filter): filter is \"down\" (face down, shown to no one) or \"unseen\" (down and never turned up), not \(vm.describe(at: 3))")
            }
        }
    }
    private static let turn: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        let turn = game.pointee.turnCards
        return BoardBridge.pushList(L, count: turn.count) { push in for i in turn { push(i) } }
    }

    private static let time: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        lua_pushnumber(L, game.pointee.time)
        return 1
    }

    /// `game:skill()`: in an action's `bot` hook, how well the computer player asking plays, from 0
    /// (at random) to 1 (it forgets nothing); nil in every other hook.
    private static let skill: mb_swift_fn = { L in
        guard game(L) != nil else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let skill = LuaVM.owner(of: L).botSkill else { return pushNil(L) }
        lua_pushnumber(L, skill)
        return 1
    }

    /// `game:locked_until()`: the game time at which players may turn cards again while a peek,
    /// a mismatch or cards a script revealed are on show; nil when they may now.
    private static let lockedUntil: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        var until = game.pointee.scripted.shown?.until
        switch game.pointee.phase {
        case let .peeking(end), let .revealing(_, end): until = max(until ?? end, end)
        default: break
        }
        guard let until else { return pushNil(L) }
        lua_pushnumber(L, until)
        return 1
    }

    /// `game:score(p)`: player `p`'s score (the current player's without `p`).
    private static let score: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let p = playerArgument(L, 2, game) else {
            return SandboxPrelude.raise(L, "game:score(p): players are numbered 1 to \(game.pointee.config.players)")
        }
        lua_pushinteger(L, lua_Integer(game.pointee.scores[p]))
        return 1
    }

    /// `game:charges(key)`: uses left of the action with that key for the current player (nil:
    /// unlimited or no such action).
    private static let charges: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        guard let game = vm.game else { return SandboxPrelude.raise(L, outsideAHook) }
        guard lua_type(L, 2) == LUA_TSTRING else { return SandboxPrelude.raise(L, "game:charges(key) takes the action's key") }
        let key = String(decoding: vm.string(at: 2), as: UTF8.self)
        guard let index = vm.actionKeys.firstIndex(of: key), let left = game.pointee.scripted.chargesLeft(index, player: game.pointee.currentPlayer) else {
            return pushNil(L)
        }
        lua_pushinteger(L, lua_Integer(left))
        return 1
    }

    /// `game:result()`: nil while the game goes on; then "won", "lost", "time", "cleared" or
    /// "stuck", and the reason shown.
    private static let result: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard case let .over(reason) = game.pointee.phase else { return pushNil(L) }
        LuaVM.owner(of: L).push(reason.kind)
        LuaVM.owner(of: L).push(reason.text)
        return 2
    }

    // MARK: Where cards sit (see ``BoardGrid``)

    /// `game:grid()`: the rows and columns of a grid board; nil for a number of groups, which
    /// the terminal lays out to fit (its rows change with the terminal's size).
    static let grid: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let grid = game.pointee.grid else { return pushNil(L) }
        lua_pushinteger(L, lua_Integer(grid.rows))
        lua_pushinteger(L, lua_Integer(grid.columns))
        return 2
    }

    /// `game:position(i)`: the row and column (1-based) of card `i` on a grid board; nil for a
    /// number of groups.
    static let position: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let i = cardIndex(L, 2, game, "game:position(i)") else { return badCard(L, 2, game, "game:position(i)") }
        guard let grid = game.pointee.grid else { return pushNil(L) }
        let place = grid.position(of: i)
        lua_pushinteger(L, lua_Integer(place.row + 1))
        lua_pushinteger(L, lua_Integer(place.column + 1))
        return 2
    }

    /// `game:at(row, column)`: the card at a row and column (1-based) of a grid board; nil
    /// outside the grid, and on a number of groups.
    static let at: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        lua_settop(L, 3)  // a missing argument is nil
        var rowOK: Int32 = 0, columnOK: Int32 = 0
        let row = lua_tointegerx(L, 2, &rowOK), column = lua_tointegerx(L, 3, &columnOK)
        guard rowOK != 0, columnOK != 0, lua_type(L, 2) == LUA_TNUMBER, lua_type(L, 3) == LUA_TNUMBER else {
            let vm = LuaVM.owner(of: L)
            return SandboxPrelude.raise(L, "game:at(row, column) takes two whole numbers, not \(vm.describe(at: 2)) and \(vm.describe(at: 3))")
        }
        guard let grid = game.pointee.grid, let r = Int(exactly: row), let c = Int(exactly: column),
              let i = grid.card(row: r &- 1, column: c &- 1) else { return pushNil(L) }
        lua_pushinteger(L, lua_Integer(i + 1))
        return 1
    }

    /// One nil result (a read that has no answer on this board).
    private static func pushNil(_ L: OpaquePointer?) -> Int32 {
        lua_pushnil(L)
        return 1
    }

    /// `game:neighbours(i, diagonal)`: a new list of the cards next to card `i` on a grid board
    /// (above, below and beside it; with `diagonal` true, also at its corners), in increasing
    /// order, whatever their state; an empty list on a number of groups.
    static let neighbours: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let i = cardIndex(L, 2, game, "game:neighbours(i, diagonal)") else { return badCard(L, 2, game, "game:neighbours(i, diagonal)") }
        let type = lua_type(L, 3)
        guard type <= LUA_TNIL || type == LUA_TBOOLEAN else {
            return SandboxPrelude.raise(L, "game:neighbours(i, diagonal): diagonal is true, false or nil, not \(LuaVM.owner(of: L).describe(at: 3))")
        }
        let diagonal = lua_toboolean(L, 3) != 0
        guard let grid = game.pointee.grid else { return BoardBridge.pushList(L, count: 0) { _ in } }
        return BoardBridge.pushList(L, count: BoardGrid.maximumNeighbours(diagonal: diagonal)) { push in
            grid.forEachNeighbour(of: i, diagonal: diagonal, push)
        }
    }

    /// `game:row(i)`: a new list of the cards of card `i`'s row on a grid board, card `i`
    /// included, from the first column, whatever their state; an empty list on a number of groups.
    static let row: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let i = cardIndex(L, 2, game, "game:row(i)") else { return badCard(L, 2, game, "game:row(i)") }
        guard let grid = game.pointee.grid else { return BoardBridge.pushList(L, count: 0) { _ in } }
        let cards = grid.row(of: i)
        return BoardBridge.pushList(L, count: cards.count) { push in cards.forEach(push) }
    }

    /// The 0-based player of argument `arg` (the current player when it is nil).
    private static func playerArgument(_ L: OpaquePointer?, _ arg: Int32, _ game: UnsafePointer<Game>) -> Int? {
        if lua_type(L, arg) <= LUA_TNIL { return game.pointee.currentPlayer }
        var ok: Int32 = 0
        let p = lua_tointegerx(L, arg, &ok)
        guard ok != 0, lua_type(L, arg) == LUA_TNUMBER, p >= 1, p <= Int64(game.pointee.config.players) else { return nil }
        return Int(p) - 1
    }

    // MARK: Requests

    /// Most requests one call may make.
    static let maximumRequests = 10_000

    /// Records a request made by the running call, with the script's place.
    static func request(_ L: OpaquePointer?, _ kind: Request.Kind) -> Int32 {
        let vm = LuaVM.owner(of: L)
        guard vm.game != nil else { return SandboxPrelude.raise(L, outsideAHook) }
        if let call = vm.readOnlyCall {
            return SandboxPrelude.raise(L, "\(call) only reads the game: ask for \(method(kind)) from an event hook, an action's run or a timer")
        }
        guard vm.requests.count < maximumRequests else {
            return SandboxPrelude.raise(L, "too many requests in one hook (at most \(maximumRequests))")
        }
        let (path, line) = scriptPlace(L)
        vm.requests.append(Request(kind, path: path, line: line))
        return 0
    }

    /// The `game` method that asks for a request of this kind.
    private static func method(_ kind: Request.Kind) -> String {
        switch kind {
        case .award: "game:award"
        case .swap: "game:swap"
        case .arrange: "game:arrange"
        case .reveal: "game:reveal"
        case .hold: "game:hold"
        case .remove: "game:remove"
        case .deal: "game:deal"
        case .freeze: "game:freeze"
        case .thaw: "game:thaw"
        case .mark: "game:mark"
        case .disguise: "game:disguise"
        case .endTurn: "game:end_turn"
        case .keepTurn: "game:keep_turn"
        case .unfind: "game:unfind"
        case .win: "game:win"
        case .lose: "game:lose"
        case .finish: "game:finish"
        case .say: "game:say"
        case .bell: "game:bell"
        case .timer: "game:after"
        case .tally: "game:tally"
        case .carry: "game:carry"
        case .grant: "game:grant"
        }
    }

    /// The script and line that called the running host function (skipping the game object's
    /// own chunk), with the script's path as the player named it.
    ///
    /// Every request records its place, so this compares the chunk's name in a stack buffer with
    /// the loaded scripts' names, and returns the path the session already holds: no allocation.
    static func scriptPlace(_ L: OpaquePointer?) -> (path: String, line: Int?) {
        LuaVM.withOwner(of: L) { vm in
            // Lua's short source is at most LUA_IDSIZE (60) bytes with its terminating zero.
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { name in
                for level in Int32(1)...6 {
                    let line = mb_caller_line(L, level, name.baseAddress, name.count)
                    let chunk = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(name)[..<(name.firstIndex(of: 0) ?? name.count)])
                    guard line > 0 && !chunk.elementsEqual("game".utf8) else { continue }
                    if let i = vm.scriptChunkNames.firstIndex(where: { $0.elementsEqual(chunk) }) {
                        return (vm.scriptPaths[i], Int(line))
                    }
                    return (String(decoding: chunk, as: UTF8.self), Int(line))
                }
                return ("a script", nil)
            }
        }
    }

    /// A list of card indices (a Lua list of whole numbers), 0-based; nil after raising.
    static func cardList(_ L: OpaquePointer?, _ arg: Int32, _ game: UnsafePointer<Game>, _ what: String) -> [Int]? {
        if lua_type(L, arg) == LUA_TNUMBER, let i = cardIndex(L, arg, game, what) { return [i] }
        guard lua_type(L, arg) == LUA_TTABLE else { return nil }
        let count = Int(lua_rawlen(L, arg))
        guard count <= game.pointee.cards.count else { return nil }
        var list: [Int] = []
        for n in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(L, arg, lua_Integer(n))
            defer { mb_pop(L, 1) }
            guard let i = cardIndex(L, -1, game, what) else { return nil }
            list.append(i)
        }
        return list
    }

    private static let swap: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let a = cardIndex(L, 2, game, "game:swap"), let b = cardIndex(L, 3, game, "game:swap") else {
            return SandboxPrelude.raise(L, "game:swap(i, j) takes two card indices from 1 to \(game.pointee.cards.count)")
        }
        return request(L, .swap(a, b))
    }

    /// `game:arrange(from, to)`: two lists of places, the second a rearrangement of the first.
    private static let arrange: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard lua_type(L, 2) == LUA_TTABLE, lua_type(L, 3) == LUA_TTABLE,
              let from = cardList(L, 2, game, "game:arrange"), let to = cardList(L, 3, game, "game:arrange") else {
            return SandboxPrelude.raise(L, "game:arrange(from, to) takes two lists of card indices from 1 to \(game.pointee.cards.count)")
        }
        return request(L, .arrange(from: from, to: to))
    }

    /// `game:reveal(cards, seconds, player)`: to everyone, or with `player` to that player alone.
    private static let reveal: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let list = cardList(L, 2, game, "game:reveal") else {
            return SandboxPrelude.raise(L, "game:reveal(cards, seconds) takes a list of card indices from 1 to \(game.pointee.cards.count)")
        }
        guard lua_type(L, 3) == LUA_TNUMBER else { return SandboxPrelude.raise(L, "game:reveal(cards, seconds): seconds must be a number") }
        var to: Int?
        if lua_type(L, 4) > LUA_TNIL {
            guard let p = playerArgument(L, 4, game) else {
                return SandboxPrelude.raise(L, "game:reveal(cards, seconds, player): player is the one who sees the cards, from 1 to \(game.pointee.config.players) (nil: everyone), not \(LuaVM.owner(of: L).describe(at: 4))")
            }
            to = p
        }
        return request(L, .reveal(list, seconds: lua_tonumberx(L, 3, nil), to: to))
    }

    private static let remove: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let list = cardList(L, 2, game, "game:remove") else {
            return SandboxPrelude.raise(L, "game:remove(cards) takes a list of card indices from 1 to \(game.pointee.cards.count)")
        }
        return request(L, .remove(list))
    }

    /// `game:deal(places)`: the stock's next group onto these found or empty places.
    private static let deal: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard lua_type(L, 2) == LUA_TTABLE, let list = cardList(L, 2, game, "game:deal") else {
            return SandboxPrelude.raise(L, "game:deal(places) takes a list of \(game.pointee.config.group) card indices from 1 to \(game.pointee.cards.count)")
        }
        return request(L, .deal(list))
    }

    /// `game:hold(seconds, why)`: no card can be turned for `seconds`; `why` a short text a
    /// player who tries to turn one reads (nil: "wait: the board is held").
    private static let hold: mb_swift_fn = { L in
        guard game(L) != nil else { return SandboxPrelude.raise(L, outsideAHook) }
        guard lua_type(L, 2) == LUA_TNUMBER else {
            return SandboxPrelude.raise(L, "game:hold(seconds, why): seconds must be a number, not \(LuaVM.owner(of: L).describe(at: 2))")
        }
        let why = reason(L, 3, "game:hold(seconds, why)", of: "hold")
        if let problem = why.problem { return SandboxPrelude.raise(L, problem) }
        return request(L, .hold(seconds: lua_tonumberx(L, 2, nil), why: why.text))
    }

    /// The reason at `index` for request `verb`: a short string, or nil when none is given; or
    /// the problem to raise (`call`: how the method is called, for it).
    private static func reason(_ L: OpaquePointer?, _ index: Int32, _ call: String, of verb: String) -> (text: String?, problem: String?) {
        guard lua_type(L, index) > LUA_TNIL else { return (nil, nil) }
        guard lua_type(L, index) == LUA_TSTRING, let reason = text(L, index) else {
            return (nil, "\(call): why is a short string (or nil), not \(LuaVM.owner(of: L).describe(at: index))")
        }
        return (reason, Game.reasonProblem(reason, of: verb).map { "game:\($0)" })
    }

    /// `game:freeze(cards, turns, why)`: `turns` a whole number, or nil for until thawed; `why` a
    /// short text a player who tries to turn one of the cards reads (nil: "that card is frozen").
    private static let freeze: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let list = cardList(L, 2, game, "game:freeze") else {
            return SandboxPrelude.raise(L, "game:freeze(cards, turns) takes a list of card indices from 1 to \(game.pointee.cards.count)")
        }
        let reason = reason(L, 4, "game:freeze(cards, turns, why)", of: "freeze")
        if let problem = reason.problem { return SandboxPrelude.raise(L, problem) }
        let why = reason.text
        if lua_type(L, 3) <= LUA_TNIL { return request(L, .freeze(list, turns: nil, why: why)) }
        guard let turns = wholeNumber(L, 3) else {
            return SandboxPrelude.raise(L, "game:freeze(cards, turns): turns must be a whole number (or nil: until thawed), not \(LuaVM.owner(of: L).describe(at: 3))")
        }
        return request(L, .freeze(list, turns: Int(clamping: turns), why: why))
    }

    /// `game:thaw(cards)`; `game:thaw()` thaws every frozen card.
    private static let thaw: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        if lua_type(L, 2) <= LUA_TNIL { return request(L, .thaw(nil)) }
        guard let list = cardList(L, 2, game, "game:thaw") else {
            return SandboxPrelude.raise(L, "game:thaw(cards) takes a list of card indices from 1 to \(game.pointee.cards.count)")
        }
        return request(L, .thaw(list))
    }

    /// `game:mark(cards, text)`: a short text shown on the cards until marked again (nil: none).
    private static let mark: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let list = cardList(L, 2, game, "game:mark") else {
            return SandboxPrelude.raise(L, "game:mark(cards, text) takes a list of card indices from 1 to \(game.pointee.cards.count)")
        }
        if lua_type(L, 3) <= LUA_TNIL { return request(L, .mark(list, text: nil)) }
        guard lua_type(L, 3) == LUA_TSTRING || lua_type(L, 3) == LUA_TNUMBER, let text = text(L, 3) else {
            return SandboxPrelude.raise(L, "game:mark(cards, text): text is a short string (or nil: no mark), not \(LuaVM.owner(of: L).describe(at: 3))")
        }
        if let problem = Game.markProblem(text) { return SandboxPrelude.raise(L, "game:\(problem)") }
        return request(L, .mark(list, text: text))
    }

    /// `game:unmark(cards)`: takes the cards' marks off.
    private static let unmark: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let list = cardList(L, 2, game, "game:unmark") else {
            return SandboxPrelude.raise(L, "game:unmark(cards) takes a list of card indices from 1 to \(game.pointee.cards.count)")
        }
        return request(L, .mark(list, text: nil))
    }

    private static let endTurn: mb_swift_fn = { L in request(L, .endTurn) }
    private static let keepTurn: mb_swift_fn = { L in request(L, .keepTurn) }

    /// `game:unfind(cards)`: a whole found group, put back face down to be found again.
    private static let unfind: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard lua_type(L, 2) == LUA_TTABLE, let list = cardList(L, 2, game, "game:unfind") else {
            return SandboxPrelude.raise(L, "game:unfind(cards) takes a list of the \(game.pointee.config.group) card indices (1 to \(game.pointee.cards.count)) of a group found")
        }
        return request(L, .unfind(list))
    }
    private static let bell: mb_swift_fn = { L in request(L, .bell) }

    /// `game:award(points, player)`.
    private static let award: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let points = wholeNumber(L, 2) else {
            return SandboxPrelude.raise(L, "game:award(points, player): points must be a whole number, not \(LuaVM.owner(of: L).describe(at: 2))")
        }
        guard let p = playerArgument(L, 3, game) else {
            return SandboxPrelude.raise(L, "game:award(points, player): players are numbered 1 to \(game.pointee.config.players)")
        }
        return request(L, .award(points: Int(points), player: p))
    }

    /// Text argument `arg` (what `tostring` would give for numbers), cut to the engine's length.
    private static func text(_ L: OpaquePointer?, _ arg: Int32) -> String? {
        let type = lua_type(L, arg)
        if type <= LUA_TNIL { return "" }
        guard type == LUA_TSTRING || type == LUA_TNUMBER else { return nil }
        var length = 0
        guard let bytes = mb_tostring(L, arg, &length) else { return nil }
        let prefix = UnsafeRawBufferPointer(start: bytes, count: min(length, 4 * Game.maximumScriptText))
        return String(String(decoding: prefix, as: UTF8.self).prefix(Game.maximumScriptText))
    }

    /// `game:win(reason, winners)`: `winners`, if given, a list of the players who win (a team).
    private static let win: mb_swift_fn = { L in
        guard let reason = text(L, 2) else { return SandboxPrelude.raise(L, "game:win(reason, winners): the reason is text") }
        if lua_type(L, 3) <= LUA_TNIL { return request(L, .win(reason: reason)) }
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        let players = game.pointee.config.players
        let usage = "game:win(reason, winners): winners is a list of players from 1 to \(players), such as { 1, 3 }"
        guard lua_type(L, 3) == LUA_TTABLE else { return SandboxPrelude.raise(L, "\(usage), not \(LuaVM.owner(of: L).describe(at: 3))") }
        let count = Int(lua_rawlen(L, 3))
        guard (1...players).contains(count) else {
            return SandboxPrelude.raise(L, "\(usage): name 1 to \(players) players, not \(count)")
        }
        var winners: [Int] = []
        for n in 1...count {
            lua_rawgeti(L, 3, lua_Integer(n))
            let p = lua_type(L, -1) > LUA_TNIL ? playerArgument(L, -1, game) : nil
            let given = p == nil ? LuaVM.owner(of: L).describe(at: -1) : ""
            mb_pop(L, 1)
            guard let p else { return SandboxPrelude.raise(L, "\(usage), not \(given) at [\(n)]") }
            winners.append(p)
        }
        return request(L, .win(reason: reason, winners: winners))
    }

    /// `game:grant(key, n, player)`: `n` more uses (1 when left out; fewer when negative) of the
    /// action with that key for `player` (the current player when left out).
    private static let grant: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        guard let game = vm.game else { return SandboxPrelude.raise(L, outsideAHook) }
        let keys = vm.actionKeys
        guard lua_type(L, 2) == LUA_TSTRING, let action = keys.firstIndex(of: String(decoding: vm.string(at: 2), as: UTF8.self)) else {
            let known = keys.isEmpty ? "the scripts declare no actions" : "the actions' keys are " + keys.map { "\"\($0)\"" }.joined(separator: ", ")
            return SandboxPrelude.raise(L, "game:grant(key, n, player): no action has the key \(vm.describe(at: 2)) (\(known))")
        }
        let count = lua_type(L, 3) <= LUA_TNIL ? 1 : wholeNumber(L, 3)
        guard let count, (-Int64(Game.maximumCharges)...Int64(Game.maximumCharges)).contains(count) else {
            return SandboxPrelude.raise(L, "game:grant(key, n, player): n must be a whole number from -\(Game.maximumCharges) to \(Game.maximumCharges), not \(vm.describe(at: 3))")
        }
        guard let p = playerArgument(L, 4, game) else {
            return SandboxPrelude.raise(L, "game:grant(key, n, player): players are numbered 1 to \(game.pointee.config.players), not \(vm.describe(at: 4))")
        }
        return request(L, .grant(action: action, count: Int(count), player: p))
    }

    private static let lose: mb_swift_fn = { L in
        guard let reason = text(L, 2) else { return SandboxPrelude.raise(L, "game:lose(reason): the reason is text") }
        return request(L, .lose(reason: reason))
    }

    private static let say: mb_swift_fn = { L in
        guard let message = text(L, 2), !message.isEmpty else { return SandboxPrelude.raise(L, "game:say(text): say some text") }
        return request(L, .say(message))
    }

    /// `game:finish(reason)`: ends the game neither won nor lost (a score attack's end).
    private static let finish: mb_swift_fn = { L in
        guard let reason = text(L, 2) else { return SandboxPrelude.raise(L, "game:finish(reason): the reason is text") }
        return request(L, .finish(reason: reason))
    }

    /// `game:tally(name, n)`: adds `n` (1 when left out) to the game's count `name`.
    private static let tally: mb_swift_fn = { L in
        guard let (name, by) = countArguments(L, "tally", example: "steals") else { return -1 }
        return request(L, .tally(name: name, by: by))
    }

    /// `game:carry(name, n)`: adds `n` (1 when left out; a whole number or a finite decimal,
    /// kept to six places) to what the game carries named `name`.
    private static let carry: mb_swift_fn = { L in
        guard let name = countName(L, 2) else {
            return SandboxPrelude.raise(L, "game:carry(name, n): name is 1 to \(maximumTallyName) letters, digits or _ (\"lives\"), n a number (1 when left out)")
        }
        let given = lua_type(L, 3) <= LUA_TNIL ? 1 : lua_type(L, 3) == LUA_TNUMBER ? lua_tonumberx(L, 3, nil) : Double.nan
        guard let by = CarriedNumber(given) else {
            let limit = CarriedNumber.limit
            return SandboxPrelude.raise(L, "game:carry(name, n): n must be a finite number from -\(limit) to \(limit) (1.5, -1), not \(LuaVM.owner(of: L).describe(at: 3))")
        }
        return request(L, .carry(name: name, by: by))
    }

    /// `game:carried(name)`: what the game carries named `name` (what the campaign carried into
    /// it and what its scripts carried since; 0 for a name never carried).
    private static let carried: mb_swift_fn = { L in
        guard let game = game(L) else { return SandboxPrelude.raise(L, outsideAHook) }
        guard let name = countName(L, 2) else {
            return SandboxPrelude.raise(L, "game:carried(name): name is 1 to \(maximumTallyName) letters, digits or _ (\"lives\")")
        }
        pushCarried(L, game.pointee.carried(name))
        return 1
    }

    /// Pushes `value` as Lua reads a carried number: an integer when it is whole (so that
    /// `"Lives: " .. n` says "Lives: 2", not "2.0"), else a float.
    static func pushCarried(_ L: OpaquePointer?, _ value: CarriedNumber) {
        if let whole = value.whole { lua_pushinteger(L, lua_Integer(whole)) } else { lua_pushnumber(L, value.double) }
    }

    /// The name and number of `game:tally(name, n)` (`method`), or nil after raising (the
    /// caller then returns -1, as ``SandboxPrelude/raise(_:_:)`` does).
    private static func countArguments(_ L: OpaquePointer?, _ method: String, example: String) -> (String, Int)? {
        guard let name = countName(L, 2) else {
            _ = SandboxPrelude.raise(L, "game:\(method)(name, n): name is 1 to \(maximumTallyName) letters, digits or _ (\"\(example)\"), n a whole number (1 when left out)")
            return nil
        }
        let by = lua_type(L, 3) <= LUA_TNIL ? 1 : wholeNumber(L, 3)
        guard let by, (-1_000_000...1_000_000).contains(by) else {
            _ = SandboxPrelude.raise(L, "game:\(method)(name, n): n must be a whole number from -1000000 to 1000000, not \(LuaVM.owner(of: L).describe(at: 3))")
            return nil
        }
        return (name, Int(by))
    }

    /// Argument `arg` as the name of a tally or a carry: 1 to ``maximumTallyName`` ASCII letters,
    /// digits or `_`; nil when it is not one.
    static func countName(_ L: OpaquePointer?, _ arg: Int32) -> String? {
        var length = 0
        guard lua_type(L, arg) == LUA_TSTRING, let bytes = mb_tostring(L, arg, &length), (1...maximumTallyName).contains(length) else {
            return nil
        }
        let name = UnsafeBufferPointer(start: bytes, count: length).withMemoryRebound(to: UInt8.self) { Array($0) }
        return isCountName(name) ? String(decoding: name, as: UTF8.self) : nil
    }

    /// Whether `name` is the name of a tally or a carry: 1 to ``maximumTallyName`` ASCII
    /// letters, digits or `_`.
    static func isCountName(_ name: some Collection<UInt8>) -> Bool {
        (1...maximumTallyName).contains(name.count)
            && name.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// Longest name of a tally, in bytes: a column of `memory simulate`'s tables and CSV.
    static let maximumTallyName = 32

    /// `host.timer(_, id, seconds)`, from `game:after`.
    private static let timer: mb_swift_fn = { L in
        guard lua_type(L, 3) == LUA_TNUMBER else { return SandboxPrelude.raise(L, "game:after(seconds, fn): seconds must be a number") }
        return request(L, .timer(id: Int(lua_tointegerx(L, 2, nil)), after: lua_tonumberx(L, 3, nil)))
    }
}
