import Foundation
import GRDB
import MemoryEngine

/// A game quit in progress: everything needed to deal it again and replay it to the same state.
public struct SavedGame: Sendable, Hashable, Identifiable {
    /// `nil` until saved; ``Store/saveGame(_:)`` replaces the saved game with this id if set.
    public var id: Int64?
    public var key: ConfigurationKey
    /// The deck, rules and variant scripts the game was dealt with, as resolved when it began.
    public var deckPath: String
    public var rulesPath: String
    public var variantPath: String
    public var players: Int
    /// The computer opponent, as `--bot` spells it (`"forgetful:0.3"`), or `nil`.
    public var bot: String?
    public var seed: UInt64
    /// What the front end computed from the scripts' sources (the text of a
    /// ``ScriptFingerprint``); compare with ``fingerprintMismatch(current:)`` before resuming.
    public var fingerprint: String
    /// Opaque to the store: JSON the front end needs to deal the game again.
    public var settings: Data
    /// Every action of the game so far, in order.
    public var actions: [TimedAction]
    /// Game time played, in seconds.
    public var elapsed: Double
    /// Opaque to the store: the scripts' `game.state` when the game was saved, as text (nil: no
    /// script keeps state, or a game saved before the state was kept).
    public var scriptState: String?
    /// When the game was saved.
    public var date: Date

    public init(id: Int64? = nil, key: ConfigurationKey, deckPath: String, rulesPath: String,
                variantPath: String, players: Int, bot: String?, seed: UInt64, fingerprint: String,
                settings: Data, actions: [TimedAction], elapsed: Double, scriptState: String? = nil, date: Date = Date()) {
        self.id = id
        self.key = key
        self.deckPath = deckPath
        self.rulesPath = rulesPath
        self.variantPath = variantPath
        self.players = players
        self.bot = bot
        self.seed = seed
        self.fingerprint = fingerprint
        self.settings = settings
        self.actions = actions
        self.elapsed = elapsed
        self.scriptState = scriptState
        self.date = date
    }

    /// `nil` when `current` (the fingerprint of the scripts as they are now, the text of a
    /// ``ScriptFingerprint``) equals the stored one; otherwise the message that explains why the
    /// game cannot be resumed, naming the scripts that changed (all three for a game saved
    /// before the fingerprint told them apart). `modules` lists, for the deck, the rules and the
    /// variants, the module files each requires now (their digests are part of the script's), so
    /// that a change in a module is not blamed on the script alone.
    /// `noun`, `verb` and `advice` word the message for another use (a finished game replayed).
    public func fingerprintMismatch(current: String, modules: [[String]] = [], noun: String = "the saved game",
                                    verb: String = "resumed", advice: String = "Start a new game instead") -> String? {
        let changed = ScriptFingerprint(text: current).changed(since: ScriptFingerprint(text: fingerprint))
        guard !changed.isEmpty else { return nil }
        // A stack's variants are kept one path per line.
        let paths = [deckPath, rulesPath, variantPath.split(separator: "\n").joined(separator: " + ")]
        let named = changed.map { i in
            let required = i < modules.count ? modules[i] : []
            return "\(ScriptFingerprint.kinds[i]) (\(paths[i]))"
                + (required.isEmpty ? "" : " or a module it requires (\(required.joined(separator: ", ")))")
        }
        let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " and " + named.last!
        return "\(noun) (\(key.deck), \(key.rules), \(key.variant), \(key.grid)) cannot be \(verb): "
            + "its \(list) changed since it was saved, "
            + "so replaying it would not give the same game. \(advice)"
    }
}

extension SavedGame: FetchableRecord, PersistableRecord {
    public static let databaseTableName = "savedGame"

    /// Decodes a `savedGame` row, throwing ``DamagedRow`` for a value of the wrong type or out of range.
    public init(row: Row) throws {
        let values = StoredValue(row: row, table: "savedGame")
        id = try values.value("id")
        key = ConfigurationKey(deck: try values.value("deck"), rules: try values.value("rules"),
                               variant: try values.value("variant"), grid: try values.value("grid"))
        deckPath = try values.value("deckPath")
        rulesPath = try values.value("rulesPath")
        variantPath = try values.value("variantPath")
        players = try values.integer("players", in: 1...GameConfig.maximumPlayers)
        bot = try values.value("bot")
        seed = UInt64(bitPattern: try values.value("seed", Int64.self))
        fingerprint = try values.value("fingerprint")
        settings = try values.value("settings")
        do {
            actions = try JSONDecoder().decode([TimedAction].self, from: Data((try values.value("actions", String.self)).utf8))
        } catch let damaged as DamagedRow { throw damaged } catch {
            throw values.damaged("actions is not a list of actions")
        }
        guard actions.allSatisfy({ $0.time.isFinite && $0.time >= 0 }) else { throw values.damaged("actions has a time that is not a time") }
        elapsed = try values.seconds("elapsed")
        scriptState = try values.value("scriptState")
        date = try values.value("date")
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["deck"] = key.deck
        container["rules"] = key.rules
        container["variant"] = key.variant
        container["grid"] = key.grid
        container["deckPath"] = deckPath
        container["rulesPath"] = rulesPath
        container["variantPath"] = variantPath
        container["players"] = players
        container["bot"] = bot
        container["seed"] = Int64(bitPattern: seed)
        container["fingerprint"] = fingerprint
        container["settings"] = settings
        container["actions"] = String(decoding: try JSONEncoder().encode(actions), as: UTF8.self)
        container["elapsed"] = elapsed
        container["scriptState"] = scriptState
        container["date"] = date
    }
}
