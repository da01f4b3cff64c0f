import Synchronization

/// What to simulate.
public struct SimulationPlan: Sendable {
    public var config: GameConfig
    public var games: Int
    public var strategy: StrategyKind
    /// The computer opponent's strategy, when it differs from the people's: it plays the last
    /// ``computerSeats`` seats.
    public var bot: StrategyKind?
    /// How many of the last seats the computer opponent plays (a variant's seats left after the
    /// people's); ignored without ``bot``.
    public var computerSeats = 1
    /// The group sizes of a deck that mixes them, which the board is checked against (see
    /// ``GameConfig/validate(groupSizes:)``); empty for any other.
    public var groupSizes: Set<Int> = []
    /// Whether the report keeps each game's moves and score (``SimulationReport/gameMoves``), to
    /// compare configurations game by game.
    public var recordsGames = false
    /// Virtual seconds each card turned costs (so timed rules can be simulated): the least,
    /// with ``thinkSpread``.
    public var thinkTime: Double
    /// How much longer than ``thinkTime`` a card may take: each card turned then costs a time
    /// drawn uniformly from `thinkTime` to `thinkTime + thinkSpread`, as people's pace varies (a
    /// steady pace under a turn clock's limit never runs it out; an uneven one now and then
    /// does). The draws come from a source of their own seeded by the game, so the bots draw as
    /// they would without them. 0: every card costs ``thinkTime``.
    public var thinkSpread = 0.0
    public var seed: UInt64
    /// Worker threads; results do not depend on it.
    public var jobs: Int

    public init(config: GameConfig, games: Int, strategy: StrategyKind = .perfect, bot: StrategyKind? = nil,
                thinkTime: Double = 1, seed: UInt64 = 1, jobs: Int = Simulator.defaultJobs) {
        self.config = config
        self.games = games
        self.strategy = strategy
        self.bot = bot
        self.thinkTime = thinkTime
        self.seed = seed
        self.jobs = jobs
    }

    /// The most games a plan plays.
    public static let maximumGames = 100_000_000
    /// The longest think time, in seconds.
    public static let maximumThinkTime = 3600.0
    /// The most worker threads.
    public static let maximumJobs = 256

    /// Checks the plan; the error names the value and what is allowed.
    public func validate() throws(ConfigError) {
        try config.validate(groupSizes: groupSizes)
        guard (1...Self.maximumGames).contains(games) else {
            throw ConfigError("\(games) games is not allowed: simulate from 1 to \(Self.maximumGames) games")
        }
        guard thinkTime.isFinite && (0...Self.maximumThinkTime).contains(thinkTime),
              thinkSpread.isFinite && thinkSpread >= 0 && thinkTime + thinkSpread <= Self.maximumThinkTime else {
            throw ConfigError("think time \(thinkTime) to \(thinkTime + thinkSpread) is not allowed: use seconds from 0 to \(Int(Self.maximumThinkTime))")
        }
        guard (1...Self.maximumJobs).contains(jobs) else { throw ConfigError("\(jobs) jobs is not allowed: use 1 to \(Self.maximumJobs)") }
        if bot != nil && !(1..<config.players).contains(computerSeats) {
            throw ConfigError(config.players < 2 ? "a computer opponent needs at least 2 players (it takes the last seat)"
                              : "\(computerSeats) computer seats of \(config.players) is not allowed: leave at least one seat to the people")
        }
    }

    /// The strategy of each seat: the people's, and the computer opponent's in the last
    /// ``computerSeats`` seats.
    public var seats: [StrategyKind] {
        var seats = Array(repeating: strategy, count: config.players)
        if let bot { seats.replaceSubrange((seats.count - computerSeats)..., with: repeatElement(bot, count: computerSeats)) }
        return seats
    }
}

/// The outcome of a simulation: one summary per metric, and what went wrong, if anything.
public struct SimulationReport: Sendable, Encodable {
    public var games = 0
    /// Turns (groups turned up) per game.
    public var moves = Summary()
    /// The score each game keeps for the record (see ``Game/recordedScore(people:)``): the best
    /// player's, the only player's in solo games, the team's in co-op games.
    public var score = Summary()
    /// Virtual game time per game, in seconds.
    public var seconds = Summary()
    /// Uses of the scripts' actions per game, and uses their scripts declined, in games whose
    /// scripts offer actions (empty otherwise).
    public var actionsUsed = Summary()
    public var actionsDeclined = Summary()
    /// Games played to their end (every group found, a script's win, no match left); the others
    /// were lost or ran out of time.
    public var completed = 0
    /// The games not played to their end, by what ended them (``GameOverReason/text``: "Out of
    /// lives!", "Time is up!"), so that a report says which mechanic ended them.
    public var unfinished: [String: Int] = [:]
    /// The games played to their end otherwise than with every group found (a script's
    /// `game:win` or `game:finish`, no group left that can match), by what ended them, so that
    /// a report tells a cleared board from a score attack's end.
    public var finishedOtherwise: [String: Int] = [:]
    /// Games won by each seat (see ``Game/winners``): a win shared by a team or by every seat
    /// of a co-op game counts for each winner; a tie on points for none. A solo game is won
    /// when it is played to its end, not when it runs out of time or is lost.
    public var wins: [Int] = []
    /// Games won by several seats together (a team, a co-op game), counted in ``wins`` for each.
    public var sharedWins = 0
    /// Number of times the rules failed (each also left the score unchanged).
    public var rulesFailures = 0
    /// The first failures with different messages, in game order (at most
    /// ``SimulationReport/failureSampleLimit``).
    public var rulesFailureSamples: [RuleFailure] = []
    /// The first rules failure seen, in game order.
    public var firstRulesFailure: RuleFailure? { rulesFailureSamples.first }
    /// How many different failures a report keeps.
    public static let failureSampleLimit = 8
    public var moveCounts = Tally()
    public var scoreCounts = Tally()
    /// Each game's moves and recorded score, in game order, when the plan records games.
    public var gameMoves: [Int] = []
    public var gameScores: [Int] = []
    /// The counts scripts kept with `game:tally(name, n)`, by name (empty when none did).
    public var tallies: [String: TallyReport] = [:]
    /// The parts a `score_parts` hook named of the scores kept (see ``Game/recordedScore(people:)``;
    /// a co-op game's: every player's), summed over the games by label, in the order they were
    /// first named (empty when no hook named any): divided by ``games``, each part's mean.
    public var scoreParts: [ScorePart] = []
    var recordsGames = false

    enum CodingKeys: String, CodingKey { case games, moves, score, seconds, actionsUsed, actionsDeclined, completed, wins, sharedWins, rulesFailures }

    /// Adds a finished game. Inlined into the simulator's loop: called out of line, the whole
    /// game was copied for it after every game.
    @inline(__always)
    mutating func add(_ game: Game) {
        games += 1
        moves.add(Double(game.moves))
        let kept = game.recordedScore().points
        score.add(Double(kept))
        seconds.add(game.time)
        if !game.scripted.actionUses.isEmpty {
            actionsUsed.add(Double(game.scripted.actionUses.reduce(0, +)))
            actionsDeclined.add(Double(game.scripted.usesDeclined))
        }
        if !game.scripted.tallies.isEmpty || !tallies.isEmpty { addTallies(game.scripted.tallies) }
        if let named = game.scripted.scoreParts { addScoreParts(named, seat: game.recordedScore().seat) }
        moveCounts.add(game.moves)
        scoreCounts.add(kept)
        if recordsGames {
            gameMoves.append(game.moves)
            gameScores.append(kept)
        }
        let finished = game.stage == .over && game.overReason.isFinished
        if !finished {
            unfinished[game.overReason.text, default: 0] += 1
        } else {
            completed += 1
            if game.overReason != .allMatched { finishedOtherwise[game.overReason.text, default: 0] += 1 }
        }
        // Each of the game's winners wins, except in a tie on points (winners who do not share).
        var winners = 0
        game.forEachWinner { _ in winners += 1 }
        let shared = winners > 1 && game.winnersShare
        if winners == 1 || shared { game.forEachWinner { wins[$0] += 1 } }
        if shared { sharedWins += 1 }
    }

    mutating func merge(_ other: SimulationReport) {
        if other.recordsGames { recordsGames = true }
        mergeTallies(other, after: games)
        addScoreParts(other.scoreParts)
        games += other.games
        moves.merge(other.moves)
        score.merge(other.score)
        seconds.merge(other.seconds)
        actionsUsed.merge(other.actionsUsed)
        actionsDeclined.merge(other.actionsDeclined)
        completed += other.completed
        unfinished.merge(other.unfinished, uniquingKeysWith: +)
        finishedOtherwise.merge(other.finishedOtherwise, uniquingKeysWith: +)
        if wins.isEmpty { wins = other.wins } else { for i in wins.indices { wins[i] += other.wins[i] } }
        sharedWins += other.sharedWins
        rulesFailures += other.rulesFailures
        for failure in other.rulesFailureSamples { rulesFailureSamples.keepSample(failure) }
        moveCounts.merge(other.moveCounts)
        scoreCounts.merge(other.scoreCounts)
        gameMoves += other.gameMoves
        gameScores += other.gameScores
    }
}

extension SimulationReport {
    /// Adds a finished game's named parts: those of `seat`, or of every player (nil: a co-op
    /// game, whose kept score is the team's). Out of line, as ``addTallies(_:)`` is.
    @inline(never)
    mutating func addScoreParts(_ named: [[ScorePart]], seat: Int?) {
        for (player, parts) in named.enumerated() where seat == nil || seat == player { addScoreParts(parts) }
    }

    /// Adds `parts` to the sums of ``scoreParts``, by label.
    mutating func addScoreParts(_ parts: [ScorePart]) {
        for part in parts {
            if let i = scoreParts.firstIndex(where: { $0.label == part.label }) {
                scoreParts[i].points += part.points
            } else {
                scoreParts.append(part)
            }
        }
    }
}

extension [RuleFailure] {
    /// Keeps `failure` unless one with its message is kept or ``SimulationReport/failureSampleLimit`` are.
    mutating func keepSample(_ failure: RuleFailure) {
        guard count < SimulationReport.failureSampleLimit, !contains(where: { $0.message == failure.message }) else { return }
        append(failure)
    }
}

/// A failure that stops a simulation, and what kind it is.
public struct SimulationError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// The plan is not allowed (see ``SimulationPlan/validate()``).
        case invalidPlan
        /// The rules could not be made, or a deck could not be dealt.
        case setUp
        /// The engine refused a bot's move (a bot's fault, never a script's).
        case refusedMove
        /// A game did not end within ``Simulator/maximumSteps(cards:)`` (a script's fault).
        case stuck
    }
    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}

extension Simulator {
    /// Steps (cards turned, waits, actions) after which a game that has not ended is a script's
    /// fault: far more than a random player needs to clear `cards` cards (about their square).
    public static func maximumSteps(cards: Int) -> Int {
        20_000 + 2 * cards * cards
    }
}

/// Where the deck of each simulated game comes from.
public enum SimulationDeck: Sendable {
    /// The same deck for every game (prepared once).
    case fixed(Deck)
    /// A deck made for each game from that game's seed (a generated deck may differ per game).
    case perGame(@Sendable (_ gameSeed: UInt64) throws -> Deck)
}

/// Plays many games headlessly with bots, on every core, with the same `Game` that play uses and
/// a virtual clock.
///
/// Game `i` is dealt with seed `SeededRandom.derive(plan.seed, i)` and games are summarised in
/// fixed blocks merged in order, so the report is identical for any number of workers.
public enum Simulator {
    /// One worker per core.
    public static var defaultJobs: Int { max(1, System.coreCount) }

    static let blockSize = 256

    /// Runs `plan` with the deck of each game given by `deck` from the game's seed.
    public static func run(
        _ plan: SimulationPlan,
        deck: @escaping @Sendable (_ gameSeed: UInt64) throws -> Deck,
        makeRules: @escaping @Sendable () throws -> any Rules,
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> SimulationReport {
        try run(plan, decks: .perGame(deck), makeRules: makeRules, progress: progress)
    }

    /// Runs `plan`. `decks` gives the deck of each game; `makeRules` builds one rules object per
    /// worker (a Lua state is never shared between threads). `progress` is called with the number
    /// of games finished so far.
    public static func run(
        _ plan: SimulationPlan,
        decks: SimulationDeck,
        makeRules: @escaping @Sendable () throws -> any Rules,
        progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> SimulationReport {
        do { try plan.validate() } catch { throw SimulationError(.invalidPlan, error.message) }
        let blockCount = (plan.games + blockSize - 1) / blockSize
        let workers = min(plan.jobs, blockCount)
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let results = Mutex<[Int: Result<SimulationReport, SimulationError>]>([:])

        // One worker's share: blocks taken in turn until none is left, with a concrete rules type.
        @Sendable func drain<R: Rules & SendableMetatype>(_ rules: inout R) {
            while true {
                let block = next.wrappingAdd(1, ordering: .relaxed).oldValue
                if block >= blockCount { return }
                let range = block * blockSize..<min(plan.games, (block + 1) * blockSize)
                let outcome: Result<SimulationReport, SimulationError>
                do throws(SimulationError) {
                    outcome = .success(try runBlock(range, plan: plan, decks: decks, rules: &rules))
                } catch {
                    outcome = .failure(error)
                }
                results.withLock { $0[block] = outcome }
                if case .failure = outcome { next.store(blockCount, ordering: .relaxed) }
                let finished = done.add(range.count, ordering: .relaxed).newValue
                progress?(finished)
            }
        }
        let work: @Sendable () -> Void = {
            let rules: any Rules
            do { rules = try makeRules() } catch {
                results.withLock { $0[-1] = .failure(SimulationError(.setUp, "\(error)")) }
                return
            }
            // Rules written in Swift with the engine get a simulator compiled for them (their
            // hooks inlined into the referee); any other rules go through ``AnyRules``. Decided
            // once a worker: the cast looks the conformance up in the runtime each time.
            if var swiftRules = rules as? PointRules {
                drain(&swiftRules)
            } else {
                var any = AnyRules(rules)
                drain(&any)
            }
        }
        Workers.run(count: workers, work)

        return try results.withLock { table throws(SimulationError) -> SimulationReport in
            if case let .failure(error)? = table[-1] { throw error }
            var report = SimulationReport()
            for block in 0..<blockCount {
                switch table[block] {
                case let .success(part)?: report.merge(part)
                case let .failure(error)?: throw error
                case nil: throw SimulationError(.setUp, "block \(block) was not simulated")
                }
            }
            return report
        }
    }

    /// Plays the games of `plan` with `deck` and `rules` on this thread, one after the other, as
    /// ``run(_:decks:makeRules:progress:)`` plays a block (the same deals, bots and limits): for
    /// callers that hold rules already, such as `memory check`'s short games.
    public static func play(_ plan: SimulationPlan, deck: Deck, rules: inout any Rules) throws(SimulationError) -> SimulationReport {
        do { try plan.validate() } catch { throw SimulationError(.invalidPlan, error.message) }
        var any = AnyRules(rules)
        defer { rules = any.base }
        var report = SimulationReport()
        for start in stride(from: 0, to: plan.games, by: blockSize) {
            report.merge(try runBlock(start..<min(plan.games, start + blockSize), plan: plan, decks: .fixed(deck), rules: &any))
        }
        return report
    }

    /// The games of one block with a concrete rules type, dispatched to a concrete strategy type.
    static func runBlock<R: Rules>(_ range: Range<Int>, plan: SimulationPlan, decks: SimulationDeck,
                                   rules: inout R) throws(SimulationError) -> SimulationReport {
        let seats = plan.seats
        let reactions = rules.reactions.union(decks.reactions(firstGame: range.lowerBound, of: plan))
        if seats.contains(where: { $0 != plan.strategy }) {
            let table = BotTable(seats: seats.map { SeatStrategy($0, reactions: reactions) })
            return try runBlock(range, plan: plan, decks: decks, rules: &rules, table: table)
        }
        // Scripts that react to play may move cards and decide matches: the memory players
        // follow what they see instead of keys (see ``WatchfulStrategy``).
        if !reactions.isEmpty {
            switch plan.strategy {
            case .random: break
            case .perfect:
                return try runBlock(range, plan: plan, decks: decks, rules: &rules, bot: WatchfulStrategy(forgetting: 0))
            case let .forgetful(p):
                return try runBlock(range, plan: plan, decks: decks, rules: &rules, bot: WatchfulStrategy(forgetting: p, followsMoves: false))
            }
        }
        switch plan.strategy {
        case .random:
            return try runBlock(range, plan: plan, decks: decks, rules: &rules, bot: RandomStrategy())
        case .perfect:
            return try runBlock(range, plan: plan, decks: decks, rules: &rules, bot: MemoryStrategy(forgetting: 0))
        case let .forgetful(p):
            return try runBlock(range, plan: plan, decks: decks, rules: &rules, bot: MemoryStrategy(forgetting: p, followsMoves: false))
        }
    }

    /// The games of one block, with a concrete strategy type so the hot loop is specialised.
    /// One `Game` is redealt for every game of the block, and the bots see each event as the
    /// game makes it (see ``BotTable``), so that a simulated move allocates and copies nothing
    /// per game or per event.
    static func runBlock<S: Strategy, R: Rules>(_ range: Range<Int>, plan: SimulationPlan, decks: SimulationDeck,
                                                rules: inout R, bot: S) throws(SimulationError) -> SimulationReport {
        try runBlock(range, plan: plan, decks: decks, rules: &rules, table: BotTable(bot, players: plan.config.players))
    }

    /// The games of one block played by `table`'s bots.
    static func runBlock<S: Strategy, R: Rules>(_ range: Range<Int>, plan: SimulationPlan, decks: SimulationDeck,
                                                rules: inout R, table: BotTable<S>) throws(SimulationError) -> SimulationReport {
        // The games turn cards without checking the time (``Game/turn(_:at:rules:sink:)``): a
        // think time that is negative or not finite would run it backwards.
        precondition(plan.thinkTime.isFinite && plan.thinkTime >= 0 && plan.thinkSpread.isFinite && plan.thinkSpread >= 0,
                     "think time \(plan.thinkTime) + \(plan.thinkSpread): validate the plan first")
        var report = SimulationReport()
        report.wins = Array(repeating: 0, count: plan.config.players)
        report.recordsGames = plan.recordsGames
        var table = table
        // A fixed deck is copied once per block into storage of this worker's own (see
        // `Deck.privateCopy`); a generated one is made for each game.
        let fixed: Deck?
        if case let .fixed(deck) = decks { fixed = deck.privateCopy() } else { fixed = nil }
        func deal(_ index: Int) throws(SimulationError) -> (deck: Deck, seed: UInt64) {
            let seed = SeededRandom.derive(plan.seed, UInt64(index))
            switch decks {
            case .fixed: return (fixed!, seed)
            case let .perGame(make):
                do { return (try make(seed), seed) } catch {
                    throw SimulationError(.setUp, "game \(index + 1) could not be dealt: \(error)")
                }
            }
        }
        let (firstDeck, firstSeed) = try deal(range.lowerBound)
        var game: Game
        do { game = try Game(config: plan.config, deck: firstDeck, seed: firstSeed) } catch {
            throw SimulationError(.setUp, "game \(range.lowerBound + 1) could not be dealt: \(error)")
        }
        for index in range {
            if index != range.lowerBound {
                if let fixed {
                    game.redeal(fixed, seed: SeededRandom.derive(plan.seed, UInt64(index)))
                } else {
                    let (deck, seed) = try deal(index)
                    game.redeal(deck, seed: seed)
                }
            }
            try play(&game, rules: &rules, table: &table, thinkTime: plan.thinkTime, thinkSpread: plan.thinkSpread, index: index)
            report.add(game)
        }
        report.rulesFailures = table.rulesFailures
        report.rulesFailureSamples = table.rulesFailureSamples
        return report
    }

    /// Plays a dealt game to its end with the table's bots.
    private static func play<S: Strategy, R: Rules>(_ game: inout Game, rules: inout R, table: inout BotTable<S>,
                                          thinkTime: Double, thinkSpread: Double, index: Int) throws(SimulationError) {
        var random = SeededRandom(seed: game.seed ^ 0x6A09_E667_F3BC_C909)
        // Made only for a spread: seeding a source is a measurable share of a short game.
        var pace = thinkSpread > 0 ? SeededRandom(seed: game.seed ^ 0xBB67_AE85_84CA_A73B) : nil
        table.reset(at: &game, random: &random)
        game.begin(rules: &rules, sink: &table)
        var now = 0.0
        // When a bot may use an action (see BotActionPace).
        var actionPace = BotActionPace()
        // A script can keep a game from ending (a hook that ends every turn at its first card).
        let maximumSteps = Simulator.maximumSteps(cards: game.cards.count)
        var steps = 0
        // Whether the bot has thought of its next card already and waits only for the board.
        var thought = false
        // The stage itself, not `isOver`: through the getter, the loop compiled for scripted
        // rules copied the whole game at every step.
        while game.stage != .over {
            steps &+= 1
            if steps > maximumSteps {
                throw SimulationError(.stuck, "game \(index + 1) (seed \(game.seed)) did not end after \(maximumSteps) steps: can every game end? (`memory check` plays each script's games too)")
            }
            if game.isLocked, let deadline = game.nextDeadline {
                now = max(now, deadline)
                game.passTime(to: now, rules: &rules, sink: &table)
                continue
            }
            if !thought {
                now += thinkTime
                if thinkSpread > 0 { now += thinkSpread * pace!.unit() }
            }
            thought = false
            // A script's timer due while the bot thought fires first: it may have locked the
            // board (a reveal), and the bot then waits, as a player would, and plays at once.
            if !game.reactions.isEmpty, let due = game.scripted.nextDeadline, due <= now {
                game.passTime(to: now, rules: &rules, sink: &table)
                if game.isLocked || game.stage == .over {
                    thought = true
                    continue
                }
            }
            if !game.reactions.isEmpty, actionPace.allows(atMove: game.moves) {
                // A `bot` hook's failure is counted and kept with the game's other rule failures.
                let skill = table.skill(of: game.currentPlayer)
                switch Result(catching: { () throws(RuleFailure) in try game.botUse(rules: &rules, skill: skill) }) {
                case let .success(.use(action, card, row)?):
                    let (moves, declined) = (game.moves, game.scripted.usesDeclined)
                    try? game.use(action, card: card, row: row, at: now, rules: &rules, events: &table)
                    actionPace.record(atMove: moves, declined: game.scripted.usesDeclined != declined)
                    continue
                case let .failure(failure):
                    table.append(.rulesFailed(failure), in: &game)
                default:
                    break
                }
            }
            let card = table.chooseCard(for: game.currentPlayer, at: &game, random: &random)
            do {
                try game.turn(card, at: now, rules: &rules, sink: &table)
            } catch .gameOver where game.isOver {
                // The time limit ran out before the card could be turned.
            } catch {
                throw SimulationError(.refusedMove, "game \(index + 1) (seed \(game.seed)): the engine refused the bot's \(Action.turn(card)): \(error)")
            }
        }
    }
}

/// The simulator's players and what they are told: each event goes to every bot as the game
/// makes it, and rule failures are counted.
struct BotTable<S: Strategy>: EventSink {
    // The first player's bot is stored on its own: a solo game (the common simulation) then
    // reaches its bot without indexing, and copy-on-write checking, an array on every event.
    // (`others` is nil, not empty, in a solo game: a loop over an empty array still made it
    // unique, which "copied" the empty array's shared storage on every event.)
    var first: S
    var others: [S]?
    var rulesFailures = 0
    var rulesFailureSamples: [RuleFailure] = []

    init(_ bot: S, players: Int) {
        first = bot
        others = players > 1 ? Array(repeating: bot, count: players - 1) : nil
    }

    /// One bot per seat, in seat order.
    init(seats: [S]) {
        first = seats[0]
        others = seats.count > 1 ? Array(seats.dropFirst()) : nil
    }

    mutating func reset(at game: UnsafePointer<Game>, random: inout SeededRandom) {
        first.reset(at: game, random: &random)
        if others != nil { for b in others!.indices { others![b].reset(at: game, random: &random) } }
    }

    /// How well the bot of seat `player` plays.
    func skill(of player: Int) -> Double { player == 0 ? first.skill : others![player - 1].skill }

    /// The card the bot of seat `player` turns next.
    @inline(__always)
    mutating func chooseCard(for player: Int, at game: UnsafePointer<Game>, random: inout SeededRandom) -> Int {
        player == 0 ? first.chooseCard(at: game, random: &random) : others![player - 1].chooseCard(at: game, random: &random)
    }

    @inline(__always)
    mutating func append(_ event: Event, at game: UnsafePointer<Game>) {
        if case let .rulesFailed(failure) = event {
            rulesFailures += 1
            rulesFailureSamples.keepSample(failure)
        }
        // A reveal to one player alone is told to that player's bot only (``Event/hides(from:)``).
        if let to = event.privateTo {
            if to == 0 { first.observe(event, at: game) } else if others != nil { others![to - 1].observe(event, at: game) }
            return
        }
        first.observe(event, at: game)
        if others != nil { for b in others!.indices { others![b].observe(event, at: game) } }
    }
}
