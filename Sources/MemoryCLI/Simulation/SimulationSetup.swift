import ArgumentParser
import Foundation
import MemoryEngine
import MemoryScripting

/// The configurations a `memory simulate` command asks for: each deck × each rules × each
/// variant × each swept value, loaded and checked before any game is played.
struct SimulationSetup {
    /// One configuration, ready to simulate.
    struct Run {
        var label: String
        var deckID, rulesID, variantID: String
        var sweepValue: ScriptParameter?
        var config: GameConfig
        /// The first seat the computer opponent plays, or nil without --bot.
        var firstComputer: Int?
        var rules: ScriptedRulesFactory
        var decks: DeckSource
        /// The group sizes the deck mixes, if it does (see ``SimulationPlan/groupSizes``).
        var groupSizes: Set<Int>

        /// The seats the computer opponent plays, the last ones (0 without --bot).
        var computerSeats: Int { firstComputer.map { config.players - $0 } ?? 0 }
        /// The board played, as the report names it (4x4, 10 pairs).
        var board: String { "\(config.size)" }
    }

    let command: SimulateCommand

    /// Every configuration, in order: decks first, then rules, then variants, then swept values.
    func configurations() throws -> [Run] {
        let deckList = try list(command.scripts.deck, option: "--deck", example: "emoji,party")
        let rulesList = try list(command.scripts.rules, option: "--rules", example: "classic,penalty")
        let variantList = try list(command.scripts.variant, option: "--variant", example: "standard,shuffle")
        let assignments = try command.params.values()
        let catalogue = ScriptCatalogue.forPlay()
        var sets: [ScriptSet] = []
        // Each configuration's deck, rules and variant as the command named them, for its label
        // when ids clash.
        var given: [[String]] = []
        for deck in deckList {
            for rules in rulesList {
                for variant in variantList {
                    let choice = ScriptChoice(deck: deck, rules: rules ?? ScriptChoice.defaultRules,
                                              variant: variant ?? ScriptChoice.defaultVariant)
                    do throws(ScriptError) { sets.append(try ScriptSet(choice, catalogue: catalogue)) } catch {
                        throw Failure(error, otherwise: Failure.problemsFound)
                    }
                    given.append([deckList.count > 1 ? deck : nil, rulesList.count > 1 ? choice.rules : nil,
                                  variantList.count > 1 ? choice.variant : nil].compactMap { $0 })
                }
            }
        }
        // In a comparison a param set with --set goes to the configurations that declare it; a
        // name none of them declares is refused.
        let declared = sets.reduce(into: [String: ParamDeclaration]()) { $0.merge($1.rules.params) { first, _ in first } }
        if sets.count > 1, let unknown = assignments.keys.sorted().first(where: { declared[$0] == nil }) {
            throw usage("--set: unknown parameter '\(unknown)': "
                        + (declared.isEmpty ? "no configuration declares params" : "the configurations declare \(declared.keys.sorted().joined(separator: ", "))"))
        }
        // Configurations are named by their scripts' ids; by the names the command gave when two
        // ids are the same (a variant and an edited copy of it: --variant rot,./rot.lua).
        let ids = sets.map { set in
            [deckList.count > 1 ? set.deck.metadata.id : nil, rulesList.count > 1 ? set.rules.rules.id : nil,
             variantList.count > 1 ? set.rules.variantID ?? ScriptChoice.defaultVariant : nil].compactMap { $0 }
        }
        let names = Set(ids).count < ids.count ? given : ids
        var runs: [Run] = []
        for (set, named) in zip(sets, names) {
            do { try command.sweep?.check(params: set.rules.params) } catch { throw usage(error.message) }
            let own = sets.count > 1 ? assignments.filter { set.rules.params[$0.key] != nil } : assignments
            let values: [ScriptParameter?] = command.sweep?.values(params: set.rules.params) ?? [nil]
            for value in values {
                runs.append(try run(set, value: value, assignments: own, named: named))
            }
        }
        // Variants that deal boards (or name decks) of their own are each played on theirs: each
        // row says which (a deck compared is named already).
        if !SimulationSetup.share(runs, \.board) {
            for i in runs.indices { runs[i].label += " · \(runs[i].board)" }
        }
        if deckList.count == 1 && !SimulationSetup.share(runs, \.deckID) {
            for i in runs.indices { runs[i].label += " · \(runs[i].deckID)" }
        }
        return runs
    }

    /// Whether every configuration is played on the same board, or with the same deck (`what`).
    static func share(_ runs: [Run], _ what: KeyPath<Run, String>) -> Bool {
        Set(runs.map { $0[keyPath: what] }).count <= 1
    }

    /// Option text split at commas; `[nil]` (the default) when the option is not given. `example`
    /// is a list the option takes, shown when the text has an empty name.
    private func list(_ text: String?, option: String, example: String) throws -> [String?] {
        guard let text else { return [nil] }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.contains(where: \.isEmpty) else {
            throw usage("\(option) \(text) has an empty name: separate ids or paths with commas, e.g. \(option) \(example).")
        }
        return items
    }

    private func run(_ set: ScriptSet, value: ScriptParameter?, assignments: [String: ScriptParameter], named: [String]) throws -> Run {
        let sweep = command.sweep
        var label = named
        var params = assignments
        if let sweep, let value {
            label.append("\(sweep.name)=\(Sweep.text(value))")
            if sweep.setting == nil { params[sweep.name] = value }
        }
        let rules: ScriptedRulesFactory
        do { rules = try set.rules.setting(params) } catch { throw usage("--set: \(error.message)") }
        var config: GameConfig
        var firstComputer: Int?
        do throws(ConfigError) {
            config = try set.config(size: command.board.size, params: params)
            // As in play: the people, and with --bot computer players in the seats left.
            let people = command.players ?? 1
            config.players = GameConfig.seats(people: people, computer: command.bot != nil, declared: config.players)
            if let sweep, let value { sweep.apply(value, to: &config) }
            firstComputer = GameConfig.firstComputer(people: people, seats: config.players, computer: command.bot != nil)
            try config.validate(groupSizes: set.groupSizes(of: config))
            var plan = SimulationPlan(config: config, games: command.games, strategy: command.strategy, bot: command.bot)
            plan.groupSizes = set.groupSizes(of: config)
            plan.computerSeats = firstComputer.map { config.players - $0 } ?? 1
            try plan.validate()
        } catch {
            // A value swept out of range is bad usage, and so is a board or a player count given
            // that cannot be dealt (as in play); a board the variant itself asks for, a failure.
            if let sweep, let value { throw usage("--sweep \(sweep.name)=\(Sweep.text(value)): \(error.message)") }
            let board = command.board
            if let option = board.grid.map({ "--grid \($0)" }) ?? board.pairs.map({ "--pairs \($0)" }) ?? command.players.map({ "--players \($0)" }) {
                throw usage("\(option): \(error.message)")
            }
            throw Failure(error.message)
        }
        return Run(label: label.isEmpty ? set.rules.rules.id : label.joined(separator: " · "), deckID: set.deck.metadata.id,
                   rulesID: set.rules.rules.id, variantID: set.rules.variantID ?? ScriptChoice.defaultVariant,
                   sweepValue: value, config: config, firstComputer: firstComputer, rules: rules, decks: try DeckSource(set, config: config, seed: command.seed),
                   groupSizes: set.groupSizes(of: config))
    }

    private func usage(_ message: String) -> Failure { Failure(message, status: Failure.usage) }
}
