import MemoryEngine

/// Several variants played in one game (`--variant lives+bomb`): each hears every event in the
/// order given, after the rules. What cannot be shared is refused when the scripts load, with a
/// message naming both scripts, never settled silently:
/// - the same variant twice;
/// - a variant with one that its `excludes` names (either way round);
/// - two variants that decide matches (`match`), guide the computer players (`bot_keys`,
///   `bot_cards`) or decide who won (`winners`);
/// - two variants that set a rule of play (`group`, `reveal`, `players`, `extra_turn`,
///   `time_limit`, `peek`, `coop`) to different values (the same value is fine);
/// - two scripts (the rules included) whose actions use the same key.
///
/// The board is not a rule of play but the one played when the player names none: where the
/// variants set different boards, the stack plays the largest (a grid over as many pairs), and
/// `--grid` or `--pairs` chooses another. Nor is the deck: the first variant of the stack that
/// names one (`deck`) decides, else the rules' `deck`, and `--deck` chooses another.
enum VariantStack {
    /// The variants' settings together, or the first conflict of the stack (see above).
    /// The deck is the first a variant names, else the one the rules name.
    static func check(_ variants: [VariantDefinition], rules: RulesDefinition) throws(ScriptError) -> VariantSettings {
        var settings = try combine(variants, rules: rules)
        settings.deck = settings.deck ?? rules.deck
        return settings
    }

    /// The variants' own settings together (see ``check(_:rules:)``).
    private static func combine(_ variants: [VariantDefinition], rules: RulesDefinition) throws(ScriptError) -> VariantSettings {
        guard variants.count > 1 else { return variants.first?.settings ?? VariantSettings() }
        for (i, variant) in variants.enumerated() {
            for earlier in variants[..<i] {
                try conflict(between: earlier, and: variant)
            }
        }
        try checkActionKeys(rules: rules, variants: variants)
        var settings = VariantSettings()
        for variant in variants { settings.take(variant.settings) }
        return settings
    }

    /// Refuses what `a` and `b` cannot both do in one game.
    private static func conflict(between a: VariantDefinition, and b: VariantDefinition) throws(ScriptError) {
        func refuse(_ what: String) -> ScriptError {
            ScriptError(path: b.metadata.path, "cannot stack \(b.metadata.id) with \(a.metadata.id) (\(a.metadata.path)): \(what)")
        }
        if a.metadata.id == b.metadata.id {
            throw refuse("it is the same variant twice; name each variant once")
        }
        if a.settings.excludes.contains(b.metadata.id) || b.settings.excludes.contains(a.metadata.id) {
            let (excluding, excluded) = a.settings.excludes.contains(b.metadata.id) ? (a, b) : (b, a)
            throw refuse("\(excluding.metadata.id) excludes \(excluded.metadata.id) (excludes = { \"\(excluded.metadata.id)\" }): "
                         + "their mechanics do not make sense in one game; play them apart")
        }
        for (call, decides) in CallHookDeclaration.decisive {
            if a.reactive?.calls[call.name] != nil && b.reactive?.calls[call.name] != nil {
                throw refuse("both define \(call.name), and only one script of a stack may decide \(decides)")
            }
        }
        if let setting = a.settings.clash(with: b.settings) {
            throw refuse("they set \(setting) to different values; a stack plays one set of rules")
        }
    }

    /// Refuses two scripts whose actions share a key: a key press must name one action.
    private static func checkActionKeys(rules: RulesDefinition, variants: [VariantDefinition]) throws(ScriptError) {
        var owners: [Character: ScriptMetadata] = [:]
        for (metadata, hooks) in [(rules.metadata, rules.reactive)] + variants.map({ ($0.metadata, $0.reactive) }) {
            for action in hooks?.actions ?? [] {
                let key = action.action.key
                if let owner = owners[key], owner.path != metadata.path {
                    throw ScriptError(path: metadata.path, "cannot stack \(metadata.id) with \(owner.id) (\(owner.path)): "
                                      + "both have an action on the key '\(key)'")
                }
                owners[key] = metadata
            }
        }
    }
}

extension VariantSettings {
    /// The name of the first rule of play both set to different values, or nil.
    func clash(with other: VariantSettings) -> String? {
        func differ<T: Equatable>(_ a: T?, _ b: T?) -> Bool { a != nil && b != nil && a != b }
        if differ(group, other.group) { return "group" }
        if differ(reveal, other.reveal) { return "reveal" }
        if differ(players, other.players) { return "players" }
        if differ(extraTurnOnMatch, other.extraTurnOnMatch) { return "extra_turn" }
        if differ(timeLimit, other.timeLimit) || differ(timeLimitParam, other.timeLimitParam) { return "time_limit" }
        if differ(coop, other.coop) { return "coop" }
        if differ(stock, other.stock) || differ(stockParam, other.stockParam) { return "stock" }
        if differ(peek, other.peek) { return "peek" }
        return nil
    }

    /// Takes every rule of play `other` sets (the stack has no clash: see ``clash(with:)``), its
    /// board if larger, and its deck if none was named before it.
    mutating func take(_ other: VariantSettings) {
        group = other.group ?? group
        reveal = other.reveal ?? reveal
        players = other.players ?? players
        extraTurnOnMatch = other.extraTurnOnMatch ?? extraTurnOnMatch
        if other.timeLimit != nil { (timeLimit, timeLimitParam) = (other.timeLimit, other.timeLimitParam) }
        coop = other.coop ?? coop
        if other.stock != nil { (stock, stockParam) = (other.stock, other.stockParam) }
        peek = other.peek ?? peek
        size = Self.larger(size, other.size)
        deck = deck ?? other.deck
    }

    /// The board with more cards (of pairs), a grid when both have as many; either when one is nil.
    private static func larger(_ a: BoardSize?, _ b: BoardSize?) -> BoardSize? {
        guard let a, let b else { return a ?? b }
        let (cardsA, cardsB) = (a.cardCount(group: 2), b.cardCount(group: 2))
        if cardsA != cardsB { return cardsA > cardsB ? a : b }
        if case .grid = b, case .groups = a { return b }
        return a
    }
}
