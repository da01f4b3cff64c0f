import CLua
import CLuaBridge
import MemoryEngine

/// The `board` a variant's `on_mismatch(board, e)` hook receives. It reads the engine's game in
/// place, through ``LuaVM/game`` (lists are fresh tables each call), and can only ask for
/// changes, which the engine checks:
///
/// - `board:count()` — the number of cards.
/// - `board:cards()` — a list of `{ index, key, label, state = "down"|"up"|"matched", times_seen }`.
/// - `board:face_down()` — the indices of the face-down, unmatched cards that can move: not those
///   an `api = 2` script of the stack is revealing (an `api = 1` hook cannot know of them).
/// - `board:pick(n)` — `n` of them at random (see ``FaceDownPick``).
/// - `board:swap(i, j)` — asks to exchange two face-down, unmatched cards.
enum BoardBridge {
    /// Builds the board object of a state; returns its registry reference.
    static func makeBoard(_ vm: LuaVM) -> Int32 {
        let L = vm.L
        lua_createtable(L, 0, 5)
        for (name, function) in [("count", count), ("cards", cards), ("face_down", faceDown), ("pick", pick), ("swap", swap)] {
            mb_push_swift_function(L, function)
            lua_setfield(L, -2, name)
        }
        return vm.ref()
    }

    /// The game of the running hook, read in place (nil outside a hook), asked of the state's
    /// owner without retaining it (see ``LuaVM/withOwner(of:_:)``).
    private static func board(_ L: OpaquePointer?) -> UnsafePointer<Game>? { LuaVM.withOwner(of: L) { $0.game } }

    private static let count: mb_swift_fn = { L in
        guard let board = board(L) else { return SandboxPrelude.raise(L, "the board can only be used during a hook") }
        lua_pushinteger(L, lua_Integer(board.pointee.cards.count))
        return 1
    }

    private static let cards: mb_swift_fn = { L in
        guard let board = board(L) else { return SandboxPrelude.raise(L, "the board can only be used during a hook") }
        let vm = LuaVM.owner(of: L)
        guard lua_checkstack(L, 4) != 0 else { return SandboxPrelude.raise(L, "stack overflow") }
        let game = board.pointee
        lua_createtable(L, Int32(game.cards.count), 0)
        for (i, card) in game.cards.enumerated() {
            lua_createtable(L, 0, 5)
            lua_pushinteger(L, lua_Integer(i + 1)); lua_setfield(L, -2, "index")
            vm.push(game.keys[card.key]); lua_setfield(L, -2, "key")
            vm.push(game.faces[card.face].label); lua_setfield(L, -2, "label")
            vm.push(card.state == .faceDown ? "down" : card.state == .faceUp ? "up" : "matched")
            lua_setfield(L, -2, "state")
            lua_pushinteger(L, lua_Integer(card.timesTurned)); lua_setfield(L, -2, "times_seen")
            lua_rawseti(L, -2, lua_Integer(i + 1))
        }
        return 1
    }

    private static let faceDown: mb_swift_fn = { L in
        guard let board = board(L) else { return SandboxPrelude.raise(L, "the board can only be used during a hook") }
        return board.pointee.cards.withUnsafeBufferPointer { cards in
            let shown = board.pointee.scripted.shown?.cards ?? []
            return pushList(L, count: cards.count) { push in
                for i in cards.indices where cards[i].state == .faceDown && (shown.isEmpty || !shown.contains(i)) { push(i) }
            }
        }
    }

    private static let pick: mb_swift_fn = { L in
        LuaVM.withOwner(of: L) { vm in
            guard let game = vm.game else { return SandboxPrelude.raise(L, "the board can only be used during a hook") }
            return FaceDownPick.push(L, vm: vm, game: game, what: "board:pick", excluding: game.pointee.scripted.shown?.cards)
        }
    }

    /// Pushes a new list of the 1-based positions `add` gives (0-based, at most `count` of them),
    /// built at once by the list constructor (see ``mb_pack``); returns the number of results, or
    /// -1 with an error on top.
    @inline(__always)
    static func pushList(_ L: OpaquePointer?, count: Int, _ add: ((Int) -> Void) -> Void) -> Int32 {
        guard lua_checkstack(L, Int32(clamping: count + 2)) != 0 else { return SandboxPrelude.raise(L, "stack overflow") }
        guard mb_push_list_constructor(L) == LUA_OK else { return -1 }
        var n: Int32 = 0
        add { i in
            lua_pushinteger(L, lua_Integer(i + 1))
            n += 1
        }
        return mb_pack(L, n) == LUA_OK ? 1 : -1
    }

    private static let swap: mb_swift_fn = { L in LuaVM.withOwner(of: L) { vm in
        guard let count = vm.game?.pointee.cards.count else { return SandboxPrelude.raise(L, "the board can only be used during a hook") }
        var ok1: Int32 = 0, ok2: Int32 = 0
        let i = lua_tointegerx(L, 2, &ok1), j = lua_tointegerx(L, 3, &ok2)
        guard ok1 != 0, ok2 != 0, lua_type(L, 2) == LUA_TNUMBER, lua_type(L, 3) == LUA_TNUMBER else {
            return SandboxPrelude.raise(L, "board:swap(i, j) takes two card indices (whole numbers)")
        }
        guard i >= 1, i <= Int64(count), j >= 1, j <= Int64(count) else {
            return SandboxPrelude.raise(L, "board:swap(\(i), \(j)): cards are numbered 1 to \(count)")
        }
        guard vm.boardChanges.count < 10_000 else { return SandboxPrelude.raise(L, "board:swap: too many changes in one hook") }
        vm.boardChanges.append(.swap(Int(i) - 1, Int(j) - 1))
        return 0
    } }
}
