import CLua
import CLuaBridge
import MemoryEngine

/// The settings of a test's `game { … }`, read from its table (raw reads only: nothing of the
/// test's can run meanwhile).
struct GameSpec {
    var deck, rules: String?
    /// The variants stacked, in play order (`variant = "lives+bomb"` or `{ "lives", "bomb" }`);
    /// empty: the target's, if it is a variant.
    var variants: [String] = []
    var seed: UInt64 = 1
    var players: Int?
    var size: BoardSize?
    /// Faces in board order, by key or label (a board laid out by hand).
    var board: [String] = []
    /// With a hand-laid board, the variant's stock as it is dealt, by key or label, group after
    /// group (`stock = { "e", "e", "f", "f" }`); empty: dealt from the seed.
    var stock: [String] = []
    /// Values given to the params the rules or variant declare (`params = { lives = 5 }`), as
    /// `--set lives=5` gives them in play.
    var params: [String: ScriptParameter] = [:]
    /// What `game:name(p)` gives each player, in seat order (`names = { "Ada", "CPU" }`); a seat
    /// not named is "P" and its number, as in play without a computer opponent.
    var names: [String] = []
    /// The computer opponent (`bot = "perfect"`), seated after the people as play seats it; with
    /// it, `players` counts the people (default 1), as `--players` does.
    var bot: StrategyKind?
    /// What a campaign carries into the game (`carried = { lives = 2 }`), as a level of a
    /// campaign that carries these names is dealt (see ``GameConfig/carried``); nil: the game is
    /// no campaign's, and its scripts may carry any name.
    var carried: [String: CarriedNumber]?

    /// Most cards a hand-laid board may have.
    static let maximumBoard = 1_000

    init(reading L: OpaquePointer, at index: Int32) throws(TestGameProblem) {
        guard lua_type(L, index) == LUA_TTABLE else { throw TestGameProblem("give a table of settings") }
        func field(_ name: String) -> Int32 {
            LuaVM.owner(of: L).push(name)
            return lua_rawget(L, index)
        }
        func text(_ name: String, must what: String = "an id or a path") throws(TestGameProblem) -> String? {
            defer { mb_pop(L, 1) }
            switch field(name) {
            case LUA_TNIL: return nil
            case LUA_TSTRING: return LuaVM.string(L, at: -1)
            default: throw TestGameProblem("\(name) must be \(what), not \(LuaVM.owner(of: L).describe(at: -1))")
            }
        }
        func whole(_ name: String, _ range: ClosedRange<Int64>) throws(TestGameProblem) -> Int64? {
            defer { mb_pop(L, 1) }
            guard field(name) != LUA_TNIL else { return nil }
            var isInteger: Int32 = 0
            let value = lua_tointegerx(L, -1, &isInteger)
            guard lua_type(L, -1) == LUA_TNUMBER, isInteger != 0, range.contains(value) else {
                throw TestGameProblem("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(LuaVM.owner(of: L).describe(at: -1))")
            }
            return value
        }
        deck = try text("deck")
        rules = try text("rules")
        variants = try Self.variantStack(L, field("variant"))
        if let seed = try whole("seed", 0...Int64.max) { self.seed = UInt64(seed) }
        players = try whole("players", 1...8).map(Int.init)
        if let text = try text("bot", must: "a strategy such as \"perfect\", \"random\" or \"forgetful:0.3\"") {
            do { bot = try StrategyKind(parsing: text) } catch { throw TestGameProblem("bot: \(error.message)") }
        }
        switch field("size") {
        case LUA_TNIL: break
        case LUA_TNUMBER:
            var isInteger: Int32 = 0
            let pairs = lua_tointegerx(L, -1, &isInteger)
            guard isInteger != 0, (1...500).contains(pairs) else { throw TestGameProblem("size must be a number of groups from 1 to 500, or \"RxC\"") }
            size = .groups(Int(pairs))
        case LUA_TSTRING:
            guard let text = LuaVM.string(L, at: -1), let grid = BoardSize(grid: text) else {
                throw TestGameProblem("size must be a number of groups, or rows x columns such as \"3x4\"")
            }
            size = grid
        default: throw TestGameProblem("size must be a number of groups, or rows x columns such as \"3x4\"")
        }
        mb_pop(L, 1)
        switch field("board") {
        case LUA_TNIL: break
        case LUA_TTABLE:
            let count = Int(lua_rawlen(L, -1))
            guard count <= GameSpec.maximumBoard else { throw TestGameProblem("board has \(count) cards; at most \(GameSpec.maximumBoard)") }
            board = try Self.strings(L, "board", must: "a face's key or label")
        default: throw TestGameProblem("board must be a list of faces, e.g. { \"a\", \"b\", \"a\", \"b\" }")
        }
        mb_pop(L, 1)
        switch field("stock") {
        case LUA_TNIL: break
        case LUA_TTABLE where !board.isEmpty && lua_rawlen(L, -1) <= GameSpec.maximumBoard:
            stock = try Self.strings(L, "stock", must: "a face's key or label")
        default: throw TestGameProblem("stock must be a list of faces dealt after a hand-laid board, e.g. board = { \"a\", \"a\" }, stock = { \"b\", \"b\" }")
        }
        mb_pop(L, 1)
        switch field("params") {
        case LUA_TNIL: break
        case LUA_TTABLE: params = try Self.values(L, at: lua_absindex(L, -1))
        default: throw TestGameProblem("params must be a table of values such as { lives = 5 }, not \(LuaVM.owner(of: L).describe(at: -1))")
        }
        mb_pop(L, 1)
        switch field("carried") {
        case LUA_TNIL: break
        case LUA_TTABLE: carried = try Self.counts(L, at: lua_absindex(L, -1))
        default: throw TestGameProblem("carried must be a table of numbers such as { lives = 2, mult = 0.5 }, not \(LuaVM.owner(of: L).describe(at: -1))")
        }
        mb_pop(L, 1)
        switch field("names") {
        case LUA_TNIL: break
        case LUA_TTABLE: names = try Self.strings(L, "names", must: "a player's name")
        default: throw TestGameProblem("names must be a list of the players' names such as { \"Ada\", \"CPU\" }, not \(LuaVM.owner(of: L).describe(at: -1))")
        }
        mb_pop(L, 1)
    }

    /// The variants the `variant` setting on top of `L`'s stack names (`type` is its type), which
    /// it pops: an id or path, several joined by `+` as `--variant` takes them, or a list.
    private static func variantStack(_ L: OpaquePointer, _ type: Int32) throws(TestGameProblem) -> [String] {
        defer { mb_pop(L, 1) }
        let usage = "variant must be an id or a path, several joined by + (\"lives+bomb\") or a list ({ \"lives\", \"bomb\" })"
        var names: [String] = []
        switch type {
        case LUA_TNIL: return []
        case LUA_TSTRING:
            guard let text = LuaVM.string(L, at: -1) else { throw TestGameProblem(usage) }
            names = VariantStackName.parts(text)
        case LUA_TTABLE: names = try strings(L, "variant", must: "an id or a path")
        default: throw TestGameProblem("\(usage), not \(LuaVM.owner(of: L).describe(at: -1))")
        }
        guard !names.isEmpty, !names.contains(where: \.isEmpty) else { throw TestGameProblem("\(usage): a name is missing") }
        return names
    }

    /// The strings of the list on top of `L`'s stack, in order; an entry that is not a string is
    /// refused ("`name`[2] must be `what`, not …").
    private static func strings(_ L: OpaquePointer, _ name: String, must what: String) throws(TestGameProblem) -> [String] {
        let count = Int(lua_rawlen(L, -1))
        var list: [String] = []
        for i in 1...max(count, 1) where count > 0 {
            defer { mb_pop(L, 1) }
            guard lua_rawgeti(L, -1, lua_Integer(i)) == LUA_TSTRING, let text = LuaVM.string(L, at: -1) else {
                throw TestGameProblem("\(name)[\(i)] must be \(what), not \(LuaVM.owner(of: L).describe(at: -1))")
            }
            list.append(text)
        }
        return list
    }

    /// The values by name of the `params` table at `table` (numbers, strings, booleans); the
    /// first name in order whose value is none of those is refused (a walk of a table's keys is
    /// in no fixed order).
    private static func values(_ L: OpaquePointer, at table: Int32) throws(TestGameProblem) -> [String: ScriptParameter] {
        try named(L, at: table, "params", must: "a number, a string or a boolean") {
            ScriptParameter.read(at: -1, vm: LuaVM.owner(of: L))
        }
    }

    /// The carried numbers by name of the `carried` table at `table`, each name one
    /// `game:carry` takes; refused as ``values(_:at:)`` refuses.
    private static func counts(_ L: OpaquePointer, at table: Int32) throws(TestGameProblem) -> [String: CarriedNumber] {
        let limit = CarriedNumber.limit
        let values = try named(L, at: table, "carried", must: "a finite number from -\(limit) to \(limit)") { () -> CarriedNumber? in
            lua_type(L, -1) == LUA_TNUMBER ? CarriedNumber(lua_tonumberx(L, -1, nil)) : nil
        }
        if let name = values.keys.sorted().first(where: { !GameObject.isCountName($0.utf8) }) {
            throw TestGameProblem("carried.\(name): a name is 1 to \(GameObject.maximumTallyName) letters, digits or _")
        }
        guard values.count <= Game.maximumTallies else { throw TestGameProblem("carried has \(values.count) names; at most \(Game.maximumTallies)") }
        return values
    }

    /// The values by name of the table `what` at `table`, each read by `value` from the top of
    /// the stack (nil: not `must`); the first name in order whose value is refused is reported
    /// (a walk of a table's keys is in no fixed order).
    private static func named<Value>(_ L: OpaquePointer, at table: Int32, _ what: String, must: String,
                                     _ value: () -> Value?) throws(TestGameProblem) -> [String: Value] {
        var values: [String: Value] = [:]
        var refused: [String: String] = [:]
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            defer { mb_pop(L, 1) }
            guard let name = LuaVM.string(L, at: -2) else {
                throw TestGameProblem("\(what) are named: \(what) = { lives = 5 }, not [\(LuaVM.owner(of: L).describe(at: -2))]")
            }
            if let v = value() { values[name] = v } else { refused[name] = LuaVM.owner(of: L).describe(at: -1) }
        }
        if let (name, given) = refused.min(by: { $0.key < $1.key }) {
            throw TestGameProblem("\(what).\(name) must be \(must), not \(given)")
        }
        return values
    }

    /// Deals the game: the scripts resolved on `bench`, the variant's settings, then the test's
    /// size and players, the board from the seed or as laid out; the rules begin it.
    func make(on bench: TestBench) throws -> TestGame {
        let rulesPath = try bench.path(.rules, rules) ?? bench.catalogue.resolve(.rules, TestBench.defaultRules).path
        var variantPaths: [String] = []
        if variants.isEmpty {
            if let target = try bench.path(.variant, nil) { variantPaths = [target] }
        } else {
            for name in variants { if let path = try bench.path(.variant, name) { variantPaths.append(path) } }
        }
        let factory = try ScriptedRulesFactory(rulesPath: rulesPath, variantPaths: variantPaths, limits: bench.limits)
            .setting(params)
        var config = GameConfig(size: .grid(rows: 2, columns: 3))
        factory.configure(&config, keepSize: size != nil || !board.isEmpty)
        if let size { config.size = size } else if !board.isEmpty { config.size = .groups(max(1, board.count / config.group)) }
        if let bot {
            // The people, then the computer in every seat the scripts leave (at least one).
            let people = players ?? 1
            config.players = GameConfig.seats(people: people, computer: true, declared: config.players)
            guard config.players <= GameConfig.maximumPlayers else {
                throw TestGameProblem("bot = \"\(bot)\": \(people) people and a computer player make \(config.players) seats; at most \(GameConfig.maximumPlayers) play (give fewer players)")
            }
        } else if let players {
            config.players = players
        }
        config.carried = carried
        var deckScript: DeckScript?
        if let deckPath = try bench.path(.deck, deck) { deckScript = try DeckScript(path: deckPath, limits: bench.limits) }
        try config.validate(groupSizes: deckScript?.groupSizes(defaultGroup: config.group) ?? [])
        let groups = config.dealtGroups
        var faces: [Face]
        if let deckScript {
            faces = try deckScript.faces(groups: groups, seed: seed)
        } else if !board.isEmpty {
            var seen: Set<String> = []
            faces = (board + stock).filter { seen.insert($0).inserted }.map { Face(label: $0) }
        } else {
            faces = (0..<groups).map { Face(label: "card \($0 + 1)") }
        }
        let deck = try Deck(faces: faces, needing: factory.neededTags)
        let game: Game
        if board.isEmpty {
            game = try Game(config: config, deck: deck, seed: seed)
        } else {
            func layout(_ names: [String], _ what: String) throws(TestGameProblem) -> [Int] {
                var layout: [Int] = []
                for name in names {
                    guard let face = faces.firstIndex(where: { $0.key == name || $0.label == name }) else {
                        let known = faces.prefix(12).map(\.label).joined(separator: ", ")
                        throw TestGameProblem("\(what): no face '\(name)' in the deck (its faces: \(known)\(faces.count > 12 ? ", …" : ""))")
                    }
                    layout.append(face)
                }
                return layout
            }
            game = try Game(config: config, deck: deck, layout: try layout(board, "board"),
                            stockLayout: stock.isEmpty ? nil : try layout(stock, "stock"), seed: seed)
        }
        guard let bot, let firstComputer = GameConfig.firstComputer(people: players ?? 1, seats: config.players, computer: true) else {
            return TestGame(game: game, rules: try factory.makeRules(names: names))
        }
        // The computer's seats follow the people's (there is at least one); the seats not named
        // are named as play names them ("P1", "CPU").
        let seatNames = (0..<config.players).map {
            names.indices.contains($0) ? names[$0] : GameConfig.seatName($0, seats: config.players, firstComputer: firstComputer)
        }
        let skills = bot.seatSkills(seats: config.players, firstComputer: firstComputer)
        return TestGame(game: game, rules: try factory.makeRules(names: seatNames, skills: skills), bot: (bot, firstComputer, seatNames))
    }
}

extension LuaVM {
    /// The string at `index` of `L` (a string value only: a number is never converted in place,
    /// which would confuse a `lua_next` walk).
    static func string(_ L: OpaquePointer?, at index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        let bytes = mb_tostring(L, index, &length)
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
}
