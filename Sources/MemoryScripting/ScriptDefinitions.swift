import MemoryEngine

/// The three kinds of script.
public enum ScriptKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case deck, rules, variant, campaign

    /// The folder of a search root that holds this kind (decks live at the root itself).
    public var folder: String? {
        switch self {
        case .deck: return nil
        case .rules: return "rules"
        case .variant: return "variants"
        case .campaign: return "campaigns"
        }
    }

    public var description: String { rawValue }
}

/// What every script declares about itself.
public struct ScriptMetadata: Sendable, Hashable, Codable {
    public var kind: ScriptKind
    public var id: String
    public var name: String
    public var author: String?
    public var version: String?
    public var description: String?
    /// The script file.
    public var path: String
    /// The API version it is written for.
    public var api: Int = 1
    public var license: String?
    /// Package or script ids it needs, each with the versions it accepts (`">=1.0.0"`).
    public var requires: [String: String] = [:]
    /// The module files it loads with `require` (see ``ScriptModules``), directly or through
    /// other modules, in the order first required.
    public var modules: [String] = []
}

/// What a variant changes in the rules of play; nil leaves the player's or the default choice.
public struct VariantSettings: Sendable, Hashable, Codable {
    public var group: Int?
    public var reveal: RevealPolicy?
    public var players: Int?
    public var extraTurnOnMatch: Bool?
    public var timeLimit: Double?
    /// The param whose value is the time limit (`time_limit = "{seconds}"`); ``timeLimit`` then
    /// holds its default.
    public var timeLimitParam: String?
    public var peek: Double?
    /// Whether the players play together (see ``GameConfig/coop``).
    public var coop: Bool?
    /// Groups dealt beside the board and held off it (see ``GameConfig/stock``).
    public var stock: Int?
    /// The param whose value is the stock (`stock = "{stock}"`); ``stock`` then holds its default.
    public var stockParam: String?
    /// A default board size (the player's `--grid`/`--pairs` wins).
    public var size: BoardSize?
    /// The deck played when the player names none: the first a variant names, else the one the
    /// rules name (the player's `--deck` wins).
    public var deck: NamedDeck?
    /// The ids of the variants it cannot be stacked with (`excludes = { "simon" }`): their
    /// mechanics make no sense together, so a stack of both is refused when it loads.
    public var excludes: [String] = []

    public init() {}

    /// The fields that take their value from a param, each with the param it names.
    public var paramFields: [(field: ParamField, param: String)] {
        [(ParamField.timeLimit, timeLimitParam), (ParamField.stock, stockParam)].compactMap { field, param in param.map { (field, $0) } }
    }

    /// Applies the variant's choices to `config` (the size only when `keepSize` is false), the
    /// time limit and the stock from `params` when they come from a param given a value.
    public func apply(to config: inout GameConfig, keepSize: Bool = false, params: [String: ScriptParameter] = [:]) {
        if let coop { config.coop = coop }
        if let groups = stockParam.flatMap({ params[$0]?.number }).map({ Int($0) }) ?? stock { config.stock = groups }
        if let seconds = timeLimitParam.flatMap({ params[$0]?.number }) ?? timeLimit { config.timeLimit = seconds }
        if let group { config.group = group }
        if let reveal { config.reveal = reveal }
        if let players { config.players = players }
        if let extraTurnOnMatch { config.extraTurnOnMatch = extraTurnOnMatch }
        if let peek { config.peek = peek }
        if let size, !keepSize { config.size = size }
    }
}

/// The deck a variant or rules script is played with when the player names none
/// (`deck = "party"`), and where the script names it, for a message when no deck has that id.
public struct NamedDeck: Sendable, Hashable, Codable {
    /// The deck's id, found as `--deck` finds it, the naming script's own package's decks first.
    public var id: String
    /// The variant or rules script naming it.
    public var path: String
    /// The line of its `deck =` field, if known.
    public var line: Int?

    public init(id: String, path: String, line: Int? = nil) {
        self.id = id
        self.path = path
        self.line = line
    }
}

/// A Lua function kept in a state's registry, with what the messages need.
struct Hook {
    let name: String
    let ref: Int32
    /// Where the function is defined.
    let line: Int
    /// The watchdog's label for calls to it.
    let label: Int32
}

/// Where a deck's faces come from.
enum FaceSource {
    case list([Face])
    /// `faces = function(count, random)`.
    case generator(Hook)
}

struct DeckDefinition {
    var metadata: ScriptMetadata
    var back: String
    var colour: String?
    var faces: FaceSource
    /// The folder image paths are relative to.
    var directory: String
}

struct RulesDefinition {
    var metadata: ScriptMetadata
    var onMatch: Hook?
    var onMismatch: Hook?
    var onFinish: Hook?
    var bonusTime: Double?
    /// The hooks of an `api = 2` script (the three above are then nil).
    var reactive: ReactiveHooks?
    /// The deck played when neither the player nor a variant names one (`deck = "tens"`).
    var deck: NamedDeck?
}

struct VariantDefinition {
    var metadata: ScriptMetadata
    var settings: VariantSettings
    var onMismatch: Hook?
    /// The hooks of an `api = 2` script (`onMismatch` is then nil).
    var reactive: ReactiveHooks?
}

/// What an `api = 2` script (rules or variant alike) reacts to. Event hooks are called as
/// `hook(e, game)`; the others as documented in Decks/README.md.
struct ReactiveHooks {
    /// The event hooks by name (see ``EventHookDeclaration``).
    var events: [String: Hook] = [:]
    /// The hooks of the script's table that no event calls, by name (see ``CallHookDeclaration``).
    var calls: [String: Hook] = [:]
    var actions: [ActionDefinition] = []
    /// The script's table (its `params` are read from it), a registry reference.
    var table: Int32 = 0
    /// The params the script declares, by name.
    var params: [String: ParamDeclaration] = [:]
    /// `needs = { "bomb" }`: tags a face of every deal should carry (see ``Deck/neededTags``).
    var needs: [String] = []
    /// `bot_keys_first = true`: `bot_keys` names the keys to go for first, not the only ones.
    var botKeysFirst = false
}

/// A power-up a script declares: `actions = { { key = "x", name = "…", charges = 3, run = function(game, card) … end } }`.
struct ActionDefinition {
    var action: PlayerAction
    /// Its hooks by name (see ``CallHookDeclaration``): `run` always.
    var calls: [String: Hook]
    var run: Hook { calls[CallHookDeclaration.run.name]! }
    /// `bot(game)`: the card a computer player uses it on now, or nil.
    var bot: Hook? { calls[CallHookDeclaration.bot.name] }
}

/// What a script built with its constructor.
enum ScriptDefinition {
    case deck(DeckDefinition)
    case rules(RulesDefinition)
    case variant(VariantDefinition)
    case campaign(Campaign)

    var metadata: ScriptMetadata {
        get {
            switch self {
            case let .deck(d): return d.metadata
            case let .rules(r): return r.metadata
            case let .variant(v): return v.metadata
            case let .campaign(c): return c.metadata
            }
        }
        set {
            switch self {
            case var .deck(d): d.metadata = newValue; self = .deck(d)
            case var .rules(r): r.metadata = newValue; self = .rules(r)
            case var .variant(v): v.metadata = newValue; self = .variant(v)
            case var .campaign(c): c.metadata = newValue; self = .campaign(c)
            }
        }
    }
}

/// The script a state is loading, for the constructors it calls.
struct LoadContext {
    let path: String
    let directory: String
    /// The script's text, to find the line of a face's image.
    var source: [UInt8] = []
    var definition: ScriptDefinition?
    var diagnostics: [Diagnostic] = []
    /// The table the constructor returned, which the script must return.
    var resultRef: Int32?
}
