import Foundation
import MemoryEngine
@testable import MemoryScripting

/// Paths of the test corpus (copied into the test bundle).
enum Corpus {
    static let root = Bundle.module.resourceURL!.appendingPathComponent("Hostile").path

    static func path(_ name: String) -> String { root + "/" + name }
    static func fixture(_ name: String) -> String { root + "/fixtures/" + name }

    /// Limits small enough that runaway scripts stop quickly.
    static let limits = SandboxLimits(instructions: 5_000_000, memory: 32 << 20)

    /// What `memory check` says about a corpus script, one line per diagnostic.
    static func check(_ name: String) -> String {
        ScriptChecker.check(path: path(name), limits: limits).map(\.description).joined(separator: "\n")
    }

    /// The repository's shipped Decks folder.
    static let shippedDecks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks").path
}

/// Plays games with a forgetful bot (so seen cards show up in mismatches) and returns the events of each.
func play(rules: inout any Rules, config: GameConfig = GameConfig(size: .groups(6)),
          faces: [Face]? = nil, seeds: ClosedRange<UInt64> = 1...3) throws -> [[Event]] {
    let deckFaces = faces ?? (0..<config.cardCount / config.group).map { Face(label: "face \($0)") }
    var all: [[Event]] = []
    for seed in seeds {
        var game = try Game(config: config, faces: deckFaces, seed: seed)
        var events: [Event] = []
        game.begin(rules: &rules, events: &events)
        try playOut(&game, rules: &rules, events: &events, strategy: .forgetful(0.3), seed: seed)
        all.append(events)
    }
    return all
}

/// Plays a begun game to its end (or for at most `turns` cards turned) with a bot of `strategy`,
/// waiting whenever play is locked; returns the actions with their times, as a log keeps them.
@discardableResult
func playOut(_ game: inout Game, rules: inout any Rules, events: inout [Event], strategy: StrategyKind, seed: UInt64,
             turns: Int = .max) throws -> [(action: Action, time: Double)] {
    var bot = strategy.makeStrategy(for: game.reactions)
    var random = SeededRandom(seed: seed)
    bot.reset(for: game, random: &random)
    var log: [(action: Action, time: Double)] = []
    var now = 0.0, turned = 0
    while !game.isOver && turned < turns {
        let action: Action
        if game.isLocked, let deadline = game.nextDeadline {
            now = max(now, deadline)
            action = .advance
        } else {
            now += 1
            turned += 1
            action = .turn(bot.chooseCard(in: game, random: &random))
        }
        let before = events.count
        try game.apply(action, at: now, rules: &rules, events: &events)
        log.append((action, now))
        for event in events[before...] { bot.observe(event, in: game) }
    }
    return log
}

func failures(in games: [[Event]]) -> [RuleFailure] {
    games.flatMap { $0.compactMap { if case let .rulesFailed(f) = $0 { return f } else { return nil } } }
}

func rules(_ name: String, variant: String? = nil, limits: SandboxLimits = Corpus.limits) throws -> any Rules {
    let factory = try ScriptedRulesFactory(rulesPath: Corpus.fixtureOrCorpus(name),
                                           variantPath: variant.map(Corpus.fixtureOrCorpus), limits: limits)
    return try factory.makeRules()
}

extension Corpus {
    static func fixtureOrCorpus(_ name: String) -> String {
        FileManager.default.fileExists(atPath: fixture(name)) ? fixture(name) : path(name)
    }
}
