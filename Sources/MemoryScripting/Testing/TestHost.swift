import CLua
import CLuaBridge
import MemoryEngine

/// The host functions behind the test prelude's `game` (see ``TestPrelude``). Each answers
/// `nil, message` for a request it cannot do, which the prelude raises at the test's line. None
/// raises a Lua error itself except the reads of where cards sit: those are the in-game game
/// object's own (``GameObject``) and raise as they do in a hook, at the test's line.
enum TestHost {
    static func register(_ L: OpaquePointer, table: Int32) {
        let functions: [(String, mb_swift_fn)] = [
            ("new_game", newGame), ("turn", turn), ("wait", wait), ("use", use), ("play_bots", playBots), ("query", query),
            ("events", events), ("failures", failures), ("state", state),
            ("grid", grid), ("position", position), ("at", at), ("neighbours", neighbours), ("row", row),
            ("campaign", TestCampaign.load),
        ]
        for (name, function) in functions {
            mb_push_swift_function(L, function)
            lua_setfield(L, table, name)
        }
    }

    private static func bench(_ L: OpaquePointer?) -> TestBench { LuaVM.owner(of: L).testBench! }

    /// Pushes `nil, message` (two results).
    private static func refuse(_ L: OpaquePointer?, _ message: String) -> Int32 {
        lua_pushnil(L)
        LuaVM.owner(of: L).push(message)
        return 2
    }

    private static func game(_ L: OpaquePointer?) -> TestGame? {
        var isInteger: Int32 = 0
        let id = lua_tointegerx(L, 1, &isInteger)
        return isInteger != 0 ? bench(L).games[Int(id)] : nil
    }

    /// A whole number argument (1-based card numbers and the like).
    private static func integer(_ L: OpaquePointer?, _ index: Int32) -> Int? {
        var isInteger: Int32 = 0
        let value = lua_tointegerx(L, index, &isInteger)
        // Cards and players count from 1: the callers take 1 away, which Int.min cannot take.
        return lua_type(L, index) == LUA_TNUMBER && isInteger != 0 && value > Int64.min ? Int(value) : nil
    }

    private static func string(_ L: OpaquePointer?, _ index: Int32) -> String? { LuaVM.string(L, at: index) }

    // MARK: Making a game

    private static let newGame: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L), dealing: true) { return refuse(L, stop) }
        do {
            let spec = try GameSpec(reading: L!, at: 1)
            let game = try spec.make(on: bench(L))
            lua_pushinteger(L, lua_Integer(bench(L).add(game)))
            return 1
        } catch let error as ScriptError {
            return refuse(L, error.diagnostics.map(\.description).joined(separator: "; "))
        } catch {
            return refuse(L, "game { … }: \(error)")
        }
    }

    // MARK: Playing

    private static let turn: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        guard let game = game(L), let card = integer(L, 2) else { return refuse(L, "turn: give card numbers, e.g. g:turn(1, 2)") }
        do { try game.turn(card - 1) } catch { return refuse(L, "turn(\(card)): \(error)") }
        lua_pushboolean(L, 1)
        return 1
    }

    private static let wait: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        guard let game = game(L), lua_type(L, 2) == LUA_TNUMBER else { return refuse(L, "wait: give a number of seconds, e.g. g:wait(1.5)") }
        let seconds = lua_tonumberx(L, 2, nil)
        do { try game.wait(seconds) } catch { return refuse(L, "wait(\(seconds)): \(error)") }
        lua_pushboolean(L, 1)
        return 1
    }

    private static let use: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        // A card number, or none for an action that takes no card (`card = false`).
        let card = integer(L, 3)
        guard let game = game(L), let key = string(L, 2), card != nil || lua_type(L, 3) <= LUA_TNIL else {
            return refuse(L, "use: give the action's key and a card number, e.g. g:use(\"r\", 5) (or the key alone for an action that takes no card)")
        }
        do { try game.use(key: key, card: card.map { $0 - 1 }) } catch { return refuse(L, "\(error)") }
        lua_pushboolean(L, 1)
        return 1
    }

    private static let playBots: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        guard let game = game(L) else { return refuse(L, "play_bots: call it on a game with a colon, e.g. g:play_bots()") }
        do { lua_pushinteger(L, lua_Integer(try game.playBots())) } catch { return refuse(L, "play_bots: \(error)") }
        return 1
    }

    // MARK: Reading

    private static let query: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        guard let game = game(L), let what = string(L, 2) else { return 0 }
        let g = game.game
        switch what {
        case "score":
            guard let player = integer(L, 3), g.scores.indices.contains(player - 1) else {
                return refuse(L, "score: there is no player \(describe(L, 3)) (players are 1 to \(g.scores.count))")
            }
            lua_pushinteger(L, lua_Integer(g.scores[player - 1]))
        case "scores": pushList(L, g.scores.map { lua_Integer($0) })
        case "player": lua_pushinteger(L, lua_Integer(g.currentPlayer + 1))
        case "computer":
            // Whether a seat (default: the player whose turn it is) is a computer player's.
            let player = lua_type(L, 3) <= LUA_TNIL ? g.currentPlayer + 1 : integer(L, 3)
            guard let player, g.scores.indices.contains(player - 1) else {
                return refuse(L, "computer: there is no player \(describe(L, 3)) (players are 1 to \(g.scores.count))")
            }
            lua_pushboolean(L, game.isComputer(player - 1) ? 1 : 0)
        case "moves": lua_pushinteger(L, lua_Integer(g.moves))
        case "time": lua_pushnumber(L, game.now)
        case "count": lua_pushinteger(L, lua_Integer(g.cards.count))
        case "over": lua_pushboolean(L, g.isOver ? 1 : 0)
        case "result":
            guard case let .over(reason) = g.phase else { lua_pushnil(L); return 1 }
            LuaVM.owner(of: L).push(reason.kind)
            LuaVM.owner(of: L).push(reason.text)
            return 2
        case "winners": pushList(L, g.winners.map { lua_Integer($0 + 1) })
        case "score_parts":
            // The parts a `score_parts` hook named, as the game-over screen says them: nil while
            // the game goes on or when no hook named them.
            guard let player = integer(L, 3), g.scores.indices.contains(player - 1) else {
                return refuse(L, "score_parts: there is no player \(describe(L, 3)) (players are 1 to \(g.scores.count))")
            }
            guard let parts = g.scripted.scoreParts?[player - 1] else { lua_pushnil(L); return 1 }
            mb_newtable(L)
            for (n, part) in parts.enumerated() {
                mb_newtable(L)
                LuaVM.owner(of: L).push(part.label)
                lua_rawseti(L, -2, 1)
                lua_pushinteger(L, lua_Integer(part.points))
                lua_rawseti(L, -2, 2)
                lua_rawseti(L, -2, lua_Integer(n + 1))
            }
        case "status":
            guard let text = game.status() else { lua_pushnil(L); return 1 }
            LuaVM.owner(of: L).push(text)
        case "card":
            guard let i = integer(L, 3), g.cards.indices.contains(i - 1) else {
                return refuse(L, "card: there is no card \(describe(L, 3)) (cards are 1 to \(g.cards.count))")
            }
            pushCard(L, g, i - 1)
        case "find":
            guard let name = string(L, 3) else { return refuse(L, "find: give a face's key or label") }
            pushList(L, g.cards.indices.filter { let f = g.faces[g.cards[$0].face]; return f.key == name || f.label == name }
                .map { lua_Integer($0 + 1) })
        case "charges":
            guard let key = string(L, 3), let action = game.actionKeys.firstIndex(of: key), let player = integer(L, 4),
                  g.scores.indices.contains(player - 1) else { return refuse(L, "charges: give an action's key and a player") }
            if let left = g.scripted.chargesLeft(action, player: player - 1) { lua_pushinteger(L, lua_Integer(left)) } else { lua_pushnil(L) }
        case "bot_action":
            // No skill: the one play asks with (the computer player's on its turn, else 1).
            var isNumber: Int32 = 0
            let skill = lua_type(L, 3) <= LUA_TNIL ? nil : lua_tonumberx(L, 3, &isNumber)
            if let skill, isNumber == 0 || !(0...1).contains(skill) {
                return refuse(L, "bot_action(skill): skill is a number from 0 (plays at random) to 1 (forgets nothing)")
            }
            guard let (key, card) = game.botAction(skill: skill) else { lua_pushnil(L); return 1 }
            LuaVM.owner(of: L).push(key)
            guard let card else { return 1 }
            lua_pushinteger(L, lua_Integer(card + 1))
            return 2
        case "stock": lua_pushinteger(L, lua_Integer(g.groupsInStock))
        case "group": lua_pushinteger(L, lua_Integer(g.config.group))
        case "tally":
            // A name never tallied counts 0, as memory simulate counts it.
            guard let name = string(L, 3) else { return refuse(L, "tally(name): give the tally's name, e.g. g:tally(\"steals\")") }
            lua_pushinteger(L, lua_Integer(g.scripted.tallies[name] ?? 0))
        case "carried":
            // What the game carries: the test's `carried` value, plus what its scripts carried.
            guard let name = string(L, 3) else { return refuse(L, "carried(name): give the name carried, e.g. g:carried(\"lives\")") }
            GameObject.pushCarried(L, g.carried(name))
        case "bot_keys":
            // What the scripts' bot_keys hook last answered, as the computer players read it.
            guard let keys = g.scripted.botKeys else { lua_pushnil(L); return 1 }
            let vm = LuaVM.owner(of: L)
            mb_newtable(L)
            for (i, key) in keys.enumerated() {
                vm.push(g.keys[key])
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        case "bot_knows":
            // The cards whose faces the computer player of a seat remembers now.
            guard let player = integer(L, 3), g.scores.indices.contains(player - 1) else {
                return refuse(L, "bot_knows(player): there is no player \(describe(L, 3)) (players are 1 to \(g.scores.count))")
            }
            guard let cards = game.remembered(by: player - 1) else {
                return refuse(L, "bot_knows(\(player)): player \(player) is not a computer player (seat one with game { bot = \"perfect\" })")
            }
            pushList(L, cards.map { lua_Integer($0 + 1) })
        case "bot_cards", "bot_avoid":
            // What the scripts' bot_cards or bot_avoid hook last answered, as the computer players read it.
            guard let places = what == "bot_cards" ? g.scripted.botCards : g.scripted.botAvoid else { lua_pushnil(L); return 1 }
            mb_newtable(L)
            for (i, place) in places.enumerated() {
                lua_pushinteger(L, lua_Integer(place + 1))
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        default: return refuse(L, "no such question: \(what)")
        }
        return 1
    }

    // MARK: Where cards sit

    private static let grid: mb_swift_fn = { L in showingGame(L, to: GameObject.grid) }
    private static let position: mb_swift_fn = { L in showingGame(L, to: GameObject.position) }
    private static let at: mb_swift_fn = { L in showingGame(L, to: GameObject.at) }
    private static let neighbours: mb_swift_fn = { L in showingGame(L, to: GameObject.neighbours) }
    private static let row: mb_swift_fn = { L in showingGame(L, to: GameObject.row) }

    /// Calls `read`, a read of the in-game `game` object, on the test's game: `g:grid()` and the
    /// like are that object's methods, called with the game table `g` where a hook's call has
    /// the game object, and the same arguments after it.
    private static func showingGame(_ L: OpaquePointer?, to read: mb_swift_fn) -> Int32 {
        let vm = LuaVM.owner(of: L)
        if let stop = bench(L).admit(vm) { return SandboxPrelude.raise(L, stop) }
        var id: Int?
        if lua_type(L, 1) == LUA_TTABLE {
            vm.push("id")
            lua_rawget(L, 1)
            id = integer(L, -1)
            mb_pop(L, 1)
        }
        guard let game = id.flatMap({ bench(L).games[$0] }) else {
            return SandboxPrelude.raise(L, "call it on a game with a colon, e.g. g:grid(), not g.grid()")
        }
        return vm.showing(game.game) { read(L) }
    }

    private static let events: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        guard let game = game(L) else { return 0 }
        mb_newtable(L)
        for (i, event) in game.events.enumerated() {
            TestEvents.push(event, in: game.game, actionKeys: game.actionKeys, onto: LuaVM.owner(of: L))
            lua_rawseti(L, -2, lua_Integer(i + 1))
        }
        return 1
    }

    private static let failures: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        guard let game = game(L) else { return 0 }
        let vm = LuaVM.owner(of: L)
        mb_newtable(L)
        for (i, failure) in game.readFailures().enumerated() {
            vm.push(failure.message)
            lua_rawseti(L, -2, lua_Integer(i + 1))
        }
        return 1
    }

    private static let state: mb_swift_fn = { L in
        if let stop = bench(L).admit(LuaVM.owner(of: L)) { return refuse(L, stop) }
        guard let game = game(L) else { return 0 }
        let script: Int
        let ids = game.variantIDs
        let stacked = ids.count > 1
        switch string(L, 2) {
        case nil where lua_type(L, 2) == LUA_TNIL && !stacked: script = game.defaultStateScript
        case "rules": script = 1
        case "variant" where !stacked: script = 2
        case let id? where ids.contains(id): script = 2 + ids.firstIndex(of: id)!
        default:
            if stacked {
                let names = ids.map { "\"\($0)\"" }.joined(separator: ", ")
                return refuse(L, "state: this game stacks \(VariantStackName.name(ids)): say which, \(names) or \"rules\"")
            }
            return refuse(L, "state: say \"rules\" or \"variant\" (or nothing)")
        }
        guard game.pushState(script: script, onto: LuaVM.owner(of: L)) else {
            let name = script == 1 ? "the rules" : ids.count > 1 ? ids[script - 2] : "the variant"
            return refuse(L, "state: \(name) keep\(script == 1 ? "" : "s") no game.state (only api = 2 scripts do)")
        }
        return 1
    }

    // MARK: Values

    static func pushList(_ L: OpaquePointer?, _ values: [lua_Integer]) {
        mb_newtable(L)
        for (i, value) in values.enumerated() {
            lua_pushinteger(L, value)
            lua_rawseti(L, -2, lua_Integer(i + 1))
        }
    }

    private static func pushCard(_ L: OpaquePointer?, _ g: Game, _ i: Int) {
        let vm = LuaVM.owner(of: L)
        let card = g.cards[i]
        let face = g.faces[card.face]
        mb_newtable(L)
        lua_pushinteger(L, lua_Integer(card.dealtAt + 1))
        lua_setfield(L, -2, "id")
        vm.push(face.key)
        lua_setfield(L, -2, "key")
        vm.push(face.label)
        lua_setfield(L, -2, "label")
        vm.pushTags(of: face)
        lua_setfield(L, -2, "tags")
        vm.pushData(of: face)
        lua_setfield(L, -2, "data")
        vm.push(withUnsafePointer(to: g) { $0.scriptStateName(ofCard: i) })
        lua_setfield(L, -2, "state")
        lua_pushinteger(L, lua_Integer(card.timesTurned))
        lua_setfield(L, -2, "times_turned")
        lua_pushinteger(L, lua_Integer(g.timesShown(i)))
        lua_setfield(L, -2, "times_shown")
        lua_pushboolean(L, g.isFrozen(i) ? 1 : 0)
        lua_setfield(L, -2, "frozen")
        if let mark = g.mark(of: i) {
            vm.push(mark)
            lua_setfield(L, -2, "mark")
        }
        if let disguise = g.disguise(of: i) {
            vm.push(g.faces[Int(disguise.face)].label)
            lua_setfield(L, -2, "disguise")
        }
    }

    /// The argument at `index` as a failure message shows it.
    private static func describe(_ L: OpaquePointer?, _ index: Int32) -> String {
        LuaVM.owner(of: L).describe(at: index)
    }
}
