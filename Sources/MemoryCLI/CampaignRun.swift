import MemoryEngine
import MemoryScripting
import MemoryStore
import MemoryTerminal

/// A campaign in play: its levels and how far the player got (the score and what the levels
/// passed carried), kept in the store after every level so that `memory --campaign ID` carries
/// on where it was left.
struct CampaignRun {
    let campaign: Campaign
    private(set) var progress: CampaignProgress

    /// The campaign and its progress in `store` (a finished campaign starts again at level 1).
    init(_ campaign: Campaign, store: Store) throws(StoreError) {
        self.campaign = campaign
        progress = try store.campaignProgress(campaign.metadata.id) ?? CampaignProgress(campaign: campaign.metadata.id)
        if progress.completed || !campaign.levels.indices.contains(progress.level) { startOver() }
    }

    /// Goes back to the first level, with no points and nothing carried.
    mutating func startOver() {
        progress = CampaignProgress(campaign: campaign.metadata.id)
    }

    /// Loads the campaign `id` (or path) from `catalogue` and its progress from `store`.
    static func load(_ id: String, catalogue: ScriptCatalogue, store: Store) throws -> CampaignRun {
        let campaign: Campaign
        do throws(ScriptError) { campaign = try Campaign(path: catalogue.resolve(.campaign, id).path) } catch {
            throw Failure(error, message: "--campaign \(id): \(GameDealer.oneLine(error))")
        }
        do { return try CampaignRun(campaign, store: store) } catch {
            throw Failure("the campaign's progress cannot be read: \(error.description)")
        }
    }

    var level: Campaign.Level { campaign.levels[progress.level] }

    /// `base` (players, computer opponent, seed) with the current level's scripts and board, and
    /// its players and computer opponent when it sets them.
    func setup(from base: GameSetup) -> GameSetup {
        var setup = base
        setup.deck = level.deck
        setup.rules = level.rules
        setup.variant = level.variant ?? ScriptChoice.defaultVariant
        setup.size = level.size
        setup.params = level.params.isEmpty ? nil : level.params
        // A level that seats its players (a duel against the computer) decides them; else they are the player's choice.
        if level.players != nil || level.bot != nil {
            setup.players = level.players ?? 1
            setup.bot = level.bot
        }
        setup.campaign = campaign.metadata.id
        setup.carried = campaign.carry.isEmpty ? nil : carried
        return setup
    }

    /// What the campaign carries into the current level: its starting values plus what the
    /// levels passed carried.
    var carried: [String: CarriedNumber] {
        campaign.carry.reduce(into: [:]) { totals, start in totals[start.key] = start.value + (progress.carried[start.key] ?? 0) }
    }

    /// "lives -1 · mult +0.5", what the campaign carries into the current level as the player
    /// reads it (``Campaign/carriedText(_:)``); nil when there is nothing to say, or when the
    /// levels' status line says it (``Campaign/CarryShown/status``).
    var carriedText: String? {
        campaign.carryShown == .status ? nil : campaign.carriedText(carried)
    }

    /// Whether `setup` (a saved game's) is a game of this campaign's current level.
    func isCurrentLevel(_ setup: GameSetup) -> Bool {
        setup.campaign == campaign.metadata.id && self.setup(from: setup) == setup
    }

    /// "The climb: level 2 of 4 (3x4)", for the game-over screen.
    var levelText: String { "\(campaign.metadata.name): level \(progress.level + 1) of \(campaign.levels.count) (\(Self.board(of: level)))" }

    /// "3x4", or "3x4 with the computer" for a level that seats one (an opponent, or in a co-op
    /// variant a teammate).
    static func board(of level: Campaign.Level) -> String {
        level.bot == nil ? "\(level.size)" : "\(level.size) with the computer"
    }

    /// "The climb: level 2 of 4", for the game's title.
    var titleText: String { "\(campaign.metadata.name): level \(progress.level + 1) of \(campaign.levels.count)" }

    /// "Level 2: reach 60 points in all (30 so far)" (a cut: "Level 4: stay at -5 points or
    /// better in all (-3 so far)"), or "Level 2: win the game to pass", said as a new game of the
    /// level starts, then what the campaign carries into it.
    var openingText: String {
        let goal: String
        if case let .points(points) = level.goal, progress.score != 0 {
            let aim = CampaignProgressText.isCut(points) ? "stay at" : "reach"
            goal = "Level \(progress.level + 1): \(aim) \(CampaignProgressText.goal(level.goal)) in all (\(progress.score) so far)"
        } else {
            goal = "Level \(progress.level + 1): \(Self.goalText(level.goal)) to pass"
        }
        return carriedText.map { "\(goal); carried: \($0)" } ?? goal
    }

    /// "reach 60 points", "finish at -1 points or better" (a cut) or "win the game".
    static func goalText(_ goal: Campaign.Goal) -> String {
        switch goal {
        case .win: return CampaignProgressText.goal(goal)
        case let .points(points): return (CampaignProgressText.isCut(points) ? "finish at " : "reach ") + CampaignProgressText.goal(goal)
        }
    }

    /// "Level 2 resumed where it was left", said as the level's game left in progress comes back.
    var resumedText: String { "Level \(progress.level + 1) resumed where it was left" }

    /// Counts a game of the current level that ended with `score` (`finished`: played to its end,
    /// not lost; `beatTheComputer`: see ``PlayableGame/beatTheComputer``; `coop`: the game was
    /// played together, the computer a teammate; `carries`: what its scripts carried, see
    /// ``ScriptedPlay/carries``; `status`: the scripts' status line as the game ended): the next
    /// level is unlocked when the campaign's score reaches the level's goal, or, for a level to
    /// win, when the game was won, and what the game carried is then added for the levels after
    /// it (a level not passed carries nothing on). Returns what the game-over screen says, and
    /// what its first button starts.
    mutating func finish(score: Int, finished: Bool, beatTheComputer: Bool, coop: Bool = false,
                         carries: [String: CarriedNumber] = [:], status: String? = nil) -> (notes: [String], next: NextGame) {
        let total = progress.score + score
        let number = progress.level + 1
        let why: String?
        switch level.goal {
        case _ where !finished: why = "the game was lost"
        case let .points(goal) where CampaignProgressText.isCut(goal):
            why = total >= goal ? nil : "\(Counted.text(total, "point")) in all, under the cut of \(goal)"
        case let .points(goal): why = total >= goal ? nil : "\(total) of the \(goal) points needed"
        case .win: why = beatTheComputer ? nil : coop ? "the game was not won" : "the computer was not beaten"
        }
        if let why { return (["\(levelText): not passed (\(why))"], .retryLevel) }
        progress.score = total
        for (name, by) in carries where campaign.carry[name] != nil { progress.carried[name, default: 0] += by }
        if number == campaign.levels.count {
            progress.completed = true
            let levels = campaign.levels.count == 1 ? "its one level" : "all \(campaign.levels.count) levels"
            return (["\(campaign.metadata.name) complete: \(levels), \(Counted.text(total, "point"))"], .campaignAgain)
        }
        progress.level += 1
        let passed = "Level \(number) passed, \(Counted.text(total, "point")) in all: level \(number + 1) (\(Self.board(of: level))) unlocked"
        // The game's own status says what it carries in its words ("Lives: 3 · Points ×2"), so
        // it follows a dash rather than a second colon.
        let carriedOn = campaign.carry.isEmpty ? nil
            : campaign.carryShown == .status ? status.map { "Carried on — " + VisibleText.of($0, lineBreaks: false) }
            : carriedText.map { "Carried on: " + $0 }
        return ([passed] + (carriedOn.map { [$0] } ?? []), .nextLevel)
    }
}
