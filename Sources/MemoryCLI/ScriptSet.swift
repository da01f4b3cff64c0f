import Foundation
import MemoryEngine
import MemoryPackages
import MemoryScripting
import MemoryStore

/// The deck, rules and variant (or stack of variants: `lives+bomb`) a game is played with:
/// resolved on the search path, loaded in the sandbox, and turned into what the engine needs.
final class ScriptSet {
    /// What was asked for, before resolving, with the deck played in place of none (the
    /// variants', else the rules', else the default deck).
    let choice: ScriptChoice
    let deckRef: ScriptRef
    let rulesRef: ScriptRef
    /// The variants, in play order (one for a single variant).
    let variantRefs: [ScriptRef]
    let deck: DeckScript
    let rules: ScriptedRulesFactory

    /// Resolves and loads `choice`; the error lists every problem as `path:line: message`.
    /// With no deck chosen, the deck is the one the variants name, else the one the rules name
    /// (see ``VariantStack``), else the default deck.
    init(_ choice: ScriptChoice, catalogue: ScriptCatalogue) throws(ScriptError) {
        rulesRef = try catalogue.resolve(.rules, choice.rules)
        variantRefs = try ScriptSet.resolveStack(choice.variant, catalogue: catalogue)
        let unmet = ([rulesRef] + variantRefs).flatMap { catalogue.requirementProblems(forScriptAt: $0.path) }
        if !unmet.isEmpty { throw ScriptError(unmet) }
        rules = try ScriptedRulesFactory(rulesPath: rulesRef.path, variantPaths: variantRefs.map(\.path))
        var resolved = choice
        if let named = choice.deck {
            deckRef = try catalogue.resolve(.deck, named)
        } else if let scriptDeck = rules.settings.deck {
            deckRef = try catalogue.resolve(scriptDeck)
            resolved.deck = scriptDeck.id
        } else {
            deckRef = try catalogue.resolve(.deck, ScriptChoice.defaultDeck)
            resolved.deck = ScriptChoice.defaultDeck
        }
        self.choice = resolved
        let deckUnmet = catalogue.requirementProblems(forScriptAt: deckRef.path)
        if !deckUnmet.isEmpty { throw ScriptError(deckUnmet) }
        deck = try DeckScript(path: deckRef.path)
    }

    /// Resolves each variant `name` names (see ``VariantStackName/parts(_:)``).
    static func resolveStack(_ name: String, catalogue: ScriptCatalogue) throws(ScriptError) -> [ScriptRef] {
        var refs: [ScriptRef] = []
        for part in VariantStackName.parts(name) {
            guard !part.isEmpty else {
                throw ScriptCatalogue.unresolved(name, "a stack of variants names each one between the '+' signs, e.g. lives+bomb")
            }
            refs.append(try catalogue.resolve(.variant, part))
        }
        return refs
    }

    /// The resolved variants' paths as a saved game keeps them (see ``VariantStackName/kept(paths:)``).
    var variantPath: String { VariantStackName.kept(paths: variantRefs.map(\.path)) }

    /// The variants' id as high scores and statistics keep it (see ``VariantStackName/key(ids:)``).
    var variantKey: String { VariantStackName.key(ids: rules.variants.map(\.id)) }

    /// The board when neither the player nor the variant chose one: Memorize's 6 cards.
    static let defaultSize = BoardSize.grid(rows: 2, columns: 3)

    /// The rules of play: the variant's settings (a time limit from a param with the value
    /// `params` give it), with the player's board size and number of players when given.
    func config(size: BoardSize?, players: Int? = nil, params: [String: ScriptParameter] = [:]) throws(ConfigError) -> GameConfig {
        var config = GameConfig(size: ScriptSet.defaultSize)
        try rules.setting(params).configure(&config, keepSize: size != nil)
        if let size { config.size = size }
        if let players { config.players = players }
        try config.validate(groupSizes: groupSizes(of: config))
        return config
    }

    /// The group sizes the deck mixes in a game of `config` (none when it does not).
    func groupSizes(of config: GameConfig) -> Set<Int> { deck.groupSizes(defaultGroup: config.group) }

    /// The deck for a game of `config` dealt with `seed`, needing the tags the rules and variant need.
    func deck(for config: GameConfig, seed: UInt64) throws -> Deck {
        try Deck(faces: try deck.faces(groups: config.dealtGroups, seed: seed), needing: rules.neededTags)
    }

    /// What the player is told when `dealt` has no face with a tag the rules or variant need
    /// (the game goes on without it), or nil when nothing is missing.
    func missingTagsNotice(_ dealt: Deck) -> String? {
        let missing = dealt.missingTags
        guard !missing.isEmpty else { return nil }
        let needing = rules.names(needing: missing)
        let what = needing.count == 1 ? "\(needing[0]) needs" : "\(needing.joined(separator: " and ")) need"
        return "The \(deck.metadata.name) deck has no card tagged \(missing.joined(separator: " or ")), which \(what): "
            + "it is played without \(missing.count == 1 ? "one" : "them")"
    }

    /// What the player should know of the values they give with `--set` (`values`): one that
    /// goes to several scripts declaring that param differently, as `memory check` warns
    /// (`--set lives=5 goes to lives and shop alike, …`); nil when there is none.
    func sharedParamNotice(_ values: [String: ScriptParameter]) -> String? {
        let shared = rules.differentlyDeclaredParams.compactMap { param in
            values[param.name].map { value in
                "--set \(param.name)=\(value.plainText) goes to \(param.ids.joined(separator: " and ")) alike, "
                    + "which declare it differently (\(param.defaults))"
            }
        }
        return shared.isEmpty ? nil : shared.joined(separator: "; ")
    }

    /// The module files the deck, the rules and the variants (one list for a whole stack) require.
    var modulePaths: [[String]] {
        [deck.metadata.modules, rules.rules.modules, rules.variants.flatMap(\.modules)]
    }

    /// Short digests of the three kinds of script's files (each with the modules it requires),
    /// all together and one by one (the text of a ``ScriptFingerprint``; a stack's variants share
    /// one digest), so a saved game can tell that they changed, and which.
    var fingerprint: String {
        var whole = FNV1a()
        var each: [String] = []
        for (paths, modules) in zip([[deckRef.path], [rulesRef.path], variantRefs.map(\.path)], modulePaths) {
            var one = FNV1a()
            for bytes in paths.flatMap({ [Array($0.utf8), ScriptSet.contents(of: $0)] }) + modules.map(ScriptSet.contents) {
                whole.add(bytes)
                one.add(bytes)
            }
            each.append(String(one.value, radix: 16))
        }
        return ScriptFingerprint(whole: String(whole.value, radix: 16), scripts: each).text
    }
}

extension ScriptSet {
    /// A script file's bytes (read from its archive for a script inside a `.zip`), empty when unreadable.
    static func contents(of path: String) -> [UInt8] {
        if let inArchive = ArchivePath.read(path) { return (try? inArchive.get()) ?? [] }
        return Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
    }
}

/// The 64-bit FNV-1a hash: enough to notice that a file changed (not a security measure), and
/// small enough not to need a cryptography package.
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ bytes: [UInt8]) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }
}
