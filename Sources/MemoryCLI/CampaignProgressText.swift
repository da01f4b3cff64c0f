import Foundation
import MemoryScripting
import MemoryStore

/// How far the player got in each campaign, as `memory list campaigns` and the lobby say it.
enum CampaignProgressText {
    /// "level 2 of 4, 25 points", "completed, 120 points" or "not begun" (also when the level
    /// kept is no longer in the campaign, which then starts again); `playing`: a game of the
    /// campaign is kept in progress ("level 1 of 4, 0 points, a game in progress").
    static func text(_ progress: CampaignProgress?, levels: Int, playing: Bool = false) -> String {
        if let progress, progress.completed, !playing { return "completed, \(progress.score) points" }
        // A completed campaign, or one whose level is gone, starts again at level 1 (see CampaignRun).
        let current = progress.flatMap { !$0.completed && (0..<levels).contains($0.level) ? $0 : nil }
        guard current != nil || playing else { return "not begun" }
        return "level \((current?.level ?? 0) + 1) of \(levels), \(current?.score ?? 0) points" + (playing ? ", a game in progress" : "")
    }

    /// The progress kept in the data directory, by campaign id: none when it has no database
    /// yet (listing never creates one) or the database cannot be read.
    static func kept(dataDir: String?) -> [String: CampaignProgress] {
        let directory = StoreLocation.resolve(dataDir: dataDir, environment: ProcessInfo.processInfo.environment)
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(StoreLocation.fileName).path),
              let store = try? Store(directory: directory) else { return [:] }
        return (try? store.campaignProgresses()) ?? [:]
    }

    /// The number of levels of the campaign script at `path`, or nil when it does not load.
    static func levels(_ path: String) -> Int? {
        (try? Campaign(path: path))?.levels.count
    }
}
