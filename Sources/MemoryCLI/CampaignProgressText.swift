import Foundation
import MemoryScripting
import MemoryStore

/// How far the player got in each campaign, as `memory list campaigns` and the lobby say it.
enum CampaignProgressText {
    /// "level 2 of 4, 25 points", "completed, 120 points" or "not begun" (also when the level
    /// kept is no longer in the campaign, which then starts again).
    static func text(_ progress: CampaignProgress?, levels: Int) -> String {
        guard let progress, progress.completed || (0..<levels).contains(progress.level) else { return "not begun" }
        if progress.completed { return "completed, \(progress.score) points" }
        return "level \(progress.level + 1) of \(levels), \(progress.score) points"
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
