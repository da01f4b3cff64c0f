import Foundation
import MemoryEngine

/// `memory check`: validates scripts like a compiler, one ``Diagnostic`` per problem.
///
/// Each script is loaded in the sandbox (every field checked); a deck must fill a board of 3
/// pairs and one of 4×4, its images must exist and look like images, and labels whose terminal
/// width is uncertain get a warning; rules and variants play a few short simulated games so
/// that every hook runs.
public enum ScriptChecker {
    /// Diagnostics for every script in `paths`, in order (empty: all valid, no warnings).
    /// Rules and variants play their games with `deck`'s faces when given (so that hooks reading
    /// keys, tags or data meet the faces they are written for), else with the deck the variants,
    /// else the rules, name, else with plain ones. Every image a deck names is checked with
    /// `images` (why the file is not a usable image, or nil): `memory check` decodes each one
    /// fully; the default looks at its header. A campaign's levels, and a variant's or rules
    /// script's `deck`, name scripts found in `catalogue` (the standard search path when nil,
    /// read only for those).
    public static func check(_ paths: [String], limits: SandboxLimits = .standard, deck: DeckScript? = nil,
                             images: @escaping (String) -> String? = { ImageSignature.problem(at: $0) },
                             catalogue: ScriptCatalogue? = nil) -> [Diagnostic] {
        paths.flatMap { check(path: $0, limits: limits, deck: deck, images: images, catalogue: catalogue) }
    }

    /// Diagnostics for one script (a `.lua` file).
    public static func check(path: String, limits: SandboxLimits = .standard, deck: DeckScript? = nil,
                             images: @escaping (String) -> String? = { ImageSignature.problem(at: $0) },
                             catalogue: ScriptCatalogue? = nil) -> [Diagnostic] {
        do {
            let source = try ScriptSource(reading: path, limit: limits.sourceBytes)
            // `memory check Decks/*.lua` also names the editor definitions (memory.d.lua): not a
            // script to run, and no mistake of the author's.
            if source.bytes.starts(with: Array("---@meta".utf8)) {
                return [Diagnostic(path: path, severity: .note,
                                   message: "an editor definitions file (---@meta), not a deck, rules or variant: skipped")]
            }
            if ScriptTests.isTestFile(path) {
                return [Diagnostic(path: path, severity: .note, message: "a script test (run it with memory test), not a deck, rules or variant: skipped")]
            }
            if let module = ScriptModules.module(at: path) {
                return checkModule(module.name, root: module.root, path: path, limits: limits)
            }
            // The state that runs the script to learn its kind is the one checked: creating a
            // state and running a script cost more than everything else `memory check` does
            // with a deck. A variant is loaded after rules, as play loads it, on a state of its own.
            let vm = try LuaVM(limits: limits)
            var checked: [String: String?] = [:]
            vm.imageCheck = { image in
                if let known = checked[image] { return known }
                let problem = images(image)
                checked[image] = problem
                return problem
            }
            let (definition, warnings) = try vm.load(source)
            switch definition.metadata.kind {
            case .deck:
                var generatorLine: Int?
                if case let .deck(d) = definition, case let .generator(hook) = d.faces { generatorLine = hook.line }
                return try checkDeck(DeckScript(vm: vm, definition: definition, warnings: warnings, path: source.path),
                                     source: source, generatorLine: generatorLine)
            case .rules:
                let session = try RulesSession(vm: vm, loaded: definition, warnings: warnings, path: source.path, variants: [])
                return try checkRules(session, rules: source, variants: [], limits: limits, deck: deck, catalogue: catalogue)
            case .variant:
                return try checkVariants([source], limits: limits, deck: deck, catalogue: catalogue)
            case .campaign:
                guard case let .campaign(campaign) = definition else { return warnings }
                return warnings + checkCampaign(campaign, catalogue: catalogue ?? .standard(), limits: limits)
            }
        } catch {
            return error.diagnostics
        }
    }

    /// Each level's scripts must be found and load, and its board must be dealt with them.
    static func checkCampaign(_ campaign: Campaign, catalogue: ScriptCatalogue, limits: SandboxLimits) -> [Diagnostic] {
        let path = campaign.metadata.path
        var found: [Diagnostic] = []
        for (n, level) in campaign.levels.enumerated() {
            func problem(_ message: String) {
                found.append(Diagnostic(path: path, line: level.line ?? campaign.line, message: "levels[\(n + 1)]: \(message)"))
            }
            let config: GameConfig, faces: [Face], sizes: Set<Int>
            do throws(ScriptError) {
                let deck = try DeckScript(path: catalogue.resolve(.deck, level.deck).path, limits: limits)
                var variantPaths: [String] = []
                for variant in level.variant.map(VariantStackName.parts) ?? [] {
                    variantPaths.append(try catalogue.resolve(.variant, variant).path)
                }
                let factory = try ScriptedRulesFactory(rulesPath: catalogue.resolve(.rules, level.rules).path,
                                                       variantPaths: variantPaths, limits: limits)
                var levelFactory = factory
                do throws(ConfigError) { levelFactory = try factory.setting(level.params) } catch { problem("params: \(error.message)") }
                var levelConfig = GameConfig(size: level.size)
                levelFactory.configure(&levelConfig, keepSize: true)
                // Seated as the game is dealt: the people, and the computer in the seats left.
                if level.players != nil || level.bot != nil {
                    levelConfig.players = GameConfig.seats(people: level.players ?? 1, computer: level.bot != nil, declared: levelConfig.players)
                }
                config = levelConfig
                sizes = deck.groupSizes(defaultGroup: config.group)
                faces = try deck.faces(groups: max(1, config.dealtGroups), seed: 1)
            } catch {
                problem(error.diagnostics.filter { $0.severity == .error }
                    .map { d in "\(d.line.map { "\(d.path):\($0)" } ?? d.path): \(d.message)" }.joined(separator: "; "))
                continue
            }
            do throws(ConfigError) {
                try config.validate(groupSizes: sizes)
                _ = try Game(config: config, faces: faces, seed: 1)
            } catch {
                problem("cannot deal a \(level.size) board: \(error.message)")
            }
        }
        return found
    }

    /// The rules variants are checked after: +1 a match and −1 a mismatch, so that a variant's
    /// hooks see `e.points` as they do in play (a hook returning `e.points * 1.5` fails here, as
    /// it does with the default rules, rather than returning 0 × 1.5).
    private static let plainRules = """
        return rules { id = 'check', name = 'check', api = 1,
                       on_match = function() return 1 end, on_mismatch = function() return -1 end }
        """

    /// Diagnostics for variants played together (`memory check --variant lives+bomb`): each is
    /// loaded after plain rules (``plainRules``), in order; a conflict between them is an error at
    /// load (see ``VariantStack``), and the stack plays the short games a single variant plays.
    public static func check(stack paths: [String], limits: SandboxLimits = .standard, deck: DeckScript? = nil,
                             catalogue: ScriptCatalogue? = nil) -> [Diagnostic] {
        do {
            var sources: [ScriptSource] = []
            for path in paths { sources.append(try ScriptSource(reading: path, limit: limits.sourceBytes)) }
            return try checkVariants(sources, limits: limits, deck: deck, catalogue: catalogue)
        } catch {
            return error.diagnostics
        }
    }

    /// A param two scripts played together declare differently (another default, range or
    /// doc): one `--set` gives both the same value, which is right only if they mean the same.
    static func sharedParamWarnings(_ factory: ScriptedRulesFactory, path: String) -> [Diagnostic] {
        factory.differentlyDeclaredParams.map { param in
            Diagnostic(path: path, severity: .warning,
                message: "params: \(param.name) is declared differently by \(param.ids.joined(separator: " and ")) (\(param.defaults)); "
                    + "--set \(param.name)=… gives them all one value: rename one if they mean different things")
        }
    }

    /// Loads `variants` after ``plainRules`` and plays them (see ``checkRules(_:rules:variants:limits:deck:catalogue:)``).
    private static func checkVariants(_ variants: [ScriptSource], limits: SandboxLimits, deck: DeckScript?,
                                      catalogue: ScriptCatalogue?) throws(ScriptError) -> [Diagnostic] {
        let rules = ScriptSource(path: "(check)", bytes: Array(plainRules.utf8))
        return try checkRules(RulesSession(rules: rules, variants: variants, limits: limits), rules: rules, variants: variants,
                              limits: limits, deck: deck, catalogue: catalogue)
    }

    /// Checks a loaded deck: it deals both boards (a generated deck's faces, and their images,
    /// are read, and checked, as it deals), labels of uncertain width are named, and keys that
    /// look alike but differ in their bytes are named.
    private static func checkDeck(_ deck: DeckScript, source: ScriptSource, generatorLine: Int?) throws(ScriptError) -> [Diagnostic] {
        let path = source.path
        var found = deck.warnings
        // Swift's String equality is canonical equivalence: a key's spellings that compare equal
        // here but differ in UTF-8 are different keys to the engine and to Lua.
        // (Lists, not sets: a set of byte arrays costs a search of the program's conformances.)
        var spellings: [String: [[UInt8]]] = [:]
        var seenLabels: Set<String> = []
        var uncertain = UncertainWidths()
        for (size, seed) in [(BoardSize.groups(3), UInt64(1)), (.grid(rows: 4, columns: 4), 2)] {
            let config = GameConfig(size: size)
            let faces = try deck.faces(groups: config.cardCount / config.group, seed: seed)
            do { _ = try Game(config: config, faces: faces, seed: seed) } catch {
                found.append(Diagnostic(path: path, message: "cannot deal a board of \(size): \(error.message)"))
            }
            for face in faces {
                let bytes = Array(face.key.utf8)
                if spellings[face.key]?.contains(bytes) != true { spellings[face.key, default: []].append(bytes) }
                if seenLabels.insert(face.label).inserted, let why = FaceWidth.uncertainty(of: face.label) {
                    uncertain.add(face.label, why)
                }
            }
        }
        for forms in spellings.values where forms.count > 1 {
            let named = forms.map { String(decoding: $0, as: UTF8.self).unicodeScalars
                .map { String(format: "U+%04X", $0.value) }.joined(separator: " ") }.sorted()
            found.append(Diagnostic(path: path, severity: .warning, message: "the keys \(named.map { "'\($0)'" }.joined(separator: " and ")) "
                + "look the same but are written with different characters: keys match byte for byte, so these cards never "
                + "match each other; write them the same way"))
        }
        return found + uncertain.diagnostics(path: path) { generatorLine ?? FieldLines.line(quoting: $0, in: source.bytes) }
    }

    /// Plays short games with the scripts held by `session`: the first games on that state,
    /// the next ones on fresh rules, as a new game would get. The last game of each is dealt on
    /// a grid, so that a script's branches for rows and columns (`game:grid()`) run too; the
    /// `status` hooks are asked after every event, as the status line would ask them. Without
    /// `deck`, the games are played with the deck the variants name, else the rules (found in
    /// `catalogue`, the standard search path when nil), as play deals them.
    private static func checkRules(_ session: RulesSession, rules: ScriptSource, variants: [ScriptSource],
                                   limits: SandboxLimits, deck: DeckScript?, catalogue: ScriptCatalogue?) throws(ScriptError) -> [Diagnostic] {
        let factory = ScriptedRulesFactory(session: session, rules: rules, variants: variants, limits: limits)
        // Problems of the game as a whole are reported at the (last) variant, else the rules.
        let path = variants.last?.path ?? rules.path
        var found = factory.warnings + sharedParamWarnings(factory, path: path)
        var deck = deck
        if deck == nil, let named = factory.settings.deck {
            do throws(ScriptError) {
                deck = try DeckScript(path: (catalogue ?? .standard()).resolve(named).path, limits: limits)
            } catch {
                found += error.unresolved ? error.diagnostics : [Diagnostic(path: named.path, line: named.line,
                    message: "deck = \"\(named.id)\" does not load: " + error.diagnostics.map(\.description).joined(separator: "; "))]
            }
        }
        var failures: [RuleFailure] = []
        var loaded: RulesSession? = session
        for (players, strategy) in [(1, StrategyKind.perfect), (2, .random)] {
            var config = GameConfig(size: .groups(6), players: players)
            factory.configure(&config)
            config.size = .groups(6)
            do { try config.validate() } catch {
                found.append(Diagnostic(path: path, message: error.message))
                return found
            }
            let played = if let first = loaded.take() { ScriptedRules(session: first) } else { try factory.makeRules() }
            played.session.probesStatus = true
            played.session.exercisesActions = true
            var scripted: any Rules = played
            for seed in 1...3 {
                var board = config
                if seed == 3 { board.size = .grid(rows: 3, columns: 4) }
                let faces = try deck?.faces(groups: board.dealtGroups, seed: UInt64(seed))
                if let deck, let faces, players == 1, seed == 1, let missing = try? Deck(faces: faces, needing: factory.neededTags).missingTags,
                   !missing.isEmpty {
                    found.append(Diagnostic(path: path, severity: .warning,
                                            message: "the \(deck.metadata.name) deck has no card tagged \(missing.joined(separator: " or ")), "
                                                + "which this script needs: games with that deck are played without one"))
                }
                if players == 1, seed == 1 {
                    failures += ShortGame.statusFailures(config: board, faces: faces, rules: &scripted, session: played.session)
                }
                failures += ShortGame.play(config: board, faces: faces, needing: factory.neededTags, rules: &scripted,
                                           strategy: strategy, seed: UInt64(seed))
            }
        }
        var reported: Set<String> = []
        for failure in failures where reported.insert(failure.message).inserted {
            found.append(Diagnostic(path: failure.path ?? path, line: failure.line, message: failure.detail))
        }
        return found
    }
}

/// Labels whose terminal width is uncertain, grouped by cause: a deck of sums that all use `×`
/// gets one warning naming a few of them, not one per label.
struct UncertainWidths {
    private var causes: [(cause: String, labels: [(label: String, why: String)])] = []

    mutating func add(_ label: String, _ why: FaceWidth.Uncertainty) {
        let entry = (label, why.specific)
        if let i = causes.firstIndex(where: { $0.cause == why.general }) {
            causes[i].labels.append(entry)
        } else {
            causes.append((why.general, [entry]))
        }
    }

    /// One warning per cause, in the order the causes were first seen, at the line `line` gives
    /// for its first label.
    func diagnostics(path: String, line: (String) -> Int?) -> [Diagnostic] {
        causes.map { cause in
            let labels = cause.labels
            let message: String
            if labels.count == 1 {
                message = "label '\(labels[0].label)' \(labels[0].why); its width in a terminal is uncertain"
            } else {
                let shown = labels.prefix(3).map { "'\($0.label)'" }.joined(separator: ", ")
                let more = labels.count > 3 ? " and \(labels.count - 3) more" : ""
                message = "labels \(shown)\(more): each \(cause.cause); their width in a terminal is uncertain"
            }
            return Diagnostic(path: path, line: line(labels[0].label), severity: .warning, message: message)
        }
    }
}

/// One short game of a script, played by the simulator's bots (``Simulator/play(_:deck:rules:)``),
/// for `memory check`: the failures it saw, the first of each message, or why it could not end.
enum ShortGame {
    static func play(config: GameConfig, faces: [Face]? = nil, needing tags: [String] = [], rules: inout any Rules,
                     strategy: StrategyKind, seed: UInt64) -> [RuleFailure] {
        let faces = faces ?? placeholders(config)
        guard let deck = try? Deck(faces: faces, needing: tags) else { return [] }
        var plan = SimulationPlan(config: config, games: 1, strategy: strategy, thinkTime: 1, seed: seed, jobs: 1)
        plan.groupSizes = Set(deck.groupSizes(defaultGroup: config.group))
        do {
            return try Simulator.play(plan, deck: deck, rules: &rules).rulesFailureSamples
        } catch {
            switch error.kind {
            case .stuck:
                let steps = Simulator.maximumSteps(cards: config.cardCount)
                return [RuleFailure(.stuck, hook: "the game", detail: "a \(config.players)-player game with the \(strategy) bot did not end after \(steps) steps: can every game end?")]
            case .refusedMove:
                return [RuleFailure(.stuck, hook: "the game", detail: error.description)]
            case .invalidPlan, .setUp:
                // A board the deck cannot fill is reported where the deck is checked.
                return []
            }
        }
    }

    /// What the scripts' `status` hooks fail with once a game has begun, before the first card.
    static func statusFailures(config: GameConfig, faces: [Face]?, rules: inout any Rules, session: RulesSession) -> [RuleFailure] {
        guard session.reactive != nil, var game = try? Game(config: config, faces: faces ?? placeholders(config), seed: 1) else {
            return []
        }
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        return session.statusFailures(in: game)
    }

    private static func placeholders(_ config: GameConfig) -> [Face] {
        (0..<config.cardCount / config.group).map { Face(label: "card \($0 + 1)") }
    }
}
