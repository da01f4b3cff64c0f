import CLua
import CLuaBridge
import MemoryEngine

/// The host function behind a test's `load_campaign(name)` (see ``TestPrelude``): a campaign's
/// levels as plain tables, read from the campaign file itself so that a test plays the levels
/// the campaign deals rather than a copy of them.
enum TestCampaign {
    /// `host.campaign(name)`: the campaign `name` names (an id, a path inside the test's folder,
    /// or nil for the campaign the test sits beside) as `{ id, name, carry, levels }`, or
    /// `nil, message`.
    static let load: mb_swift_fn = { L in
        let vm = LuaVM.owner(of: L)
        let bench = vm.testBench!
        if let stop = bench.admit(vm) { return refuse(L, stop) }
        let name = lua_type(L, 1) <= LUA_TNIL ? nil : LuaVM.string(L, at: 1)
        guard name != nil || lua_type(L, 1) <= LUA_TNIL else {
            return refuse(L, "load_campaign(name): name is a campaign's id or a path inside the test's folder, not \(vm.describe(at: 1))")
        }
        let campaign: Campaign
        do {
            guard let path = try bench.path(.campaign, name) else {
                return refuse(L, "load_campaign(): this test sits beside no campaign; name one by its id or by a path inside the test's folder")
            }
            campaign = try Campaign(path: path, limits: bench.limits)
        } catch let error as ScriptError {
            return refuse(L, "load_campaign: " + error.diagnostics.map(\.description).joined(separator: "; "))
        } catch {
            return refuse(L, "load_campaign: \(error)")
        }
        push(campaign, L)
        return 1
    }

    /// Pushes `{ id, name, carry, levels }`: each level `{ deck, rules, variant, grid or pairs,
    /// goal, params, players, bot }` as the campaign file writes it (`goal` a number or "win";
    /// `carry` nil for a campaign that carries nothing).
    private static func push(_ campaign: Campaign, _ L: OpaquePointer?) {
        let vm = LuaVM.owner(of: L)
        mb_newtable(L)
        vm.push(campaign.metadata.id)
        lua_setfield(L, -2, "id")
        vm.push(campaign.metadata.name)
        lua_setfield(L, -2, "name")
        if !campaign.carry.isEmpty {
            mb_newtable(L)
            for (name, value) in campaign.carry {
                GameObject.pushCarried(L, value)
                lua_setfield(L, -2, name)
            }
            lua_setfield(L, -2, "carry")
        }
        mb_newtable(L)
        for (n, level) in campaign.levels.enumerated() {
            pushLevel(level, L)
            lua_rawseti(L, -2, lua_Integer(n + 1))
        }
        lua_setfield(L, -2, "levels")
    }

    private static func pushLevel(_ level: Campaign.Level, _ L: OpaquePointer?) {
        let vm = LuaVM.owner(of: L)
        mb_newtable(L)
        vm.push(level.deck)
        lua_setfield(L, -2, "deck")
        vm.push(level.rules)
        lua_setfield(L, -2, "rules")
        if let variant = level.variant {
            vm.push(variant)
            lua_setfield(L, -2, "variant")
        }
        switch level.size {
        case .grid:
            vm.push(level.size.description)
            lua_setfield(L, -2, "grid")
        case let .groups(n):
            lua_pushinteger(L, lua_Integer(n))
            lua_setfield(L, -2, "pairs")
        }
        switch level.goal {
        case let .points(points): lua_pushinteger(L, lua_Integer(points))
        case .win: vm.push("win")
        }
        lua_setfield(L, -2, "goal")
        if !level.params.isEmpty {
            mb_newtable(L)
            for (name, value) in level.params {
                switch value {
                case let .number(n): vm.push(number: n)
                case let .text(t): vm.push(t)
                case let .flag(b): lua_pushboolean(L, b ? 1 : 0)
                }
                lua_setfield(L, -2, name)
            }
            lua_setfield(L, -2, "params")
        }
        if let players = level.players {
            lua_pushinteger(L, lua_Integer(players))
            lua_setfield(L, -2, "players")
        }
        if let bot = level.bot {
            vm.push(bot.description)
            lua_setfield(L, -2, "bot")
        }
    }

    /// Pushes `nil, message` (two results).
    private static func refuse(_ L: OpaquePointer?, _ message: String) -> Int32 {
        lua_pushnil(L)
        LuaVM.owner(of: L).push(message)
        return 2
    }
}
