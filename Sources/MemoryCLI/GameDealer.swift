import Foundation
import MemoryEngine
import MemoryScripting
import MemoryStore
import MemoryTerminal

/// Deals games from the scripts a setup names, and saves and replays them.
struct GameDealer {
    let catalogue: ScriptCatalogue

    /// A dealt game with the scripts it came from.
    struct Dealt {
        var playable: PlayableGame
        var scripts: ScriptSet
    }

    /// Deals `setup`: resolves and loads its scripts (or takes `loaded`, if those are the scripts
    /// it names), applies the variant, seats the computer players after the people (in every
    /// seat the variant has left, at least one), and names the players as the screen does, the
    /// person at the keyboard against the computer `person`.
    func deal(_ setup: GameSetup, person: String? = nil, reusing loaded: ScriptSet? = nil) throws -> Dealt {
        var setup = setup
        setup.names = nil
        let choice = ScriptChoice(deck: setup.deck, rules: setup.rules, variant: setup.variant ?? ScriptChoice.defaultVariant)
        if let loaded, loaded.choice == choice { return try deal(setup, person: person, scripts: loaded) }
        return try deal(setup, person: person, scripts: try ScriptSet(choice, catalogue: catalogue))
    }

    /// Deals `setup` with the players' names it keeps, if any, else with those of the seats;
    /// `seats`, when given, is the number of seats the game was first dealt with (a saved game's).
    private func deal(_ setup: GameSetup, person: String? = nil, scripts: ScriptSet, seats: Int? = nil) throws -> Dealt {
        var setup = setup
        // Params the scripts do not declare are left out (the lobby may have changed the variant
        // since `--set` was checked against the first one).
        let params = (setup.params ?? [:]).filter { scripts.rules.params[$0.key] != nil }
        var config = try scripts.config(size: setup.size, params: params)
        // The day's board: the same seed for everyone playing this configuration that day.
        if let day = setup.daily {
            let key = Origin.key(scripts, size: config.size)
            setup.seed = DailySeed.seed(day: day, configuration: [key.deck, key.rules, key.variant, key.grid])
        }
        config.players = seats ?? GameConfig.seats(people: setup.players, computer: setup.bot != nil, declared: config.players)
        config.carried = setup.carried
        try config.validate(groupSizes: scripts.groupSizes(of: config))
        let deck = try scripts.deck(for: config, seed: setup.seed)
        let game = try Game(config: config, deck: deck, seed: setup.seed)
        let factory = try scripts.rules.setting(params)
        let firstComputer = setup.firstComputer(seats: config.players)
        let names = setup.names ?? GameSetup.seatNames(seats: config.players, firstComputer: firstComputer, person: person)
        setup.names = names
        let skills = setup.bot.flatMap { bot in firstComputer.map { bot.seatSkills(seats: config.players, firstComputer: $0) } } ?? []
        let rules = try factory.makeRules(names: names, skills: skills)
        let playable = PlayableGame(game: game, rules: rules, setup: setup, deckName: scripts.deck.metadata.name,
                                    rulesName: scripts.rules.rules.name, rulesDescription: factory.rulesDescription ?? "",
                                    variantName: scripts.rules.variantName, variantDescription: factory.variantDescription,
                                    backSymbol: scripts.deck.back, imageDirectory: scripts.deck.directory,
                                    openingNotice: scripts.missingTagsNotice(deck))
        return Dealt(playable: playable, scripts: scripts)
    }

    /// Where a dealt game's scripts came from, as they were when it was dealt (so that a game
    /// saved after its scripts were edited is not resumed on the edited scripts).
    struct Origin {
        var deckPath, rulesPath, variantPath: String
        /// The module files the three scripts require (see ``ScriptModules``).
        var modulePaths: [String]
        var fingerprint: String
        /// The high-score table: by the scripts' ids, however they were named on the command line.
        var key: ConfigurationKey

        init(_ scripts: ScriptSet, size: BoardSize) {
            key = Origin.key(scripts, size: size)
            deckPath = scripts.deckRef.path
            rulesPath = scripts.rulesRef.path
            variantPath = scripts.variantPath
            modulePaths = scripts.modulePaths.flatMap { $0 }
            fingerprint = scripts.fingerprint
        }

        /// The high-score table of a game of `scripts` on a board of `size`.
        static func key(_ scripts: ScriptSet, size: BoardSize) -> ConfigurationKey {
            ConfigurationKey(deck: scripts.deck.metadata.id, rules: scripts.rules.rules.id,
                             variant: scripts.rules.variants.isEmpty ? ScriptChoice.defaultVariant : scripts.variantKey,
                             grid: size.description)
        }
    }

    /// A game quit in progress, as the store keeps it.
    static func savedGame(_ playable: PlayableGame, origin: Origin, id: Int64?) throws -> SavedGame {
        SavedGame(id: id, key: origin.key, deckPath: origin.deckPath,
                  rulesPath: origin.rulesPath, variantPath: origin.variantPath,
                  players: playable.game.config.players, bot: playable.setup.bot?.description,
                  seed: playable.setup.seed, fingerprint: origin.fingerprint,
                  settings: try JSONEncoder().encode(playable.setup), actions: playable.log,
                  elapsed: playable.game.time, scriptState: (playable.rules as? ScriptedRules)?.savedState.text)
    }

    /// An error's text on one line (a script error may list several problems).
    static func oneLine(_ error: any Error) -> String {
        "\(error)".split(whereSeparator: \.isNewline).joined(separator: "; ")
    }

    /// Deals a saved game again from the scripts it was saved with and replays its actions;
    /// refuses, with a clear message, a game whose scripts changed since, or whose scripts'
    /// `game.state` after the replay is not the one saved (the scripts are not deterministic:
    /// the game would not go on as it was left). `person` names the player as in ``redeal(_:wording:person:)``.
    func replay(_ saved: SavedGame, wording: Wording = .resume, person: String? = nil) throws -> Dealt {
        var dealt = try redeal(saved, wording: wording, person: person)
        do { try GameDealer.play(saved.actions, on: &dealt.playable) } catch {
            throw Failure("\(wording.noun) does not replay (\(error)); \(wording.advice.lowercased())")
        }
        if let text = saved.scriptState, let rules = dealt.playable.rules as? ScriptedRules,
           let difference = SavedScriptState(text: text).firstDifference(replayed: rules.savedState) {
            let path = difference.script == "rules" ? saved.rulesPath
                : VariantStackName.parts(saved.variantPath).joined(separator: " + ")
            func cut(_ text: String) -> String { text.count > 60 ? text.prefix(60) + "…" : text }
            // A stack whose scripts interact replays differently if it was saved by a memory that
            // told its scripts of an event all at once rather than one after another.
            let stackNote = VariantStackName.parts(saved.variantPath).count > 1
                ? ", or the game was saved by a memory that told stacked scripts of an event all at once" : ""
            throw Failure("\(wording.noun) cannot be \(wording.verb): replaying it gives the \(difference.script) script (\(path)) "
                          + "another game.state than it had when the game was saved (saved \(cut(difference.saved)), "
                          + "replayed \(cut(difference.replayed))), so the script is not deterministic "
                          + "(it must draw only from math.random and read only the game)\(stackNote). \(wording.advice)")
        }
        return dealt
    }

    /// A logged action the scripts refused when a game was played again.
    struct Refused: Error, CustomStringConvertible {
        var step: TimedAction
        var error: any Error
        var description: String { "\(step.action) at \(step.time)s was refused: \(error)" }
    }

    /// Begins a freshly dealt game and applies `log` to it, which becomes its log; in a game
    /// against the computer, its computer players are told of each event as it happens
    /// (``PlayableGame/computers``). Returns the first script failure met on the way, if any.
    @discardableResult
    static func play(_ log: [TimedAction], on playable: inout PlayableGame) throws(Refused) -> RuleFailure? {
        var firstFailure: RuleFailure?
        var events: [Event] = []
        var computers: ComputerPlayers?
        if let kind = playable.setup.bot, let first = playable.firstComputer {
            computers = ComputerPlayers(kind, firstComputer: first, game: playable.game, reactions: playable.rules.reactions,
                                        seed: playable.setup.seed)
        }
        func record() {
            for event in events { playable.tally.observe(event, at: playable.game.time) }
            for case let .rulesFailed(failure) in events {
                playable.scriptsFailed = true
                firstFailure = firstFailure ?? failure
            }
            events.removeAll(keepingCapacity: true)
        }
        playable.game.begin(rules: &playable.rules, events: &events, telling: &computers)
        record()
        for step in log {
            do {
                try playable.game.apply(step.action, at: step.time, rules: &playable.rules, events: &events, telling: &computers)
            } catch {
                throw Refused(step: step, error: error)
            }
            record()
        }
        playable.log = log
        playable.computers = computers
        return firstFailure
    }

    /// How the messages about a kept game name it and what they advise.
    struct Wording {
        var noun, verb, advice: String
        static let resume = Wording(noun: "the saved game", verb: "resumed", advice: "Start a new game instead")
        /// A campaign level's game, dealt afresh in its place when it cannot come back.
        static let level = Wording(noun: "the level's game left in progress", verb: "resumed",
                                   advice: "A new game of the level takes its place")
    }

    /// Deals a kept game again, as it was dealt, from the scripts it was played with (no action
    /// applied), with as many seats as it had; refuses, with a clear message, a game whose
    /// scripts changed since. A game kept before the players' names were is named as a new game
    /// is, the person at the keyboard against the computer `person`: its scripts, older than
    /// `game:name`, cannot have seen a name, so this changes nothing the replay gives.
    func redeal(_ saved: SavedGame, wording: Wording, person: String? = nil) throws -> Dealt {
        let setup: GameSetup
        do { setup = try JSONDecoder().decode(GameSetup.self, from: saved.settings) } catch {
            throw Failure("\(wording.noun) cannot be read (\(error.localizedDescription)); \(wording.advice.lowercased())")
        }
        let scripts: ScriptSet
        do {
            scripts = try ScriptSet(ScriptChoice(deck: saved.deckPath, rules: saved.rulesPath, variant: saved.variantPath),
                                    catalogue: catalogue)
        } catch {
            // A script moved, removed or broken since: say which game cannot come back, and why.
            throw Failure("\(wording.noun) (\(saved.key.deck), \(saved.key.rules), \(saved.key.variant), \(saved.key.grid)) "
                          + "cannot be \(wording.verb): \(GameDealer.oneLine(error)). \(wording.advice)")
        }
        if let mismatch = saved.fingerprintMismatch(current: scripts.fingerprint, modules: scripts.modulePaths, noun: wording.noun,
                                                    verb: wording.verb, advice: wording.advice) {
            throw Failure(mismatch)
        }
        return try deal(setup, person: person, scripts: scripts, seats: saved.players)
    }
}
