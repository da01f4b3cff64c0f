import CLua
import CLuaBridge
import MemoryEngine

/// An engine event as the table a test reads: `kind` and its details, cards and players
/// numbered from 1 (`{ kind = "matched", cards = { 1, 4 }, player = 1, points = 10 }`).
enum TestEvents {
    static func push(_ event: Event, in game: Game, actionKeys: [String], onto vm: LuaVM) {
        let L = vm.L
        mb_newtable(L)
        func set(_ name: String, _ value: Int) {
            lua_pushinteger(L, lua_Integer(value))
            lua_setfield(L, -2, name)
        }
        func set(_ name: String, _ text: String) {
            vm.push(text)
            lua_setfield(L, -2, name)
        }
        func set(_ name: String, cards: [Int]) {
            TestHost.pushList(L, cards.map { lua_Integer($0 + 1) })
            lua_setfield(L, -2, name)
        }
        let kind: String
        switch event {
        case let .turned(card, player): kind = "turned"; set("card", card + 1); set("player", player + 1)
        case let .matched(group, player, points):
            kind = "matched"; set("cards", cards: Array(group)); set("player", player + 1); set("points", points)
        case let .mismatched(group, player, points):
            kind = "mismatched"; set("cards", cards: Array(group)); set("player", player + 1); set("points", points)
        case let .concealed(group): kind = "concealed"; set("cards", cards: Array(group))
        case let .turnPassed(from, to): kind = "turn_passed"; set("from", from + 1); set("to", to + 1)
        case .peekEnded: kind = "peek_ended"
        case let .swapped(a, b): kind = "swapped"; set("cards", cards: [a, b])
        case let .revealed(list, until, to):
            kind = "revealed"; set("cards", cards: list)
            lua_pushnumber(L, until)
            lua_setfield(L, -2, "until")
            if let to { set("player", to + 1) }
        case let .revealEnded(list, to):
            kind = "reveal_ended"; set("cards", cards: list)
            if let to { set("player", to + 1) }
        case let .held(until, why):
            kind = "held"
            lua_pushnumber(L, until)
            lua_setfield(L, -2, "until")
            if let why { set("why", why) }
        case .holdEnded: kind = "hold_ended"
        case let .removed(list): kind = "removed"; set("cards", cards: list)
        case let .dealt(list): kind = "dealt"; set("cards", cards: list)
        case let .frozen(list, turns):
            kind = "frozen"; set("cards", cards: list)
            if let turns { set("turns", turns) }
        case let .thawed(list): kind = "thawed"; set("cards", cards: list)
        case let .marked(list, text):
            kind = "marked"; set("cards", cards: list)
            if let text { set("text", text) }
        case let .disguised(list, face):
            kind = "disguised"; set("cards", cards: list)
            if let face { set("face", game.faces[face].label) }
        case let .seen(card, face): kind = "seen"; set("card", card + 1); set("face", game.faces[face].label)
        case let .turnEnded(player): kind = "turn_ended"; set("player", player + 1)
        case let .turnKept(player): kind = "turn_kept"; set("player", player + 1)
        case let .unfound(list): kind = "unfound"; set("cards", cards: list)
        case let .awarded(player, points): kind = "awarded"; set("player", player + 1); set("points", points)
        case let .said(text): kind = "said"; set("text", text)
        case .bell: kind = "bell"
        case let .actionUsed(action, player):
            kind = "action_used"; set("player", player + 1)
            if actionKeys.indices.contains(action) { set("key", actionKeys[action]) }
        case let .actionDeclined(action, player, reason):
            kind = "action_declined"; set("player", player + 1); set("text", reason)
            if actionKeys.indices.contains(action) { set("key", actionKeys[action]) }
        case let .granted(action, count, player):
            kind = "granted"; set("player", player + 1); set("count", count)
            if actionKeys.indices.contains(action) { set("key", actionKeys[action]) }
        case let .finalPoints(player, points): kind = "final_points"; set("player", player + 1); set("points", points)
        case let .rulesFailed(failure): kind = "script_failed"; set("text", failure.message)
        case let .gameOver(reason): kind = "game_over"; set("result", reason.kind); set("text", reason.text)
        }
        set("kind", kind)
    }
}
