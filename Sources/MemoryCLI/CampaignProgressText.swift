import Foundation
import MemoryScripting
import MemoryStore
import MemoryTerminal

/// How far the player got in each campaign, as `memory list campaigns` and the lobby say it.
enum CampaignProgressText {
    /// "level 2 of 4, 25 points", "completed, 120 points" or "not begun" (also when the level
    /// kept is no longer in the campaign, which then starts again); `playing`: a game of the
    /// campaign is kept in progress ("level 1 of 4, 0 points, a game in progress").
    static func text(_ progress: CampaignProgress?, levels: Int, playing: Bool = false) -> String {
        if let progress, progress.completed, !playing { return "completed, " + Counted.text(progress.score, "point") }
        let current = reached(progress, levels: levels)
        guard current != nil || playing else { return "not begun" }
        return "level \((current?.level ?? 0) + 1) of \(levels), \(Counted.text(current?.score ?? 0, "point"))"
            + (playing ? ", a game in progress" : "")
    }

    /// The progress of a campaign begun and not completed, or nil: a completed campaign, or one
    /// whose level is gone, starts again at level 1 (see CampaignRun).
    private static func reached(_ progress: CampaignProgress?, levels: Int) -> CampaignProgress? {
        progress.flatMap { !$0.completed && (0..<levels).contains($0.level) ? $0 : nil }
    }

    /// The goal of the level a player is at (the first when not begun), or nil once the
    /// campaign is completed: "60 points" or "win the game".
    static func goal(_ progress: CampaignProgress?, goals: [Campaign.Goal]) -> String? {
        if let progress, progress.completed { return nil }
        let level = reached(progress, levels: goals.count)?.level ?? 0
        return goals.indices.contains(level) ? goal(goals[level]) : nil
    }

    /// The progress kept in the data directory, by campaign id: none when it has no database
    /// yet (listing never creates one) or the database cannot be read.
    static func kept(dataDir: String?) -> [String: CampaignProgress] {
        let directory = StoreLocation.resolve(dataDir: dataDir, environment: ProcessInfo.processInfo.environment)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(StoreLocation.fileName).path),
              let store = try? Store(directory: directory) else { return [:] }
        return (try? store.campaignProgresses()) ?? [:]
    }

    /// The goals of the campaign script at `path`'s levels, in order, or nil when it does not load.
    static func goals(_ path: String) -> [Campaign.Goal]? {
        (try? Campaign(path: path))?.levels.map(\.goal)
    }

    /// A level's goal in a few words: "60 points" (the campaign's score to reach), "-2 points or
    /// better" (a cut, see ``isCut(_:)``), or "win the game" (a duel beating the computer, or a
    /// co-op game won together).
    static func goal(_ goal: Campaign.Goal) -> String {
        switch goal {
        case let .points(points): return Counted.text(points, "point") + (isCut(points) ? " or better" : "")
        case .win: return "win the game"
        }
    }

    /// Whether a points goal is a cut rather than a score to reach: 0 or below (golf's cuts to
    /// par), which a player passes by not falling under it, so it is worded "-2 points or
    /// better", "stay at -2 points or better", never "reach -2 points". Scores are always
    /// higher-better (golf's is par minus strokes), so no goal counts down.
    static func isCut(_ points: Int) -> Bool { points <= 0 }
}
