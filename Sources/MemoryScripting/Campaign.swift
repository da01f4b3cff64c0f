import CLua
import Foundation
import CLuaBridge
import MemoryEngine
import MemoryPackages

/// A campaign: levels played in order, each a deck, rules, an optional variant and a board, and
/// a goal: the score (carried over from the levels before) that unlocks the next level. The board
/// is a `grid` or a number of `pairs` (laid out to fit the terminal), as `--grid` and `--pairs`.
///
/// A level may also set the people at the keyboard (`players = 2`) and a computer opponent
/// (`bot = "perfect"`, `"forgetful:0.3"`): a duel against the computer, whose goal may be to beat
/// it (`goal = "win"`) rather than a score.
///
/// A campaign may `carry` numbers from level to level (a roguelike run's lives, boons; whole or
/// decimal, see ``MemoryEngine/CarriedNumber``): each name's starting value; a game adds to them
/// with `game:carry(name, n)` and reads them with `game:carried(name)`, and what a level passed
/// carried is added for the levels after it. The player reads what is carried by name ("lives
/// -1 · mult +0.5", see ``carriedText(_:)``), or, with `carry_shown = "status"`, in the levels'
/// own status line, which the scripts word ("Lives: 2 · Points ×2").
///
/// ```lua
/// return campaign {
///   id = "climb", name = "The climb", api = 2,
///   levels = {
///     { deck = "emoji", rules = "classic", grid = "2x3", goal = 3 },
///     { deck = "emoji", rules = "classic", variant = "lives", grid = "3x4", goal = 9, params = { lives = 6 } },
///     { deck = "emoji", rules = "classic", pairs = 10, goal = 20 },
///   },
/// }
/// ```
public struct Campaign: Sendable, Hashable {
    /// What passes a level.
    public enum Goal: Sendable, Hashable {
        /// The campaign's score (this level's added to the levels' before) that passes it.
        case points(Int)
        /// Winning the game (`goal = "win"`, for a level with a `bot`): a person at the keyboard
        /// among the game's winners (``MemoryEngine/Game/winners``) and not every computer
        /// player (a tie with the computer is not a win); in a co-op level, the game won
        /// together. The level's points still count.
        case win
    }

    /// One level: what is dealt, and what it takes to pass it.
    public struct Level: Sendable, Hashable {
        /// Deck, rules and variant ids or paths, resolved like `--deck`, `--rules` and `--variant`
        /// (`variant = "lives+bomb"` stacks variants).
        public var deck: String
        public var rules: String
        public var variant: String?
        /// A grid, or a number of pairs (groups, in variants with more cards per turn).
        public var size: BoardSize
        /// What passes it: a score to reach, or beating the computer.
        public var goal: Goal
        /// Values for the params the level's rules or variant declare (as `--set lives=6`).
        public var params: [String: ScriptParameter]
        /// People at the keyboard, or nil: as many as the player chose (`--players`, the lobby).
        public var players: Int?
        /// The computer opponent (seated after the people), or nil: the player's choice (`--bot`).
        public var bot: StrategyKind?
        /// The line where the level is written in the campaign's script, for messages about it
        /// (nil: not known, e.g. a list built by a loop; messages are at `campaign {` then).
        public var line: Int?

        public init(deck: String, rules: String, variant: String?, size: BoardSize, goal: Goal, params: [String: ScriptParameter] = [:],
                    players: Int? = nil, bot: StrategyKind? = nil, line: Int? = nil) {
            self.deck = deck
            self.rules = rules
            self.variant = variant
            self.size = size
            self.goal = goal
            self.params = params
            self.players = players
            self.bot = bot
            self.line = line
        }
    }

    public var metadata: ScriptMetadata
    public var levels: [Level]
    /// What the campaign carries from level to level, by name, with its starting values.
    public var carry: [String: CarriedNumber]
    /// How the player reads what is carried.
    public var carryShown: CarryShown = .values
    /// The line of `campaign { }`, for messages about a level whose own line is not known.
    public var line: Int?

    /// How the player reads what a campaign carries (`carry_shown`).
    public enum CarryShown: String, Sendable, Hashable, CaseIterable {
        /// By name and total, as the campaign counts them: "gold coins 12 · lives -1" (see
        /// ``Campaign/carriedText(_:)``).
        case values
        /// In the level's status line, as its scripts word it ("Lives: 2 · Points ×2"): the
        /// campaign adds no words of its own as a level starts, and the game-over screen of a
        /// level passed says the status line the game ended with.
        case status
    }

    /// Most levels a campaign may have.
    public static let maximumLevels = 50

    /// Loads the campaign script at `path`.
    public init(path: String, limits: SandboxLimits = .standard) throws(ScriptError) {
        let source = try ScriptSource(reading: path, limit: limits.sourceBytes)
        let (definition, _) = try LuaVM(limits: limits).load(source)
        guard case let .campaign(campaign) = definition else {
            throw ScriptError(path: path, "expected a campaign, but the script returns \(definition.metadata.kind) { }")
        }
        self = campaign
    }

    init(metadata: ScriptMetadata, levels: [Level], carry: [String: CarriedNumber], line: Int?) {
        self.metadata = metadata
        self.levels = levels
        self.carry = carry
        self.line = line
    }
}

/// Reads `campaign { }`'s table: its levels, each checked as a table of its own.
enum CampaignReader {
    static func read(_ metadata: ScriptMetadata?, api: Int, _ fields: inout FieldChecker, vm: LuaVM) -> Campaign? {
        if api < 2 { fields.error("a campaign needs api = 2") }
        let L = vm.L
        var levels: [Campaign.Level] = []
        let type = fields.push("levels")
        defer { mb_pop(L, 1) }
        guard type == LUA_TTABLE else {
            fields.error(type == LUA_TNIL
                ? "campaign needs levels: a list such as { { deck = \"emoji\", rules = \"classic\", grid = \"2x3\", goal = 3 }, … }"
                : "levels must be a list of level tables, not \(vm.describe(at: -1))")
            return nil
        }
        let count = Int(lua_rawlen(L, -1))
        if count == 0 { fields.error("campaign has no levels: give at least one { deck = …, rules = …, grid = …, goal = … }") }
        if count > Campaign.maximumLevels { fields.error("campaign has \(count) levels; at most \(Campaign.maximumLevels) are allowed") }
        // A level's problems are at its own line in a written list (a field's where it is set in it).
        let entryLines = vm.loading.flatMap { loading in
            fields.line.flatMap { ListEntryLines(source: loading.source, constructor: "campaign", line: $0, list: "levels", count: count) }
        }
        for n in stride(from: 1, through: min(count, Campaign.maximumLevels), by: 1) {
            lua_rawgeti(L, -1, lua_Integer(n))
            defer { mb_pop(L, 1) }
            let line = entryLines?.line(ofEntry: n) ?? fields.line(of: "levels")
            guard lua_type(L, -1) == LUA_TTABLE else {
                fields.add(Diagnostic(path: fields.path, line: line,
                                      message: "levels[\(n)] must be a table { deck = …, rules = …, grid = …, goal = … }, not \(vm.describe(at: -1))"),
                           field: "levels")
                continue
            }
            var level = FieldChecker(vm: vm, table: -1, path: fields.path, line: line, subject: "level",
                                     fieldLines: entryLines?.fieldLines(ofEntry: n) ?? [:])
            if var read = readLevel(&level) {
                read.line = line
                levels.append(read)
            }
            level.warnAboutUnknownFields()
            for d in level.diagnostics {
                fields.add(Diagnostic(path: d.path, line: d.line, severity: d.severity, message: "levels[\(n)]: " + d.message), field: "levels")
            }
        }
        let carry = readCarry(&fields)
        let shown = readCarryShown(&fields)
        guard let metadata, !fields.hasErrors else { return nil }
        var campaign = Campaign(metadata: metadata, levels: levels, carry: carry, line: fields.line)
        campaign.carryShown = shown
        return campaign
    }

    /// `carry_shown`: "values" (the default) or "status".
    private static func readCarryShown(_ fields: inout FieldChecker) -> Campaign.CarryShown {
        guard let text = fields.string("carry_shown", maximumBytes: 32) else { return .values }
        guard let shown = Campaign.CarryShown(rawValue: text) else {
            fields.error("carry_shown = \"\(VisibleText.of(text, lineBreaks: false))\" is not allowed: use \"values\" (what is carried, by name: "
                         + "\"lives -1 · mult +0.5\") or \"status\" (the levels' status line says it)", field: "carry_shown")
            return .values
        }
        return shown
    }

    /// `carry`: names (as `game:carry` takes them) and their starting values (whole numbers or
    /// finite decimals: ``CarriedNumber``).
    private static func readCarry(_ fields: inout FieldChecker) -> [String: CarriedNumber] {
        var carry: [String: CarriedNumber] = [:]
        for (name, value) in fields.numbers("carry").sorted(by: { $0.key < $1.key }) {
            guard GameObject.isCountName(name.utf8) else {
                fields.error("carry.\(name): a name is 1 to \(GameObject.maximumTallyName) letters, digits or _ (carry = { lives = 0 })", field: "carry")
                continue
            }
            guard let start = CarriedNumber(value) else {
                let limit = CarriedNumber.limit
                fields.error("carry.\(name) = \(value): a starting value is a number from -\(limit) to \(limit)", field: "carry")
                continue
            }
            carry[name] = start
        }
        if carry.count > Game.maximumTallies {
            fields.error("carry has \(carry.count) names; at most \(Game.maximumTallies) are allowed", field: "carry")
        }
        return carry
    }

    /// `goal`: a whole number of points, or "win"; nil (reported) when it is neither.
    private static func readGoal(_ fields: inout FieldChecker) -> Campaign.Goal? {
        let type = fields.push("goal")
        mb_pop(fields.vm.L, 1)
        guard type == LUA_TSTRING else { return fields.integer("goal", in: -1_000_000...1_000_000).map(Campaign.Goal.points) }
        let text = fields.string("goal", maximumBytes: 40)
        if text == "win" { return .win }
        if let text {
            fields.error("goal = \"\(text)\" is not a goal: give the points that pass the level (goal = 10) or \"win\" (win the game: beat its bot, or in a co-op level win together)", field: "goal")
        }
        return nil
    }

    private static func readLevel(_ fields: inout FieldChecker) -> Campaign.Level? {
        let deck = fields.string("deck", required: true, maximumBytes: 200)
        let rules = fields.string("rules", maximumBytes: 200) ?? "classic"
        let variant = fields.string("variant", maximumBytes: 200)
        let grid = fields.string("grid", maximumBytes: 16)
        let pairs = fields.integer("pairs", in: 1...GameConfig.maximumCards)
        let goal = readGoal(&fields)
        let params = fields.paramValues("params")
        let players = fields.integer("players", in: 1...GameConfig.maximumPlayers)
        var bot: StrategyKind?
        if let text = fields.string("bot", maximumBytes: 40) {
            do throws(ConfigError) { bot = try StrategyKind(parsing: text) } catch { fields.error("bot = \"\(text)\": \(error.message)", field: "bot") }
        }
        if goal == .win, bot == nil {
            fields.error("goal = \"win\" needs a computer to beat: add bot = \"perfect\" (or \"random\", \"forgetful:0.3\")", field: "goal")
        }
        if bot != nil, let players, players + 1 > GameConfig.maximumPlayers {
            fields.error("players = \(players) and a bot make \(players + 1) seats; at most \(GameConfig.maximumPlayers) are allowed", field: "players")
        }
        let size = grid != nil ? grid.flatMap(BoardSize.init(grid:)) : pairs.map(BoardSize.groups)
        if let grid, size == nil { fields.error("grid = \"\(grid)\" is not a grid: write rows x columns, e.g. \"2x3\"", field: "grid") }
        if grid != nil, pairs != nil { fields.error("give grid or pairs, not both", field: "pairs") }
        if grid == nil, pairs == nil, !fields.hasErrors {
            fields.error("needs a board: grid = \"2x3\" (rows x columns) or pairs = 6 (laid out to fit the terminal)")
        }
        if goal == nil, !fields.hasErrors {
            fields.error("needs a goal: the score that passes the level, e.g. goal = 10, or \"win\" to win the game (beat its bot, or in a co-op level win together)")
        }
        guard let deck, let size, let goal else { return nil }
        // A path is relative to the campaign's folder (an id is looked up on the search path).
        let folder = FolderPath.parent(of: fields.path)
        func place(_ script: String) -> String {
            let isPath = script.contains("/") || script.hasSuffix(".lua")
            return isPath && !script.hasPrefix("/") && !folder.isEmpty ? folder + "/" + script : script
        }
        return Campaign.Level(deck: place(deck), rules: place(rules), variant: variant.map { VariantStackName.name(VariantStackName.parts($0).map(place)) }, size: size, goal: goal, params: params,
                             players: players, bot: bot)
    }
}
